// The reconcile digest: every day, the latest completed UTC date at its scheduled time reconciled
// — own revenue against each network's report, by network and app — with the gaps beyond the
// channel's threshold (`gap=`) flagged and the networks not final yet marked. It is `/adops
// reconcile` run on schedule: the same report (src/reports/reconcile.ts) and the same view, its
// API calls shared across the workspace's digests of the same minute.
import { collectNetworkReport } from '../../../api/network-pages.js';
import { COMPLETED_RULE, dailyReconcileRange, DEFAULT_GAP_PCT, reconcileReport, type ReconcileReads } from '../../../reports/reconcile.js';
import { formatDates } from '../../../time/resolve.js';
import { reconcileTitle, reconcileView, type ReconcileData } from '../../../../views/reconcile.js';
import { defineDigestKind } from '../define.js';
import type { DigestContext } from '../types.js';

/** Rows of the network report held (as the command holds them). */
const NETWORK_ROWS = 5_000;

export function readsOf(ctx: DigestContext): ReconcileReads {
  const signal = ctx.signal;
  return {
    demand: {
      comparison: (params) => ctx.query('demand.comparison', params, () => ctx.api.demand.comparison(params, { signal })),
      adUnits: (params) => ctx.query('demand.adUnits', params, () => ctx.api.demand.adUnits(params, { signal })),
    },
    network: (query) => ctx.query('network.collected', query, () => collectNetworkReport(ctx.api.network, query, { signal, maxRows: NETWORK_ROWS })),
  };
}

export const reconcileDigest = defineDigestKind({
  name: 'reconcile',
  label: 'Reconciliation',
  noun: 'reconciliation digest',
  holds: 'the latest completed UTC date: own revenue against each network’s report by network and app, gaps above `gap=` (default 5%) flagged, networks not final marked',
  textOptions: '[gap=5%]',
  options: ['gap'],
  form: ['gap'],
  schedule: { days: [1, 2, 3, 4, 5], time: '09:00' },
  deadlineMs: 2 * 3_600_000,
  need: { permissions: ['reports:read'], features: ['demand_comparison'] },
  read: async (ctx): Promise<ReconcileData> => {
    const nowMs = ctx.at.getTime();
    const gapPct = ctx.subscription.filters.gap_pct ?? DEFAULT_GAP_PCT;
    const report = await reconcileReport({ range: dailyReconcileRange(nowMs), gapPct }, readsOf(ctx), nowMs);
    const dates = formatDates(report.window.range);
    return {
      title: reconcileTitle({ dates, why: [], rule: COMPLETED_RULE }),
      dates,
      report,
      thresholdNote: ctx.subscription.filters.gap_pct === undefined ? `gaps flagged above ${DEFAULT_GAP_PCT}% (the default; gap= sets the channel's)` : `gaps flagged above ${gapPct}% (the channel's threshold)`,
    };
  },
  view: reconcileView,
});
