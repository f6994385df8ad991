// The thread's answer asked to come regularly (issue 38's thirty-ninth round): "can you send me this
// every morning", "send this to the #monetization channel every monday", "post that here daily". A
// digest is what the bot sends on a schedule; which of its kinds fits the answer pointed at, and when,
// is the form's to ask, so the order is `digest add` (the form), as "schedule a revenue report every
// monday" is. Only the whole message as such an order — a verb of sending, the answer pointed at
// ("this", "that", "it", "these numbers"), where it goes, and how often; any other word (a figure, a
// country, a question) leaves it to the reader. A module of its own beside ./digest-said.ts.
import { digestCommand } from '../digest/index.js';

const LEAD = String.raw`(?:(?:hey|hi|ok|okay|also|and|oh)[,!]? )?(?:(?:can|could|would|will) (?:you|u) (?:please |pls )?|(?:please|pls|plz) |i'?d like (?:you )?to |i want (?:you )?to |i would like (?:you )?to )?`;
const SEND = String.raw`(?:send|post|email|e-mail|dm|deliver|share|drop|ping)`;
const THIS = String.raw`(?:this|that|it|these|those|the same)(?: (?:one|report|numbers|figures|table|summary|breakdown|view))?`;
const WHERE = String.raw`(?:to (?:me|us|the team)|(?:to|in|into) (?:the |our |this )?(?:#[\w-]+|<#[A-Z0-9]+(?:\|[^>]*)?>|[\w-]+)(?: channel)?|(?:in )?here)`;
const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const OFTEN = String.raw`(?:(?:every|each) (?:morning|day|weekday|week|month|${DAY})(?: morning)?|daily|weekly|monthly|on ${DAY}|${DAY}|first thing every day)`;
const AT = String.raw`(?: at \d{1,2}(?::\d{2})?(?: ?(?:am|pm))?)?`;
const SENT = new RegExp(String.raw`^\s*${LEAD}${SEND}(?: (?:me|us))? ${THIS}(?: ${WHERE})? ${OFTEN}${AT}(?: ${WHERE})?(?:,? (?:please|pls|thanks|thx))?\s*[?.!]*\s*$`, 'i');

/** "set this up as a daily digest", "make that a weekly digest", "turn it into a digest": the answer pointed at made a digest (round 46). */
const MADE = new RegExp(String.raw`^\s*${LEAD}(?:set|make|turn|save|schedule|have)(?: (?:me|us))? ${THIS}(?: up)?(?: (?:as|into|to be|to))? (?:a |an )?(?:(?:daily|weekly|monthly|morning|recurring|regular) )?(?:digest|subscription)(?: (?:for me|for us|${WHERE}))?(?: ${OFTEN}${AT})?(?:,? (?:please|pls|thanks|thx))?\s*[?.!]*\s*$`, 'i');

/** `digest add` when the whole message asks the answer pointed at to be sent regularly; else undefined. */
export function digestSent(text: string): string | undefined {
  return SENT.test(text) || MADE.test(text) ? `${digestCommand.name} add` : undefined;
}
