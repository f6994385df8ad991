// Registers every listener, one module per concern: the slash command, buttons (Share and each
// command's declared ones), forms (each command's declared ones), events, plain words (DMs and
// mentions) and Workflow Builder steps. Each exports `register…(app, deps)` and gets one line here.
import type { App } from '@slack/bolt';
import { registerAccessListeners } from '../access/listeners.js';
import type { AppDeps } from '../deps.js';
import { replayGuard } from '../durable-replays.js';
import { currentRequestId, inRequest } from '../../logger.js';
import { newRequestId } from '../pipeline.js';
import { registerActionListeners } from './actions.js';
import { registerCommandListeners } from './commands.js';
import { registerEventListeners } from './events.js';
import { registerViewListeners } from './views.js';
import { registerWordListeners } from './words.js';
import { registerStepListeners } from './steps.js';

export function registerListeners(app: App, deps: AppDeps): void {
  // First of all: the request's id, on every line logged while it is served — the replay check's,
  // the access check's and the audit's included (src/logger.ts inRequest).
  // A request answered where it arrived already has its id (../inbox.ts HandOver).
  app.use(({ next }) => (currentRequestId(deps.logger) ? next() : inRequest(deps.logger, newRequestId(), next)));
  // Before every listener: a replayed request is acked and dropped, and one that changes state is
  // not run when the check cannot decide (../durable-replays.ts).
  app.use(replayGuard(deps));
  for (const register of [registerCommandListeners, registerActionListeners, registerEventListeners, registerViewListeners, registerAccessListeners, registerWordListeners, registerStepListeners]) register(app, deps);
}
