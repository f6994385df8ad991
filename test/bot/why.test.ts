// `/adops why`, through real edges: signed slash commands and button presses into the real app,
// the sandbox over HTTP with an injected incident (US loses 40 % of its fill on 2026-11-21), and
// the report function itself for the arithmetic (the parts add up to the change exactly).
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { whyReport } from '../../src/reports/why.js';
import { segmentSplit, shapley, totalEffects } from '../../src/reports/why-math.js';
import { resolveRange } from '../../src/time/resolve.js';
import { explainCommand, type IncidentCard } from '../../views/alert-incident.js';
import { WHY_ACTION } from '../../views/why.js';
import { messageText } from '../jobs/world.js';
import { CHANNEL, SANDBOX_NOW, USER, useHarness, type BotHarness } from '../support/harness.js';

const suite = useHarness();
const INCIDENT = 'drop country=US depth=40% from=2026-11-20T12:00Z hours=48 affects=fill';

async function click(h: BotHarness, actionId: string, value: string): Promise<void> {
  const team = h.stack.standin.teamId;
  const body = new URLSearchParams({
    payload: JSON.stringify({
      type: 'block_actions',
      team: { id: team, domain: 'standin' },
      user: { id: USER, username: 'u', team_id: team },
      api_app_id: 'A0ADOPS',
      token: 'unused',
      trigger_id: `${Date.now()}.t`,
      container: { type: 'message', channel_id: CHANNEL, message_ts: '1.1' },
      channel: { id: CHANNEL, name: 'ops' },
      message: { ts: '1.1', text: 'answer' },
      actions: [{ action_id: actionId, block_id: 'adops_why', type: 'button', value, action_ts: `${Date.now() / 1000}` }],
    }),
  }).toString();
  const res = await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  expect(res.status).toBe(200);
}

/** The value of the first button with `actionId` in an answer's blocks. */
function buttonValue(blocks: unknown[], actionId: string): string | undefined {
  for (const b of blocks as { type: string; elements?: { action_id?: string; value?: string }[] }[]) {
    const e = b.type === 'actions' ? b.elements?.find((x) => x.action_id === actionId) : undefined;
    if (e) return e.value;
  }
  return undefined;
}

/** Waits for a DM whose text contains `needle` (a button's answer comes by DM, after the ack). */
async function dmContaining(h: BotHarness, needle: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const hit = h.calls('chat.postMessage').map(messageText).find((t) => t.includes(needle));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no DM containing "${needle}"`);
}

beforeAll(async () => {
  const res = await request(`${suite.h.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: INCIDENT }), headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(200);
  await res.body.dump();
});

describe('the split (src/reports/why-math.ts)', () => {
  it('gives each factor of a product its Shapley effect, which add up to the change', () => {
    // 100 requests × 50 % fill × $10 → 80 × 50 % × $12: requests −10 × avg, price +2 × avg.
    const e = shapley([100, 0.5, 10], [80, 0.5, 12]);
    expect(e[1]).toBe(0);
    expect(e[0]! + e[2]!).toBeCloseTo(80 * 0.5 * 12 - 100 * 0.5 * 10, 12);
    // Symmetric: requests −20 valued at the mean of the price (11) × fill: −110; price +2 × 90 × 0.5: +90.
    expect(e[0]).toBeCloseTo(-110, 12);
    expect(e[2]).toBeCloseTo(90, 12);
  });

  it('adds up exactly for a segment appearing from nothing, and for a ratio metric', () => {
    const totals = { before: { requests: 1000, impressions: 500, revenue: 5 }, after: { requests: 1100, impressions: 600, revenue: 7 } };
    const seg = { before: { requests: 0, impressions: 0, revenue: 0 }, after: { requests: 100, impressions: 80, revenue: 1.2 } };
    for (const metric of ['revenue', 'ecpm', 'fill_rate', 'impressions'] as const) {
      const s = segmentSplit(metric, seg, totals);
      expect(Object.values(s.effects).reduce((a, b) => a + b, 0), metric).toBeCloseTo(s.change, 12);
    }
    expect(segmentSplit('revenue', seg, totals).change).toBeCloseTo(1.2, 12);
    const t = totalEffects('revenue', totals.before, totals.after);
    expect(t.requests + t.fill + t.ecpm).toBeCloseTo(2, 12);
  });
});

describe('/adops why', () => {
  it('names the country and the fill rate for a country fill drop, in one sentence first', async () => {
    const a = await suite.h.ask('why revenue 2026-11-21');
    expect(a.text.split('\n')[0]).toMatch(/Revenue ▼ [\d.]+% \(-\$[\d,.]+\): country US fill rate ▼ (3\d|4\d)\.\d%/);
    expect(a.text).toContain('the parts add up to the change exactly');
    // One breakdown by country, app, format and OS and one by ad unit and country per period, one by bidder per period.
    expect(suite.h.received('/report/breakdown').length).toBeGreaterThanOrEqual(6);
  });

  it('splits the change into requests, fill and eCPM effects that add up to it exactly, and segments that do too', async () => {
    const api = createApiClient({ baseUrl: suite.h.sandbox.url, apiKey: 'sbx_full' });
    try {
      const range = resolveRange({ kind: 'dates', from: '2026-11-21', to: '2026-11-21' }, { nowMs: Date.parse(SANDBOX_NOW), tz: 'UTC' });
      const r = await whyReport({ metric: 'revenue', range, filters: {} }, { breakdown: (p) => api.breakdown.get(p), bidders: (p) => api.bidders.get(p) });
      const change = r.valueAfter - r.valueBefore;
      const { requests, fill, ecpm } = r.effects!;
      expect(Math.abs(requests + fill + ecpm - change)).toBeLessThan(1e-9 * r.valueBefore);
      expect(Math.abs(fill)).toBeGreaterThan(Math.abs(requests) + Math.abs(ecpm));
      for (const dim of ['country', 'app', 'format', 'os', 'ad_unit'] as const) {
        const segs = r.ranked.filter((c) => c.dimension === dim);
        const sum = segs.reduce((s, c) => s + c.split.change, 0);
        expect(Math.abs(sum - change), dim).toBeLessThan(1e-9 * r.valueBefore);
        for (const c of segs) expect(Math.abs(Object.values(c.split.effects).reduce((a, b) => a + b, 0) - c.split.change)).toBeLessThan(1e-9 * r.valueBefore);
      }
      expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'country', value: 'US', component: 'fill' } });
      // Each segment is judged against its own moves in the 8 earlier week-on-week pairs: 10 days read,
      // by country/app/format/OS, by ad unit, by bidder and the bidders report each.
      expect(r.historyPairs).toBe(8);
      expect(r.apiCalls).toBe(40);
    } finally {
      await api.close();
    }
  });

  it('over several days, says from which UTC day', async () => {
    const a = await suite.h.ask('why revenue 2026-11-15..2026-11-21 tz=UTC');
    expect(a.text.split('\n')[0]).toMatch(/country US fill rate ▼ [\d.]+%, from 20 Nov \(UTC\)/);
  });

  it('says "no single cause" on a day with nothing injected', async () => {
    const a = await suite.h.ask('why revenue 2026-11-10');
    expect(a.text.split('\n')[0]).toContain('no single cause');
  });

  it('answers bad input plainly, with the next step', async () => {
    expect((await suite.h.ask('why revnue yesterday')).text).toContain('did you mean revenue?');
    expect((await suite.h.ask('why revenue 2019-12-01')).text).toMatch(/2020-01-01/);
    expect((await suite.h.ask('why revenue yesterday bidder=bidder_alpha app=com.acmegames.puzzlequest')).text).toContain('cannot narrow a bidder to a app');
  });

  it('says the table’s first row in the sentence', async () => {
    const a = await suite.h.ask('why revenue 2026-11-21');
    const table = (a.blocks as { type: string; rows?: { text: string }[][] }[]).find((b) => b.type === 'table' || b.type === 'data_table')!;
    const firstRow = table.rows![1]![0]!.text;
    expect(firstRow).toBe('country US');
    expect(a.text.split('\n')[0]).toContain(`: ${firstRow} fill rate ▼`);
  });

  it('compares a month with a shorter month per day, and says so', async () => {
    const a = await suite.h.ask('why revenue 2026-10-01..2026-10-31 vs=previous tz=UTC');
    expect(a.text.split('\n')[0]).toMatch(/^Revenue per day [▲▼] [\d.]+% \([+-]\$[\d,.]+ a day\)/);
    expect(a.text).toContain('per day: October had 31 days, September 30');
  }, 60_000);

  it('drills into a bidder: its own components, its days, and what the API cannot tell', async () => {
    await click(suite.h, WHY_ACTION.drill, 'why revenue 2026-11-21 bidder=bidder_alpha');
    const dm = await dmContaining(suite.h, 'Bidder bidder_alpha revenue');
    expect(dm).toMatch(/bid requests [+-]\$[\d,.]+ .* \+ bid rate .* \+ win rate .* \+ eCPM/);
    expect(dm).toContain('breaks a bidder down by no other dimension');
  });

  it('runs why narrowed to a segment from a drill button', async () => {
    const a = await suite.h.ask('why revenue 2026-11-21');
    const value = buttonValue(a.blocks, WHY_ACTION.drill);
    expect(value).toMatch(/^why revenue 2026-11-21 country=US$/);
    await click(suite.h, WHY_ACTION.drill, value!);
    const dm = await dmContaining(suite.h, 'country US');
    expect(dm).toMatch(/Revenue ▼/);
  });

  it('offers Explain on a revenue answer with a notable change, which runs why', async () => {
    const a = await suite.h.ask('revenue 2026-11-21');
    const value = buttonValue(a.blocks, WHY_ACTION.explain);
    expect(value).toBe('why revenue 2026-11-21');
    await click(suite.h, WHY_ACTION.explain, value!);
    await dmContaining(suite.h, 'fill rate ▼');
  });

  it('offers Explain on a metric incident, for its UTC day and segment, which runs why', async () => {
    const card = {
      watchId: 'w1',
      incidentId: 'i1',
      spec: { kind: 'metric_drop', metric: 'revenue', dropPct: 10, period: 'day', filters: {}, anySegment: true },
      since: '2026-11-21',
      latest: { period: '2026-11-21', metric: 'revenue', current: 1, baseline: 2, dropPct: 50, weeks: 6, periods: 1, segment: { dimension: 'device_os', value: 'iOS' } },
      breakdownCommand: 'breakdown',
    } satisfies IncidentCard;
    const command = explainCommand(card);
    expect(command).toBe('why revenue 2026-11-21 tz=UTC os=iOS');
    // An hourly incident: the hours its latest check judged (here 3, across midnight), not a day.
    const hourly = { ...card, spec: { ...card.spec, period: 'hour' as const }, latest: { ...card.latest, period: '2026-11-21T01:00Z', periods: 3 } };
    expect(explainCommand(hourly)).toBe('why revenue 2026-11-20T23:00..2026-11-21T02:00 tz=UTC os=iOS');
    await click(suite.h, WHY_ACTION.explain, command);
    await dmContaining(suite.h, 'iOS');
  });
});
