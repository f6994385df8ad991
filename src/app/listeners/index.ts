// Registers every listener, one module per concern. SEAM FOR ISSUE 6: modals (view
// submissions) go in ./views.ts, App Home interactions in ./home.ts; each exports
// `register…(app, deps)` and gets one line in LISTENER_MODULES.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { registerActionListeners } from './actions.js';
import { registerCommandListeners } from './commands.js';
import { registerEventListeners } from './events.js';
import { registerHomeListeners } from './home.js';
import { registerViewListeners } from './views.js';

export type ListenerModule = (app: App, deps: AppDeps) => void;

export const LISTENER_MODULES: readonly ListenerModule[] = [registerCommandListeners, registerActionListeners, registerEventListeners, registerViewListeners, registerHomeListeners];

export function registerListeners(app: App, deps: AppDeps, modules: readonly ListenerModule[] = LISTENER_MODULES): void {
  for (const register of modules) register(app, deps);
}
