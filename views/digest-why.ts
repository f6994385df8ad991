// The one line on top of a digest saying why it was sent: its schedule, and — when the
// subscription sends conditionally — what the baseline check of the latest UTC day found
// ("Revenue −18.0% vs its baseline on Sun 22 Nov"). Pure.
import { context, esc } from './blocks.js';
import { LIMITS } from './limits.js';
import type { BotMessage } from './types.js';

/** The detector's verdict on a day of revenue (src/jobs/digests/why.ts). */
export type DigestVerdict =
  | { kind: 'changed' | 'usual'; day: string; changePct: number; weeks: number }
  | { kind: 'empty' | 'unjudged'; day: string };

export interface WhyInput {
  /** The schedule in words ("At 09:00, Monday through Friday"). */
  schedule: string;
  timezone: string;
  /** Undefined: the subscription sends on schedule, unconditionally (no check was made). */
  verdict?: DigestVerdict;
  onlyChanges: boolean;
  /** When it was run by hand (`digest run`): the line says so and when, not only the schedule. */
  byHandAt?: Date;
}

/** "2026-11-22" → "Sun 22 Nov". */
function dayName(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).replace(',', '');
}

/** 10:03 in `timezone`. */
function clockTime(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timezone }).format(at);
}

function signed(pct: number): string {
  return `${pct < 0 ? '−' : '+'}${Math.abs(pct).toFixed(1)}%`;
}

export function whyLine(w: WhyInput): string {
  const schedule = `${w.schedule.charAt(0).toLowerCase()}${w.schedule.slice(1)}`;
  const sent = w.byHandAt ? `Sent by hand at ${clockTime(w.byHandAt, w.timezone)} (${w.timezone}); on its schedule ${schedule}` : `Sent ${schedule} (${w.timezone})`;
  const v = w.verdict;
  if (!v) return `${sent}.`;
  if (v.kind === 'changed')
    return `Revenue ${signed(v.changePct)} vs its baseline on ${dayName(v.day)} (UTC day, the same weekday over ${v.weeks} weeks)${w.onlyChanges ? ' — sent because it changed' : ''}. ${sent}.`;
  if (v.kind === 'usual') return `${sent}; nothing unusual: revenue ${signed(v.changePct)} vs its baseline on ${dayName(v.day)} (UTC day, ${v.weeks} weeks).`;
  if (v.kind === 'empty') return `${sent}; no data yet for ${dayName(v.day)} (UTC day).`;
  return `${sent}; revenue could not be compared with its baseline${v.day ? ` on ${dayName(v.day)}` : ''} (too little history or the check failed), so it is sent.`;
}

/** The message with the line on top (a message already at Slack's block limit is left as it is). */
export function withWhy(message: BotMessage, line: string): BotMessage {
  const block = { ...context(`:information_source: ${esc(line)}`), block_id: 'adops_digest_why' };
  const blocks = message.blocks.length < LIMITS.messageBlocks ? [block, ...message.blocks] : message.blocks;
  return { ...message, blocks };
}
