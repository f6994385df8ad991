// Registers the chain's first steps (../pipeline.ts `registerChain`: the request's id, the request
// read once, the replay guard), then every listener, one module per concern: the slash command
// (below), buttons (Share and each command's declared ones), forms (each command's declared ones),
// events, plain words (DMs and mentions) and Workflow Builder steps. Each exports
// `register…(app, deps)` and gets one line here.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { notedOf, receivedAtOf, REDELIVERED } from '../inbox.js';
import { answerIn, registerChain } from '../pipeline.js';
import { registerActionListeners } from './actions.js';
import { registerEventListeners } from './events.js';
import { registerViewListeners } from './views.js';
import { registerWordListeners } from './words.js';
import { registerStepListeners } from './steps.js';

export const SLASH_COMMAND = '/adops';

/** The /adops slash command: ack at once, then the chain answers it through response_url — privately, with a Share button. */
function registerCommandListeners(app: App, deps: AppDeps): void {
  app.command(SLASH_COMMAND, async ({ ack, client, context }) => {
    await ack();
    await answerIn(deps, context, client);
  });
}

export function registerListeners(app: App, deps: AppDeps): void {
  registerChain(app, deps, (context) => ({ arrivedAt: receivedAtOf(context), noted: notedOf(context), redelivered: context[REDELIVERED] === true }));
  for (const register of [registerCommandListeners, registerActionListeners, registerEventListeners, registerViewListeners, registerWordListeners, registerStepListeners]) register(app, deps);
}
