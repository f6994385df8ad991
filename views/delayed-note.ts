// A digest posted later than its schedule (Slack or the reporting API failed for a while and the
// run was retried) says so first, so nobody reads yesterday's figures as just on time.
import { formatRun } from '../src/time/schedule.js';
import { context, esc } from './blocks.js';
import type { BotMessage } from './types.js';

export function withDelayedNote(message: BotMessage, due: { scheduledFor: Date; timezone: string }): BotMessage {
  const note = `:hourglass: Delayed: this digest was due ${formatRun(due.scheduledFor, due.timezone)} and is posted late because Slack or the reporting API was unavailable.`;
  return { ...message, text: `Delayed — ${message.text}`, blocks: [context(esc(note)), ...message.blocks].slice(0, 50) };
}
