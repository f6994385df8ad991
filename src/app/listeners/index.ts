// Registers every listener, one module per concern: the slash command, buttons (Share and App
// Home), forms, and events. Each exports `register…(app, deps)` and gets one line here.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { registerActionListeners } from './actions.js';
import { registerCommandListeners } from './commands.js';
import { registerEventListeners } from './events.js';
import { registerViewListeners } from './views.js';

export function registerListeners(app: App, deps: AppDeps): void {
  for (const register of [registerCommandListeners, registerActionListeners, registerEventListeners, registerViewListeners]) register(app, deps);
}
