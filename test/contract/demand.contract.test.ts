// Spec 4.7 (demand comparison): what the spec does state — a window of at most 31 completed
// calendar dates, the most recent completed date moving at 12:00 UTC, repeated demand-source
// filters, and the unmapped view's excluded_partner_revenue / excluded_partner_impressions.
// Parameter names are the sandbox's choice (the spec shows none): start_date, end_date, demand_source.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSandbox, expectError, expectOk, type Query } from './support.js';

const { sandbox, http } = await contractSandbox();

// 09:00 UTC on 2026-11-22: before the 12:00 rollover, the latest completed date is 2026-11-20.
const comparison = (q: Query) => http.get('/report/demand-comparison', q);

describe('the window (4.7)', () => {
  it('holds at most 31 completed calendar dates', async () => {
    expect((await comparison({ start_date: '2026-10-21', end_date: '2026-11-20' })).status).toBe(200);
    expectError(await comparison({ start_date: '2026-10-20', end_date: '2026-11-20' }), 400, /start_date|end_date/);
  });

  it('the most recent completed date changes at 12:00 UTC', async () => {
    expectError(await comparison({ start_date: '2026-11-21', end_date: '2026-11-21' }), 400, 'end_date');
    sandbox.ctx.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    try {
      expect((await comparison({ start_date: '2026-11-21', end_date: '2026-11-21' })).status).toBe(200);
    } finally {
      sandbox.ctx.clock.set(Date.parse('2026-11-22T09:00:00Z'));
    }
  });

  it('demand-source filters are repeated query parameters', async () => {
    const res = await comparison({ start_date: '2026-11-14', end_date: '2026-11-20', demand_source: ['bidder_alpha', 'bidder_bravo'] });
    expect(res.status).toBe(200);
  });
});

describe('GET /report/demand-comparison/ad-units (4.7)', () => {
  const Rows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

  it('view=unmapped returns the excluded partner rows with excluded_partner_revenue and excluded_partner_impressions', async () => {
    const body = expectOk(await http.get('/report/demand-comparison/ad-units', { start_date: '2026-11-14', end_date: '2026-11-20', view: 'unmapped' }), Rows);
    expect(body.rows.length).toBeGreaterThan(0);
    for (const r of body.rows) {
      expect(r.excluded_partner_revenue).toBeTypeOf('number');
      expect(r.excluded_partner_impressions).toBeTypeOf('number');
    }
  });

  it('returns mapped partner aggregates by default', async () => {
    const body = expectOk(await http.get('/report/demand-comparison/ad-units', { start_date: '2026-11-14', end_date: '2026-11-20' }), Rows);
    expect(body.rows.length).toBeGreaterThan(0);
  });
});
