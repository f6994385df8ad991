// One part's move (./why-segments.ts). A segment's move is the sum of its parts' — the finest rows the
// breakdowns give: a country's app × format × OS rows, an ad unit's countries. When the segment
// without one of its parts kept less than half of its move, that part moved and the rest of the
// segment did not: an ad unit whose whole rise is its US traffic, its other countries flat, did not
// rise. That part's wobble says nothing about the segment unless the part itself moved far outside
// its own history (then it is a cause in its own right: the segment holding it stays named, and its
// drill can point at the part). Half is the method's midpoint between "moved like the whole" and "an
// ordinary day" (./why-overlap.ts): no constant of its own.
import { componentValue, type Component, type Components } from './why-math.js';
import { countingNoise, MOVE_FLOOR, ownSpread } from './why-surprise.js';

/** One part: a breakdown row's dimension values and its two periods' figures. */
export interface Part {
  values: Record<string, string>;
  before: Components;
  after: Components;
}

/** Per part (by `partKey`), its move per component in one pair of periods: one sample of the parts' history. */
export type PartMoves = Map<string, Partial<Record<Component, number>>>;

const PART_COMPONENTS = ['requests', 'fill', 'ecpm'] as const;

export function partKey(values: Record<string, string>): string {
  return JSON.stringify(Object.entries(values).sort());
}

function move(k: Component, before: Components, after: Components): number | undefined {
  const a = componentValue(k, after);
  const b = componentValue(k, before);
  return a > 0 && b > 0 && Number.isFinite(a / b) ? Math.log(a / b) : undefined;
}

/** Every part's moves in one pair of periods. */
export function partMovesOf(parts: readonly Part[]): PartMoves {
  return new Map(parts.map((p) => [partKey(p.values), Object.fromEntries(PART_COMPONENTS.flatMap((k) => {
    const m = move(k, p.before, p.after);
    return m === undefined ? [] : [[k, m]];
  }))]));
}

function minus(a: Components, b: Components): Components {
  return { requests: a.requests - b.requests, impressions: a.impressions - b.impressions, revenue: a.revenue - b.revenue };
}

/**
 * Whether the segment's move in `k` is one part's wobble: without that part it kept less than half
 * of its move (or moved the other way), and the part's own move is less than `threshold` of its
 * typical move (the root mean square of its `history`'s moves, never below its counting noise nor
 * MOVE_FLOOR). A segment of one part, or a component no part carries, is never one part's.
 */
export function onePartsWobble(k: Component, seg: { before: Components; after: Components }, parts: readonly Part[], history: readonly PartMoves[], threshold: number): boolean {
  const whole = move(k, seg.before, seg.after);
  if (whole === undefined || whole === 0 || parts.length < 2 || !(PART_COMPONENTS as readonly Component[]).includes(k)) return false;
  const kept = (p: Part) => {
    const rest = move(k, minus(seg.before, p.before), minus(seg.after, p.after));
    return rest === undefined ? 1 : rest / whole;
  };
  const carrier = parts.reduce((best, p) => (kept(p) < kept(best) ? p : best));
  if (kept(carrier) >= 0.5) return false;
  const own = move(k, carrier.before, carrier.after);
  if (own === undefined) return false;
  const key = partKey(carrier.values);
  const past = history.map((h) => h.get(key)?.[k]).filter((x): x is number => x !== undefined);
  return Math.abs(own) < threshold * Math.max(ownSpread(past), MOVE_FLOOR, countingNoise(k, carrier.before, carrier.after));
}
