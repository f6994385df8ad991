// Dates in words → the range grammar of src/time/range.ts. Periods the grammar has words for stay
// words ("last week", "mtd"); a day or span said otherwise ("on Tuesday", "Nov 3", "3 days ago",
// "since Monday", "nov 1 to nov 15") becomes dates, resolved against the asker's today — or UTC's
// for commands that read UTC: the caller picks which `today` to pass. Calendar dates written in
// words are read by chrono-node (a well-kept parser of "Nov 3", "3rd of November", "11/3"), in
// ./calendar-dates.ts; the relative words are read here, because chrono reads "last week" as one
// day and rolls weekdays forward.
import { DateTime } from 'luxon';
import { chronoDays } from './calendar-dates.js';
import { formAt, holidayAt, MONTHS, type VagueWords } from './date-forms.js';
import { daysBesideHoliday, daysOn, sameDays, unlike, versusHoliday, weekBesideHoliday, weekdayBesideHoliday, weekendBesideHoliday, weekendHolding } from './date-spans.js';
import { hoursAt, type HourWords } from './hours.js';
import { hourSpanAt } from './hour-spans.js';
import { METRIC_SAID, NUMBER_WORDS, OS_WORDS } from './lexicon.js';
import { besideComparison } from './split-between.js';

/** A range read from words: grammar text as is, or dates from the asker's today (undefined: in the future). */
export type RangeWords = { grammar: string } | { days(today: DateTime): { from: string; to: string } | undefined } | HourWords;

interface Span<T> {
  start: number;
  end: number;
  value: T;
}
type Day = (today: DateTime) => DateTime;

const WEEKDAYS: Record<string, number> = {
  monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, weds: 3, thursday: 4, thu: 4, thur: 4, thurs: 4,
  friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7,
};
const YESTERDAY = new Set(['yesterday', 'yday', 'yest', 'ystd', 'yesterdays']);
const THIS = new Set(['this', 'current']);
const LAST = new Set(['last', 'previous', 'past', 'prior', 'trailing', 'lst']);
const WEEK = new Set(['week', 'wk']);
const SPAN_TO = new Set(['to', 'through', 'thru', 'until', 'till', '-', 'and']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const VERSUS = new Set(['vs', 'versus', 'compared', 'compare', 'against']);
/** Words after "last 30" that leave it a count of days (a noun would be counted instead: "last 3 apps"). */
const BARE_COUNT_FOLLOWERS = new Set(['by', 'per', 'in', 'on', 'for', 'vs', 'versus', 'compared', 'and', 'of', 'across', 'split', 'broken', 'pls', 'please']);
const ORDINAL_DAY = /^(\d{1,2})(st|nd|rd|th)$/;
const GRAMMAR_TOKEN = /^(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?\.\.\.?\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?|\d{1,3}d|mtd|qtd|ytd|wtd)$/i;

const grammar = (text: string): RangeWords => ({ grammar: text });
const oneDay = (day: Day): RangeWords => span(day, day);
function span(from: Day, to: Day): RangeWords {
  return {
    days: (today) => {
      const a = from(today);
      const b = to(today);
      if (a > today || b > today || b < a) return undefined;
      return { from: a.toISODate()!, to: b.toISODate()! };
    },
  };
}

const count = (word: string | undefined): number | undefined => (word === undefined ? undefined : /^\d{1,3}$/.test(word) ? Number(word) : NUMBER_WORDS[word]);
/** The most recent `weekday` strictly before today (a question about data means a day gone by). */
const lastWeekday = (weekday: number): Day => (today) => today.minus({ days: ((today.weekday - weekday + 6) % 7) + 1 });

/** A period at tokens[i] the grammar has words for, or one of whole days. */
function periodAt(t: readonly string[], i: number): Span<RangeWords> | undefined {
  const [a, b, c] = [t[i], t[i + 1], t[i + 2]];
  const at = (used: number, value: RangeWords) => ({ start: i, end: i + used, value });
  if (a === undefined) return undefined;
  if (GRAMMAR_TOKEN.test(a)) return at(1, grammar(a === 'wtd' ? 'this week' : a));
  if (a === 'today' || (a === 'so' && b === 'far' && c === 'today')) return at(a === 'today' ? 1 : 3, grammar('today'));
  // ("the quarter to date", "quarter to date")
  const toDate = a === 'the' ? [b, c, t[i + 3]] : [a, b, c];
  if ((toDate[0] === 'week' || toDate[0] === 'month' || toDate[0] === 'year' || toDate[0] === 'quarter') && toDate[1] === 'to' && toDate[2] === 'date') return at(a === 'the' ? 4 : 3, grammar({ week: 'this week', month: 'mtd', year: 'ytd', quarter: 'this quarter' }[toDate[0]]));
  // ("the week of the 16th", "the week ending nov 22" are read with their day.)
  if ((THIS.has(a) || (a === 'the' && (t[i - 1] === 'for' || t[i - 1] === 'during'))) && b !== undefined && WEEK.has(b) && !(a === 'the' && ['of', 'ending', 'starting', 'beginning'].includes(c ?? '')) && !(a === 'the' && c === 'before' && t[i + 3] === 'last')) return at(2, grammar('this week'));
  if (a === 'the' && (b === 'month' || b === 'quarter' || b === 'year') && (t[i - 1] === 'for' || t[i - 1] === 'during') && !(c === 'before' && t[i + 3] === 'last')) return at(2, grammar({ month: 'mtd', quarter: 'this quarter', year: 'ytd' }[b]));
  if (THIS.has(a) && b === 'month') return at(2, grammar('mtd'));
  if (THIS.has(a) && b === 'quarter') return at(2, grammar('this quarter'));
  if (THIS.has(a) && b === 'year') return at(2, grammar('ytd'));
  // ("the weekend of the 21st" is read with its day, as "the week of" is.)
  if ((THIS.has(a) || a === 'the' || a === 'over') && b === 'weekend' && !(a === 'the' && c === 'of')) return at(2, weekend(a !== 'this'));
  if (a === 'weekend' && b !== 'of') return at(1, weekend(true));
  if (LAST.has(a)) {
    // ("over the past week", "the past wk": the seven days to now, as the older sets read it — not the calendar week before
    // this one, which "last week", "the previous week" and "past week" bare in shorthand ("ecpm past week") are — round 52)
    if (a === 'past' && (b === 'week' || b === 'wk') && t[i - 1] === 'the') return at(2, grammar('last 7d'));
    // ("in the past month": the thirty days to now, as "the past week" is seven — round 53)
    if (a === 'past' && b === 'month' && t[i - 1] === 'the') return at(2, grammar('last 30d'));
    if (b !== undefined && WEEK.has(b)) return at(2, grammar('last week'));
    if (b === 'month') return at(2, grammar('last month'));
    if (b === 'quarter') return at(2, grammar('last quarter'));
    if (b === 'year') return at(2, span((d) => d.minus({ years: 1 }).startOf('year'), (d) => d.minus({ years: 1 }).endOf('year').startOf('day')));
    if (b === 'weekend') return at(2, weekend(true));
    if (b === 'fortnight') return at(2, grammar('last 14d'));
    const n = count(b);
    if (n !== undefined && n > 0 && (c === 'days' || c === 'day' || c === 'd')) return at(3, grammar(`last ${n}d`));
    if (n !== undefined && n > 0 && (c === 'weeks' || c === 'week' || c === 'wks' || c === 'wk')) return at(3, grammar(`last ${7 * n}d`));
    if (b === 'days' || b === 'day') return undefined;
    // "last 30": days, the unit the reports count in, where no other unit or noun follows.
    if (n !== undefined && n >= 2 && (c === undefined || BARE_COUNT_FOLLOWERS.has(c))) return at(2, grammar(`last ${n}d`));
  }
  if (a === 'yesterday' && b === 'and' && c === 'today') return at(3, span((d) => d.minus({ days: 1 }), (d) => d));
  const month = MONTHS[a];
  const before = t[i - 1];
  // "3rd nov", "20 november", "the 3rd of november": a day of the month (read by chrono), not the month.
  const ordinalBefore = (before === 'of' && /^\d/.test(t[i - 2] ?? '')) || /^\d{1,2}(st|nd|rd|th)?$/.test(before ?? '');
  if (month !== undefined && !ordinalBefore && count(b) === undefined && !/^\d(?!.*%$)/.test(b ?? '') && (a.length > 3 || ['in', 'for', 'during', 'of'].includes(before ?? '') || a === 'sep' || a === 'oct' || a === 'nov' || a === 'dec' || a === 'aug')) {
    if ((a === 'may' || a === 'march') && !['in', 'for', 'during', 'of'].includes(before ?? '')) return undefined;
    return at(1, wholeMonth(month));
  }
  return undefined;
}

function weekend(completed: boolean): RangeWords {
  return {
    days: (today) => {
      // This weekend while it runs (Sat or Sun), else the last completed one.
      const saturday = today.weekday >= 6 ? today.minus({ days: today.weekday - 6 }) : today.minus({ days: today.weekday + 1 });
      if (!completed && today.weekday < 6) return undefined;
      const end = saturday.plus({ days: 1 }) > today ? today : saturday.plus({ days: 1 });
      return { from: saturday.toISODate()!, to: end.toISODate()! };
    },
  };
}

function wholeMonth(month: number): RangeWords {
  return {
    days: (today) => {
      const first = today.set({ month, day: 1 }).minus({ years: month > today.month ? 1 : 0 });
      const last = first.endOf('month').startOf('day');
      return { from: first.toISODate()!, to: (last > today ? today : last).toISODate()! };
    },
  };
}

/** The `day` of `month` (else this month) most recently begun on `today`. */
function dayOfMonth(today: DateTime, day: number, month?: number): DateTime {
  const candidate = today.set({ month: month ?? today.month, day });
  if (candidate <= today) return candidate;
  return month === undefined ? today.minus({ months: 1 }).set({ day }) : candidate.minus({ years: 1 });
}

/** One day at tokens[i]: today/yesterday, "the day before yesterday", "3 days ago", a weekday, YYYY-MM-DD. */
function dayAt(t: readonly string[], i: number): Span<Day> | undefined {
  const [a, b, c] = [t[i], t[i + 1], t[i + 2]];
  const at = (used: number, value: Day) => ({ start: i, end: i + used, value });
  if (a === undefined) return undefined;
  if (a === 'day' && b === 'before' && c !== undefined && YESTERDAY.has(c)) return at(3, (x) => x.minus({ days: 2 }));
  const holiday = holidayAt(t, i);
  if (holiday) return holiday;
  if (YESTERDAY.has(a)) return at(1, (x) => x.minus({ days: 1 }));
  if (a === 'today') return at(1, (x) => x);
  const n = count(a);
  if (n !== undefined && (b === 'days' || b === 'day') && (c === 'ago' || c === 'back')) return at(3, (x) => x.minus({ days: n }));
  if (n !== undefined && (b === 'weeks' || b === 'week') && c === 'ago') return at(3, (x) => x.minus({ days: 7 * n }));
  // "two mondays ago" (one Monday ago is the last one), "the tuesday before last": weeks before the last one.
  const [plural, weekday] = [WEEKDAYS[(b ?? '').replace(/s$/, '')], WEEKDAYS[a]];
  if (n !== undefined && plural !== undefined && (c === 'ago' || c === 'back')) return at(3, (x) => lastWeekday(plural)(x).minus({ weeks: n - 1 }));
  if (weekday !== undefined && b === 'before' && c === 'last') return at(3, (x) => lastWeekday(weekday)(x).minus({ weeks: 1 }));
  // ("monday this week", round 35: that weekday of this week, as of last week)
  if (weekday !== undefined && (b === 'last' || b === 'this') && c !== undefined && WEEK.has(c)) return at(3, (x) => x.startOf('week').minus({ weeks: b === 'last' ? 1 : 0 }).plus({ days: weekday - 1 }));
  // ("this friday" said on a Friday: today, as "last friday" is the one a week before)
  if (THIS.has(a) && b !== undefined && WEEKDAYS[b] !== undefined) return at(2, (x) => (x.weekday === WEEKDAYS[b] ? x : lastWeekday(WEEKDAYS[b]!)(x)));
  if (LAST.has(a) && b !== undefined && WEEKDAYS[b] !== undefined) return at(2, lastWeekday(WEEKDAYS[b]!));
  if (weekday !== undefined) return at(1, lastWeekday(weekday));
  if (ISO_DAY.test(a)) return at(1, () => DateTime.fromISO(a, { zone: 'UTC' }));
  // "on the 20th": that day of this month, or of the last one while it is still to come.
  const ordinal = ORDINAL_DAY.exec(a);
  // "from the 1st to the 10th of november": the month named after it.
  if (ordinal && t[i - 1] === 'the' && b !== 'of' && MONTHS[b ?? ''] === undefined) {
    const day = Number(ordinal[1]);
    const month = t.slice(i + 1).map((w) => (w.length > 3 ? MONTHS[w] : undefined)).find((m) => m !== undefined);
    if (day >= 1 && day <= 31) return at(1, (x) => dayOfMonth(x, day, month));
  }
  return undefined;
}

/**
 * Finds the range in the tokens and marks its words used. 'several' when two ranges are named
 * apart (not a span: "yesterday and Tuesday"), which the caller asks about rather than guess.
 */
export function findRange(t: readonly string[], used: boolean[]): RangeWords | VagueWords | { versus: [RangeWords, RangeWords] } | 'several' | undefined {
  const found: Span<RangeWords | VagueWords>[] = [];
  const days: Span<Day>[] = [];
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    // ("last year's black friday": a holiday before the period its first words would be.)
    const period = weekendBesideHoliday(t, i) ?? weekdayBesideHoliday(t, i) ?? weekBesideHoliday(t, i) ?? daysBesideHoliday(t, i) ?? (holidayAt(t, i) ? undefined : formAt(t, i) ?? hoursAt(t, i) ?? hourSpanAt(t, i) ?? periodAt(t, i));
    if (period) {
      found.push(period);
      i = period.end - 1;
      continue;
    }
    const day = dayAt(t, i);
    if (day) {
      days.push(day);
      i = day.end - 1;
    }
  }
  const mark = (s: { start: number; end: number }) => used.fill(true, s.start, s.end);
  found.forEach(mark);
  days.forEach(mark);
  days.push(...chronoDays(t, used));
  days.forEach(mark);
  days.sort((x, y) => x.start - y.start);
  for (let k = 0; k < days.length; k++) {
    const d = days[k]!;
    const next = days[k + 1];
    // The word before the day, past a "the" ("since the 1st", "from the 10th").
    const leadAt = t[d.start - 1] === 'the' ? d.start - 2 : d.start - 1;
    const lead = t[leadAt];
    // "from A to B", "between A and B", "A - B", "the 10th to the 20th", chrono's own "A to B" (an empty span marks B).
    const gap = t[d.end + 1] === 'the' ? 2 : 1;
    if (next && (next.start === d.end ? next.end === next.start : next.start === d.end + gap && SPAN_TO.has(t[d.end]!))) {
      // "sat and sun", "tuesday and wednesday": two days in a row are the span of both; others named apart are two periods.
      // ("last saturday and sunday": the first day's "last" is the pair's.)
      const one = d.end - d.start === 1 || (d.end - d.start === 2 && t[d.start] === 'last');
      const [wa, wb] = [WEEKDAYS[t[d.end - 1]!], WEEKDAYS[t[next.start]!]];
      const pair = t[d.end] === 'and' && one && next.end - next.start === 1 && wa !== undefined && wb === (wa % 7) + 1;
      if (t[d.end] === 'and' && lead !== 'between' && !pair) return 'several';
      // (chrono's own span has no glue word of ours: the word after it is not the span's — "nov 1 to nov 7 by country".)
      if (next.start > d.end) used.fill(true, d.end, d.end + gap);
      if (lead === 'from' || lead === 'between') used.fill(true, leadAt, d.start);
      // Weekday to weekday ("mon-wed", "monday through friday"): the latest such span, counted back from its last day.
      const back = wa !== undefined && wb !== undefined && one && next.end - next.start === 1 ? (wb - wa + 7) % 7 : undefined;
      found.push({ start: d.start, end: next.end, value: back !== undefined ? span((x) => next.value(x).minus({ days: back }), next.value) : span(d.value, next.value) });
      k += 1;
    } else if (lead === 'since' || ((lead === 'starting' || lead === 'beginning') && t[leadAt - 1] !== 'week') || ((lead === 'from' || !VERSUS.has(lead ?? '')) && /^(onwards?|forward)$/.test(t[d.end] ?? '')) || (lead === 'from' && t[d.end] === 'on' && OS_WORDS[t[d.end + 1] ?? ''] === undefined)) {
      // ("from nov 1 on", "nov 3 onwards", "starting monday": since then, not that one day; "from thursday on android": that day, on that platform — round 39)
      if (lead === 'since' || lead === 'from' || lead === 'starting' || lead === 'beginning') used.fill(true, leadAt, d.start);
      if (/^(on|onwards?|forward)$/.test(t[d.end] ?? '')) used[d.end] = true;
      found.push({ start: d.start, end: d.end, value: span(d.value, (x) => x) });
    } else if (lead === 'of' && t[leadAt - 1] === 'weekend') {
      used.fill(true, leadAt - 1, d.start);
      found.push({ start: d.start, end: d.end, value: weekendHolding(d.value) });
    } else if ((lead === 'of' || lead === 'ending' || lead === 'starting' || lead === 'beginning') && t[leadAt - 1] === 'week') {
      // "the week of the 16th", "week ending nov 22": the week (Monday first) that day begins, holds or ends.
      used.fill(true, leadAt - 1, d.start);
      const ending = lead === 'ending';
      found.push({ start: d.start, end: d.end, value: span((x) => (ending ? d.value(x).minus({ days: 6 }) : lead === 'of' ? d.value(x).startOf('week') : d.value(x)), (x) => (ending ? d.value(x) : DateTime.min((lead === 'of' ? d.value(x).startOf('week') : d.value(x)).plus({ days: 6 }), x))) });
    } else {
      const word = t[d.start];
      found.push({ start: d.start, end: d.end, value: d.end - d.start === 1 && word === 'today' ? grammar('today') : d.end - d.start === 1 && YESTERDAY.has(word!) ? grammar('yesterday') : oneDay(d.value) });
    }
  }
  // "October was lower …, reconcile October": one period named twice in the same words is that period.
  const said = (f: Span<RangeWords | VagueWords>) => `${t.slice(f.start, f.end).join(' ')} ${daysOn(f.value)}`;
  if (found.length > 1 && found.every((f) => said(f) === said(found[0]!)) && !t.some((w) => VERSUS.has(w))) return found[0]!.value;
  // "October vs September", "oct compared with sep": the first, compared with the second.
  if (found.length === 2) {
    const [a, b] = found.sort((x, y) => x.start - y.start) as [Span<RangeWords>, Span<RangeWords>];
    const glue = t.slice(a.end, b.start);
    // (a figure between the two periods is the figure compared: "thanksgiving revenue vs last thanksgiving", "october rev vs september")
    const figure = (w: string) => METRIC_SAID.has(w) && glue.indexOf(w) < glue.findIndex((x) => VERSUS.has(x));
    // (a split said after the first, "october by app vs september", is the words' split; "with the change against" restates the comparison — ./split-between.ts, round 50)
    const aside = besideComparison(glue, (w) => METRIC_SAID.has(w));
    if (!('vague' in a.value) && !('vague' in b.value) && glue.some((w, k) => VERSUS.has(w) || (aside[k] === 'restated' && w === 'comparison')) && glue.every((w, k) => VERSUS.has(w) || figure(w) || aside[k] || ['with', 'to', 'the', 'and', 'so', 'far'].includes(w))) {
      // ("thanksgiving last year vs this year": a day against a year is not a comparison of like periods: asked.)
      if (unlike(a.value, b.value)) return 'several';
      // ("black friday vs cyber monday last year": both last year's, or this one against last year's — asked)
      if (t[b.end - 1] === 'year' && t[b.end - 2] === 'last' && t[a.start] !== 'last' && holidayAt(t, a.start) && t.slice(a.start, a.end).join(' ') !== t.slice(b.start, b.end - 2).join(' ')) return 'several';
      glue.forEach((w, k) => !figure(w) && aside[k] !== 'split' && (used[a.end + k] = true));
      return { versus: [a.value, versusHoliday(t, a, b)] };
    }
    // A comparison said but not read as one is asked, never read as the one period (it would drop the comparison).
    if (glue.some((w) => VERSUS.has(w))) return 'several';
  }
  // "today, it's black friday": two names of one day are that day.
  if (found.length === 2 && found.every((f) => !('vague' in f.value) && !('hours' in f.value))) return sameDays(found[0]!.value as RangeWords, found[1]!.value as RangeWords);
  if (found.length > 1) return 'several';
  return found[0]?.value;
}
