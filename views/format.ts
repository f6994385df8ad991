// Number and change formatting shared by the views (en-US, USD as the reporting API reports).
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dec2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(n: number): string {
  return `${n < 0 ? '-' : ''}$${dec2.format(Math.abs(n))}`;
}

export function count(n: number): string {
  return int.format(n);
}

/** 1.2M, 45.3K, 812: for tight table cells and chart labels. */
export function compact(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e9) return `${(n / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (abs >= 1e4) return `${(n / 1e3).toFixed(1)}K`;
  return int.format(n);
}

/** A value that is already a percentage (fill_rate, ctr: 0–100). */
export function pct(n: number, digits = 1): string {
  return `${n.toFixed(digits)}%`;
}

/** A ratio 0–1 shown as a percentage (bid_rate, win_rate). */
export function ratioPct(n: number, digits = 1): string {
  return `${(n * 100).toFixed(digits)}%`;
}

/** Relative change from `before` to `after`, e.g. "▲ 12.3%"; "new" when before was 0. */
export function change(after: number, before: number): string {
  if (before === 0) return after === 0 ? '±0%' : 'new';
  const rel = ((after - before) / Math.abs(before)) * 100;
  if (Math.abs(rel) < 0.05) return '±0%';
  return `${rel > 0 ? '▲' : '▼'} ${Math.abs(rel).toFixed(1)}%`;
}

/** Change in percentage points between two percentages. */
export function changePoints(after: number, before: number): string {
  const d = after - before;
  if (Math.abs(d) < 0.005) return '±0 pts';
  return `${d > 0 ? '▲' : '▼'} ${Math.abs(d).toFixed(2)} pts`;
}

export function signedMoney(n: number): string {
  return `${n >= 0 ? '+' : '-'}${money(Math.abs(n))}`;
}

/** Formats one metric value the way the API defines it. */
export function metricValue(metric: string, n: number): string {
  switch (metric) {
    case 'revenue': return money(n);
    case 'ecpm': return money(n);
    case 'fill_rate':
    case 'ctr': return pct(n, 2);
    default: return Number.isInteger(n) ? count(n) : dec2.format(n);
  }
}

/** `total` per user (revenue → ARPDAU, impressions → impressions per user); undefined without users. */
export function perUser(total: number, users: number): number | undefined {
  return users > 0 ? total / users : undefined;
}

/** A small amount per user such as ARPDAU, to the hundredth of a cent: "$0.0896"; "—" when unknown. */
export function moneyPerUser(n: number | undefined): string {
  return n === undefined ? '—' : `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(4)}`;
}

/** A count per user such as impressions per user: "17.90"; "—" when unknown. */
export function countPerUser(n: number | undefined): string {
  return n === undefined ? '—' : dec2.format(n);
}
