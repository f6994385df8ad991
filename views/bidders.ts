// Bidders as a table: bid rate and win rate (percentages as the API reports them), eCPM, revenue,
// with the change of win rate (in points) and eCPM (relative) against the period compared with.
import type { BidderRow } from '../src/api/index.js';
import { codeBlocks, context, esc, header, section } from './blocks.js';
import { change, changePoints, compact, money, pct } from './format.js';
import { fitMessage } from './limits.js';
import { renderTable } from './table.js';
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
}

/** Win-rate change in points and eCPM change in percent; "new" for a bidder absent before. */
function changes(row: BidderRow, before: BidderRow | undefined): [string, string] {
  if (!before) return ['new', 'new'];
  return [changePoints(row.win_rate, before.win_rate), change(row.ecpm, before.ecpm)];
}

export function biddersView(d: BiddersData): BotMessage {
  const blocks: KnownBlock[] = [
    header(d.title),
    context([d.dates, d.tz, `sorted by ${d.sort.replace('_', ' ')}`, d.filters].filter(Boolean).map(esc).join(' · ')),
  ];
  if (d.rows.length === 0) {
    blocks.push(section('_No bidder activity in this range._'));
  } else {
    const before = new Map(d.previous.map((r) => [r.name, r]));
    const table = renderTable(
      [
        { title: 'bidder', maxWidth: 28 },
        { title: 'bid rate', align: 'right' },
        { title: 'win rate', align: 'right' },
        { title: 'Δ win rate', align: 'right' },
        { title: 'eCPM', align: 'right' },
        { title: 'Δ eCPM', align: 'right' },
        { title: 'revenue', align: 'right' },
        { title: 'bids', align: 'right' },
        { title: 'impr.', align: 'right' },
      ],
      d.rows.map((r) => {
        const [winChange, ecpmChange] = changes(r, before.get(r.name));
        return [r.name, pct(r.bid_rate), pct(r.win_rate), winChange, money(r.ecpm), ecpmChange, money(r.revenue), compact(r.bids), compact(r.impressions)];
      }),
      40,
    );
    blocks.push(...codeBlocks(table.lines));
    const total = d.rows.reduce((s, r) => s + r.revenue, 0);
    blocks.push(
      context(
        `Bid rate = bids / requests; win rate = winning bids / bids. Changes against ${esc(d.comparedWith)}: win rate in percentage points, eCPM in percent. ` +
          `${d.rows.length} bidders, ${money(total)} revenue in total.${table.omittedRows ? ` ${table.omittedRows} more not shown.` : ''}`,
      ),
    );
  }
  return { text: `${d.title}: ${d.rows.length} bidders`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
