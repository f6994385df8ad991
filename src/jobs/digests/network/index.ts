// The network report digest: yesterday (in the subscription's timezone) per ad network from the
// networks' own daily reports, with coverage gaps called out — a network whose report for the
// day is missing or not yet in, and groups where a metric is missing from some source rows.
import { DateTime } from 'luxon';
import { collectNetworkReport, type CollectedNetworkReport, type NetworkReportQuery } from '../../../api/network-pages.js';
import { networkTotals } from '../../../reports/network.js';
import { networkDigestView, type NetworkDigestData } from '../../../../views/digest-network.js';
import { NETWORK_SHOWN_DIMENSIONS } from '../../../../views/network.js';
import { defineDigestKind } from '../define.js';

export const networkDigest = defineDigestKind({
  name: 'network',
  label: 'Network report',
  noun: 'network report digest',
  holds: 'yesterday per ad network from the networks’ own reports, with coverage gaps · `networks=net_a,…`',
  textOptions: '[networks=net_a,…]',
  form: ['networks'],
  schedule: { days: [1, 2, 3, 4, 5], time: '09:00' },
  deadlineMs: 2 * 3_600_000,
  need: { permissions: ['reports:read'], features: ['network_reporting'] },
  read: async (ctx): Promise<NetworkDigestData> => {
    const day = DateTime.fromJSDate(ctx.at, { zone: ctx.subscription.timezone }).minus({ days: 1 }).toISODate()!;
    const networks = ctx.subscription.filters.networks ?? [];
    const params: NetworkReportQuery = {
      start_date: day,
      end_date: day,
      // What the table shows, as `/adops network` asks for it.
      dimensions: NETWORK_SHOWN_DIMENSIONS,
      ...(networks.length ? { filters: { provider: networks } } : {}),
      sort_by: 'revenue',
    };
    // Every page, as `/adops network` reads it: totals over the first page only would be partial sums.
    const report: CollectedNetworkReport = await ctx.query('network.collected', params, () => collectNetworkReport(ctx.api.network, params, { signal: ctx.signal }));
    return { day, report, totals: networkTotals(report.rows), networks };
  },
  view: networkDigestView,
});
