// A table split by a grain of time coarser than its whole range ("revenue yesterday" made "a
// monthly view", by week over one day) has one row, the range itself: not what a split was asked
// for, and not an answer to say as one. Asked back, the table offered over a range that fits. A
// split by hour over more than a month (thousands of rows) is asked back too, offered by day.
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { addDays, daysBetween } from '../../src/time/resolve.js';
import type { Days, Understanding } from './compose.js';
import { auctionSpan } from './auction-span.js';
import { commandRange } from './command-range.js';


/** The most days an hourly table is made of without asking: one month, as one hourly read of the API spans (src/api/limits.ts). */
const MOST_HOURLY_DAYS = 31;

/** Days a grain's one bucket spans at the least. */
const GRAIN_DAYS: Readonly<Record<string, number>> = { week: 7, month: 28 };

/** The understanding, a breakdown whose time split is coarser than its range asked back. */
export function grainFits(u: Understanding, days: Days): Understanding {
  // (auction stats over a period the command refuses: asked back — ./auction-span.ts, round 49)
  u = auctionSpan(u, days);
  if (u.kind !== 'command') return u;
  const [name, ...words] = u.text.split(/\s+/);
  if (name !== breakdownCommand.name) return u;
  const by = words.find((w) => /^by=/i.test(w))?.slice(3).split(',') ?? [];
  const grain = Math.max(0, ...by.map((d) => GRAIN_DAYS[d] ?? 0));
  if (!grain && !by.includes('hour')) return u;
  const taken = commandRange(words, breakdownCommand, days, { hours: false });
  if (!taken) return u;
  const { rest, range } = taken;
  const length = daysBetween(range.startDate, range.endDate) + 1;
  // ("monthly revenue for canada, october": one whole month by month is one row, the month itself: its
  // report, as "revenue for october" — twenty-third round; only where the split is the grain alone)
  if (by.length === 1 && oneBucket(by[0]!, range.startDate, range.endDate)) return summaryOf(words) ?? u;
  // ("revenue by bidder and hour for all of 2024": thousands of hours, a row each, past what one hourly read of the API
  // covers — asked back, the same table by day offered; round 50)
  if (by.includes('hour') && length > MOST_HOURLY_DAYS) {
    const daily = [name, ...words.map((w) => (/^by=/i.test(w) ? `by=${[...new Set(by.map((d) => (d === 'hour' ? 'day' : d)))].join(',')}` : w))].join(' ');
    return { kind: 'clarify', reason: `Split by hour, these ${length} days would be ${length * 24} rows of each ${by.length > 1 ? 'row of the rest' : 'figure'}; by day, or which days of hours?`, suggestions: [daily] };
  }
  if (!grain || length >= grain) return u;
  const grainName = by.find((d) => GRAIN_DAYS[d] === grain)!;
  const wider = `${addDays(range.endDate, -(grain === 7 ? 27 : 89))}..${range.endDate}`;
  return { kind: 'clarify', reason: `Split by ${grainName}, ${length === 1 ? 'one day' : `these ${length} days`} would be a single row; over which period?`, suggestions: [[name, ...rest, wider].join(' ')] };
}

/** Whether the days are exactly one bucket of the grain: a calendar month, or a week from Monday. */
function oneBucket(grain: string, start: string, end: string): boolean {
  const [a, b] = [new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)];
  if (grain === 'month') return a.getUTCDate() === 1 && new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate() + 1)).getUTCDate() === 1 && a.getUTCMonth() === b.getUTCMonth();
  if (grain === 'week') return a.getUTCDay() === 1 && daysBetween(start, end) === 6;
  return false;
}

/** The period's own report for a one-row table's words (its figures are the report's), where it parses. */
function summaryOf(words: readonly string[]): Understanding | undefined {
  const text = [revenueCommand.name, ...words.filter((w) => !/^(?:by|metrics?)=/i.test(w))].join(' ');
  return dispatch(COMMANDS, text).kind === 'run' ? { kind: 'command', text } : undefined;
}
