// One segment's move explained by another's. Segments of different dimensions overlap: the iOS
// traffic holds every iOS app, part of every country and of every format. When banner fill drops,
// iOS fill drops too (its banner part), and iOS's history may be the quieter, so its diluted move
// can look the more surprising and win the ranking (./why-segments.ts rank). The test an analyst
// makes: take the traffic they share out of both. iOS without its banner traffic kept less than half
// of its fall; banner without its iOS traffic kept at least half of its own — banner explains iOS,
// not the other way round, and goes first. The same test, with nothing left of one side, covers
// nesting: an app of that OS explains the OS when the rest of the OS kept less than half its move;
// the app of an ad unit explains the ad unit when the app's other traffic kept at least half of its.
// Half is the midpoint between "moved like the whole" and "an ordinary day": no constant to tune.
import type { BreakdownResponse } from '../api/index.js';
import { nestingOf } from './why-nested.js';
import { add, componentValue, type Components, type TotalComponent } from './why-math.js';
import { sum, Z_CAUSE, type Candidate, type Row, type Totals, type WhyDimension } from './why-segments.js';

/** The traffic two segments share (undefined: not known from the rows read). */
export type Overlap = (a: Candidate, b: Candidate) => Totals | undefined;

function minus(a: Components, b: Components): Components {
  return add(a, { requests: -b.requests, impressions: -b.impressions, revenue: -b.revenue });
}

/** The log move of a component, undefined where a side has none of it. */
function logMove(k: TotalComponent, before: Components, after: Components): number | undefined {
  const a = componentValue(k, after);
  const b = componentValue(k, before);
  return a > 0 && b > 0 && Number.isFinite(a / b) ? Math.log(a / b) : undefined;
}

/** Traffic so small it is nothing (a rounding remainder of a subtraction). */
function isEmpty(c: Components, whole: Components): boolean {
  return c.requests <= whole.requests * 1e-9;
}

/** A candidate's typical move in `k` (log units), recovered from its move and its surprise there. */
function typicalMove(c: Candidate, k: TotalComponent): number | undefined {
  const z = c.surprises?.[k];
  const m = logMove(k, c.before, c.after);
  return z && m !== undefined && m !== 0 ? Math.abs(m / (z * Z_CAUSE)) : undefined;
}

/**
 * Whether `c` without `shared` kept its move in `k`: at least half of it, the same way, and at least
 * half as far outside its own history as a cause (halfway between "moved like the whole" and "an
 * ordinary day": a parent whose move is mostly its child's keeps only noise); 'empty' when nothing is
 * left of it, undefined when it cannot be told.
 */
function restKeeps(c: Candidate, shared: Totals, k: TotalComponent): boolean | 'empty' | undefined {
  const before = minus(c.before, shared.before);
  const after = minus(c.after, shared.after);
  if (isEmpty(before, c.before) && isEmpty(after, c.after)) return 'empty';
  const whole = logMove(k, c.before, c.after);
  const rest = logMove(k, before, after);
  const typical = typicalMove(c, k);
  if (whole === undefined || rest === undefined || typical === undefined || whole === 0) return undefined;
  return rest / whole >= 0.5 && Math.abs(rest) / typical >= 0.5 * Z_CAUSE;
}

/**
 * Whether `other`, itself outside its own history in `k` the same way, explains `top`'s move in
 * `k`: without their shared traffic `top` kept less than half of its move, `other` at least half.
 * (Half of a move inside a segment's own noise says nothing: `other` must stand out on its own.)
 */
export function explains(top: Candidate, other: Candidate, k: TotalComponent, overlap: Overlap): boolean {
  if (Math.abs(other.surprises?.[k] ?? 0) < 1 || Math.sign(other.surprises?.[k] ?? 0) !== Math.sign(top.surprises?.[k] ?? 0)) return false;
  const shared = overlap(top, other);
  if (!shared) return false;
  const topKeeps = restKeeps(top, shared, k);
  const otherKeeps = restKeeps(other, shared, k);
  if (topKeeps === undefined || otherKeeps === undefined || (topKeeps === 'empty' && otherKeeps === 'empty')) return false;
  // `top` lies inside `other` (an app in its OS): the parent explains it only when its other traffic
  // moved like the child itself, not merely like the parent's diluted move (preferParent's test).
  if (topKeeps === 'empty') return restMovedLike(other, top, k);
  return !topKeeps && (otherKeeps === 'empty' || otherKeeps);
}

/**
 * The ranking with the first row replaced by the standing segment that explains it (named by the
 * first row's component), when one does; repeated while the new first row is itself explained.
 */
export function explainFirst(ranked: readonly Candidate[], overlap: Overlap): Candidate[] {
  let out = [...ranked];
  for (let round = 0; round < 3; round++) {
    const top = out[0];
    if (!top?.stands || top.dimension === 'bidder' || !(top.component === 'requests' || top.component === 'fill' || top.component === 'ecpm')) return out;
    const k = top.component;
    const by = out.find((c) => c !== top && c.dimension !== 'bidder' && c.dimension !== top.dimension && explains(top, c, k, overlap));
    if (!by) return out;
    out = [{ ...by, component: k, score: by.surprises?.[k] ?? by.score, stands: true }, ...out.filter((c) => c !== by)];
  }
  return out;
}

/** What the rows read tell about shared traffic: crossed rows, and which app, format and OS each ad unit belongs to. */
export interface OverlapRows {
  /** Rows by country, app, format and OS, and the dimensions they carry. */
  wide?: { rows: readonly Row[]; dims: readonly WhyDimension[] };
  /** Rows by ad unit and country. */
  units?: readonly Row[];
  /** Per ad unit, the app, format and OS all its traffic carries (from one breakdown by ad unit, app and format). */
  unitParents?: ReadonlyMap<string, Partial<Record<WhyDimension, string>>>;
}

const ZERO_TOTALS: Totals = { before: { requests: 0, impressions: 0, revenue: 0 }, after: { requests: 0, impressions: 0, revenue: 0 } };

/** The traffic two segments share, from the rows that carry both their dimensions (or an ad unit's parents). */
export function overlapOf(rows: OverlapRows): Overlap {
  return (a, b) => {
    const cross = (rs: readonly Row[]) => sum(rs.filter((r) => r.values[a.dimension] === a.value && r.values[b.dimension] === b.value));
    if (rows.wide && rows.wide.dims.includes(a.dimension) && rows.wide.dims.includes(b.dimension)) return cross(rows.wide.rows);
    const [unit, other] = a.dimension === 'ad_unit' ? [a, b] : b.dimension === 'ad_unit' ? [b, a] : [];
    if (!unit || !other) return undefined;
    if (other.dimension === 'country') return rows.units ? cross(rows.units) : undefined;
    const parent = rows.unitParents?.get(unit.value)?.[other.dimension];
    if (parent === undefined) return undefined;
    return parent === other.value ? { before: unit.before, after: unit.after } : ZERO_TOTALS;
  };
}

/** Per ad unit, the app and format all its rows carry, and the OS its app's rows all carry (the wide rows). */
export function unitParentsOf(unitRows: readonly { values: Record<string, string> }[], wideRows: readonly Row[]): Map<string, Partial<Record<WhyDimension, string>>> {
  const app = nestingOf(unitRows, 'app', 'ad_unit');
  const format = nestingOf(unitRows, 'format', 'ad_unit');
  const osOfApp = nestingOf(wideRows, 'os', 'app');
  const units = new Set([...app.keys(), ...format.keys()]);
  return new Map([...units].map((u) => {
    const a = app.get(u);
    const os = a === undefined ? undefined : osOfApp.get(a);
    return [u, { ...(a === undefined ? {} : { app: a }), ...(format.has(u) ? { format: format.get(u) } : {}), ...(os === undefined ? {} : { os }) }];
  }));
}

/**
 * Whether the first row and another segment that stands out in its component are an ad unit and
 * its possible app, format or OS: telling whether one explains the other (./why-overlap.ts) then
 * needs which ad units each holds.
 */
export function needsUnitParents(ranked: readonly Candidate[]): boolean {
  const top = ranked[0];
  const parents: readonly WhyDimension[] = ['app', 'format', 'os'];
  if (!top?.stands) return false;
  const pairs = (c: Candidate) => (top.dimension === 'ad_unit' ? parents.includes(c.dimension) : parents.includes(top.dimension) && c.dimension === 'ad_unit');
  return ranked.some((c) => c !== top && pairs(c) && Math.abs(c.surprises?.[top.component] ?? 0) >= 1);
}

/**
 * Whether `parent` without `child` moved in `k` like the child: at least half the child's move, the
 * same way, and at least half as far outside the parent's own history as a cause (`restKeeps`).
 */
function restMovedLike(parent: Candidate, child: Candidate, k: TotalComponent): boolean {
  const rest = logMove(k, minus(parent.before, child.before), minus(parent.after, child.after));
  const own = logMove(k, child.before, child.after);
  if (rest === undefined || own === undefined || own === 0) return false;
  return rest / own >= 0.5 && restKeeps(parent, { before: child.before, after: child.after }, k) === true;
}

/**
 * A child named for its parent. When one app of an OS loses requests, the app's own history can
 * be the noisier and the OS's diluted move the one that stands out (./why-nested.ts names the app
 * then); when the whole OS lost them, the app that happens to stand out first is no cause of its
 * own. So: when the first row is a child (an app of an OS; an ad unit of an app or a format) and
 * its parent's other traffic moved like it — at least half the child's move, the same way, and at
 * least half as far outside the parent's own history as a cause — the parent goes first, named by
 * the child's component: "did the app's other ad units fall too?".
 */
export function preferParent(ranked: readonly Candidate[], parentsOf: (c: Candidate) => readonly { dimension: WhyDimension; value: string }[]): Candidate[] {
  const top = ranked[0];
  if (!top?.stands || !(top.component === 'requests' || top.component === 'fill' || top.component === 'ecpm')) return [...ranked];
  const k = top.component;
  const parents = parentsOf(top)
    .map((p) => ranked.find((c) => c.dimension === p.dimension && c.value === p.value))
    .filter((p): p is Candidate => p !== undefined && restMovedLike(p, top, k));
  if (!parents.length) return [...ranked];
  const parent = parents.reduce((best, p) => (Math.abs(p.surprises?.[k] ?? 0) > Math.abs(best.surprises?.[k] ?? 0) ? p : best));
  return [{ ...parent, component: k, score: parent.surprises?.[k] ?? parent.score, stands: true }, ...ranked.filter((c) => c !== parent)];
}

/**
 * The parents a first row may be named for (./why-overlap.ts preferParent): an app's OS, from the
 * wide rows; an ad unit's app, format and OS, from one more breakdown by ad unit, app and format.
 */
export async function parentsFor(top: Candidate | undefined, wideRows: readonly Row[], readByUnit: () => Promise<BreakdownResponse>): Promise<(c: Candidate) => { dimension: WhyDimension; value: string }[]> {
  if (!top?.stands || (top.dimension !== 'app' && top.dimension !== 'ad_unit')) return () => [];
  if (top.dimension === 'app') {
    const os = nestingOf(wideRows, 'os', 'app').get(top.value);
    return () => (os === undefined ? [] : [{ dimension: 'os', value: os }]);
  }
  const parents = unitParentsOf((await readByUnit()).rows.map((r) => ({ values: r.dimensions })), wideRows).get(top.value) ?? {};
  return () => Object.entries(parents).map(([dimension, value]) => ({ dimension: dimension as WhyDimension, value: value! }));
}
