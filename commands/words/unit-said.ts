// A period compared with "last month" or "last quarter" (issue 38, the lead's probes beside round 46):
// `vs=previous` compares with the span just before, which is last month only for a month and last
// quarter only for a quarter. "this week vs last month", "yesterday vs last month", "last month vs last
// quarter" name no like period (the same days a month before, or the month's days?), so they are asked
// back rather than answered against the week or day before. A month or quarter, whole or so far, is
// compared as said.
import { DateTime } from 'luxon';
import { resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';

/** Whether a period (the grammar's words, or `from..to`) is one calendar month or quarter, whole or up to today. */
export function isWholeUnit(rangeText: string, unit: 'month' | 'quarter', today: DateTime): boolean {
  const { spec } = takeRange(rangeText.split(/\s+/), { hours: false });
  if (!spec) return false;
  try {
    const r = resolveRange(spec, { nowMs: today.toMillis(), tz: today.zoneName ?? 'UTC' });
    const [from, to] = [DateTime.fromISO(r.startDate, { zone: today.zone }), DateTime.fromISO(r.endDate, { zone: today.zone })];
    const start = from.startOf(unit);
    return from.hasSame(start, 'day') && to.hasSame(from, unit) && (to.hasSame(from.endOf(unit), 'day') || to >= today.minus({ days: 1 }).startOf('day'));
  } catch {
    return false;
  }
}
