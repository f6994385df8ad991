// The short private answer to an alert button (acknowledge, snooze).
import { section } from './blocks.js';
import type { BotMessage } from './types.js';

export function confirmation(line: string): BotMessage {
  return { text: line, blocks: [section(`:white_check_mark: ${line}`, 'adops_alert_confirmation')], kind: 'answer' };
}
