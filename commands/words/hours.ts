// Hours in words ("last 3 hours", "past hour", "since 9am", "this morning") → whole hours of the
// asker's clock, as src/time/range.ts takes them (YYYY-MM-DDTHH:00..YYYY-MM-DDTHH:00, the end
// exclusive). "The last N hours" are the N whole hours before the current one (the current hour
// is still filling); "since 9am" and "this morning" run to the end of the current hour, so what
// has come in so far is in. Only `why` reads hours; for the reports of days the caller shows
// the hours of the days they fall in (./compose.ts).
import type { DateTime } from 'luxon';
import { NUMBER_WORDS } from './lexicon.js';
import { MAX_RANGE_HOURS } from '../../src/time/range.js';

/** Hours read from words: their span on the asker's clock at `now` (undefined: still to come). */
export interface HourWords {
  hours(now: DateTime): { from: DateTime; to: DateTime } | undefined;
}

const HOUR = new Set(['hour', 'hours', 'hr', 'hrs', 'h']);
const LAST = new Set(['last', 'past', 'previous', 'prior', 'trailing']);
/** Parts of the day: [first hour, hour it ends]. */
const PARTS: Record<string, readonly [number, number]> = { morning: [0, 12], afternoon: [12, 18], evening: [18, 24], tonight: [18, 24] };

const whole = (now: DateTime) => now.startOf('hour');
const earlier = (a: DateTime, b: DateTime) => (a < b ? a : b);

function lastHours(n: number): HourWords {
  return { hours: (now) => ({ from: whole(now).minus({ hours: n }), to: whole(now) }) };
}

function between(first: number, end: number): HourWords {
  return {
    hours: (now) => {
      const from = now.startOf('day').plus({ hours: first });
      if (from > now) return undefined;
      const to = earlier(now.startOf('day').plus({ hours: end }), whole(now).plus({ hours: 1 }));
      return { from, to };
    },
  };
}

/** "9am", "9 am", "9", "09:00", "9pm", "21:00" → the hour of the day. */
export function clockHour(a: string | undefined, b: string | undefined): { hour: number; used: number } | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm|a|p)?$/.exec(a ?? '');
  if (!m) return undefined;
  const meridiem = m[3] ?? (b === 'am' || b === 'pm' ? b : undefined);
  let hour = Number(m[1]);
  if (m[2] !== undefined && m[2] !== '00') return undefined;
  if (hour > 23 || (meridiem && (hour < 1 || hour > 12))) return undefined;
  if (meridiem?.startsWith('p') && hour < 12) hour += 12;
  if (meridiem?.startsWith('a') && hour === 12) hour = 0;
  return { hour, used: m[3] === undefined && meridiem ? 2 : 1 };
}

/** Hours said at tokens[i], with the tokens they take. */
export function hoursAt(t: readonly string[], i: number): { start: number; end: number; value: HourWords } | undefined {
  const [a, b, c] = [t[i], t[i + 1], t[i + 2]];
  const at = (used: number, value: HourWords) => ({ start: i, end: i + used, value });
  if (a === undefined) return undefined;
  if (LAST.has(a)) {
    if (HOUR.has(b ?? '')) return at(2, lastHours(1));
    // ("past 3h", "last 6hrs": the count and its unit run together, as ops type them)
    const glued = /^(\d{1,3})(?:h|hr|hrs)$/.exec(b ?? '');
    if (glued && Number(glued[1]) >= 1 && Number(glued[1]) <= MAX_RANGE_HOURS) return at(2, lastHours(Number(glued[1])));
    const n = /^\d{1,3}$/.test(b ?? '') ? Number(b) : NUMBER_WORDS[b ?? ''];
    if (n !== undefined && n >= 1 && n <= MAX_RANGE_HOURS && HOUR.has(c ?? '')) return at(3, lastHours(n));
  }
  if (a === 'since') {
    const clock = clockHour(b, c);
    if (clock) return at(1 + clock.used, between(clock.hour, 24));
    // (issue 38's fifteenth round) "since this morning": from the part's first hour, to now
    const since = (b === 'this' || b === 'today') && PARTS[c ?? ''];
    if (since) return at(3, between(since[0], 24));
  }
  const part = PARTS[b ?? ''];
  if ((a === 'this' || a === 'today') && part) return at(2, between(part[0], part[1]));
  if (a === 'tonight') return at(1, between(PARTS.tonight![0], PARTS.tonight![1]));
  return undefined;
}

/** The hours as range text: YYYY-MM-DDTHH:00..YYYY-MM-DDTHH:00. */
export function hoursText(span: { from: DateTime; to: DateTime }): string {
  const f = (d: DateTime) => d.toFormat("yyyy-MM-dd'T'HH':00'");
  return `${f(span.from)}..${f(span.to)}`;
}

/** The days the hours fall in, as range text ("today", a date, or dates). */
export function daysOfHours(span: { from: DateTime; to: DateTime }, today: DateTime): string {
  const first = span.from.toISODate()!;
  const last = span.to.minus({ milliseconds: 1 }).toISODate()!;
  if (first === last) return first === today.toISODate() ? 'today' : first;
  return `${first}..${last}`;
}

/** Whether the hours run from the asker's midnight to now: today so far, as `today` resolves it. */
export function todaySoFar(span: { from: DateTime; to: DateTime }, now: DateTime): boolean {
  return span.from.equals(now.startOf('day')) && span.to > whole(now);
}
