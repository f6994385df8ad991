// "the thing from this morning", "that stuff yesterday": something pointed at and never named, with
// only a period beside it. Read word by word it is the period's revenue (thing and stuff are chat's
// glue), which is a guess at what was meant: asked back, the period's reports offered (issue 38's
// twenty-third round). Outside a thread only; in one, the thread's answer is what is pointed at.
// An app's name before the thing ("the wordrush thing from tuesday") says whose it was, not what it
// was: still asked (issue 38's forty-fourth round); a figure, report or test named beside it answers.
import { alertsCommand } from '../alerts/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import type { Composed } from './compose.js';
import type { Reading } from './reading.js';

const POINTED = /\b(?:the|that|this|those|these)\s+(?:thing|things|stuff)\b/i;
/** "the wordrush thing", "that puzzle quest stuff": a word or two (an app's name) before the thing. */
const WHOSE_THING = /\b(?:the|that|this|those|these)\s+(?:[a-z][\w-]*\s+){1,2}(?:thing|things|stuff)\b/i;

/** The question back (`period`: the words' own period, as the reports take it; `said`: the words as typed), when the words point at an unnamed thing and name no figure, place or report. */
export function unnamedThing(text: string, r: Reading, previous: string | undefined, period: string, said = text): Composed | undefined {
  // (the app's "thing" is read as the app alone before this, so the words as said are looked at)
  const whose = !POINTED.test(text) && WHOSE_THING.test(said) && r.apps.length > 0;
  if (previous || !(POINTED.test(text) || whose)) return undefined;
  const named = r.metrics.length || r.intents.size || (r.by.length && !whose) || r.country || r.os || r.format || (r.apps.length && !whose) || r.bidder || r.ids.length;
  if (named) return undefined;
  return { kind: 'clarify', reason: 'Which figure or report do you mean? For example:', suggestions: [`${revenueCommand.name} ${period}`, `${whyCommand.name} ${revenueCommand.name} ${period}`, `${alertsCommand.name} list`] };
}
