// The buttons that stand for `alerts` (commands/types.ts `ButtonDeclaration`): App Home's pause,
// resume and remove of an alert, and a metric incident's acknowledge, snooze and mute
// (views/alert-incident.ts). Their effect shows in the redrawn Home or message, so only a problem
// comes by DM.
import { ALERT_ACTION } from '../../views/alert-incident.js';
import { WATCH_ACTION } from '../../views/watch-list.js';
import type { ButtonDeclaration } from '../types.js';

export const ALERTS_BUTTONS: readonly ButtonDeclaration[] = [
  { id: WATCH_ACTION.pause, commandText: (id) => `alerts pause ${id}`, answer: 'dm-problems-only' },
  { id: WATCH_ACTION.resume, commandText: (id) => `alerts resume ${id}`, answer: 'dm-problems-only' },
  { id: WATCH_ACTION.remove, commandText: (id) => `alerts remove ${id}`, answer: 'dm-problems-only' },
  { id: ALERT_ACTION.ack, commandText: (id) => `alerts ack ${id}`, answer: 'dm-problems-only' },
  { id: ALERT_ACTION.snoozeHour, commandText: (id) => `alerts snooze ${id} 1h`, answer: 'dm-problems-only' },
  { id: ALERT_ACTION.snoozeDay, commandText: (id) => `alerts snooze ${id} 1d`, answer: 'dm-problems-only' },
  { id: ALERT_ACTION.mute, commandText: (value) => `alerts mute ${value}`, answer: 'dm-problems-only' },
];
