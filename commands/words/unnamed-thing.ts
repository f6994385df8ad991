// "the thing from this morning", "that stuff yesterday": something pointed at and never named, with
// only a period beside it. Read word by word it is the period's revenue (thing and stuff are chat's
// glue), which is a guess at what was meant: asked back, the period's reports offered (issue 38's
// twenty-third round). Outside a thread only; in one, the thread's answer is what is pointed at.
import { alertsCommand } from '../alerts/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import type { Composed } from './compose.js';
import type { Reading } from './reading.js';

const POINTED = /\b(?:the|that|this|those|these)\s+(?:thing|things|stuff)\b/i;

/** The question back (`period`: the words' own period, as the reports take it), when the words point at an unnamed thing and name no figure, place or report. */
export function unnamedThing(text: string, r: Reading, previous: string | undefined, period: string): Composed | undefined {
  if (previous || !POINTED.test(text)) return undefined;
  const named = r.metrics.length || r.intents.size || r.by.length || r.country || r.os || r.format || r.apps.length || r.bidder || r.ids.length;
  if (named) return undefined;
  return { kind: 'clarify', reason: 'Which figure or report do you mean? For example:', suggestions: [`${revenueCommand.name} ${period}`, `${whyCommand.name} ${revenueCommand.name} ${period}`, `${alertsCommand.name} list`] };
}
