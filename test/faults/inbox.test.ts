// The inbox between the process that acks a Slack request and the one that answers it
// (src/app/inbox.ts, src/store/inbox.ts), through the harness's process of role `all`: a request
// whose answerer died is answered by another once its lease runs out (its replay key was recorded
// by the first run, and it is still answered once), one that took its answerer down every time is
// given up, and while the inbox cannot be written a command is answered where it arrived.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/app/inbox.js';
import { CHANNEL, USER, toAnswer, useHarness } from '../support/harness.js';
import { TEST_DATABASE_URL } from '../store/backends.js';

const t = useHarness();

function command(text: string): { body: Record<string, unknown>; urlId: string } {
  const { id, url } = t.h.stack.standin.newResponseUrl();
  const body = { team_id: t.h.stack.standin.teamId, channel_id: CHANNEL, user_id: USER, command: '/adops', text, response_url: url, trigger_id: `${id}.inbox` };
  return { body, urlId: id };
}

/** Claims every waiting request as a process that then dies (its lease lapses at once). */
async function claimAsDeadProcess(): Promise<number> {
  return (await t.h.store.inbox.claim({ now: new Date(), instanceId: 'dead-worker', leaseMs: 1, limit: 100 })).length;
}

const HOUR = 3_600_000;

/**
 * Claims the request as `times` processes that each die holding it. Each claims an hour after the
 * last one's lease ended — hours from now, so the harness's own worker cannot take the request
 * between them — then the last lease is let lapse, and the next claim is the harness's. False when
 * the harness's own worker took the request before the first claim (it polls the inbox too).
 */
async function dieHolding(body: Record<string, unknown>, times: number): Promise<boolean> {
  let id = '';
  for (let k = 1; k <= times; k++) {
    const [req] = await t.h.store.inbox.claim({ now: new Date(Date.now() + 2 * k * HOUR), instanceId: 'dead-worker', leaseMs: HOUR, limit: 1 });
    if (k === 1 && req === undefined) return false;
    expect(req?.body).toEqual(body);
    id = req!.id;
  }
  await t.h.store.inbox.renew(id, 'dead-worker', new Date(0));
  return true;
}

describe('the inbox', () => {
  it('answers a request whose answerer died once its lease ran out: claimed again, it is no replay', async () => {
    // As below: a request the harness's own worker takes first is answered, and another is tried.
    let urlId: string | undefined;
    for (let tries = 0; !urlId && tries < 5; tries++) {
      const sent = command('whoami');
      // The add keeps its replay key with it (src/store/inbox.ts): a copy sent again gets no row while it waits.
      expect(await t.h.store.inbox.add({ body: sent.body }, new Date())).toBe(true);
      if ((await claimAsDeadProcess()) > 0) urlId = sent.urlId;
    }
    expect(urlId).toBeDefined();
    const post = await t.h.stack.standin.state.waitFor(() => t.h.stack.standin.state.responses.find((r) => r.urlId === urlId), 30_000, 'the answer');
    expect(toAnswer(post).text).toMatch(/API key|key/i);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(t.h.stack.standin.state.responses.filter((r) => r.urlId === urlId)).toHaveLength(1);
  });

  it(`gives up a request that took its answerer down ${MAX_ATTEMPTS} times, and says so in the log`, async () => {
    // As above: a request the harness's own worker takes first is answered, and another is tried.
    let urlId: string | undefined;
    for (let tries = 0; !urlId && tries < 5; tries++) {
      const sent = command('help');
      await t.h.store.inbox.add({ body: sent.body }, new Date());
      if (await dieHolding(sent.body, MAX_ATTEMPTS)) urlId = sent.urlId;
    }
    expect(urlId).toBeDefined();
    const givenUp = () => t.h.logs.some((l) => l.includes('failed its answerer every time: given up'));
    for (let tries = 0; !givenUp() && tries < 200; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(givenUp()).toBe(true);
    expect(t.h.stack.standin.state.responses.filter((r) => r.urlId === urlId)).toEqual([]);
    expect(await claimAsDeadProcess()).toBe(0);
  });
});

// The bot's own schema on the tests' server: a table can be moved away under it (PostgreSQL only).
describe.skipIf(!TEST_DATABASE_URL)('the inbox when it cannot be written', () => {
  it('answers a command in the process that took it, and logs why', async () => {
    const mark = await t.h.store.subscriptions.create(
      { teamId: 'T0INBOXMRK', channelId: 'C0INBOXMRK', ownerUserId: 'U0INBOXMRK', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC', filters: {} },
      null,
      new Date(),
    );
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    let schema: string | undefined;
    try {
      for (const { schemaname } of (await client.query<{ schemaname: string }>("SELECT schemaname FROM pg_tables WHERE tablename = 'inbound_requests'")).rows) {
        const found = await client.query(`SELECT 1 FROM ${schemaname}.subscriptions WHERE id = $1`, [mark.id]).catch(() => undefined);
        if (found?.rowCount) schema = schemaname;
      }
      expect(schema).toBeDefined();
      await client.query(`ALTER TABLE ${schema}.inbound_requests RENAME TO inbound_requests_away`);
      const answer = await t.h.ask('help');
      expect(answer.text).toContain('revenue');
      expect(t.h.logs.some((l) => l.includes('could not write a Slack request to the inbox: answering it in this process'))).toBe(true);
    } finally {
      if (schema) await client.query(`ALTER TABLE ${schema}.inbound_requests_away RENAME TO inbound_requests`).catch(() => undefined);
      await client.end();
    }
  });
});
