// Periods said in other ways than ./dates.ts reads: ISO weeks ("week 47", "wk 46"), a month or a
// quarter with its year ("oct 2026", "q3", "Q1 2026", "h1"), a year ("2025"), halves of a month
// ("the first half of november"), days of a month as a span ("1-15 nov", "the 10th to the 20th",
// "between 1 and 15 november"), "day 20", holidays ("thanksgiving", "halloween"), and periods that
// could be two things ("two weeks ago": that week, or that day?), which are asked about, offering
// what they may mean. Quarters and halves are the calendar's, as the grammar's own are. Each is
// resolved from the asker's today (or UTC's, for the commands that read UTC dates), never ahead of it.
import { DateTime } from 'luxon';
import { takeRange } from '../../src/time/range.js';
import { resolveRange } from '../../src/time/resolve.js';

/** A span of days from today, or undefined when it lies ahead. */
export interface DaysWords {
  days(today: DateTime): { from: string; to: string } | undefined;
}
/** Words that could mean more than one period: each is offered. */
export interface VagueWords {
  vague: DaysWords[];
}
export interface Found<T> {
  start: number;
  end: number;
  value: T;
}

export const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
};
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const FIRST = new Set(['first', '1st']);
const SECOND = new Set(['second', '2nd', 'last']);
const WEEK_OF: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };

/** Days `from`..`to` (both inclusive) as the reports take them: a period still running ends today; one not begun is undefined. */
export function between(from: (today: DateTime) => DateTime | undefined, to: (today: DateTime) => DateTime | undefined): DaysWords {
  return {
    days: (today) => {
      const a = from(today)?.startOf('day');
      const b = to(today)?.startOf('day');
      if (!a?.isValid || !b?.isValid || a > today || b < a) return undefined;
      return { from: a.toISODate()!, to: (b > today ? today : b).toISODate()! };
    },
  };
}

const year = (w: string | undefined) => (w !== undefined && /^20\d\d$/.test(w) ? Number(w) : undefined);
const dayNumber = (w: string | undefined) => {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(w ?? '');
  const n = m ? Number(m[1]) : undefined;
  return n !== undefined && n >= 1 && n <= 31 ? { n, ordinal: m![2] !== undefined } : undefined;
};
/** The month `m` of `y`, or the latest one begun on today. */
const monthStart = (today: DateTime, m: number, y?: number) => DateTime.fromObject({ year: y ?? (m > today.month ? today.year - 1 : today.year), month: m, day: 1 }, { zone: today.zone });
/** A valid day of a month or undefined ("31 november"). */
const dayIn = (start: DateTime, day: number) => (day <= start.daysInMonth! ? start.set({ day }) : undefined);

function monthSpan(m: number, y: number | undefined, fromDay = 1, toDay?: number): DaysWords {
  return between(
    (today) => dayIn(monthStart(today, m, y), fromDay),
    (today) => {
      const start = monthStart(today, m, y);
      return toDay === undefined ? start.endOf('month') : dayIn(start, toDay);
    },
  );
}

/** Days of the month this month, or of the last one while the first day is still to come. */
function thisMonthSpan(fromDay: number, toDay: number): DaysWords {
  const start = (today: DateTime) => (fromDay <= today.day ? today.startOf('month') : today.minus({ months: 1 }).startOf('month'));
  return between((today) => dayIn(start(today), fromDay), (today) => dayIn(start(today), toDay));
}

/** The month named at t[j] (with its year after it), if any. */
function monthAt(t: readonly string[], j: number): { m: number; y?: number; used: number } | undefined {
  const m = MONTHS[t[j] ?? ''];
  if (m === undefined) return undefined;
  const y = year(t[j + 1]);
  return { m, y, used: y === undefined ? 1 : 2 };
}

/** The holidays' names as the reader's text writes them ("new years eve": the apostrophe dropped). */
export const HOLIDAY_NAMES = (): string[] => Object.keys(HOLIDAYS);

const HOLIDAYS: Record<string, (y: number) => DateTime> = {
  thanksgiving: (y) => nthWeekday(y, 11, 4, 4),
  'black friday': (y) => nthWeekday(y, 11, 4, 4).plus({ days: 1 }),
  'cyber monday': (y) => nthWeekday(y, 11, 4, 4).plus({ days: 4 }),
  halloween: (y) => DateTime.utc(y, 10, 31),
  christmas: (y) => DateTime.utc(y, 12, 25),
  'christmas eve': (y) => DateTime.utc(y, 12, 24),
  xmas: (y) => DateTime.utc(y, 12, 25),
  'new year': (y) => DateTime.utc(y, 1, 1),
  'new years eve': (y) => DateTime.utc(y, 12, 31),
  'independence day': (y) => DateTime.utc(y, 7, 4),
  'veterans day': (y) => DateTime.utc(y, 11, 11),
  'memorial day': (y) => nthWeekday(y, 6, 1, 1).minus({ days: 7 }),
  'labor day': (y) => nthWeekday(y, 9, 1, 1),
  'boxing day': (y) => DateTime.utc(y, 12, 26),
  'valentines day': (y) => DateTime.utc(y, 2, 14),
  'singles day': (y) => DateTime.utc(y, 11, 11),
};
function nthWeekday(y: number, month: number, weekday: number, n: number): DateTime {
  const first = DateTime.utc(y, month, 1);
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (n - 1) });
}
/** Days ahead within which a holiday named bare is this year's, still to come (asked), not last year's ("christmas" in November is last year's). */
const COMING = 7;
/**
 * A holiday's last day on or before today (this year's while it is still to come is last year's —
 * unless it comes within a week: "cyber monday revenue" three days before it means the coming one,
 * a day still to come, asked); `years` back from that.
 */
function holidayDay(of: (y: number) => DateTime, years = 0, coming = false): (today: DateTime) => DateTime {
  return (today) => {
    const at = (y: number) => {
      const d = of(y);
      return DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone: today.zone });
    };
    if (coming && at(today.year) > today && at(today.year).diff(today, 'days').days <= COMING) return at(today.year);
    return at(today.year) <= today ? at(today.year - years) : at(today.year - 1 - years);
  };
}

/** The holiday named at tokens[i], as a day of a year, and where its words end ("thanksgiving day", "new year's eve"). */
function holidayOf(t: readonly string[], i: number): { of: (y: number) => DateTime; end: number } | undefined {
  const [a, b, c] = [t[i]!, t[i + 1], t[i + 2]];
  const two = `${a} ${b ?? ''}`.replace(/'/g, '');
  // "thanksgiving day", "christmas day", "new year's day": the holiday, named with its day.
  const day = (end: number) => (t[end] === 'day' ? end + 1 : end);
  if (two === 'new years' && (c === 'eve' || c === 'day')) return { of: HOLIDAYS[c === 'eve' ? 'new years eve' : 'new year']!, end: i + 3 };
  if (HOLIDAYS[two]) return { of: HOLIDAYS[two]!, end: two.endsWith(' day') ? i + 2 : day(i + 2) };
  return HOLIDAYS[a] ? { of: HOLIDAYS[a]!, end: day(i + 1) } : undefined;
}

/**
 * A holiday named at tokens[i] ("thanksgiving", "black friday", "new year's eve"): a day, as a
 * weekday is; "last christmas" the last one (as "last friday" is), "last year's black friday" that
 * of the year before, "the day after thanksgiving" the day beside it.
 */
export function holidayAt(t: readonly string[], i: number): Found<(today: DateTime) => DateTime> | undefined {
  const back = t[i] === 'last' && t[i + 1] === 'year' ? 2 : t[i] === 'last' ? 1 : 0;
  const h = holidayOf(t, i + back);
  // "black friday last year", "black friday 2025": that year's.
  // ("how did cyber monday do last year", "black friday go last year": a verb of how it went between)
  const verb = h && ['do', 'did', 'go', 'went', 'look', 'looked', 'perform', 'performed'].includes(t[h.end] ?? '') ? 1 : 0;
  const after = back === 0 && h && t[h.end + verb] === 'last' && t[h.end + verb + 1] === 'year' ? 2 + verb : 0;
  const year = back === 0 && h ? /^(19|20)\d\d$/.exec(t[h.end] ?? '')?.[0] : undefined;
  if (h && year) return { start: i, end: h.end + 1, value: (today) => { const d = h.of(Number(year)); return DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone: today.zone }); } };
  // ("last black friday" on Black Friday: the one before today, as "last friday" on a Friday is.)
  if (h && back === 1) return { start: i, end: h.end, value: (today) => { const d = holidayDay(h.of)(today); return d < today ? d : holidayDay(h.of, 1)(today); } };
  // ("last year's cyber monday", "cyber monday last year": the calendar year before this one's — before the latest one only while this year's is to come)
  if (h && (back === 2 || after)) return { start: i, end: h.end + after, value: (today) => { const d = h.of(today.year - 1); return DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone: today.zone }); } };
  // ("black friday eve": the day before it; "christmas eve" and "new year's eve" are holidays of their own)
  if (h && t[h.end] === 'eve') return { start: i, end: h.end + 1, value: holidayDay((y) => h.of(y).minus({ days: 1 }), 0, back === 0) };
  if (h) return { start: i, end: h.end, value: holidayDay(h.of, 0, back === 0) };
  const beside = t[i] === 'day' && (t[i + 1] === 'after' || t[i + 1] === 'before') && holidayAt(t, i + 2);
  if (beside) return { start: i, end: beside.end, value: (today) => beside.value(today).plus({ days: t[i + 1] === 'after' ? 1 : -1 }) };
  return undefined;
}

/** Words before a number that make it an amount ("more than 2000", "above 2000", "$2000"). */
const AMOUNT_LEAD = new Set(['than', 'over', 'above', 'below', 'under', 'exceeding', 'least', 'most', '$']);

/** Words of "last year" ("last year", "of last year") at tokens[j]: how many, or 0. */
const lastYearAfter = (t: readonly string[], j: number): number => (t[j] === 'last' && t[j + 1] === 'year' ? 2 : t[j] === 'of' && t[j + 1] === 'last' && t[j + 2] === 'year' ? 3 : 0);

/** A period said in one of the ways above, at tokens[i]. */
export function formAt(t: readonly string[], i: number): Found<DaysWords | VagueWords | { grammar: string }> | undefined {
  const [a, b, c, d] = [t[i]!, t[i + 1], t[i + 2], t[i + 3]];
  const at = (used: number, value: DaysWords | VagueWords | { grammar: string }) => ({ start: i, end: i + used, value });
  // "week 47", "wk 46" (ISO weeks, Monday first), of this year or the one named.
  if (a === 'week' && /^\d{1,2}$/.test(b ?? '') && Number(b) >= 1 && Number(b) <= 53 && !['days', 'day', 'weeks'].includes(c ?? '')) {
    const y = year(c);
    const monday = (today: DateTime) => {
      const w = DateTime.fromObject({ weekYear: y ?? today.weekYear, weekNumber: Number(b), weekday: 1 }, { zone: today.zone });
      return w.isValid && w.weekYear === (y ?? today.weekYear) ? w : undefined;
    };
    return at(y === undefined ? 2 : 3, between(monday, (today) => monday(today)?.plus({ days: 6 })));
  }
  // "november last year", "october of last year": that month of the year before.
  const lastYear = lastYearAfter(t, i + 1);
  if (MONTHS[a] !== undefined && lastYear && !dayNumber(t[i - 1])) {
    const start = (today: DateTime) => DateTime.fromObject({ year: today.year - 1, month: MONTHS[a]!, day: 1 }, { zone: today.zone });
    return at(1 + lastYear, between(start, (today) => start(today).endOf('month').startOf('day')));
  }
  // ("july through september", "june thru oct 2026": the months between, whole; "to" may ask a move from one to the other, left as two periods — round 49)
  if (MONTHS[a] !== undefined && ['through', 'thru', 'till', 'until'].includes(b ?? '') && MONTHS[c ?? ''] !== undefined && !dayNumber(d)) {
    const [ma, mc, y] = [MONTHS[a]!, MONTHS[c!]!, year(d)];
    return at(y === undefined ? 3 : 4, between((x) => monthStart(x, mc, y).set({ month: ma }).minus({ years: ma > mc ? 1 : 0 }), (x) => monthStart(x, mc, y).endOf('month')));
  }
  // "oct 2026", "november 2025": that month of that year.
  if (MONTHS[a] !== undefined && year(b) !== undefined && !dayNumber(t[i - 1])) return at(2, monthSpan(MONTHS[a]!, year(b)));
  // "q3", "Q1 2026", "h1": a quarter or half of the calendar, as the grammar's own quarters are ("this quarter",
  // "last quarter"), of this year (or the last one, while it is still to come), or of the year named.
  const part = /^([qh])([1-4])$/.exec(a);
  if (part && (part[1] === 'q' || Number(part[2]) <= 2)) {
    const months = part[1] === 'q' ? 3 : 6;
    const first = (Number(part[2]) - 1) * months + 1;
    const y = year(b);
    // ("q3 last year", "Q2 of last year": that part of the calendar year before this one — round 50)
    const before = y === undefined ? lastYearAfter(t, i + 1) : 0;
    const start = (today: DateTime) => DateTime.fromObject({ year: y ?? (before ? today.year - 1 : first > today.month ? today.year - 1 : today.year), month: first, day: 1 }, { zone: today.zone });
    return at(y === undefined ? 1 + before : 2, between(start, (today) => start(today).plus({ months }).minus({ days: 1 })));
  }
  // "2025", "in 2025": the whole year ("more than 2000", "over 2000": an amount, not a year).
  if (year(a) !== undefined && !AMOUNT_LEAD.has(t[i - 1] ?? '') && MONTHS[t[i - 1] ?? ''] === undefined && !/^[qh][1-4]$/.test(t[i - 1] ?? '') && !dayNumber(t[i - 1])) {
    const y = year(a)!;
    return at(1, between((today) => DateTime.fromObject({ year: y, month: 1, day: 1 }, { zone: today.zone }), (today) => DateTime.fromObject({ year: y, month: 12, day: 31 }, { zone: today.zone })));
  }
  // "the first half of november", "second half of the month", "1st half of oct 2026".
  if ((FIRST.has(a) || SECOND.has(a)) && b === 'half' && c === 'of') {
    const first = FIRST.has(a);
    const named = monthAt(t, i + 3) ?? (d === 'the' || d === 'this' ? monthAt(t, i + 4) : undefined);
    if (named) {
      const used = 3 + named.used + (MONTHS[d ?? ''] === undefined ? 1 : 0);
      return at(used, monthSpan(named.m, named.y, first ? 1 : 16, first ? 15 : undefined));
    }
    // ("the first half of 2026", "second half of last year": that half of the calendar year — round 49)
    const ofYear = year(d) !== undefined ? { used: 4, y: (_: DateTime) => year(d)! } : ['this', 'last', 'the'].includes(d ?? '') && t[i + 4] === 'year' ? { used: 5, y: (x: DateTime) => x.year - (d === 'last' ? 1 : 0) } : undefined;
    if (ofYear) return at(ofYear.used, between((x) => DateTime.fromObject({ year: ofYear.y(x), month: first ? 1 : 7, day: 1 }, { zone: x.zone }), (x) => DateTime.fromObject({ year: ofYear.y(x), month: first ? 6 : 12, day: first ? 30 : 31 }, { zone: x.zone })));
    if ((d === 'the' || d === 'this') && t[i + 4] === 'month') return at(5, first ? thisMonthSpan(1, 15) : between((x) => x.startOf('month').set({ day: 16 }), (x) => x.endOf('month')));
  }
  // "1-15 nov", "1 to 15 november", "the 10th to the 20th", "between 1 and 15 november", "nov 1-15".
  const from = dayNumber(a);
  if (from) {
    // ("the 21st and 22nd", "nov 21 and 22": two days in a row joined by "and" are the span of both — round 42; two apart stay two periods)
    const next = t[i + 1] === 'and' && dayNumber(t[t[i + 2] === 'the' ? i + 3 : i + 2])?.n === from.n + 1;
    const j = t[i + 1] === 'to' || (t[i + 1] === 'and' && (t[i - 1] === 'between' || next)) ? (t[i + 2] === 'the' ? i + 3 : i + 2) : -1;
    const to = j > 0 ? dayNumber(t[j]) : undefined;
    if (to && to.n > from.n) {
      const of = t[j + 1] === 'of' ? j + 2 : j + 1;
      const after = monthAt(t, of);
      const before = monthAt(t, i - 1) ?? (t[i - 1] === 'the' ? monthAt(t, i - 2) : undefined);
      if (after) return at(of + after.used - i, monthSpan(after.m, after.y, from.n, to.n));
      if (before && !before.y) return { start: i - 1, end: j + 1, value: monthSpan(before.m, undefined, from.n, to.n) };
      // "… of this month", "… of last month".
      const which = t[j + 1] === 'of' && t[j + 3] === 'month' ? t[j + 2] : undefined;
      if (which === 'last' || which === 'previous') return at(j + 4 - i, between((x) => dayIn(x.minus({ months: 1 }).startOf('month'), from.n), (x) => dayIn(x.minus({ months: 1 }).startOf('month'), to.n)));
      if (which === 'this' || which === 'the') return at(j + 4 - i, thisMonthSpan(from.n, to.n));
      if (from.ordinal || to.ordinal) return at(j + 1 - i, thisMonthSpan(from.n, to.n));
    }
  }
  // "since the start of the month", "since the beginning of this year": the period so far.
  const sofar = { month: 'mtd', week: 'this week', quarter: 'this quarter', year: 'ytd' }[t[i + 4] ?? ''];
  if (a === 'since' && b === 'the' && (c === 'start' || c === 'beginning') && d === 'of' && sofar) return at(5, { grammar: sofar });
  if (a === 'since' && b === 'the' && (c === 'start' || c === 'beginning') && d === 'of' && (t[i + 4] === 'the' || t[i + 4] === 'this')) {
    const unit = { month: 'mtd', week: 'this week', quarter: 'this quarter', year: 'ytd' }[t[i + 5] ?? ''];
    if (unit) return at(6, { grammar: unit });
  }
  // "since the start of october", and "since october" (a month alone after since — round 53): from that month's first day to today.
  const since = a === 'since' && b === 'the' && (c === 'start' || c === 'beginning') && d === 'of' ? monthAt(t, i + 4) : undefined;
  if (since) return at(4 + since.used, between((x) => monthStart(x, since.m, since.y), (x) => x));
  const sinceMonth = a === 'since' ? monthAt(t, i + 1) : undefined;
  if (sinceMonth && !dayNumber(t[i + 1 + sinceMonth.used] ?? '') && !/^(?:ended|end|closed|finished|over|wrapped)$/.test(t[i + 1 + sinceMonth.used] ?? '')) return at(1 + sinceMonth.used, between((x) => monthStart(x, sinceMonth.m, sinceMonth.y), (x) => x));
  // "the month of october": that month.
  const lead = a === 'the' ? 1 : 0;
  const of = t[i + lead] === 'month' && t[i + lead + 1] === 'of' ? monthAt(t, i + lead + 2) : undefined;
  if (of) return at(lead + 2 + of.used, monthSpan(of.m, of.y));
  // "the first week of november", "the last week of october": days 1–7, 8–14, … or the month's last seven.
  const nth = WEEK_OF[a];
  const inMonth = nth !== undefined && b === 'week' && c === 'of' ? (monthAt(t, i + 3)) : undefined;
  if (inMonth && nth !== undefined) {
    const start = (x: DateTime) => monthStart(x, inMonth.m, inMonth.y);
    const first = (x: DateTime) => (nth > 0 ? dayIn(start(x), 7 * nth - 6) : start(x).endOf('month').minus({ days: 6 }));
    return at(3 + inMonth.used, between(first, (x) => first(x)?.plus({ days: 6 })));
  }
  // "the week before last", "the month before last".
  if ((a === 'week' || a === 'month') && b === 'before' && c === 'last') {
    const unit = a;
    const start = (x: DateTime) => x.startOf(unit).minus(unit === 'week' ? { weeks: 2 } : { months: 2 });
    return at(3, between(start, (x) => start(x).endOf(unit)));
  }
  // "day 20", "of day 20": that day of this month.
  // (Not "day 1 of the test": an A/B test's own days.)
  if (a === 'day' && dayNumber(b) && !dayNumber(b)!.ordinal && !['days', 'ago', 'of'].includes(c ?? '') && !t.some((w) => /^(tests?|experiments?|abt|ab)$/.test(w))) return at(2, thisMonthSpan(dayNumber(b)!.n, dayNumber(b)!.n));
  // "two weeks ago", "a month back": that week (month), or that day? Both offered.
  const n = /^\d{1,2}$/.test(a) ? Number(a) : NUMBERS[a];
  if (n !== undefined && (b === 'weeks' || b === 'week' || b === 'months' || b === 'month') && (c === 'ago' || c === 'back')) {
    const unit = b.startsWith('week') ? 'week' : 'month';
    const back = (today: DateTime) => today.minus(unit === 'week' ? { weeks: n } : { months: n });
    // "a week ago today": that day; "a week ago yesterday": a week before yesterday.
    if (d === 'today') return at(4, between(back, back));
    if (d === 'yesterday') return at(4, between((x) => back(x).minus({ days: 1 }), (x) => back(x).minus({ days: 1 })));
    return at(3, { vague: [between((x) => back(x).startOf(unit === 'week' ? 'week' : 'month'), (x) => back(x).endOf(unit === 'week' ? 'week' : 'month')), between(back, back)] });
  }
  return undefined;
}

/** A range the grammar writes ("last month", "mtd") as the days it covers on `today`; undefined when it is not one. */
export function grammarDays(text: string, today: DateTime): { from: string; to: string } | undefined {
  try {
    const { spec, rest } = takeRange(text.split(' '));
    if (!spec || rest.length) return undefined;
    const r = resolveRange(spec, { nowMs: today.toMillis(), tz: today.zoneName ?? 'UTC' });
    return { from: r.startDate, to: r.endDate };
  } catch {
    return undefined;
  }
}
