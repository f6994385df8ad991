// A digest set up in few words (issue 38's thirty-fifth round), beside ./digest-orders.ts (kept
// apart so that module's longer sentences stay as they were): "network digest in this channel at
// 9am", "send the daily revenue digest here every weekday at 9", "post config validation here every
// day at 7", "add a weekly summary here mondays at 9", "daily reconcile digest here at 8am, 5% gap".
// Taken only when the WHOLE message is such an order: an optional verb of setting up, the words of
// one digest kind's name (and "digest"/"summary"), here, a time of day, and at most the days and the
// reconcile gap — any other word (a question, a doubt, a country) leaves it to the reader.
import { digestCommand } from '../digest/index.js';
import { DIGEST_KIND_NAMES } from '../../src/jobs/digests/registry.js';
import { digestOrder, GAP } from './digest-orders.js';
import { reconcileCommand } from '../reconcile/index.js';
import { abtestCommand } from '../abtest/index.js';
import { digestSent } from './digest-sent.js';
import { typoDistance } from './lexicon.js';

/** A recurrence said beside a figure is a digest or asked, never one date (./recurring-sends.ts; exported here for ./understand.ts). */
export { recurringSend } from './recurring-sends.js';

const HERE = /\b(?:in (?:this|our|the) channel|in here|to (?:this|our) channel|here)\b/i;
const AT = /\b(?:at|@) ?(\d{1,2})(?:(?::|h)(\d{2})|h| ?(am|pm))?(?![\d:%])/i;
const WEEKDAYS = /\b(?:on |every |each )?(?:weekdays|weekday|week days|work ?days|business days)\b|\b(?:on )?(?:mon(?:day)?s?) ?(?:-|to|through|thru) ?fri(?:day)?s?\b/i;
const DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** "mondays", "every monday", "on mondays": that day alone. */
const ONE_DAY = /\b(?:on |every |each )?(sun|mon|tues|wednes|thurs|fri|satur)days?\b/i;
const DAILY = /\b(?:daily|every ?day|each day|every morning|each morning)\b/i;
const VERB = /^(?:(?:please|pls|can you|could you) )?(?:send|post|add|set up|schedule|create|start)\b/i;
/** Other words for a part of a kind's name (the part as the kind writes it: reconcile, validation, abtest). */
const SAID: readonly (readonly [string, string])[] = [[reconcileCommand.name, 'reconciliation|recon'], ['validation', 'validations?|validate|check'], [abtestCommand.name, 'ab|a/b|tests?|abtests?']];
/** "digest", "summary", or one slip of them ("digets", "sumary": the whole order is read before the words' slips are). */
const digestWord = (w: string) => /^(?:digests?|summary)$/.test(w) || (w.length >= 5 && (typoDistance(w, digestCommand.name) <= 1 || typoDistance(w, 'summary') <= 1));
const saidAs = (part: string, w: string) => w.replace(/s$/, '') === part || (part.length >= 5 && typoDistance(w, part) <= 1) || SAID.some(([p, other]) => p === part && new RegExp(`^(?:${other})$`).test(w));

function timeOf(m: RegExpMatchArray): string | undefined {
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (m[3]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  if (m[3]?.toLowerCase() === 'am' && hour === 12) hour = 0;
  return hour > 23 || minute > 59 ? undefined : `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The one kind every remaining word names; undefined when a word is left over or two kinds fit. */
function kindOf(words: readonly string[], daily: boolean): string | undefined {
  const fits = DIGEST_KIND_NAMES.filter((k) => {
    const parts = k.split('_').map((p) => p.replace(/s$/, ''));
    const glue = /^(?:report|the|a|an|our|and)$/;
    // (every word one of the kind's; every part of its name said, "daily" by "every day" too)
    return words.every((w) => glue.test(w) || digestWord(w) || parts.some((p) => saidAs(p, w))) && parts.every((p) => (p === 'daily' && daily) || words.some((w) => saidAs(p, w)));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** The digest a short order sets up, as the grammar writes it, or undefined. */
export function digestSaid(text: string): string | undefined {
  let t = text.toLowerCase().replace(/[.!]+$/, '').trim();
  const here = HERE.test(t);
  const at = t.match(AT);
  if (!here || !at) return undefined;
  const time = timeOf(at);
  if (!time) return undefined;
  const verb = VERB.test(t);
  t = t.replace(VERB, ' ').replace(HERE, ' ').replace(AT, ' ');
  const gap = t.match(GAP);
  t = t.replace(GAP, ' ');
  let days = '';
  if (WEEKDAYS.test(t)) [days, t] = ['mon-fri', t.replace(WEEKDAYS, ' ')];
  else if (ONE_DAY.test(t)) [days, t] = [DAY.find((d) => t.match(ONE_DAY)![1]!.toLowerCase().startsWith(d.slice(0, 3)))!, t.replace(ONE_DAY, ' ')];
  const daily = DAILY.test(t);
  t = t.replace(DAILY, ' daily ');
  const words = t.split(/[\s,]+/).filter(Boolean).filter((w) => w !== 'daily' || !daily);
  // (without a verb, the words must say it is a digest: "network digest in this channel at 9am")
  if (!verb && !words.some(digestWord)) return undefined;
  // (a digest every weekday is a daily one, on those days: "a revenue digest here every weekday at 9")
  const kind = kindOf(words, daily || days === 'mon-fri');
  // (an A/B-test digest names its tests, which these words do not read; "daily … on mondays" says two schedules: asked)
  if (!kind || (gap && kind !== reconcileCommand.name) || kind.startsWith(abtestCommand.name) || (days.length === 3 && daily)) return undefined;
  return `${digestCommand.name} add ${kind} here at=${time}${days ? ` days=${days}` : ''}${gap ? ` gap=${gap[1] ?? gap[2]}%` : ''}`;
}

/** A digest set up in words, the long way (./digest-orders.ts) or the short, or the answer pointed at sent regularly (./digest-sent.ts). */
export const digestOrdered = (text: string): string | undefined => digestOrder(text) ?? digestSaid(text) ?? digestSent(text);
