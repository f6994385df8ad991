// Bidders as a table: bid rate and win rate (percentages as the API reports them), eCPM, revenue,
// with the change of win rate (in points) and eCPM (relative) against the period compared with.
import type { BidderRow } from '../src/api/index.js';
import { context, esc, header, section } from './blocks.js';
import { count, money, pct } from './format.js';
import { fitMessage } from './limits.js';
import { changePct } from './movers.js';
import { buildTable, tableText, type CellValue, type TableColumn } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface BiddersData {
  title: string;
  dates: string;
  /** What the changes compare against: "the day before (Fri 20 Nov 2026)". */
  comparedWith: string;
  tz: string;
  filters: string;
  sort: string;
  rows: BidderRow[];
  /** The same bidders over the period compared with (a bidder missing there is new). */
  previous: BidderRow[];
  /** The calls of at most 31 days the range was read in (src/api/long-range.ts). */
  parts?: number;
  /** Why part of the range or its comparison has no bidder data (it starts on 2026-06-01). */
  dataNote?: string;
}

/** Win-rate change in points and eCPM change in percent; "new" for a bidder absent before. */
function changes(row: BidderRow, before: BidderRow | undefined): [CellValue, CellValue] {
  if (!before) return ['new', 'new'];
  return [row.win_rate - before.win_rate, changePct(row.ecpm, before.ecpm) ?? 'new'];
}

/** A change as the other answers show it: "▲ 1.25 pts", "▼ 3.4%", "±0%". */
const arrow = (digits: number, unit: string) => (n: number) =>
  Math.abs(n) < 0.5 * 10 ** -digits ? `±0${unit}` : `${n > 0 ? '▲' : '▼'} ${Math.abs(n).toFixed(digits)}${unit}`;
const COLUMNS: TableColumn[] = [
  { title: 'bidder' },
  { title: 'bid rate', format: (n) => pct(n) },
  { title: 'win rate', format: (n) => pct(n) },
  { title: 'Δ win rate', format: arrow(2, ' pts') },
  { title: 'eCPM', format: money },
  { title: 'Δ eCPM', format: arrow(1, '%') },
  { title: 'revenue', format: money },
  { title: 'bids', format: count },
  { title: 'impressions', format: count },
];

export function biddersView(d: BiddersData): BotMessage {
  const scope = [d.dates, d.tz, `sorted by ${d.sort.replace('_', ' ')}`, d.filters].filter(Boolean);
  const blocks: KnownBlock[] = [header(d.title), context(scope.map(esc).join(' · '))];
  let first = '';
  if (d.rows.length === 0) {
    blocks.push(section('_No bidder activity in this range._'));
    if (d.dataNote) blocks.push(context(esc(d.dataNote)));
  } else {
    const before = new Map(d.previous.map((r) => [r.name, r]));
    const rows: CellValue[][] = d.rows.map((r) => {
      const [winChange, ecpmChange] = changes(r, before.get(r.name));
      return [r.name, r.bid_rate, r.win_rate, winChange, r.ecpm, ecpmChange, r.revenue, r.bids, r.impressions];
    });
    const table = buildTable({ columns: COLUMNS, rows, caption: scope.join(' · ') });
    first = tableText(COLUMNS, rows);
    blocks.push(...table.blocks);
    const total = d.rows.reduce((s, r) => s + r.revenue, 0);
    blocks.push(
      context(
        `Bid rate = bids / requests; win rate = winning bids / bids. Changes against ${esc(d.comparedWith)}: win rate in percentage points, eCPM in percent. ` +
          `${d.rows.length} bidders, ${money(total)} revenue in total.` +
          (d.parts && d.parts > 1 ? ` Read in ${d.parts} parts of at most 31 days (the API's limit per call): counts and revenue are added, the rates recomputed from the sums.` : '') +
          (d.dataNote ? ` ${esc(d.dataNote)}` : ''),
      ),
    );
  }
  return { text: `${d.title}: ${d.rows.length} bidders${first ? ` — ${first}` : ''}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
