// Injected sandbox incidents, through the sandbox's own HTTP API: a drop in one segment for a
// window, a holiday dip everywhere, a late report that arrives later; JSON, compact form and the
// admin endpoint.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIncidents } from '../../src/sandbox/incidents.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const AUTH = { authorization: 'Bearer sbx_full' };

async function revenue(sb: Sandbox, from: string, to: string, country?: string): Promise<number> {
  const q = new URLSearchParams({ start_time: String(Date.parse(from) / 1000), end_time: String(Date.parse(to) / 1000 - 1), by: 'day', metrics: 'revenue', granularity: 'hourly', ...(country ? { country } : {}) });
  const res = await request(`${sb.url}/report/breakdown?${q}`, { headers: AUTH });
  const body = (await res.body.json()) as { rows: { metrics: { revenue: number } }[] };
  expect(res.statusCode).toBe(200);
  return body.rows.reduce((a, r) => a + r.metrics.revenue, 0);
}

describe('sandbox incidents', () => {
  let clean: Sandbox;
  let hurt: Sandbox;
  beforeAll(async () => {
    clean = await startSandbox({ now: '2026-11-22T09:00:00Z' });
    hurt = await startSandbox({
      now: '2026-11-22T09:00:00Z',
      incidents: parseIncidents('drop country=US depth=40% from=2026-11-21T10:00Z hours=4; late country=DE from=2026-11-22T06:00Z hours=2 delay=2h'),
    });
  });
  afterAll(async () => {
    await clean.close();
    await hurt.close();
  });

  it('reads the compact and the JSON form alike, and explains a mistake', () => {
    const compact = parseIncidents('holiday depth=15% from=2026-11-21 hours=24');
    const json = parseIncidents('[{"kind":"holiday","depth":0.15,"from":"2026-11-21T00:00:00Z","to":"2026-11-22T00:00:00Z"}]');
    expect(compact).toEqual(json);
    expect(() => parseIncidents('drop depth=20% from=2026-11-21 hours=2')).toThrow('a drop names its segment, e.g. country=US');
    expect(() => parseIncidents('drop country=US depth=150% from=2026-11-21 hours=2')).toThrow('depth must be between 0 and 100%');
  });

  it('drops the segment by the given depth in its window only', async () => {
    const [a, b] = [await revenue(clean, '2026-11-21T10:00:00Z', '2026-11-21T14:00:00Z', 'US'), await revenue(hurt, '2026-11-21T10:00:00Z', '2026-11-21T14:00:00Z', 'US')];
    expect(b / a).toBeCloseTo(0.6, 2);
    expect(await revenue(hurt, '2026-11-21T14:00:00Z', '2026-11-21T18:00:00Z', 'US')).toBeCloseTo(await revenue(clean, '2026-11-21T14:00:00Z', '2026-11-21T18:00:00Z', 'US'), 6);
    expect(await revenue(hurt, '2026-11-21T10:00:00Z', '2026-11-21T14:00:00Z', 'GB')).toBeCloseTo(await revenue(clean, '2026-11-21T10:00:00Z', '2026-11-21T14:00:00Z', 'GB'), 6);
  });

  it('hides a late report until it arrives', async () => {
    expect(await revenue(hurt, '2026-11-22T06:00:00Z', '2026-11-22T08:00:00Z', 'DE')).toBe(0);
    hurt.ctx.clock.set(Date.parse('2026-11-22T10:30:00Z'));
    expect(await revenue(hurt, '2026-11-22T06:00:00Z', '2026-11-22T08:00:00Z', 'DE')).toBeCloseTo(await revenue(clean, '2026-11-22T06:00:00Z', '2026-11-22T08:00:00Z', 'DE'), 6);
  });

  it('adds a holiday dip at run time through the sandbox-only endpoint', async () => {
    const before = await revenue(clean, '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z');
    const res = await request(`${clean.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: 'holiday depth=25% from=2026-11-20 hours=24' }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(((await res.body.json()) as { incidents: unknown[] }).incidents).toHaveLength(1);
    expect((await revenue(clean, '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z')) / before).toBeCloseTo(0.75, 2);
    const bad = await request(`${clean.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: 'outage x=1' }), headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(await bad.body.text()).toContain('kind must be drop, holiday or late');
  });
});
