// Hours between two clock times, of today or yesterday (issue 38's twenty-second round): "between 2 and
// 4pm yesterday", "yesterday from 2pm to 4pm", "2-4pm today" → those whole hours on the asker's clock, as
// ./hours.ts reads "since 9am". At least one of the two carries am/pm or is written "14:00" ("between 2
// and 4", "between 5 and 20" may be amounts or days: left as typed, asked back); a bare first hour takes
// the second's half of the day when that puts it first ("2 and 4pm": 14–16; "11 and 1pm": 11–13). With no
// day said, which day is not in the words (after `why revenue yesterday`, today's or yesterday's?): asked.
// Two bare hours of today ("why is revenue so low today between 9 and 10", issue 38's twenty-fifth round)
// are the morning's when those hours have passed and the evening's have not (at 10:00, 9–10 can only be
// the morning): read so, the day being today, both 1–12 and the first before the second; at any other
// hour of the day (both halves passed, or neither) left unread, asked back as before.
import type { DateTime } from 'luxon';
import { clockHour, type HourWords } from './hours.js';
import { nightSpanAt } from './night-spans.js';

const DAY_BACK: Record<string, number> = { today: 0, yesterday: 1 };
const LEAD: Record<string, readonly string[]> = { between: ['and'], from: ['to', 'till', 'until', 'thru', 'through'] };

/** Words after two numbers that make them amounts, not hours ("between 5 and 10 percent"). */
const UNITS = new Set(['%', 'percent', 'pct', 'dollars', 'dollar', 'usd', 'cents', 'eur', 'euros', 'k', 'points', 'pts', 'x', 'times', 'ms', 'seconds', 'minutes', 'mins', 'days']);

interface Clock { hour: number; used: number; said: boolean }
/** A clock time at t[i]: its hour, the tokens it takes, and whether it said its half of the day (am/pm, or written 14:00). */
function clockAt(t: readonly string[], i: number): Clock | undefined {
  // ("midnight to 6am", "6pm to midnight": the clock's own word, its half of the day said; issue 38's twenty-ninth round)
  if (t[i] === 'midnight') return { hour: 0, used: 1, said: true };
  const c = clockHour(t[i], t[i + 1]);
  if (!c) return undefined;
  // ("20" alone is no clock: "ecpm between 5 and 20" is an amount)
  const said = c.used === 2 || /(?:am|pm|a|p)$|:/.test(t[i]!);
  return { ...c, said };
}

/** The first hour and the end hour (exclusive) of two clock times, the first taking the second's half when bare. */
function span(a: Clock, b: Clock): [number, number] | undefined {
  if (!a.said && !b.said) return undefined;
  const end = b.hour === 0 ? 24 : b.hour;
  const firsts = a.said ? [a.hour] : b.hour >= 12 ? [a.hour + 12, a.hour] : [a.hour, a.hour + 12];
  const first = firsts.find((h) => h < 24 && h < end);
  return first === undefined ? undefined : [first, end];
}

function onDay(back: number, first: number, end: number, bare = false): HourWords {
  return {
    hours: (now: DateTime) => {
      const day = now.startOf('day').minus({ days: back });
      const from = day.plus({ hours: first });
      if (from > now) return undefined;
      // (bare hours: the morning's only while the morning's end has passed and the evening's start has not)
      if (bare && (day.plus({ hours: end }) > now || day.plus({ hours: first + 12 }) <= now)) return undefined;
      const to = day.plus({ hours: end });
      const current = now.startOf('hour').plus({ hours: 1 });
      return { from, to: to < current ? to : current };
    },
  };
}

/** Two clock times at t[i] ("between 2 and 4pm", "from 2pm to 4pm", "2-4pm"): their hours and the tokens taken. */
function clocksAt(t: readonly string[], i: number): { first: number; end: number; used: number; bare?: boolean } | undefined {
  const dashed = /^(\d{1,2})(am|pm)?[-–](\d{1,2})(am|pm)$/.exec(t[i] ?? '');
  if (dashed) {
    const [a, b] = [clockHour(`${dashed[1]}${dashed[2] ?? ''}`, undefined), clockHour(`${dashed[3]}${dashed[4]}`, undefined)];
    const s = a && b && span({ ...a, said: dashed[2] !== undefined }, { ...b, said: true });
    return s ? { first: s[0], end: s[1], used: 1 } : undefined;
  }
  const joins = LEAD[t[i] ?? ''];
  const a = joins && clockAt(t, i + 1);
  if (!joins || !a || !joins.includes(t[i + 1 + a.used] ?? '')) return undefined;
  const b = clockAt(t, i + 2 + a.used);
  const s = b && span(a, b);
  if (s) return { first: s[0], end: s[1], used: 2 + a.used + b!.used };
  // (two bare hours, "between 9 and 10": only of today, read in hourSpanAt; not an amount with its unit after)
  const bare = b && !a.said && !b.said && a.hour >= 1 && a.hour < b.hour && b.hour <= 12 && !UNITS.has(t[i + 2 + a.used + b.used] ?? '');
  return bare ? { first: a.hour, end: b.hour, used: 2 + a.used + b.used, bare: true } : undefined;
}

/** Two clock times at t[i] with a half of the day said ("between 3 and 7pm", "from 3pm to 7pm", "3-7pm"), no day: read by
 * ./hour-of-table.ts, where the day is the hourly table's own. */
export function clockSpanAt(t: readonly string[], i: number): { first: number; end: number; used: number } | undefined {
  const c = clocksAt(t, i);
  return c && !c.bare ? c : undefined;
}

/** Hours between two clock times at t[i], with the day said just before or after them. */
export function hourSpanAt(t: readonly string[], i: number): { start: number; end: number; value: HourWords } | undefined {
  // ("from 11pm last night to 6am": across midnight — ./night-spans.ts)
  const night = nightSpanAt(t, i);
  if (night) return night;
  const before = DAY_BACK[t[i] ?? ''] ?? morningAt(t, i);
  const at = before === undefined ? i : i + 1;
  const clocks = clocksAt(t, at) ?? bareSpanAt(t, at, morningAt(t, i) !== undefined);
  if (!clocks) return undefined;
  const morning = before === undefined && t[at + clocks.used] === 'this' && t[at + clocks.used + 1] === 'morning';
  const after = before === undefined ? (morning ? 0 : DAY_BACK[t[at + clocks.used] ?? '']) : undefined;
  const back = before ?? after;
  if (back === undefined || (clocks.bare && back !== 0)) return undefined;
  // ("between 8 and 10 this morning", "overnight, midnight to 6am": today's morning hours, said so — not the evening's, bare hours or not)
  const ofMorning = morning || morningAt(t, i) !== undefined;
  if (ofMorning && clocks.end > 12) return undefined;
  return { start: i, end: at + clocks.used + (after === undefined ? 0 : morning ? 2 : 1), value: onDay(back, clocks.first, clocks.end, clocks.bare && !ofMorning) };
}

/** "overnight, midnight to 6am": two clock times with no "from", after "overnight" only (its "to" joins them). */
function bareSpanAt(t: readonly string[], at: number, overnight: boolean): ReturnType<typeof clocksAt> {
  const c = overnight ? clocksAt(['from', ...t.slice(at)], 0) : undefined;
  return c && !c.bare ? { ...c, used: c.used - 1 } : undefined;
}

/** "overnight" before two clock times: the night just ended, today's small hours (read only of morning hours). */
const morningAt = (t: readonly string[], i: number) => (t[i] === 'overnight' ? 0 : undefined);
