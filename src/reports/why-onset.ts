// When a cause started (./why.ts): over several days, the first UTC day its component had moved at
// least half as far as over the whole range — one more breakdown, by day and the cause's dimension.
import type { BreakdownResponse } from '../api/index.js';
import { componentValue, relChange, type Components } from './why-math.js';
import { componentsOf, type Candidate } from './why-segments.js';

/**
 * The first UTC day on which the cause's component had moved at least half as far as it did over
 * the whole range, in the same direction, against its level in the comparison period.
 */
export function onsetOf(cause: Candidate, daysBefore: number, byDay: BreakdownResponse): { day: string } | undefined {
  // The cause's components are per day already when the periods differ in length (perUnit).
  const level = (c: Components, days: number) => (cause.component === 'requests' ? c.requests / days : componentValue(cause.component, c));
  const baseline = level(cause.before, daysBefore);
  const whole = relChange(componentValue(cause.component, cause.after), componentValue(cause.component, cause.before));
  if (!baseline || whole === undefined || whole === 0) return undefined;
  const days = byDay.rows.filter((r) => r.dimensions[cause.dimension] === cause.value).sort((a, b) => (a.dimensions.day ?? '').localeCompare(b.dimensions.day ?? ''));
  const first = days.find((r) => {
    const moved = level(componentsOf(r.metrics), 1) / baseline - 1;
    return Math.sign(moved) === Math.sign(whole) && Math.abs(moved) >= Math.abs(whole) / 2;
  });
  return first?.dimensions.day ? { day: first.dimensions.day.slice(0, 10) } : undefined;
}
