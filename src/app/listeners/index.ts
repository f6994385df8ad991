// Registers the chain (../pipeline.ts `registerChain`: the request's id, the request read once, the
// replay guard, and the slash command's listener), then every other listener, one module per concern:
// buttons (Share and each command's declared ones), forms (each command's declared ones),
// events, plain words (DMs and mentions) and Workflow Builder steps. Each exports
// `register…(app, deps)` and gets one line here.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { notedOf, receivedAtOf, REDELIVERED } from '../inbox.js';
import { registerChain } from '../pipeline.js';
import { registerActionListeners } from './actions.js';
import { registerEventListeners } from './events.js';
import { registerViewListeners } from './views.js';
import { registerWordListeners } from './words.js';
import { registerStepListeners } from './steps.js';

export function registerListeners(app: App, deps: AppDeps): void {
  registerChain(app, deps, (context) => ({ arrivedAt: receivedAtOf(context), noted: notedOf(context), redelivered: context[REDELIVERED] === true }));
  for (const register of [registerActionListeners, registerEventListeners, registerViewListeners, registerWordListeners, registerStepListeners]) register(app, deps);
}
