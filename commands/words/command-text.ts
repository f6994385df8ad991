// A command's text as the grammar reads it (commands/dispatch): the same command, its subcommand,
// its period, whether it parses. What the reader compares a thread's command with.
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { specToText, takeRange, type RangeSpec } from '../../src/time/range.js';

/** Whether the real parser takes the text. */
export const parses = (t: string) => dispatch(COMMANDS, t).kind === 'run';

export const sameCommand = (a: string, b: string) => a.replace(/^\s*\/adops\b\s*/i, '').trim() === b.replace(/^\s*\/adops\b\s*/i, '').trim();

export const subcommandOf = (text: string) => {
  const d = dispatch(COMMANDS, text.replace(/^\s*\/adops\b\s*/i, ''));
  return d.kind === 'run' ? d.command : undefined;
};

/** Whether the command reads a period and was given none. */
export function readsPeriod(text: string): boolean {
  const d = dispatch(COMMANDS, text);
  return d.kind === 'run' && typeof d.request === 'object' && d.request !== null && 'range' in d.request && (d.request as { range?: unknown }).range === undefined;
}

/** The period of a thread's command, as the grammar writes it; undefined without one. */
export function periodOf(previous: string): string | undefined {
  const d = dispatch(COMMANDS, previous.replace(/^\s*\/adops\b\s*/i, ''));
  const range = d.kind === 'run' && typeof d.request === 'object' && d.request !== null ? (d.request as { range?: RangeSpec }).range : undefined;
  return range ? specToText(range) : undefined;
}

/** The words without their range, and the range's own words. */
export function splitRange(words: readonly string[]): { rest: string[]; range: string[] } {
  try {
    const { rest } = takeRange(words, { hours: true });
    const range = [...words];
    for (const w of rest) range.splice(range.indexOf(w), 1);
    return { rest, range };
  } catch {
    return { rest: [...words], range: [] };
  }
}

/** `by country` (revenue's) or `by=country`, removed. */
export function dropBy(words: readonly string[]): string[] {
  const out = words.filter((w) => !/^by=/i.test(w));
  const i = out.findIndex((w) => w.toLowerCase() === 'by');
  if (i >= 0) out.splice(i, 2);
  return out;
}

/** The time splits a command's text makes: breakdown's `by=hour,…` and `hourly`, revenue's `by day`. */
function timeSplits(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const by = words.flatMap((w, i) => (/^by=/i.test(w) ? w.slice(3).split(',') : words[i - 1]?.toLowerCase() === 'by' ? w.split(',') : w === 'hourly' ? ['hour'] : []));
  return by.filter((d) => ['hour', 'day', 'week', 'month'].includes(d));
}

/**
 * Whether `kept` (the thread's command, refined) leaves out a time split that `alone` (the words
 * read alone) makes: "hourly rev today" after revenue by country is revenue by hour today, not the
 * thread's split over today with the hours dropped (round 51).
 */
export function dropsTimeSplit(alone: string | undefined, kept: string): boolean {
  const asked = alone ? timeSplits(alone) : [];
  return asked.some((d) => !timeSplits(kept).includes(d));
}
