// The figures of a reconciliation, as src/reports/reconcile.ts computes them and ./reconcile.ts
// shows them. Every amount is the API's own, in the currency it was reported in.
import type { CoverageEntry } from '../src/api/index.js';
import type { LateReport } from './demand.js';

/** Own against reported, as the demand comparison gives them (undefined: not given). */
export interface ReconcileFigures {
  ownRevenue?: number;
  reportedRevenue?: number;
  /** Reported − own and its share of own, as the API gives them (never recomputed from rounded amounts). */
  difference?: number;
  differencePct?: number;
  ownImpressions?: number;
  reportedImpressions?: number;
  impressionsDifferencePct?: number;
}

export interface ReconcileLine extends ReconcileFigures {
  /** demand: own against the source's report (a gap); network: the ad network's report (no own figure exists). */
  kind: 'demand' | 'network';
  /** The demand source or the ad network. */
  network: string;
  /** The network account (ad networks). */
  account?: string;
  /** undefined: the network's whole line (every app); null: the network does not report the app. */
  app?: string | null;
  /** As reported; null: the network reports no currency (its amounts are never added or converted). */
  currency: string | null;
  /** Whether the network's data for these dates is final: every date reported (demand) or covered (networks). */
  final: boolean;
  /** Why it is not final yet, in words. */
  pending?: string;
  /** The revenue gap is beyond the threshold (final demand lines only). */
  flagged: boolean;
  /** Network report: source rows without revenue in this group (so no sum is shown). */
  rowsWithoutRevenue?: number;
}

/** What the reconciliation found over its dates (the report adds the window it compared). */
export interface ReconcileFindings {
  /** The gap, in % of own revenue, beyond which a line is flagged. */
  gapPct: number;
  /** The demand comparison's currency. */
  currency: string;
  /** Every demand source together, as the API totals them. */
  total: ReconcileFigures;
  lines: ReconcileLine[];
  /** Partner revenue left out for want of an ad-unit mapping, as the API totals it; how many partner ad units. */
  unmapped: { revenue?: number; adUnits: number };
  /** Demand sources whose reports miss dates of the window. */
  late: LateReport[];
  /** The network report's coverage for the same dates (each network's own day). */
  coverage: CoverageEntry[];
  /** Apps left out of the per-app lines (more than the report reads). */
  appsLeftOut: number;
}
