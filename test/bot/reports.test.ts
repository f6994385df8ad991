// revenue, breakdown, bidders and abtest through the real pipeline: what the user reads, and
// what reached the API (sandbox.ctx.faults.received). Revenue comparisons: revenue-compare.test.ts;
// breakdown time labels and derived metrics: breakdown-buckets.test.ts.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';

const t = useHarness();

type Cell = { type: string; text: string; value?: number };
/** The answer's one table (table or data_table block): header texts and data rows. */
function tableOf(blocks: unknown[]): { type: string; header: string[]; rows: Cell[][] } {
  const b = blocks.find((x) => ['table', 'data_table'].includes((x as { type: string }).type)) as { type: string; rows: Cell[][] };
  return { type: b.type, header: b.rows[0]!.map((c) => c.text), rows: b.rows.slice(1) };
}

describe('revenue', () => {
  it('summarises yesterday in the user’s timezone against the same weekday last week and the day before, labelled own-source, with a chart', async () => {
    const a = await t.h.ask('revenue yesterday', { userId: 'U0PARIS01' });
    expect(a.text).toContain('Revenue — yesterday vs the same weekday last week');
    expect(a.text).toContain('Sat 21 Nov 2026');
    expect(a.text).toContain('Europe/Paris');
    expect(a.text).toContain('vs Sat 14 Nov 2026 (the same weekday last week) and Fri 20 Nov 2026 (the day before)');
    for (const label of ['Revenue (own source)', 'Impressions', 'Requests', 'Fill rate', 'eCPM', 'Clicks', 'CTR', 'Users', 'ARPDAU', 'Impressions per user']) expect(a.text).toContain(label);
    expect(a.text).toMatch(/[▲▼±]/);
    expect(a.text).toContain('Own source only');
    expect(a.text).toContain('[chart:');
    expect(a.text).toContain('Chart buckets are Europe/Paris hours.');
    expect(t.h.received('/report/dashboard')).toHaveLength(3);
    expect(t.h.received('/report/breakdown')).toHaveLength(0);
  });

  it('labels revenue provisional when mediation sources are included', async () => {
    const a = await t.h.ask('revenue last 7d source=all');
    expect(a.text).toContain('Revenue (provisional)');
    expect(a.text).toContain('can undercount');
    expect(a.text).toContain('By source');
    expect(a.text).toContain('med_x');
  });

  it('adds top movers from a breakdown of both periods when a dimension is given', async () => {
    const a = await t.h.ask('revenue by country last 7d os=ios');
    expect(a.text).toContain('Top movers by country');
    expect(a.text).toMatch(/US\s+\$[\d,.]+/);
    expect(a.text).toContain('iOS');
    expect(t.h.received('/report/breakdown')).toHaveLength(2);
    expect(t.h.received('/report/dashboard')).toHaveLength(2);
  });

  it('movers by an ad unit use its label; bidder is not a mover dimension and is refused before any call', async () => {
    const a = await t.h.ask('revenue by ad_unit yesterday');
    expect(a.text).toContain('Top movers by ad unit');
    expect(t.h.received('/report/breakdown')).toHaveLength(2);
    t.h.sandbox.ctx.faults.clear();
    const refused = await t.h.ask('revenue by bidder yesterday');
    expect(refused.text).toContain('"bidder" is not one): country, os, app, ad_unit, format');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('refuses a range it cannot serve before calling the API: over a year of 31-day parts, for bidders and revenue alike', async () => {
    // Both read up to 12 parts of 31 days (docs/reports.md).
    const a = await t.h.ask('bidders last 400d');
    expect(a.text).toContain('that range covers 400 days; I read at most 372');
    expect(a.text).not.toContain('reference');
    const b = await t.h.ask('revenue last 400d');
    expect(b.text).toContain('that range covers 400 days; I read at most 372');
    expect(b.text).not.toContain('reference');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('breakdown', () => {
  it('shows a native table, numbers as the API gave them, biggest first', async () => {
    const a = await t.h.ask('breakdown by=country metrics=revenue,ecpm last 7d top=5');
    expect(a.text).toContain('Breakdown by country — last 7 days');
    expect(a.text).toContain('top 5');
    const table = tableOf(a.blocks);
    expect(table.type).toBe('table');
    expect(table.header).toEqual(['country', 'Revenue', 'eCPM']);
    expect(table.rows).toHaveLength(5);
    expect(table.rows.every((r) => r[1]!.type === 'raw_number' && r[1]!.text.startsWith('$'))).toBe(true);
    const revenues = table.rows.map((r) => r[1]!.value!);
    expect([...revenues].sort((x, y) => y - x)).toEqual(revenues);
    expect(JSON.stringify(a.blocks)).not.toContain('```');
    expect(t.h.received('/report/breakdown')).toHaveLength(1);
  });

  it('passes the user’s timezone for calendar buckets and says so', async () => {
    const a = await t.h.ask('breakdown by=day metrics=revenue,impressions last 7d', { userId: 'U0TOKYO01' });
    expect(a.text).toContain('calendar buckets in Asia/Tokyo');
    expect(a.text).toMatch(/2026-11-15/);
  });

  it('uploads the whole result as CSV to the user’s DM when it is large', async () => {
    const before = t.h.stack.standin.state.calls.length;
    const a = await t.h.ask('breakdown by=day,country,format metrics=revenue last 7d');
    expect(a.text).toMatch(/Showing \d+ of [\d,]+ rows/);
    expect(tableOf(a.blocks).type).toBe('data_table');
    expect(a.text).toContain('as CSV');
    expect(a.text).toContain('your DM with the bot');
    const calls = t.h.stack.standin.state.calls.slice(before);
    expect(calls.map((c) => c.method)).toEqual(expect.arrayContaining(['conversations.open', 'files.getUploadURLExternal', 'files.completeUploadExternal']));
    const complete = calls.find((c) => c.method === 'files.completeUploadExternal')!;
    expect(complete.ok).toBe(true);
    expect(complete.args.channel_id).toBe('D0LOCAL01');
    const file = [...t.h.stack.standin.state.files.values()].find((f) => f.channelId === 'D0LOCAL01' && f.filename.startsWith('breakdown-'))!;
    const lines = file.bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('day,country,format,revenue');
    expect(lines.length).toBeGreaterThan(tableOf(a.blocks).rows.length + 1);
    expect(file.filename).toMatch(/^breakdown-day-country-format-.*America_New_York\.csv$/);
  });

  it('answers a bad metric with the breakdown usage, sending nothing', async () => {
    const a = await t.h.ask('breakdown by=country metrics=profit');
    expect(a.text).toContain('unknown metric "profit"');
    expect(a.text).toContain('/adops breakdown by=<dims>');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('refuses the bidder dimension before 2026-06-01 without calling the API', async () => {
    const a = await t.h.ask('breakdown by=bidder metrics=revenue 2026-05-01..2026-05-07');
    expect(a.text).toContain('Nothing was sent');
    expect(a.text).toContain('2026-06-01');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('bidders', () => {
  it('lists bid rate, win rate, eCPM and revenue per bidder, sorted by revenue', async () => {
    const a = await t.h.ask('bidders yesterday');
    expect(a.text).toContain('Bidders — yesterday');
    const table = tableOf(a.blocks);
    expect(table.header).toEqual(['bidder', 'bid rate', 'win rate', 'Δ win rate', 'eCPM', 'Δ eCPM', 'revenue', 'bids', 'impressions']);
    expect(table.rows.length).toBeGreaterThanOrEqual(3);
    expect(table.rows.every((r) => r[0]!.text.startsWith('bidder_'))).toBe(true);
    const revenues = table.rows.map((r) => r[6]!.value!);
    expect([...revenues].sort((x, y) => y - x)).toEqual(revenues);
    expect(a.text).toMatch(/\d+\.\d%/);
    expect(a.text).toContain('win rate = winning bids / bids');
    // The range and the same weekday last week, for the Δ win rate and Δ eCPM columns.
    expect(t.h.received('/report/bidders')).toHaveLength(2);
  });
});

describe('abtest', () => {
  it('explains the status, lift with its interval, p-values, users vs required_n, UTC only', async () => {
    const a = await t.h.ask('abtest abt_demo_achieved');
    expect(a.text).toContain('A/B test abt_demo_achieved');
    expect(a.text).toContain('achieved — conclusive: both groups reached required_n');
    expect(a.text).toMatch(/Revenue lift \(estimate\): [+−]\d+\.\d\d% \(95% CI [+−]\d+\.\d\d% to [+−]\d+\.\d\d%\)/);
    expect(a.text).toContain('p-value');
    expect(a.text).toMatch(/Users per group: control [\d,]+ · test [\d,]+ · required_n [\d,]+/);
    expect(a.text).toContain('UTC only');
    expect(a.text).toContain('control');
    expect(a.text).toContain('[chart:');
  });

  it('says an invalidated test must not be used and why the split is off', async () => {
    const a = await t.h.ask('abtest abt_demo_invalidated last 30d');
    expect(a.text).toContain('Do not use these results');
    expect(a.text).toContain('sample ratio mismatch');
  });

  it('turns an unknown id into a plain not-found message', async () => {
    const a = await t.h.ask('abtest abt_nope');
    expect(a.text).toContain('found nothing with that id');
    expect(a.text).toContain('abt_demo_achieved');
  });
});
