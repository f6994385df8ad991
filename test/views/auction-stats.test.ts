// The auction aggregate view with 1, 100 and 10,000 bidders, reasons and rounds, long names,
// unknown codes and a period the API cut short: the blocks pass the Slack stand-in's checks,
// the bidder cells hold the figures given, and what cannot be compared is said, not shown.
import { describe, expect, it } from 'vitest';
import type { AuctionFigures, BidderCalls } from '../../views/auction-stats.js';
import { bidderCalls, percentile } from '../../src/reports/auction.js';
import type { BidRow, RoundMetric } from '../../src/api/index.js';
import { checkMessage } from '../../src/slack-standin/block-kit.js';
import { auctionMetricView, auctionStatsView, type AuctionStatsData } from '../../views/auction-stats.js';
import { withShareChrome } from '../../views/share.js';
import type { BotMessage } from '../../views/types.js';

const LONG = `Ünïcødé 🚀 ${'very long bidder name '.repeat(20)}`;

function figures(n: number, scale = 1): AuctionFigures {
  return {
    auctions: 1000 * scale,
    filled: 900 * scale,
    fillRate: 90,
    calls: { bid: 600 * scale, no_bid: 300 * scale, timeout: 60 * scale, error: 40 * scale },
    statuses: new Map([['won', 900 * scale]]),
    reasons: new Map(Array.from({ length: n }, (_, i) => [i === 0 ? 101 : 1000 + i, (n - i) * scale] as [number, number])),
    durations: Array.from({ length: n }, (_, i) => ({ round: i + 1, rounds: 10 * scale, p50: 300, p95: 1000 })),
  };
}

const bidders = (n: number): BidderCalls[] =>
  Array.from({ length: n }, (_, i) => ({ bidder: i % 2 ? `${LONG}${i}` : `bidder_${i}`, calls: 100 + i, bids: 50, wins: 10, noBids: 30, timeouts: 15, errors: 5, p50: 200, p95: null }));

function data(n: number, capped = { now: false, before: false }): AuctionStatsData {
  return {
    title: 'Auctions — yesterday',
    dates: 'Sat 21 Nov 2026',
    comparedWith: 'the same weekday last week (Sat 14 Nov 2026)',
    tz: 'America/New_York',
    filters: 'country US',
    now: figures(n),
    before: figures(n, 2),
    bidders: bidders(n),
    biddersBefore: bidders(n).slice(1),
    bidRows: { now: 50_000, before: 50_000, whole: false, wholeBefore: false, oldest: 'Sat 21 Nov 15:27' },
    sampleRate: '1/1000',
    capped,
  };
}

function valid(m: BotMessage): void {
  const blocks = withShareChrome(m, { visibility: 'ephemeral', commandText: 'auction yesterday', shareValue: 'answer:x' });
  expect(checkMessage({ text: m.text, blocks })).toBeUndefined();
  expect(m.blocks.filter((b) => b.type === 'table' || b.type === 'data_table').length).toBeLessThanOrEqual(1);
}

describe('auctionStatsView', () => {
  it('stays within Slack’s limits at any size, with the figures as given', () => {
    for (const n of [1, 100, 10_000]) {
      const m = auctionStatsView(data(n));
      valid(m);
      const json = JSON.stringify(m.blocks);
      expect(json).toContain('no answer in time');
      expect(json).toContain('Timeouts · errors');
      expect(json).toContain('newest 50,000 bidder calls');
      // The first bidder's figures, as raw numbers in its row.
      const table = m.blocks.find((b) => b.type === 'table' || b.type === 'data_table') as unknown as { rows: { value?: number }[][] };
      expect(table.rows[1]!.slice(1, 7).map((c) => c.value)).toEqual([100, 50, 10, 30, 15, 5]);
    }
    expect(JSON.stringify(auctionStatsView(data(2)).blocks)).toContain('no bid (code 1001)');
  });

  it('leaves changes out, and says why, when the API aggregated only part of a period', () => {
    const m = auctionStatsView(data(3, { now: false, before: true }));
    valid(m);
    const json = JSON.stringify(m.blocks);
    expect(json).toContain('aggregated only part of the period compared with');
    expect(json).not.toMatch(/[▲▼]/);
  });

  it('says when there were no auctions', () => {
    const d = data(1);
    const m = auctionStatsView({ ...d, now: { ...d.now, auctions: 0, filled: 0, fillRate: null } });
    expect(m.text).toContain('no auctions');
  });

  it('one metric: keys in words, the count before beside it', () => {
    const row = (key: string, nonbid?: number, count = 5): RoundMetric => ({ metric: 'nonbid_reason', key, round_number: 1, count, avg_duration_ms: 1.5, p50_duration_ms: 1, p95_duration_ms: 2, max_duration_ms: 3, nonbid_reason: nonbid });
    const m = auctionMetricView({ title: 't', scope: 's', comparedWith: 'c', metric: 'nonbid_reason', now: [row('301', 301), row('0', 0)], before: [row('301', 301, 9)] });
    valid(m);
    expect(m.text).toContain('bid rejected: below the floor');
    expect(m.text).toContain('passed (no bid)');
  });
});

describe('bidder calls from bid rows', () => {
  it('counts bids, no-bids, timeouts and errors apart, with nearest-rank latency percentiles', () => {
    const rows = [
      { bidder: 'a', status: 'won', price_cpm: 2, is_winner: true, latency_ms: 100 },
      { bidder: 'a', status: 'rejected', price_cpm: 0.1, nonbid_reason: 301, rejection_reason: 'below_floor', latency_ms: 200 },
      { bidder: 'a', status: 'no_bid', nonbid_reason: 0, latency_ms: 300 },
      { bidder: 'a', status: 'timeout', nonbid_reason: 101, error_type: 'timeout', latency_ms: 1200 },
      { bidder: 'b', status: 'error', nonbid_reason: 100, error_type: 'http_5xx', http_status: 502, latency_ms: 50 },
    ] as unknown as BidRow[];
    const [b, a] = bidderCalls(rows).sort((x, y) => (x.bidder < y.bidder ? 1 : -1));
    expect(a).toEqual({ bidder: 'a', calls: 4, bids: 2, wins: 1, noBids: 1, timeouts: 1, errors: 0, p50: 200, p95: 1200 });
    expect(b).toMatchObject({ calls: 1, errors: 1, timeouts: 0 });
    expect(percentile([], 50)).toBeNull();
  });
});
