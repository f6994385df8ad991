// The revenue summary: eight metrics with their change vs the previous period, the chart, the
// source split when several sources are included, and the top movers of a dimension.
import type { DashboardResponse } from '../src/api/index.js';
import { codeBlocks, context, esc, fields, header, image, section } from './blocks.js';
import { change, changePoints, compact, count, money, pct, signedMoney } from './format.js';
import { fitMessage } from './limits.js';
import { moverLabel, type Movers } from './movers.js';
import { renderTable } from './table.js';
import type { BotMessage, ChartImage, KnownBlock } from './types.js';

type Summary = DashboardResponse['summary'];
type SourceRow = NonNullable<DashboardResponse['source_breakdown']>[number];

export interface RevenueData {
  title: string;
  dates: string;
  previousDates: string;
  tz: string;
  current: Summary;
  previous: Summary;
  provisional: boolean;
  source?: string;
  filters: string;
  chart?: ChartImage;
  chartBuckets: string;
  sources?: SourceRow[];
  movers?: Movers;
}

export const OWN_SOURCE_LABEL = 'Own source only';
export const PROVISIONAL_LABEL = 'Provisional';

/** The label the spec requires on revenue (4.2 `source`). */
export function revenueLabel(provisional: boolean, source?: string): string {
  return provisional
    ? `${PROVISIONAL_LABEL} — mediation source${source && source !== 'all' ? ` ${source}` : 's'}: impression-level revenue that can undercount without SDK coverage; not finalized publisher revenue`
    : `${OWN_SOURCE_LABEL} — the platform’s own data; mediation sources are not included`;
}

const MOVERS_SHOWN = 10;

function moversBlocks(m: Movers): KnownBlock[] {
  const label = moverLabel(m.dimension);
  if (m.rows.length === 0) return [section(`_No revenue by ${esc(label)} in either period._`)];
  const table = renderTable(
    [{ title: label }, { title: 'revenue', align: 'right' }, { title: 'change', align: 'right' }, { title: 'vs before', align: 'right' }],
    m.rows.map((r) => [r.key || '(none)', money(r.now), signedMoney(r.now - r.before), change(r.now, r.before)]),
    MOVERS_SHOWN,
  );
  const more = table.omittedRows ? ` (${table.omittedRows} more ${label} values changed less)` : '';
  return [section(`*Top movers by ${esc(label)}*${more}`), ...codeBlocks(table.lines)];
}

function sourceBlocks(rows: SourceRow[]): KnownBlock[] {
  const table = renderTable(
    [{ title: 'source' }, { title: 'revenue', align: 'right' }, { title: 'share', align: 'right' }, { title: 'impr.', align: 'right' }, { title: 'eCPM', align: 'right' }],
    rows.map((r) => [r.source, money(r.revenue), pct(r.revenue_share), compact(r.impressions), money(r.ecpm)]),
    20,
  );
  return [section('*By source*'), ...codeBlocks(table.lines)];
}

export function revenueView(d: RevenueData): BotMessage {
  const c = d.current;
  const p = d.previous;
  const label = d.provisional ? `Revenue (${PROVISIONAL_LABEL.toLowerCase()})` : 'Revenue (own source)';
  const blocks: KnownBlock[] = [
    header(`${d.title}`),
    context(`${esc(d.dates)} · ${esc(d.tz)} · vs ${esc(d.previousDates)}${d.filters ? ` · ${esc(d.filters)}` : ''}`),
    ...fields([
      [label, `${money(c.revenue)}  ${change(c.revenue, p.revenue)}`],
      ['Impressions', `${count(c.total_impressions)}  ${change(c.total_impressions, p.total_impressions)}`],
      ['Requests', `${count(c.total_requests)}  ${change(c.total_requests, p.total_requests)}`],
      ['Fill rate', `${pct(c.fill_rate)}  ${changePoints(c.fill_rate, p.fill_rate)}`],
      ['eCPM', `${money(c.ecpm)}  ${change(c.ecpm, p.ecpm)}`],
      ['Clicks', `${count(c.total_clicks)}  ${change(c.total_clicks, p.total_clicks)}`],
      ['CTR', `${pct(c.ctr, 2)}  ${changePoints(c.ctr, p.ctr)}`],
      ['Users', `${count(c.total_users)}  ${change(c.total_users, p.total_users)}`],
    ]),
    context(`${d.provisional ? ':warning: ' : ''}${esc(revenueLabel(d.provisional, d.source))}`),
  ];
  if (d.chart) blocks.push(image(d.chart), context(`Chart buckets are ${d.chartBuckets}: the dashboard reports in UTC only.`));
  if (d.sources) blocks.push(...sourceBlocks(d.sources));
  if (d.movers) blocks.push(...moversBlocks(d.movers));
  const text = `${d.title}: ${money(c.revenue)} (${change(c.revenue, p.revenue)} vs previous period) — ${d.provisional ? 'provisional' : 'own source only'}`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
