// "compare yesterday", "vs yesterday", "compared to last friday", "same hours yesterday" after the hourly table of one day
// (round 40; the last round 43): the table of hours takes no comparison (`breakdown` has no vs=), and what can be set
// beside a day's hours is the other day's hours — read as "and yesterday?" is after that table, the
// same table of the day named. Only after `breakdown by=hour` of one day, and only when the words name
// one day (the answer is that day's hourly table, else nothing: left to the usual reading, asked back).
import { takeRange } from '../../src/time/range.js';

type Ask = (words: string, previous: string | undefined) => { kind: string; text?: string };

const COMPARED = /^(?:and |now )?(?:compare(?:d)?(?: (?:it|that|this|them))?(?: (?:with|to|against|w))?|vs\.?|versus|against|side by side with|next to|(?:the )?same hours(?: (?:for|on|of|from))?) (.+)$/i;

/** Whether a breakdown's text is one day's hours. */
function oneDaysHours(text: string): boolean {
  if (!/^breakdown\b/.test(text) || !/ by=hour(?: |$)/.test(text)) return false;
  try {
    const spec = takeRange(text.split(/\s+/).slice(1), { hours: false }).spec;
    return spec?.kind === 'today' || spec?.kind === 'yesterday' || (spec?.kind === 'dates' && spec.from === spec.to);
  } catch {
    return false;
  }
}

/** The hourly table of the day the words compare with, after the hourly table of one day; undefined otherwise. */
export function hoursBeside(prev: string, bare: string, ask: Ask): { kind: 'command'; text: string } | undefined {
  const m = COMPARED.exec(bare.trim());
  if (!m || !oneDaysHours(prev)) return undefined;
  const other = ask(`and ${m[1]}`, prev);
  return other.kind === 'command' && other.text && other.text !== prev && oneDaysHours(other.text) ? { kind: 'command', text: other.text } : undefined;
}
