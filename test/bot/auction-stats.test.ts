// `auction [stats] <range>`: why auctions did not fill over a period, through the real pipeline
// against the sandbox — the figures equal the API's own aggregates for the same period, reasons
// are in words, timeouts and errors are apart, the comparison is like for like, and bad input is
// answered before anything is sent.
import { describe, expect, it } from 'vitest';
import type { RoundMetric } from '../../src/api/index.js';
import { count, pct } from '../../views/format.js';
import { toAnswer, USER } from '../support/harness.js';
import { shareValueOf } from '../support/interactions.js';
import { span, useReportHarness } from './report-harness.js';

const t = useReportHarness();

/** The distinct [start_time, end_time] windows the API was asked for under `prefix`, latest first. */
function windows(prefix: string): [number, number][] {
  const seen = new Set(t.requests.list(prefix).map((u) => `${u.searchParams.get('start_time')}|${u.searchParams.get('end_time')}`));
  return [...seen].map((s) => s.split('|').map(Number) as [number, number]).sort((a, b) => b[0] - a[0]);
}

const sum = (rows: RoundMetric[], keep: (r: RoundMetric) => boolean = () => true) => rows.filter(keep).reduce((s, r) => s + (r.count ?? 0), 0);

describe('auction stats', () => {
  it('shows the API’s own figures for the period: auctions, fill, timeouts and errors apart, reasons in words', async () => {
    const a = await t.h.ask('auction yesterday');
    expect(a.text).toContain('Auctions — yesterday');
    const yesterday = span('2026-11-21T00:00', '2026-11-22T00:00');
    expect(windows('/auction/rounds')[0]).toEqual([yesterday.start_time, yesterday.end_time]);

    const read = (metric: string) => t.api.auctions.rounds({ ...yesterday, metric, limit: 10_000 }).then((r) => r.metrics);
    const [duration, winner, status] = await Promise.all([read('duration'), read('winner'), read('bid_status')]);
    const auctions = sum(duration, (r) => r.round_number === 1);
    const filled = sum(winner);
    expect(auctions).toBeGreaterThan(100);
    expect(a.text).toContain(`Auctions: ${count(auctions)}`);
    expect(a.text).toContain(`${count(filled)} · fill ${pct((filled / auctions) * 100)}`);
    const timeouts = sum(status, (r) => r.status === 'timeout');
    const errors = sum(status, (r) => r.status === 'error');
    expect(timeouts).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
    expect(a.text).toMatch(new RegExp(`Timeouts · errors: ${count(timeouts)} \\([^)]*\\) · ${count(errors)} \\(`));

    // Reasons in words, never bare codes; a timeout is not a no-bid.
    for (const words of ['passed (no bid)', 'no answer in time', 'bidder error', 'bid rejected: below the floor']) expect(a.text).toContain(words);
    expect(a.text).not.toMatch(/code \d+/);
    // Per bidder, with timeouts and errors in columns of their own and latency percentiles.
    expect(a.text).toMatch(/timeouts\s+errors\s+timeout\+error %/);
    expect(a.text).toContain('p95 ms');
    expect(a.text).toContain('bidder_');
    expect(a.text).toContain('not a no-bid');
    // Every call of the day, read page by page: the bidders' calls add up to the API's aggregate.
    expect(a.text).toContain('every bidder call of the period');
    expect(t.requests.list('/auction/bids').length).toBeGreaterThan(2);
    const table = (a.blocks as { type: string; rows?: { value?: number }[][] }[]).find((b) => b.type === 'table' || b.type === 'data_table')!;
    const bidderCalls = table.rows!.slice(1).reduce((s, r) => s + r[1]!.value!, 0);
    expect(bidderCalls).toBe(sum(status));
    const bidderTimeouts = table.rows!.slice(1).reduce((s, r) => s + r[5]!.value!, 0);
    expect(bidderTimeouts).toBe(timeouts);
    expect(shareValueOf(a.blocks)).toBeDefined();
  });

  it('compares like for like: the same span shifted back, read with the same filters', async () => {
    await t.h.ask('auction stats yesterday country=US');
    const [now, before] = windows('/auction/rounds');
    expect(now![1] - now![0]).toBe(before![1] - before![0]);
    // A single day compares with the same weekday a week earlier (src/time/compare.ts).
    expect(now![0] - before![0]).toBe(7 * 86_400);
    for (const u of [...t.requests.list('/auction/rounds'), ...t.requests.list('/auction/bids')]) expect(u.searchParams.get('country')).toBe('US');
    // Bid rows are read page by page back from each period's end: every page starts where its period does.
    expect(new Set(windows('/auction/bids').map(([start]) => start))).toEqual(new Set([now![0], before![0]]));

    t.requests.clear();
    // Today so far (09:00 UTC = 04:00 in New York): its complete hours against the same hours.
    const a = await t.h.ask('auction stats today vs=previous');
    expect(a.text).toContain('so far');
    const [today, dayBefore] = windows('/auction/rounds');
    expect(today![1] - today![0]).toBe(dayBefore![1] - dayBefore![0]);
    expect(today![0] - dayBefore![0]).toBe(86_400);
    expect(today![1] + 1).toBe(Date.parse('2026-11-22T09:00:00Z') / 1000);
  });

  it('compares a week with the week before, narrowed by app and country', async () => {
    const a = await t.h.ask('auction stats last 7d app=com.acmegames.puzzlequest country=US');
    expect(a.text).toContain('the previous 7 days');
    expect(a.text).toContain('app com.acmegames.puzzlequest · country US');
    expect(a.text).not.toContain('aggregated only part');
    expect(a.text).toMatch(/Auctions: [\d,]+ \((▲|▼|±)/);
  });

  it('shows one aggregate as the API gives it, keys in words', async () => {
    const a = await t.h.ask('auction stats yesterday metric=nonbid_reason');
    expect(a.text).toContain('Auctions — nonbid_reason — yesterday');
    expect(a.text).toContain('no answer in time');
    expect(a.text).toContain('bid rejected: below the floor');
    expect(t.requests.list('/auction/rounds').every((u) => u.searchParams.get('metric') === 'nonbid_reason')).toBe(true);
    expect(t.requests.list('/auction/bids')).toHaveLength(0);
  });

  it('answers bad input plainly and sends nothing', async () => {
    const unknown = await t.h.ask('auction stats yesterday metric=speed');
    expect(unknown.text).toContain('"speed" is not an auction metric');
    expect(unknown.text).toContain('duration, bid_status, nonbid_reason');
    const long = await t.h.ask('auction stats last 60d');
    expect(long.text).toContain('at most 31');
    const early = await t.h.ask('auction stats 2019-12-01..2019-12-05');
    expect(early.text).toContain('2020-01-01');
    const vs = await t.h.ask('auction stats yesterday vs=decade');
    expect(vs.text).toContain('vs= takes previous, week, year');
    expect(t.requests.list('/auction')).toHaveLength(0);
  });

  it('shares the answer that was shown, without asking the API again', async () => {
    const a = await t.h.ask('auction stats yesterday os=ios', { channelId: 'C0SHARE01' });
    const calls = t.requests.list('/auction').length;
    const click = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value: shareValueOf(a.blocks)! }, { userId: USER, channelId: 'C0SHARE01' });
    const [shared] = await click.waitForResponses(1);
    const answer = toAnswer(shared!);
    expect(answer.post.body.response_type).toBe('in_channel');
    expect(answer.text).toContain('Auctions — yesterday');
    expect(answer.text).toContain('iOS');
    expect(t.requests.list('/auction')).toHaveLength(calls);
  });

  it('keeps the other forms: one auction by id, recent bids', async () => {
    expect((await t.h.ask('auction auc_demo_0001')).text).toContain('Auction auc_demo_0001');
    expect((await t.h.ask('auction bids yesterday limit=5')).text).toContain('Per bidder');
  });
});
