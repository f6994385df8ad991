// A digest set up in words (issue 38's fourteenth round): "I want to receive each morning the
// revenue digest in this channel at 9h", "post the weekly summary here every monday at 9am". Taken
// only when the words name all the grammar needs — which digest (by the words of its kind's name:
// daily revenue, weekly or monthly summary, A/B tests, network, reconcile, config validation), this
// channel, and a time of day — and say it is wanted regularly; anything short of that is read as
// words (the form is offered there).
import { digestCommand } from '../digest/index.js';
import { DIGEST_KIND_NAMES } from '../../src/jobs/digests/registry.js';
import { reconcileCommand } from '../reconcile/index.js';

// ("I want a daily revenue summary posted in our channel …": wanted posted, said by who wants it — not "the summary posted this morning looks off")
const WANTED = /\b(?:i want to (?:receive|get)|(?:i|we) (?:want|need) (?:a |the )?(?:daily|weekly|monthly) (?:[a-z]+ )?(?:digest|summary)|i'?d like to (?:receive|get)|i would like to (?:receive|get)|send (?:me|us)|post|set up|schedule|deliver)\b|\b(?:(?:i|we) (?:want|need|would like)|(?:i|we)'?d like|(?:can|could|would) you (?:get|have))\b[^.?!]*\bposted\b/i;
const REGULARLY = /\b(?:each|every) (?:morning|day|weekday|week|month|monday)\b|\b(?:daily|weekly|monthly)\b/i;
const HERE = /\b(?:in (?:this|our) channel|in here|to (?:this|our) channel|here)\b/i;
/** The reconcile digest's gap: "5% gap", "gap of 5%", "flag gaps over 3%" (the last round 43). */
export const GAP = /,? ?(?:with (?:a )?)?\b(\d{1,2}(?:\.\d)?) ?% gap\b|,? ?\b(?:(?:and )?flag(?:ging)? )?gaps? (?:of |over |above |at |bigger than |greater than |larger than )?(\d{1,2}(?:\.\d)?) ?%/i;
/** "9h", "9am", "9 am", "09:00", "17h30", "5pm": the time of day, as HH:MM. */
const AT = /\bat (\d{1,2})(?:(?::|h)(\d{2})|h| ?(am|pm))?(?![\d:])/i;

/** The kind its words name: every word of the kind's name (daily_revenue: "daily"/"each morning" and "revenue"). */
export function kindOf(text: string): string | undefined {
  const t = text.toLowerCase().replace(/\beach (?:morning|day)\b|\bevery (?:morning|day)\b/g, 'daily');
  const fits = DIGEST_KIND_NAMES.filter((k) => /digest|summary|report/.test(t) && k.split('_').every((part) => new RegExp(`\\b${part.replace(/s$/, '')}`).test(t)));
  return fits.length === 1 ? fits[0] : undefined;
}

function timeOf(text: string): string | undefined {
  const m = text.match(AT);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (m[3]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  if (m[3]?.toLowerCase() === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The digest a message sets up, as the grammar writes it, or undefined. */
export function digestOrder(text: string): string | undefined {
  // ("can i subscribe this channel to a digest": the form, which asks the rest — round 31; never "unsubscribe", never an id's)
  if (SUBSCRIBE.test(text) && !/\bsub_\w+/i.test(text) && !(REGULARLY.test(text) && AT.test(text))) return `${digestCommand.name} add`;
  if (!(WANTED.test(text) || SUBSCRIBE.test(text)) || !REGULARLY.test(text) || !HERE.test(text) || !/\bdigest|summary\b/i.test(text)) return undefined;
  // ("on weekdays", "every weekday", "monday to friday": the grammar's days=mon-fri — round 31)
  const weekdays = WEEKDAYS.test(text);
  const rest = text.replace(WEEKDAYS, ' ');
  // (other days of the week, a country, a platform: more than this reads; the words are read as usual)
  if (/\b(?:mon|tues|wednes|thurs|fri|satur|sun|week)days?\b|\bmon-fri\b|\b(?:in|for|on) (?!this\b|here\b)[a-z]+\b(?<!\bin (?:the )?morning)/i.test(rest.replace(HERE, ''))) return undefined;
  const kind = kindOf(rest.replace(/\bweekdays?\b/gi, ' '));
  const at = timeOf(rest);
  // (no time of day said: the form, which asks it — "set up a daily revenue digest in this channel")
  // (the reconcile digest's gap, kept; a gap beside another kind: the words read as usual — round 43)
  const gap = rest.match(GAP);
  if (gap && kind !== reconcileCommand.name) return undefined;
  return kind && at ? `${digestCommand.name} add ${kind} here at=${at}${weekdays ? ' days=mon-fri' : ''}${gap ? ` gap=${gap[1] ?? gap[2]}%` : ''}` : kind && !AT.test(text) ? `${digestCommand.name} add` : undefined;
}

/** "subscribe this channel to a digest", "subscribe us to the weekly summary": a digest wanted here. */
const SUBSCRIBE = /(?<!un)\bsubscribe (?:this channel |the channel |our channel |us |me |here )?to (?:a |the |our |this |that )?(?:[a-z]+ ){0,3}(?:digests?|summary)\b/i;
/** Monday to Friday, said as the week's working days. */
const WEEKDAYS = /\b(?:on |every |each )?(?:weekdays|weekday|week days|work ?days|business days)\b|\b(?:on )?(?:mon(?:day)?s?|mon) ?(?:-|to|through|thru) ?fri(?:day)?s?\b/gi;

/** Words that doubt a digest's figures ("looked off", "seems wrong", "weird"), not asking for the list of digests. */
const DOUBT = new Set(['off', 'wrong', 'weird', 'odd', 'strange', 'broken', 'incorrect', 'suspicious', 'fishy', 'funny', 'buggy']);

/**
 * "the digest looked off today, can you check": a figure of a digest doubted, which figure not said —
 * asked (the digest's figures are the revenue summary's, or another report's by its kind), never the
 * list of digests as though that were the check.
 */
export function digestDoubted(t: readonly string[]): boolean {
  return howsTheDigest(t) || t.some((w, i) => DOUBT.has(w) && !(w === 'off' && ['turn', 'switch', 'turned', 'switched', 'pause', 'paused'].includes(t[i - 1] ?? '')));
}

/**
 * "hows the digest", "how is our digest doing": how one digest stands, which one and whether its figures
 * or its sending not said — asked as a doubt is (round 51), never the list as though that answered it.
 * "how are the digests", "how many digests" are about all of them: the list.
 */
function howsTheDigest(t: readonly string[]): boolean {
  const how = t.findIndex((w) => w === 'how' || w === 'hows' || w === "how's");
  const digest = t.indexOf(digestCommand.name);
  return how >= 0 && digest > how && !t.some((w) => ['digests', 'many', 'list', 'are', 'do', 'to', 'often'].includes(w));
}
