// "what about the week before?" after `revenue last week`, "and the month before" after `revenue last
// month by os` (issue 38's twenty-fifth round): the period just before the thread's own, of the same
// size. Said alone, "the week before" names no week (before what?), and the reader's own words for it
// ("week before last") are another week when the thread's is not last week: so it is written here as
// the dates meant, and only where the thread's period is one whole day, calendar week or calendar
// month of that unit ("the month before" after `revenue last week` is left as typed, asked back), and
// only where the words move the question there ("what about the week before", "same for the month
// before") or chain it ("and the week before that?"): a bare "and the week before?" may add the week to
// compare (the older sets disagree on it), so it keeps its reading.
// Also the few spoken forms these follow-ups came in ("how bout canada", "adn the month before",
// "what about las month"), read as said, only in a thread: alone they stay as typed.
// And (round 41) "compare to the 7 days before" after seven days: the previous seven, only where the
// count is the thread's own length (after `last 7d`, "the 3 days before" is no like period: asked).
import { DateTime } from 'luxon';
import { periodOf } from './command-text.js';
import { takeRange, type RangeSpec } from '../../src/time/range.js';

const COMPARED = /\b(?:vs|v|versus|compared?|comparing|against|than|over|to|with|from|since)\.?\s*$/i;
// (not "the day before yesterday", "the week before last": days of their own the reader reads)
const BEFORE = /\b(?:the )?(day|week|wk|month) (?:before|prior)( (?:that|it|this|then))?\b(?!\s+(?:yesterday|today|last|this|the|christmas|thanksgiving|black|cyber|\d))/i;
/** Words before it that move the thread's question to another period rather than add one to compare. */
const MOVED = /\b(?:what|how) (?:about|abt)\s*$|\bsame (?:for|but(?: for)?)\s*$|\bnot \S+,?\s*$|\binstead,?\s*$|\bnow\s*$/i;

/** The thread's period as whole dates, [first, last] (ISO days); undefined for any other kind. */
export function datesOf(spec: RangeSpec, today: DateTime): [DateTime, DateTime] | undefined {
  switch (spec.kind) {
    case 'today': return [today, today];
    case 'yesterday': return [today.minus({ days: 1 }), today.minus({ days: 1 })];
    case 'lastWeek': { const w = today.startOf('week').minus({ weeks: 1 }); return [w, w.plus({ days: 6 })]; }
    case 'lastMonth': { const m = today.startOf('month').minus({ months: 1 }); return [m, m.endOf('month').startOf('day')]; }
    case 'dates': return [DateTime.fromISO(spec.from, { zone: today.zone }), DateTime.fromISO(spec.to, { zone: today.zone })];
    default: return undefined;
  }
}

/** The day, week or month before the thread's, when the thread's is one whole such unit. */
function before(unit: string, [from, to]: [DateTime, DateTime]): string | undefined {
  const iso = (d: DateTime) => d.toISODate()!;
  if (unit === 'day' && +from === +to) return iso(from.minus({ days: 1 }));
  if (unit === 'week' && +from === +from.startOf('week') && +to === +from.plus({ days: 6 })) return `${iso(from.minus({ weeks: 1 }))}..${iso(from.minus({ days: 1 }))}`;
  if (unit === 'month' && +from === +from.startOf('month') && +to === +from.endOf('month').startOf('day')) {
    const m = from.minus({ months: 1 });
    return `${iso(m)}..${iso(m.endOf('month').startOf('day'))}`;
  }
  return undefined;
}

/** "compare to the 7 days before" after seven days: the same count just before, as "the previous 7 days" is read; another count is left as typed (asked). */
const COUNT_BEFORE = /\b((?:vs\.?|versus|against|compared?|comparing)(?: (?:it|that|this|them))?(?: (?:to|with))?) the (\d{1,3}) (days?|weeks?) (?:before|prior)(?: that| it| them)?\b/i;
function countBefore(text: string, previous: string, today: DateTime): string {
  const said = COUNT_BEFORE.exec(text);
  const period = periodOf(previous);
  if (!said || !period) return text;
  let span = /^last (\d{1,3})d$/.exec(period) ? Number(/^last (\d{1,3})d$/.exec(period)![1]) : undefined;
  if (span === undefined) {
    try {
      const spec = takeRange(period.split(' '), { hours: false }).spec;
      const dates = spec && datesOf(spec, today);
      span = dates ? dates[1].diff(dates[0], 'days').days + 1 : undefined;
    } catch {
      return text;
    }
  }
  const n = Number(said[2]) * (said[3]!.toLowerCase().startsWith('week') ? 7 : 1);
  return span === n ? text.replace(COUNT_BEFORE, `vs the previous ${n} days`) : text;
}

/** The words with "the week before" written as the dates before the thread's period (and its spoken forms read). */
export function periodBefore(text: string, previous: string | undefined, today: DateTime): string {
  if (!previous) return text;
  const spoken = countBefore(text.replace(/^(\s*)adn\b/i, '$1and').replace(/\bhow bout\b/i, 'how about').replace(/\blas (week|month|year)\b/i, 'last $1'), previous, today);
  const said = BEFORE.exec(spoken);
  if (!said) return spoken;
  // ("vs the week before", "compared to the month before": a comparison, which the reader writes vs=)
  const lead = spoken.slice(0, said.index);
  if (COMPARED.test(lead)) return spoken;
  // ("and the week before?" alone is contested — asked back in one older set, the week compared with it in
  // another — so only moved ("what about the week before", "same for …") or chained ("… before that?"))
  if (!MOVED.test(lead) && !said[2]) return spoken;
  const period = periodOf(previous);
  let spec: RangeSpec | undefined;
  try {
    spec = period ? takeRange(period.split(' '), { hours: false }).spec : undefined;
  } catch {
    return spoken;
  }
  const dates = spec && datesOf(spec, today);
  const meant = dates && before(said[1]!.toLowerCase().replace(/^wk$/, 'week'), dates);
  return meant ? spoken.replace(BEFORE, meant) : spoken;
}

/**
 * "export the requests for the same day" after an export of impressions, "and bidders for that period"
 * (round 50, the eighty-seventh and fiftieth sets): the thread's own period, written as its words; alone
 * "the same day" names none. Not "the same day last year / a week earlier" (another day, a comparison).
 */
const SAME_PERIOD = /\b(for|on|over|during|from) (?:the same|that same|that|this) (day|date|dates|days|period|range|time ?frame)\b(?![\s,]+(?:last|a|the|one|previous|prior|before|a year|of|in)\b)/gi;

/** A thread's period of one day: "the same day" can only be it. */
const ONE_DAY = /^(?:yesterday|today|\d{4}-\d\d-\d\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

/** The text with "for the same day" said in a thread written as the thread's period; else as it was. */
export function samePeriod(text: string, previous: string | undefined): string {
  // (an export's one day is its date, not a range: `export impressions 2026-11-24`)
  const period = previous ? periodOf(previous) ?? /^\s*(?:\/adops\s+)?export (?:impressions|requests) (\S+)/i.exec(previous)?.[1] : undefined;
  // ("why did it drop on that day" under last week's daily table: one day of it, which the words do not name — left to be asked; round 50's review)
  const oneDay = period !== undefined && ONE_DAY.test(period);
  return period ? text.replace(SAME_PERIOD, (m, lead: string, unit: string) => (/^(?:day|date)$/i.test(unit) && !oneDay ? m : `${lead.toLowerCase() === 'on' ? 'on' : 'for'} ${period}`)) : text;
}
