// The one table of how metrics are named to people: tables, alerts and notes say "eCPM" and
// "Fill rate" as the rest of the bot does, never the API's `ecpm` / `fill_rate` (CSV files keep
// the API's names: they are read by programs).

const METRIC_LABELS: Record<string, string> = {
  revenue: 'Revenue',
  impressions: 'Impressions',
  requests: 'Requests',
  bid_requests: 'Bid requests',
  fills: 'Fills',
  fill_rate: 'Fill rate',
  ecpm: 'eCPM',
  clicks: 'Clicks',
  ctr: 'CTR',
  users: 'Users',
  arpdau: 'ARPDAU',
  imps_per_user: 'Impressions per user',
};

/** `fill_rate` → "Fill rate"; a metric not in the table reads with spaces for underscores. */
export function metricLabel(metric: string): string {
  return METRIC_LABELS[metric] ?? metric.replace(/_/g, ' ');
}
