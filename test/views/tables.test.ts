// Every tabular view with 1, 100 and 10,000 rows, long names, unicode, nulls and negative changes:
// the blocks pass the Slack stand-in's checks (written apart from views/), the cells hold the
// input's own numbers, and what was left out is said. The stand-in refuses what Slack would.
import { networkTotals } from '../../src/reports/network.js';
import { describe, expect, it } from 'vitest';
import type { AuctionRound, BidderRow, BidRow, NetworkRow, Task } from '../../src/api/index.js';
import { checkBlocks, checkMessage } from '../../src/slack-standin/block-kit.js';
import { auctionBidsView, auctionView } from '../../views/auction.js';
import { biddersView } from '../../views/bidders.js';
import { breakdownView } from '../../views/breakdown.js';
import { revenueDigestView } from '../../views/digest-revenue.js';
import type { Movers } from '../../views/movers.js';
import { networkView } from '../../views/network.js';
import { withShareChrome } from '../../views/share.js';
import { buildTable, CELL_MAX, TABLE_LIMITS, tableText } from '../../views/table.js';
import { withoutBlockTypes } from '../../views/fallback.js';
import { taskList } from '../../src/reports/tasks.js';
import { tasksView } from '../../views/tasks.js';
import type { BotMessage } from '../../views/types.js';

const SIZES = [1, 100, 10_000];
const LONG = `Ünïcødé 🚀 ${'very long app name '.repeat(20)}`;
const name = (i: number) => (i % 3 === 0 ? `${LONG}${i}` : i % 3 === 1 ? `東京-${i}` : `app_${i}`);

type Cell = { type: string; text: string; value?: number };
type TableBlock = { type: 'table' | 'data_table'; rows: Cell[][] };

function valid(m: BotMessage): TableBlock | undefined {
  const blocks = withShareChrome(m, { visibility: 'ephemeral', commandText: 'x', shareValue: 'answer:x' });
  expect(checkMessage({ text: m.text, blocks })).toBeUndefined();
  expect(m.text.length).toBeGreaterThan(0);
  const tables = m.blocks.filter((b) => b.type === 'table' || b.type === 'data_table') as unknown as TableBlock[];
  expect(tables.length).toBeLessThanOrEqual(1);
  for (const t of tables) for (const row of t.rows) for (const c of row) expect(c.text.length).toBeGreaterThan(0);
  return tables[0];
}

const numbersIn = (t: TableBlock, col: number) => t.rows.slice(1).map((r) => r[col]!.value ?? null);

describe('the table builder', () => {
  it('a short result is a table, a long one a sortable data_table, within every limit', () => {
    for (const n of SIZES) {
      const rows = Array.from({ length: n }, (_, i) => [name(i), i % 7 === 0 ? null : -i * 1.25, i]);
      const built = buildTable({ columns: [{ title: 'app' }, { title: 'change', format: (x) => `${x}` }, { title: 'n', format: String }], rows, caption: 'last 7 days · UTC · country=US' });
      const block = built.blocks[0] as unknown as TableBlock;
      expect(block.type).toBe(n === 1 ? 'table' : 'data_table');
      expect(checkBlocks(built.blocks, 'message')).toBeUndefined();
      expect(block.rows.length - 1).toBe(built.shownRows);
      expect(built.shownRows).toBeLessThanOrEqual(TABLE_LIMITS.dataTableRows);
      expect(block.rows.flat().every((c) => c.text.length <= CELL_MAX)).toBe(true);
      // Numbers are the input's own (null shown as —), never re-parsed from formatted text.
      expect(numbersIn(block, 1)).toEqual(rows.slice(0, built.shownRows).map((r) => r[1]));
      if (n > built.shownRows) expect(built.note).toBe(`Showing ${built.shownRows} of ${n.toLocaleString('en-US')} rows.`);
    }
  });
});

describe('views with 1, 100 and 10,000 rows', () => {
  it('breakdown', () => {
    for (const n of SIZES) {
      const rows = Array.from({ length: n }, (_, i) => ({ dimensions: { app: name(i), country: i % 5 ? 'US' : '' }, metrics: { revenue: 1000 - i * 0.37, ecpm: i % 4 ? 3.2 : -0.5 } }));
      const { message, partial } = breakdownView({ title: LONG, dates: 'd', tz: 'Asia/Tokyo', dimensions: ['app', 'country'], metrics: ['revenue', 'ecpm', 'arpdau'], derived: ['arpdau'], rows, filters: '', calendarBuckets: false, bidderRequests: false });
      const t = valid(message)!;
      expect(numbersIn(t, 2)).toEqual(rows.slice(0, t.rows.length - 1).map((r) => r.metrics.revenue));
      expect(t.rows[1]!.find((c, i) => i === 4)!.text).toBe('—');
      expect(partial).toBe(n > t.rows.length - 1);
    }
  });

  it('bidders, with negative changes and bidders new since the comparison', () => {
    for (const n of SIZES) {
      const rows: BidderRow[] = Array.from({ length: n }, (_, i) => ({ name: name(i), requests: 1000, bids: 900 - i, bid_rate: 0.9, impressions: 100, win_rate: 0.1 + (i % 10) / 100, revenue: 500 - i, ecpm: 2.5 }));
      const previous = rows.filter((_, i) => i % 2).map((r) => ({ ...r, win_rate: r.win_rate + 0.05, ecpm: 3 }));
      const t = valid(biddersView({ title: 'Bidders', dates: 'd', comparedWith: 'the week before', tz: 'UTC', filters: '', sort: 'revenue', rows, previous }))!;
      expect(numbersIn(t, 6)).toEqual(rows.slice(0, t.rows.length - 1).map((r) => r.revenue));
      if (n > 1) expect(t.rows[2]![3]!.value!).toBeLessThan(0);
      expect(t.rows[1]![3]!.text).toBe('new');
    }
  });

  it('network, amounts in their own currency, nulls kept apart', () => {
    for (const n of SIZES) {
      const rows = Array.from({ length: n }, (_, i) => ({ provider: name(i), provider_account_id: `a${i}`, currency: i % 4 ? 'EUR' : null, revenue: i % 9 ? i * 1.5 : null, impressions: i, ecpm: null, missing_revenue: i % 9 ? 0 : 2 })) as unknown as NetworkRow[];
      const t = valid(networkView({ title: 'Network', dates: 'd', requestedDays: { start: '2026-11-01', end: '2026-11-07' }, fields: ['provider', 'provider_account_id', 'currency', 'revenue', 'impressions', 'ecpm'], rows, totals: networkTotals(rows), coverage: [], restarts: 0, filters: [] }))!;
      const revenueCol = t.rows[0]!.findIndex((c) => c.text === 'revenue');
      expect(numbersIn(t, revenueCol)).toEqual(rows.slice(0, t.rows.length - 1).map((r) => r.revenue as number | null));
    }
  });

  it('auction bids and one auction', () => {
    for (const n of SIZES) {
      const bids = Array.from({ length: n }, (_, i) => ({ auction_id: `auc_${i}`, bidder: name(i), price_cpm: i % 3 ? i / 10 : null, is_winner: i % 5 === 0, status: 'bid', event_time: '2026-11-20T10:00:00Z', round_number: 1, effective_floor: 0.5 })) as unknown as BidRow[];
      const t = valid(auctionBidsView({ title: 'Bids', dates: 'd', tz: 'Europe/Paris', bids, limit: 10_000 }))!;
      expect(numbersIn(t, 4)).toEqual(bids.slice(0, t.rows.length - 1).map((b) => b.price_cpm ?? null));
      const rounds = [{ auction_id: 'a', round_number: 1, has_winner: true, winner_bidder: LONG, winner_price_cpm: 1.5 }] as unknown as AuctionRound[];
      valid(auctionView({ auctionId: 'a', rounds, bids, tz: 'UTC' }));
    }
  });

  it('tasks', () => {
    for (const n of SIZES) {
      const tasks = Array.from({ length: n }, (_, i) => ({
        id: `t${i}`, name: name(i), prompt: LONG, cron_expression: '0 9 * * *', timezone: 'Australia/Sydney', schedule_description: LONG, enabled: i % 2 === 0,
        creation_origin: 'web_app', notification_recipient_mode: 'just_me', notification_recipient_user_ids: [], next_run_at: '2026-11-23T08:00:00Z', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
      })) as unknown as Task[];
      valid(tasksView(taskList(tasks), 'Asia/Tokyo', Date.parse('2026-11-22T09:00:00Z')));
    }
  });

  it('the revenue digest: one movers table over every dimension in the thread', () => {
    for (const n of SIZES) {
      const movers: Movers[] = ['country', 'os', 'app'].map((dimension) => ({
        dimension,
        rows: Array.from({ length: n }, (_, i) => ({ key: i % 11 ? name(i) : '', now: 100 - i, before: 100 + i, volume: -i, price: -i })),
      }));
      const summary = { revenue: 1, total_impressions: 1, ecpm: 1, fill_rate: 1, total_requests: 1, total_users: 1 } as never;
      const { message, thread } = revenueDigestView({ kind: 'daily', timezone: 'UTC', current: { label: 'Sun', summary }, comparisons: [{ label: 'Sat', summary }], provisional: false, filters: '', movers });
      valid(message);
      const t = valid(thread)!;
      expect(t.rows[0]![0]!.text).toBe('dimension');
      expect(t.rows[1]![4]!.value).toBe(0);
      if (n > 1) expect(t.rows[2]![4]!.value).toBe(-2);
    }
  });
});

describe('the stand-in refuses what Slack refuses', () => {
  const raw = (text: string) => ({ type: 'raw_text', text });
  const table = (rows: unknown[][]) => ({ type: 'table', rows });
  const dv = (chart: object, title = 'Revenue') => ({ type: 'data_visualization', title, chart });
  const series = (k: number, labels: string[]) => Array.from({ length: k }, (_, i) => ({ name: `s${i}`, data: labels.map((label) => ({ label, value: 1 })) }));
  const line = (labels: string[], k = 1) => ({ type: 'line', series: series(k, labels), axis_config: { categories: labels } });
  const refused = (blocks: unknown[]) => expect(checkBlocks(blocks, 'message')?.error).toBe('invalid_blocks');

  it('tables: empty cells, too many rows or cells, two tables, a one-row data_table, over 10,000 characters', () => {
    refused([table([[raw('a')], [raw('')]])]);
    refused([table(Array.from({ length: 101 }, () => [raw('a')]))]);
    refused([table([Array.from({ length: 21 }, () => raw('a'))])]);
    refused([table([[raw('a')]]), table([[raw('b')]])]);
    refused([{ type: 'data_table', caption: 'c', rows: [[raw('a')]] }]);
    refused([{ type: 'data_table', rows: [[raw('a')], [raw('b')]] }]);
    refused([table(Array.from({ length: 50 }, () => [raw('x'.repeat(250))]))]);
    refused([table([[{ type: 'raw_number', value: Number.NaN, text: '1' }]])]);
    expect(checkBlocks([table([[raw('a')], [{ type: 'raw_number', value: -1, text: '-$1.00' }]])], 'message')).toBeUndefined();
  });

  it('charts: over 20 categories, 6 series or 50-character titles, labels off the categories, three charts', () => {
    const labels = (k: number) => Array.from({ length: k }, (_, i) => `d${i}`);
    expect(checkBlocks([dv(line(labels(20), 6))], 'message')).toBeUndefined();
    refused([dv(line(labels(21)))]);
    refused([dv(line(labels(5), 7))]);
    refused([dv(line(labels(5)), 'x'.repeat(51))]);
    refused([dv({ ...line(labels(3)), axis_config: { categories: ['a', 'b', 'c'] } })]);
    refused([dv({ type: 'pie', segments: Array.from({ length: 7 }, (_, i) => ({ label: `p${i}`, value: 1 })) })]);
    refused([dv(line(labels(3))), dv(line(labels(3))), dv(line(labels(3)))]);
  });
});

describe('API text in cells', () => {
  const HOSTILE = 'A&B <!channel> <@U0ADMIN>';
  const built = buildTable({ columns: [{ title: 'app' }, { title: 'revenue', format: (n) => `$${n}` }], rows: [[HOSTILE, 5]], caption: 'c' });
  const cells = (built.blocks[0] as unknown as TableBlock).rows[1]!;

  it('a cell’s text is escaped once; the text fallback takes the words unescaped (fallbackText escapes it)', () => {
    expect(cells[0]).toEqual({ type: 'raw_text', text: 'A&amp;B &lt;!channel&gt; &lt;@U0ADMIN&gt;' });
    expect(cells[1]).toMatchObject({ type: 'raw_number', value: 5 });
    expect(tableText([{ title: 'app' }], [[HOSTILE]])).toBe(`app ${HOSTILE}`);
  });

  it('a table refused by an older Slack becomes a code block showing the words escaped once', () => {
    const plain = JSON.stringify(withoutBlockTypes({ blocks: built.blocks }, new Set(['table'])).blocks);
    expect(plain).toContain('A&amp;B &lt;!channel&gt; &lt;@U0ADMIN&gt;');
    expect(plain).not.toContain('&amp;amp;');
    expect(plain).not.toContain('&amp;lt;');
    expect(plain).not.toContain('<!channel>');
  });
});
