// A period still running compared with a whole calendar period named ("revenue mtd, how does that
// compare to october", "ytd vs 2025", "this week against the week of the 16th"): the running period
// against the calendar period just before it is the report's own like-for-like comparison — the same
// days of that period (src/time/compare.ts), never 27 days against a whole month — so it is written
// vs=previous, as "this month vs last month" and "month to date against the same days of october" are
// in the older sets; against the same calendar period a year before ("mtd vs november last year",
// "ytd vs 2025") it is vs=year, as "ytd vs last year" is. Its own module (round 40) because the words
// reach the command by several paths (alone, a thread's follow-up, a comparison said first), and
// this one check on the command made holds for all of them.
import { DateTime } from 'luxon';
import { takeRange } from '../../src/time/range.js';
import type { Understanding } from './compose.js';
import { yearBeforeVersus } from './calendar-unit.js';
import { weekBefore } from './week-before.js';

/** The running periods and the calendar unit each is part of. */
const UNIT = { mtd: 'month', thisWeek: 'week', thisQuarter: 'quarter', ytd: 'year' } as const;

/** The understanding, a running period's `vs=<dates>` of a whole calendar period before it written as that comparison. */
export function runningVersus(u: Understanding, today: DateTime): Understanding {
  if (u.kind !== 'command') return u;
  const vs = /(?:^| )vs=(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)(?= |$)/.exec(u.text);
  if (!vs) return u;
  const said = u.text.split(/\s+/).slice(1).filter((w) => !w.startsWith('vs='));
  let kind: string | undefined;
  try {
    kind = takeRange(said, { hours: false }).spec?.kind;
  } catch {
    return u;
  }
  const named = runningByName(said, today);
  const unit = UNIT[kind as keyof typeof UNIT] ?? named?.unit;
  if (!unit) return u;
  const [from, to] = [DateTime.fromISO(vs[1]!, { zone: today.zone }), DateTime.fromISO(vs[2]!, { zone: today.zone })];
  // (a whole calendar unit: its first day to its last)
  if (!from.isValid || !from.equals(from.startOf(unit)) || !to.equals(from.endOf(unit).startOf('day'))) return u;
  const own = today.startOf(unit);
  const back = own.minus({ [unit]: 1 }).equals(from) ? (unit === 'year' ? 'year' : 'previous') : own.minus({ years: 1 }).equals(from) ? 'year' : undefined;
  if (!back) return u;
  // (the current period said by name is written as the running one, whose comparison is the same days)
  const text = u.text.replace(vs[0], `${vs[0].startsWith(' ') ? ' ' : ''}vs=${back}`);
  return { kind: 'command', text: named ? text.replace(named.dates, named.running) : text };
}

/**
 * The current month, quarter or year said by its name ("november", "2026"), its days so far written as dates
 * (first day to today): a running period as mtd is, so "how's november tracking compared to october" is
 * `revenue mtd vs=previous`, as "this month vs october" is (issue 38's forty-seventh round).
 */
function runningByName(words: readonly string[], today: DateTime): { unit: 'month' | 'quarter' | 'year'; dates: string; running: string } | undefined {
  const dates = words.map((w) => /^(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)$/.exec(w)).find((m) => m);
  if (!dates || dates[2] !== today.toISODate()) return undefined;
  const unit = (['month', 'quarter', 'year'] as const).find((u) => dates[1] === today.startOf(u).toISODate());
  return unit && { unit, dates: dates[0], running: RUNNING[unit] };
}
const RUNNING = { month: 'mtd', quarter: 'qtd', year: 'ytd' } as const;

const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
/** The whole period said as such ("against the full month of october", "compare it to all of october", "the whole of q3"): its days, not like for like (round 43). */
const WHOLE_SAID = new RegExp(String.raw`\b(?:full|whole|entire|complete) (?:month|quarter|year)\b|\b(?:all|whole|entirety) of (?:the )?(?:${MONTH}|q[1-4]|20\d\d|last (?:month|quarter|year))\b|\b(?:full|whole|entire|complete) (?:${MONTH})\b`, 'i');

/** The comparisons the command names, written as the report's own like-for-like ones: this one, then last week's (./week-before.ts); a whole period said as such keeps its days. */
// (then a whole calendar period against the same one a year before: vs=year, ./calendar-unit.ts; round 47)
export const likeForLike = (u: Understanding, today: DateTime, words = ''): Understanding => yearBeforeVersus(weekBefore(WHOLE_SAID.test(words) ? u : runningVersus(u, today)), today);
