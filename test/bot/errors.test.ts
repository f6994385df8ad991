// Every API failure becomes one plain message (views/error-message.ts): what went wrong and
// what to do next, never a stack trace or the key. Statuses come from the sandbox (real keys
// without a permission, unknown ids) or from its fault injector.
import { describe, expect, it } from 'vitest';
import { messageText, useHarness, withHarness } from '../support/harness.js';
import { expectCall } from '../support/interactions.js';

const t = useHarness();

function expectPlain(text: string): void {
  expect(text).toContain('What to do:');
  expect(text).not.toMatch(/\bat \S+\.(ts|js):\d+/);
  expect(text).not.toContain('sbx_full');
}

describe('statuses', () => {
  it('400: names the parameter the API rejected', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/bidders', status: 400, message: 'country: unknown country code' });
    const a = await t.h.ask('bidders yesterday');
    expect(a.text).toContain('rejected a parameter');
    expect(a.text).toContain('country: unknown country code');
    expectPlain(a.text);
  });

  it('404: says nothing was found and how to find the id', async () => {
    const a = await t.h.ask('tasks task_missing');
    expect(a.text).toContain('found nothing');
    expect(a.text).toContain('/adops tasks lists them');
    expectPlain(a.text);
  });

  it('409 on exports: the export card says the account is at its limit and when it asks again', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/export/requests', status: 409, message: 'maximum number of active exports reached' });
    const update = await expectCall(t.h, 'chat.update', () => t.h.ask('export requests 2026-11-20'));
    const card = messageText(update);
    expect(card).toContain('maximum number of exports in progress');
    expect(card).toMatch(/I will ask again in (a minute|\d+ minutes)/);
    expect(card).not.toContain('sbx_full');
  });

  it('422 on the network report: narrow the dates or filters', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/network', status: 422, message: 'report limit exceeded' });
    const a = await t.h.ask('network last 30d');
    expect(a.text).toContain('bigger than the API allows');
    expect(a.text).toContain('Narrow the dates');
    expectPlain(a.text);
  });

  it('504: ran out of time, narrow the range (after the retries)', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/ab-test', status: 504, retryAfterSeconds: 0, times: 10 });
    const a = await t.h.ask('abtest abt_demo_achieved');
    expect(a.text).toContain('ran out of time');
    expect(a.text).toContain('Narrow the range');
    expect(t.h.sandbox.ctx.faults.count('/report/ab-test')).toBe(4);
    expectPlain(a.text);
  });

  it('503: retried, then tells when to try again', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/bidders', status: 503, retryAfterSeconds: 1, times: 10 });
    const a = await t.h.ask('bidders yesterday');
    expect(a.text).toContain('being updated');
    expect(a.text).toContain('Try again in 1 s');
    // The range and the period it is compared with, each tried up to 4 times: the answer's own
    // deadline also bounds the retries (1 s apart), so a loaded machine may fit one fewer.
    const calls = t.h.sandbox.ctx.faults.count('/report/bidders');
    expect(calls).toBeGreaterThanOrEqual(6);
    expect(calls).toBeLessThanOrEqual(8);
  });

  it('503 once: the retry succeeds and the user just gets the answer', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/bidders', status: 503, retryAfterSeconds: 0, times: 1 });
    const a = await t.h.ask('bidders yesterday');
    expect(a.text).toContain('Bidders — yesterday');
    // One retry of the first call, then the comparison period's call.
    expect(t.h.sandbox.ctx.faults.count('/report/bidders')).toBe(3);
  });

  it('500: the API failed; try again later', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/config/show', status: 500, times: 10, retryAfterSeconds: 0 });
    const a = await t.h.ask('config');
    expect(a.text).toContain('reporting API failed (status 500)');
    expectPlain(a.text);
  });
});

describe('permissions and keys', () => {
  it('403: names the missing permission', async () => {
    await withHarness({ apiKey: 'sbx_reports' }, async (reportsOnly) => {
      const a = await reportsOnly.ask('config');
      expect(a.text).toContain('missing configuration:read');
      expect(a.text).toContain('/adops whoami');
      expectPlain(a.text);
      const b = await reportsOnly.ask('auction bids yesterday');
      expect(b.text).toContain('missing auctions:read');
    });
  });

  it('403: names the missing feature', async () => {
    await withHarness({ apiKey: 'sbx_nofeatures' }, async (noFeatures) => {
      const a = await noFeatures.ask('network yesterday');
      expect(a.text).toContain('network reporting');
      expectPlain(a.text);
    });
  });

  it('401: the key is not accepted; ask an admin (and the key is never shown)', async () => {
    await withHarness({ apiKey: 'sbx_revoked_key' }, async (badKey) => {
      const a = await badKey.ask('whoami');
      expect(a.text).toContain('did not accept the bot’s API key');
      expect(a.text).toContain('admin');
      expect(a.text).not.toContain('sbx_revoked_key');
    });
  });

  it('network error: the API cannot be reached', async () => {
    await withHarness({ apiUrl: 'http://127.0.0.1:9/api/v1' }, async (down) => {
      const a = await down.ask('bidders yesterday');
      expect(a.text).toContain('could not reach the reporting API');
      expectPlain(a.text);
    });
  }, 60_000);
});
