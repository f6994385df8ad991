// The network report digest: yesterday's table, totals and coverage warnings exactly as
// `/adops network` shows them (./network.ts) — the same columns, currencies and counts — so a
// channel reads the same numbers as the person who asks.
import type { NetworkReport } from '../src/api/index.js';
import { formatDates } from '../src/time/resolve.js';
import { networkView, type NetworkTotals } from './network.js';
import type { BotMessage } from './types.js';

export interface NetworkDigestData {
  day: string;
  report: Pick<NetworkReport, 'fields' | 'rows' | 'coverage'>;
  /** The report's totals (src/reports/network.ts), as `/adops network` shows them. */
  totals: NetworkTotals;
  networks: string[];
}

export function networkDigestView(d: NetworkDigestData): BotMessage {
  return networkView({
    title: `Network report — ${d.day}`,
    dates: formatDates({ startDate: d.day, endDate: d.day, partial: false }),
    requestedDays: { start: d.day, end: d.day },
    fields: d.report.fields,
    rows: d.report.rows,
    totals: d.totals,
    coverage: d.report.coverage,
    restarts: 0,
    filters: d.networks.length ? [`networks ${d.networks.join(', ')}`] : [],
  });
}
