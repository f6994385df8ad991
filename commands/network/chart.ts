// Network revenue by provider as bars. Amounts are never converted or added across currencies,
// so the chart is drawn only when every row with revenue shares one currency (the axis names it).
import type { NetworkRow } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { money } from '../../views/network.js';

const SHOWN = 12;

export function networkChart(rows: readonly NetworkRow[], dates: string): ChartSpec | undefined {
  const priced = rows.filter((r) => typeof r.revenue === 'number' && Number.isFinite(r.revenue));
  const currencies = new Set(priced.map((r) => r.currency));
  const [currency] = [...currencies];
  if (priced.length === 0 || currencies.size !== 1 || typeof currency !== 'string') return undefined;
  const byProvider = new Map<string, number>();
  for (const r of priced) byProvider.set(String(r.provider ?? '?'), (byProvider.get(String(r.provider ?? '?')) ?? 0) + (r.revenue as number));
  const top = [...byProvider].sort(([, a], [, b]) => b - a).slice(0, SHOWN);
  return {
    kind: 'bar',
    title: `Network revenue by provider (${currency})`,
    labels: top.map(([p]) => p),
    series: [{ name: `revenue (${currency})`, values: top.map(([, v]) => v) }],
    xLabel: 'provider',
    yLabel: `revenue (${currency}), ${dates}`,
    alt: `Revenue by provider as the networks report it, ${dates}: ${top.slice(0, 3).map(([p, v]) => `${p} ${money(v, currency)}`).join(', ')}.`,
  };
}
