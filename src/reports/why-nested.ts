// A parent named for its child. An OS's history is quieter than one of its apps' (a format's than
// one of its ad units'), so when one app's requests fall, the OS's diluted fall can look the more
// surprising and win the ranking (./why-segments.ts rank). The manager then looks at the OS, where
// nothing is wrong but that one app. So: when the first row is a parent (OS, app, format) and ONE of
// its children carries most of its move while its other children stayed inside their own usual
// moves, the child is the cause and goes first. When the other children moved too, the parent stays.
import type { Components, TotalComponent } from './why-math.js';
import type { Candidate, Totals, WhyDimension } from './why-segments.js';

/** The child must carry at least this share of the parent's effect in the parent's component. */
export const CHILD_SHARE = 0.7;
/** The parent's other children are "inside their usual moves" below this many typical moves (in units of Z_CAUSE). */
export const OTHERS_QUIET = 0.5;

/** The child dimension searched under each parent dimension. */
export const CHILD_DIMENSION: Partial<Record<WhyDimension, WhyDimension>> = { os: 'app', app: 'ad_unit', format: 'ad_unit' };

/** Which child values lie wholly inside a parent: for each child value, the one parent value all its rows carry. */
export type Nesting = Map<string, string>;

/** From rows carrying both dimensions: each child value whose rows all carry one parent value (a child spread over two parents is nobody's). */
export function nestingOf(rows: readonly { values: Record<string, string> }[], parentDim: string, childDim: string): Nesting {
  const seen = new Map<string, string | null>();
  for (const r of rows) {
    const c = r.values[childDim];
    const p = r.values[parentDim];
    if (c === undefined || p === undefined) continue;
    const had = seen.get(c);
    seen.set(c, had === undefined || had === p ? p : null);
  }
  return new Map([...seen].filter((e): e is [string, string] => e[1] !== null));
}

/** A component's numerator and denominator: requests (per period), fill = impressions / requests, eCPM = revenue / impressions. */
function parts(k: TotalComponent, c: Components): [number, number] {
  return k === 'requests' ? [c.requests, 1] : k === 'fill' ? [c.impressions, c.requests] : [c.revenue, c.impressions];
}

/**
 * The share of the parent's move in `k` that the child carries: how much of it would be gone had
 * the child kept its earlier level (its earlier rate on today's volume). Dollar effects do not add
 * up across levels (a low-priced unit losing fill lifts its app's eCPM), so the move itself is used.
 */
export function carriedShare(k: TotalComponent, parent: Totals, child: Totals): number {
  const [pn0, pd0] = parts(k, parent.before);
  const [pn1, pd1] = parts(k, parent.after);
  const [cn0, cd0] = parts(k, child.before);
  const [cn1, cd1] = parts(k, child.after);
  if (!(pd0 > 0 && pd1 > 0 && cd0 > 0)) return 0;
  const moved = pn1 / pd1 - pn0 / pd0;
  const without = (pn1 - cn1 + cd1 * (cn0 / cd0)) / pd1;
  return moved !== 0 ? (pn1 / pd1 - without) / moved : 0;
}

/**
 * The ranking with the child first when the first row is a parent whose move one child carries
 * (≥ CHILD_SHARE of its effect, same direction) while its other children stayed quiet in that
 * component (|surprise| < OTHERS_QUIET). The child is then named by the parent's component.
 */
export function preferChild(ranked: readonly Candidate[], nesting: Nesting | undefined): Candidate[] {
  const top = ranked[0];
  const childDim = top && CHILD_DIMENSION[top.dimension];
  if (!top?.stands || !childDim || !nesting || top.component === 'bid_requests' || top.component === 'bid_rate' || top.component === 'win_rate') return [...ranked];
  const k = top.component as TotalComponent;
  const children = ranked.filter((c) => c.dimension === childDim && nesting.get(c.value) === top.value);
  const carries = (c: Candidate) => carriedShare(k, top, c);
  const child = children.reduce<Candidate | undefined>((best, c) => (!best || carries(c) > carries(best) ? c : best), undefined);
  if (!child || carries(child) < CHILD_SHARE) return [...ranked];
  const othersQuiet = children.every((c) => c === child || Math.abs(c.surprises?.[k] ?? 0) < OTHERS_QUIET);
  if (!othersQuiet) return [...ranked];
  const named: Candidate = { ...child, component: k, score: child.surprises?.[k] ?? child.score, stands: true };
  return [named, ...ranked.filter((c) => c !== child)];
}
