// A row of the previous answer pointed at by its place (issue 38's fourteenth round): "why did the
// second one drop?", "what about the top one", "the last row", "row 3" after a table. Which row that
// is lies in the figures already shown, not in the words or the thread's command: asked back, the
// thread's command offered, never read as a rank ("the top one" is not `top=1`) nor dropped.
import { breakdownCommand } from '../breakdown/index.js';
import type { Reading } from './reading.js';

const PLACE = String.raw`(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|top|bottom|last|next|other|previous|#\d{1,2}|number \d{1,2})`;
// ("all the other ones": the rest of a list, no one row — round 48, ./all-others.ts)
const POINTED = new RegExp(String.raw`(?<!\ball )\b(?:the|that) ${PLACE}(?: (?:one|ones|row|rows|entry|line|item))\b|\b(?:that|this|the same) (?:row|entry|line)\b|\brow (?:#|number )?\d{1,2}\b`, 'i');

/** An id of one of the bot's or the account's things (a digest, alert, incident, Task, test or config). */
const NAMED_BY_ID = /\b(?:sub|alr|inc|task|abt|cfg)_[a-z0-9_]+\b/i;

// "why for the worst one?" under a table of several rows (round 50): the row the table put at that end. Under a table of
// one row ("top=1"), "and the worst one?" is the other end's row — the table ranked the other way (./follow-up.ts).
const SUPERLATIVE = /\b(?:the|that) (?:worst|best|lowest|highest|weakest|strongest|biggest|smallest|poorest)(?: (?:performing|performer))? (?:one|row|entry)\b/i;
const ONE_ROW = /\b(?:top|bottom)=1\b/;

/** Why the words are asked back, when in a thread they point at a row of the answer by its place; undefined otherwise. */
export function pointsAtRow(text: string, previous = ''): string | undefined {
  // ("preview the next one for sub_…": the thing is named by its id, so no row is pointed at — round 47)
  const atEnd = SUPERLATIVE.test(text) && previous.split(' ')[0] === breakdownCommand.name && !ONE_ROW.test(previous);
  return (POINTED.test(text) || atEnd) && !NAMED_BY_ID.test(text) ? 'Which one do you mean? Name it (the country, app, format…) and I will look.' : undefined;
}

/** The one value a few words name, as the filter of its split ("JP" → country=JP); undefined unless exactly one and nothing else. */
export function valueOf(r: Reading): { dim: string; option: string } | undefined {
  const found = [r.country && { dim: 'country', option: `country=${r.country}` }, r.os && { dim: 'os', option: `os=${r.os}` }, r.format && { dim: 'format', option: `format=${r.format}` }].filter(Boolean) as { dim: string; option: string }[];
  return found.length === 1 && !r.unknown.length && !r.metrics.length && !r.by.length && !r.apps.length && r.range === undefined ? found[0] : undefined;
}
export const DRILL = /^\s*(?:(?:let'?s|can you|could you|please|pls|now)\s+)*(?:drill|zoom|dig)(?:\s+down)?\s+(?:into|in on|on|to)\s+(.+?)\s*[?.!]*\s*$/i;
/**
 * "drill into JP" after revenue's movers by country: that row alone, the split dropped for its
 * filter (the summary of that country). Only a value of the split the thread's command is by.
 */
export function drillInto(previous: string, text: string, readWords: (words: string) => Reading): string | undefined {
  const m = text.match(DRILL);
  const moversBy = previous.match(/^(revenue\b.*?)\s+by\s+([a-z]+)\b(.*)$/i);
  const value = m && moversBy ? valueOf(readWords(m[1]!)) : undefined;
  if (!value || value.dim !== moversBy![2]) return undefined;
  return `${moversBy![1]}${moversBy![3]} ${value.option}`.replace(/\s+/g, ' ').trim();
}
