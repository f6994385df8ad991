// The network report digest: revenue, impressions and eCPM per network as each network reported
// them (never converted across currencies), and every coverage gap called out.
import type { CoverageEntry, NetworkReport, NetworkRow } from '../src/api/index.js';
import { codeBlocks, context, esc, header, section } from './blocks.js';
import { count } from './format.js';
import { fitMessage } from './limits.js';
import { renderTable } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface NetworkDigestData {
  day: string;
  report: NetworkReport;
  networks: string[];
}

const num = (v: NetworkRow[string]) => (v === null || v === undefined ? undefined : Number(v));
const amount = (v: number | undefined, currency: string | null) =>
  v === undefined ? 'n/a' : `${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ''}`;

function gapText(c: CoverageEntry): string {
  const account = `${c.provider} ${c.provider_account_id}${c.provider_account_secondary_id ? `/${c.provider_account_secondary_id}` : ''}`;
  const why = c.status === 'pending' ? 'report not in yet' : c.status === 'missing' ? `report missing${c.latest_status ? ` (last delivery ${c.latest_status})` : ''}` : `status ${c.status}`;
  return `• ${esc(account)} — ${esc(why)}`;
}

export function networkDigestView(d: NetworkDigestData): BotMessage {
  const gaps = d.report.coverage.filter((c) => c.status !== 'covered');
  const rows = d.report.rows;
  const table = renderTable(
    [{ title: 'network' }, { title: 'revenue', align: 'right' }, { title: 'impressions', align: 'right' }, { title: 'eCPM', align: 'right' }, { title: 'missing', align: 'right' }],
    rows.map((r) => {
      const currency = (r.currency as string | null) ?? null;
      const missing = ['missing_impressions', 'missing_clicks', 'missing_revenue'].reduce((n, k) => n + (num(r[k]) ?? 0), 0);
      return [
        String(r.provider ?? '?'),
        amount(num(r.revenue), currency),
        num(r.impressions) === undefined ? 'n/a' : count(num(r.impressions)!),
        amount(num(r.ecpm), currency),
        missing ? `${missing} rows` : '',
      ];
    }),
    20,
  );
  const blocks: KnownBlock[] = [
    header(`Network report — ${d.day}`),
    context(`As reported by each network${d.networks.length ? ` · ${esc(d.networks.join(', '))}` : ''} · revenue in each network's own currency (unlabelled: not reported)`),
  ];
  blocks.push(rows.length ? codeBlocks(table.lines)[0]! : section('_No network reported data for this day._'));
  if (gaps.length) {
    blocks.push(section(`:warning: *Coverage gaps (${gaps.length})*\n${gaps.slice(0, 15).map(gapText).join('\n')}${gaps.length > 15 ? `\n…and ${gaps.length - 15} more` : ''}`));
  } else {
    blocks.push(context(':white_check_mark: Every connected network account delivered its report for this day.'));
  }
  if (rows.some((r) => ['missing_impressions', 'missing_clicks', 'missing_revenue'].some((k) => (num(r[k]) ?? 0) > 0))) {
    blocks.push(context('n/a: a network left that metric out of some rows, so no total is shown (no partial sums).'));
  }
  const text = `Network report for ${d.day}: ${rows.length} networks${gaps.length ? `, ${gaps.length} coverage gaps` : ', full coverage'}`;
  return { text, blocks: fitMessage(blocks), kind: 'answer' };
}
