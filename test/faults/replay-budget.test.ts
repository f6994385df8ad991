// The replay check runs before every listener. When the store cannot answer it in time, nobody
// knows whether a request is a repeat: one that changes state is refused (the asker is told to try
// again, nothing is created), one that only reads still runs. A form's ack — which carries that
// refusal — must not wait past Slack's 3 seconds either. Here a second PostgreSQL session locks
// this bot's request_keys table while the requests arrive.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { USER, useHarness } from '../support/harness.js';
import { checks, date, expectCall, lastView, select, shareValueOf, submit, text } from '../support/interactions.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { TEST_DATABASE_URL } from '../store/backends.js';

const t = useHarness();

/** Runs `use` while another session holds an exclusive lock on this bot's request_keys table. */
async function withKeysLocked(use: () => Promise<void>): Promise<void> {
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
    await use();
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('the replay check and a stalled store', () => {
  it('refuses a form submission in its ack, and stores nothing', async () => {
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('export'));
    const view = lastView(t.h, 'views.open');
    await withKeysLocked(async () => {
      const res = await submit(t.h, view, { kind: select('requests'), date: date('2026-11-20'), country: text('us'), request_status: select('no_fill'), retry: checks('yes') });
      expect(res.status).toBe(200);
      // A view pushed over the form: closing it goes back to the form, with what was typed.
      const ack = JSON.parse(res.body) as { response_action: string; view: { blocks: unknown[] } };
      expect(ack.response_action).toBe('push');
      expect(JSON.stringify(ack.view.blocks)).toContain('I could not confirm this request is not a repeat, so I did not run it');
      await new Promise((r) => setTimeout(r, 300));
      expect(await t.h.store.exports.listForUser(t.h.stack.standin.teamId, USER, 10)).toEqual([]);
      expect(t.h.logs.join('\n')).toContain('request not run, as it changes state');
    });
  });

  it('refuses a command that changes state and tells the asker to try again', async () => {
    await withKeysLocked(async () => {
      const sent = await t.h.send('digest add daily_revenue here at=06:45');
      expect(sent.status).toBe(200);
      const [told] = await sent.waitForResponses(1);
      expect(told!.body.response_type).toBe('ephemeral');
      expect(told!.body.text).toContain('I could not confirm this request is not a repeat, so I did not run it');
      expect(told!.body.text).toContain('try again in a moment');
      await new Promise((r) => setTimeout(r, 300));
      expect(sent.responses()).toHaveLength(1);
    });
    const subs = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    expect(subs.filter((s) => s.cron.startsWith('45 6'))).toEqual([]);
  });

  it('refuses an App Home button that deletes, telling the asker by DM', async () => {
    expect((await t.h.ask('digest add daily_revenue here at=05:15')).text).toContain('Subscribed');
    const sub = (await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).find((s) => s.cron.startsWith('15 5'))!;
    const team = t.h.stack.standin.teamId;
    const click = {
      type: 'block_actions', team: { id: team, domain: 'standin' }, user: { id: USER, username: 'u', team_id: team }, api_app_id: 'A0ADOPS', token: 'unused',
      trigger_id: `${Date.now()}.home`, container: { type: 'view', view_id: 'VHOME' }, view: { id: 'VHOME', type: 'home' },
      actions: [{ action_id: HOME_ACTION.digest.delete, block_id: 'b', type: 'button', value: sub.id, action_ts: `${Date.now() / 1000}` }],
    };
    const state = t.h.stack.standin.state;
    const before = state.calls.length;
    await withKeysLocked(async () => {
      const res = await t.h.stack.driver.post(new URLSearchParams({ payload: JSON.stringify(click) }).toString(), 'application/x-www-form-urlencoded', '', {});
      expect(res.status).toBe(200);
      const told = await state.waitFor(() => state.calls.slice(before).find((c) => c.method === 'chat.postMessage'), 10_000, 'the DM');
      expect(String(told.args.text)).toContain('I could not confirm this request is not a repeat, so I did not run it');
    });
    expect(await t.h.store.subscriptions.get(sub.id)).toBeDefined();
  });

  it('refuses Share, posting nothing in the channel', async () => {
    const answer = await t.h.ask('whoami');
    const value = shareValueOf(answer.blocks)!;
    await withKeysLocked(async () => {
      const click = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value });
      const [told] = await click.waitForResponses(1);
      expect(told!.body.response_type).toBe('ephemeral');
      expect(told!.body.text).toContain('I could not confirm this request is not a repeat, so I did not run it');
      await new Promise((r) => setTimeout(r, 300));
      expect(click.responses()).toHaveLength(1);
    });
  });

  it('still answers a question that only reads', async () => {
    await withKeysLocked(async () => {
      const answer = await t.h.ask('revenue yesterday');
      expect(answer.text).toContain('Revenue — yesterday');
      expect(t.h.logs.join('\n')).toContain('running the request, as it only reads');
    });
  });
});
