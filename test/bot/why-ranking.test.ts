// The judgement of `/adops why` on data it was not set on: the bench's hierarchical cube
// (bench/why-cube.ts), served over real HTTP in the API's shape and read by the real report
// function. Each segment is judged against its own history: a small country's extraordinary fill
// drop is named over the biggest country's ordinary move of more dollars; a bidder is named by its
// own component (win rate, eCPM); the sentence always names the table's first row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { whyReport, type WhyReport } from '../../src/reports/why.js';
import { rank, type Candidate } from '../../src/reports/why-segments.js';
import { resolveRange } from '../../src/time/resolve.js';
import { whySentence } from '../../views/why.js';
import { makeCube, START_MS, type Cause } from '../../bench/why-cube.js';
import { serveCube } from '../../bench/why-serve.js';

const DAY = 100;
const ISO = new Date(START_MS + DAY * 86_400_000).toISOString().slice(0, 10);
const SCENARIOS: Cause[][] = [
  [],
  // A small country's fill falls 40 % while the biggest one's requests move 6 % (an ordinary week for it, and more dollars).
  [
    { dimension: 'country', value: 'TR', component: 'fill', factor: 0.6, day: DAY },
    { dimension: 'country', value: 'US', component: 'requests', factor: 1.06, day: DAY },
  ],
  [{ dimension: 'bidder', value: 'beta_ads', component: 'win_rate', factor: 0.7, day: DAY }],
  [{ dimension: 'bidder', value: 'gamma_x', component: 'ecpm', factor: 0.7, day: DAY }],
];

let server: Awaited<ReturnType<typeof serveCube>>;

beforeAll(async () => {
  server = await serveCube(makeCube('cube', 7, SCENARIOS));
});
afterAll(async () => {
  await server.close();
});

async function why(scenario: number): Promise<WhyReport> {
  const api = createApiClient({ baseUrl: server.url, apiKey: `scn_${scenario}` });
  try {
    const range = resolveRange({ kind: 'dates', from: ISO, to: ISO }, { nowMs: START_MS + (DAY + 2) * 86_400_000, tz: 'UTC' });
    return await whyReport({ metric: 'revenue', range, filters: {} }, { breakdown: (p) => api.breakdown.get(p), bidders: (p) => api.bidders.get(p) });
  } finally {
    await api.close();
  }
}

function sentenceOf(r: WhyReport): string {
  return whySentence({ metric: 'revenue', period: '', dates: ISO, against: '', filters: '', valueBefore: r.valueBefore, valueAfter: r.valueAfter, ranked: r.ranked, verdict: r.verdict, notes: [], apiCalls: 0, drillBase: '' });
}

describe('why judges each segment against its own history (over HTTP, on the cube)', () => {
  it('names a small segment far outside its history over a big one inside its own', async () => {
    const r = await why(1);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'country', value: 'TR', component: 'fill' } });
    const us = r.ranked.find((c) => c.dimension === 'country' && c.value === 'US')!;
    // The big country moved more dollars, but inside its own history.
    expect(Math.abs(us.split.change)).toBeGreaterThan(Math.abs(r.ranked[0]!.split.change));
    expect(us.stands).toBe(false);
    expect(r.historyPairs).toBe(8);
  });

  it('names a bidder by its own component: win rate, eCPM', async () => {
    const [win, price] = await Promise.all([why(2), why(3)]);
    expect(win.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'bidder', value: 'beta_ads', component: 'win_rate' } });
    expect(price.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'bidder', value: 'gamma_x', component: 'ecpm' } });
    expect(sentenceOf(win)).toMatch(/: bidder beta_ads win rate ▼ [12]\d\.\d%/);
  });

  it('says the table’s first row, always; "no single cause" only when no row stands out', async () => {
    for (const r of await Promise.all([0, 1, 2, 3].map(why))) {
      const top = r.ranked[0]!;
      const sentence = sentenceOf(r);
      if (top.stands) expect(sentence).toContain(`: ${top.dimension === 'ad_unit' ? 'ad unit' : top.dimension} ${top.value} `);
      else expect(sentence).toContain('no single cause');
      expect(r.ranked.slice(1).every((c) => !c.stands || top.stands)).toBe(true);
    }
  });
});

describe('the ranking (src/reports/why-segments.ts rank)', () => {
  const row = (value: string, score: number, excess: number, stands: boolean): Candidate => {
    const c = { requests: 1000, impressions: 500, revenue: 5 };
    return { dimension: 'country', value, before: c, after: c, split: { change: excess, effects: { volume: 0, mix: 0, fill: excess, price: 0 } }, excess, score, component: 'fill', stands };
  };

  it('puts what stands out first, by its effect weighted by its surprise, then the rest by surprise', () => {
    const ranked = rank([row('BIG', 0.9, -0.2, false), row('SMALL', -6, -0.01, true), row('MID', 1.2, 0.03, true), row('X', 0.2, 0, false)]);
    expect(ranked.map((c) => c.value)).toEqual(['SMALL', 'MID', 'BIG', 'X']);
  });
});
