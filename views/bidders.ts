// Bidders as a table: bid rate and win rate (percentages as the API reports them), eCPM, revenue.
import type { BidderRow } from '../src/api/index.js';
import { codeBlocks, context, esc, header, section } from './blocks.js';
import { compact, money, pct } from './format.js';
import { fitMessage } from './limits.js';
import { renderTable } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface BiddersData {
  title: string;
  dates: string;
  tz: string;
  filters: string;
  sort: string;
  rows: BidderRow[];
}

export function biddersView(d: BiddersData): BotMessage {
  const blocks: KnownBlock[] = [
    header(d.title),
    context([d.dates, d.tz, `sorted by ${d.sort.replace('_', ' ')}`, d.filters].filter(Boolean).map(esc).join(' · ')),
  ];
  if (d.rows.length === 0) {
    blocks.push(section('_No bidder activity in this range._'));
  } else {
    const table = renderTable(
      [
        { title: 'bidder', maxWidth: 28 },
        { title: 'bid rate', align: 'right' },
        { title: 'win rate', align: 'right' },
        { title: 'eCPM', align: 'right' },
        { title: 'revenue', align: 'right' },
        { title: 'bids', align: 'right' },
        { title: 'impr.', align: 'right' },
      ],
      d.rows.map((r) => [r.name, pct(r.bid_rate), pct(r.win_rate), money(r.ecpm), money(r.revenue), compact(r.bids), compact(r.impressions)]),
      40,
    );
    blocks.push(...codeBlocks(table.lines));
    const total = d.rows.reduce((s, r) => s + r.revenue, 0);
    blocks.push(context(`Bid rate = bids / requests; win rate = impressions won / bids. ${d.rows.length} bidders, ${money(total)} revenue in total.${table.omittedRows ? ` ${table.omittedRows} more not shown.` : ''}`));
  }
  return { text: `${d.title}: ${d.rows.length} bidders`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
