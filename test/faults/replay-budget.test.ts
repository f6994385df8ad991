// The replay check runs before every listener, and a form submission's ack (its inline errors)
// comes from its listener: a store that stalls must not hold that ack past Slack's 3 seconds.
// Here a second PostgreSQL session locks this bot's request_keys table while a form is submitted.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';
import { date, expectCall, lastView, select, submit } from '../support/interactions.js';
import { TEST_DATABASE_URL } from '../store/backends.js';

const t = useHarness();

describe.skipIf(!TEST_DATABASE_URL)('the replay check and a stalled store', () => {
  it('still answers a form submission in its ack while the request table is locked', async () => {
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('export'));
    const view = lastView(t.h, 'views.open');
    // Find this bot's schema by a subscription only it has.
    const mark = await t.h.store.subscriptions.create(
      { teamId: 'T0LOCKMARK', channelId: 'C0LOCKMARK', ownerUserId: 'U0LOCKMARK', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC', filters: {} },
      null,
      new Date(),
    );
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const schemas = (await client.query<{ schemaname: string }>("SELECT schemaname FROM pg_tables WHERE tablename = 'request_keys'")).rows.map((r) => r.schemaname);
      let schema: string | undefined;
      for (const s of schemas) {
        // Suites running beside this one drop their schemas when they end: one listed may be gone.
        const found = await client.query(`SELECT 1 FROM ${s}.subscriptions WHERE id = $1`, [mark.id]).catch(() => undefined);
        if (found?.rowCount) schema = s;
      }
      expect(schema).toBeDefined();
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${schema}.request_keys IN ACCESS EXCLUSIVE MODE`);
      const res = await submit(t.h, view, { kind: select('impressions'), date: date('2026-09-01') });
      const ack = JSON.parse(res.body) as { response_action: string; errors: Record<string, string> };
      expect(ack.response_action).toBe('errors');
      expect(ack.errors.date).toMatch(/previous 45 days/);
      expect(t.h.logs.join('\n')).toContain('replay check took too long; running the request');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    }
  });
});
