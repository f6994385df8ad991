// A recurrence is never a date (issue 38's fortieth round, found by the lead): "send me revenue every
// monday" had been read as the revenue of last Monday, and "send this every monday for france" after
// a table as that Monday's revenue in France. Said beside a verb of sending that opens the message
// ("send me …", "can you post … daily"), "every monday", "each morning", "every week", "daily",
// "weekly", "on mondays" ask for the figures to come on a schedule: a digest, which the bot sends.
// The whole order (a verb of sending, whom to, a figure or the answer pointed at, how often, when,
// where) is `digest add` (the form, as "schedule a revenue report every monday" is); with anything
// more (a country, a split, a period) the form cannot carry it as said, so it is asked back with the
// form offered. "every monday" said without a verb of sending, where the words made one day of it,
// is asked back too: the Mondays' figures, or a digest? Never one Monday.
// Kept apart from ./digest-said.ts and ./digest-sent.ts (which set a digest up from whole orders they
// read exactly) as the last check on what the reader made of the words, wherever it came from.
import { digestCommand } from '../digest/index.js';
import { alertsCommand } from '../alerts/index.js';
import { abtestCommand } from '../abtest/index.js';
import type { Understanding } from './compose.js';

const LEAD = String.raw`^\s*(?:(?:hey|hi|ok|okay|also|and|oh|so)[,!]? )?(?:(?:can|could|would|will) (?:you|u) (?:please |pls )?|(?:please|pls|plz) |i'?d like (?:you )?to |i want (?:you )?to |i would like (?:you )?to )?`;
const SEND = new RegExp(`${LEAD}(?:send|post|email|e-mail|dm|deliver|ping|push|drop)\\b`, 'i');
const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
/** (round 48) Asked to be given a summary, not told to send it: "can i get a daily revenue summary … every morning", "i want a summary posted here daily" — a digest too, where a summary or digest is named. */
const RECEIVE = /^\s*(?:(?:hey|hi|ok|okay|also|and|oh|so)[,!]? )?(?:(?:can|could|may) (?:i|we) (?:please |pls )?(?:get|have|receive)|i'?d like|i would like|we'?d like|i want|we want|give (?:me|us))\b/i;
const SUMMARY = /\b(?:summary|digest|recap|rundown)\b/i;
/** How often, said of the sending: every/each day, morning, week, month or weekday; daily, weekly, monthly (not before a figure: "the daily revenue" is its split); on mondays. */
const OFTEN = new RegExp(String.raw`\b(?:every|each) (?:single )?(?:morning|evening|night|day|week|month|weekday|work ?day|${DAY})s?\b|\b(?:daily|weekly|monthly|nightly)\b(?! (?:revenue|rev|fill|ecpm|impressions|imps|requests|numbers|figures|breakdown|split|table|totals?|earnings|email|e-mail|review)\b)|\b(?:on )?${DAY}s\b|\bweekdays\b`, 'i');
/** A weekday said as a recurrence, without a verb of sending ("revenue every monday"). */
const EVERY_DAY_NAMED = new RegExp(String.raw`\b(?:every|each) (?:single )?(?:${DAY}|morning|evening|night)s?\b|\bon ${DAY}s\b`, 'i');
/** The words an order of sending may hold beside a figure and still be the form's whole order. */
const ORDER_WORDS = String.raw`(?:send|post|email|e-mail|dm|deliver|ping|push|drop|get|have|receive|may|give|posted|sent|delivered|set|up|hey|hi|ok|okay|also|and|oh|so|can|could|would|will|you|u|we|please|pls|plz|i'?d|i|like|want|to|me|us|the|team|my|our|a|an|this|that|it|these|those|same|one|here|in|into|channel|report|numbers|figures|summary|digest|recap|rundown|topline|kpis?|revenue|rev|earnings|every|each|single|morning|evening|night|day|week|month|weekday|weekdays|workday|daily|weekly|monthly|nightly|on|at|\d{1,2}(?::\d{2})?(?:am|pm)?|am|pm|thanks|thx|#[\w-]+|${DAY}s?)`;
const WHOLE_ORDER = new RegExp(String.raw`^(?:${ORDER_WORDS}\b[\s,.!?]*)+$`, 'i');
/** "weekly digest of …", "a daily revenue digest …": the message opens with how often, then the digest (not "the digest looked off"). */
const DIGEST_FIRST = /^\s*(?:(?:please|pls) )?(?:an? )?(?:new )?(?:daily|weekly|monthly|nightly) (?:[a-z]+ )?(?:digest|summary)\b/i;
/** Where it is sent: "to #adops", "in here", "to this channel" (channel links are "here" by then). */
const SENT_TO = /\b(?:to|in|into) (?:#[\w-]+|here|(?:this|our|the) channel)(?![\w-])/i;
/** Commands that take a schedule of their own ("ping here if fill drops 15% hourly"). */
const SCHEDULED = [digestCommand.name, alertsCommand.name, `${abtestCommand.name} watch`];

/** The reader's answer, unless the words ask for figures on a schedule and it is not a schedule. */
export function recurringSend(u: Understanding, words: string): Understanding {
  const text = words.replace(/<#[A-Z0-9]+(?:\|[^>]*)?>/g, 'here').replace(/<@[A-Z0-9]+(?:\|[^>]*)?>/g, 'me').trim();
  // ("weekly summary digest every monday please": a digest named with how often it is to go, no verb, is one to set up, not
  // the list of those there are — round 47; "which digests go out every monday", "my digests on mondays?" stay the list)
  if (u.kind === 'command' && u.text === `${digestCommand.name} list` && OFTEN.test(text) && /\b(?:digests?|summary)\b/i.test(text) && WHOLE_ORDER.test(text) && !/\b(?:my|our|this|these|those|it|that)\b|\?/i.test(text)) return { kind: 'command', text: `${digestCommand.name} add` };
  // ("weekly digest of bidders to #adops": a digest named with how often and where it goes is one to set up — the form when it
  // carries every word, else asked with it offered, as a report no digest is ("bidders") cannot be carried — round 48)
  // (not one said "posted in our channel every morning", "sent to #adops": a digest described, which may be one already — asked, round 48's review)
  if ((u.kind === 'clarify' || !u.text.startsWith(`${digestCommand.name} add`)) && DIGEST_FIRST.test(text) && SENT_TO.test(text) && !/\b(?:my|these|those|it|that|posted|sent|delivered|shared)\b|\?/i.test(text)) {
    if (WHOLE_ORDER.test(text.replace(/\b(?:of|for|with)\b/gi, ' '))) return { kind: 'command', text: `${digestCommand.name} add` };
    return { kind: 'clarify', reason: 'A digest is set up with the form, which offers the reports a digest can send:', suggestions: [`${digestCommand.name} add`] };
  }
  if (u.kind === 'command' && SCHEDULED.some((s) => u.text === s || u.text.startsWith(`${s} `))) return u;
  const sent = (SEND.test(text) || (RECEIVE.test(text) && SUMMARY.test(text))) && OFTEN.test(text);
  const oneDay = !sent && EVERY_DAY_NAMED.test(text) && u.kind === 'command' && !/(?:^| )by[= ]/.test(u.text);
  if (!sent && !oneDay) return u;
  if (sent && WHOLE_ORDER.test(text)) return { kind: 'command', text: `${digestCommand.name} add` };
  return {
    kind: 'clarify',
    reason: sent ? 'Figures sent on a schedule are a digest; set it up with the form (its report, filters, days and time):' : 'The figures of each of those days, or a digest sent on them? A digest is set up with the form:',
    suggestions: [`${digestCommand.name} add`],
  };
}
