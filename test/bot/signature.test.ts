// Request signing (v0 HMAC of `v0:{ts}:{body}`): the edge (src/app/slack-request.ts) rejects bad
// signatures, and timestamps more than 5 minutes away either way, with 401 and runs nothing; a
// good one is acked with 200.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';
import { staleTimestamp, wrongSecretSignature } from '../support/signing.js';

const t = useHarness();

function commandBody(text: string, responseUrl: string): string {
  return new URLSearchParams({
    team_id: t.h.stack.standin.teamId, channel_id: 'C0SIG0001', user_id: 'U0LOCAL01', command: '/adops', text, response_url: responseUrl, trigger_id: 't',
  }).toString();
}

describe('signature checks', () => {
  it('accepts a correctly signed command', async () => {
    const sent = await t.h.stack.driver.slashCommand('help');
    expect(sent.status).toBe(200);
    await sent.waitForResponses(1);
  });

  it('rejects a signature made with another secret and runs nothing', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const body = commandBody('whoami', url);
    const bad = wrongSecretSignature(body);
    t.h.sandbox.ctx.faults.clear();
    const sent = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, bad);
    expect(sent.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.responses()).toHaveLength(0);
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('rejects a correctly signed request whose timestamp is older than five minutes (replay)', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const sent = await t.h.stack.driver.post(commandBody('whoami', url), 'application/x-www-form-urlencoded', id, { timestamp: staleTimestamp() });
    expect(sent.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.responses()).toHaveLength(0);
  });

  it('rejects a body changed after signing', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const body = commandBody('whoami', url);
    const ts = Math.floor(Date.now() / 1000);
    const { slackSignature } = await import('../support/signing.js');
    const signature = slackSignature(t.h.stack.config.slack.signingSecret!, ts, body.replace('whoami', 'help'));
    const sent = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, { timestamp: ts, signature });
    expect(sent.status).toBe(401);
  });

  // A timestamp ahead of the clock is no fresher than a stale one: a request signed an hour ahead
  // could be replayed for an hour and five minutes. Bolt's check looks at the past only.
  for (const [name, aheadSeconds] of [['an hour', 3_600], ['six minutes', 6 * 60]] as const) {
    it(`rejects a correctly signed request whose timestamp is ${name} in the future, and runs nothing`, async () => {
      const { id, url } = t.h.stack.standin.newResponseUrl();
      t.h.sandbox.ctx.faults.clear();
      const sent = await t.h.stack.driver.post(commandBody('whoami', url), 'application/x-www-form-urlencoded', id, { timestamp: Math.floor(Date.now() / 1000) + aheadSeconds });
      expect(sent.status).toBe(401);
      expect(sent.ackBody).toMatch(/min in the future/);
      await new Promise((r) => setTimeout(r, 300));
      expect(sent.responses()).toHaveLength(0);
      expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
    });
  }

  it('accepts a timestamp a little ahead of the clock (within the window: clocks drift)', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const sent = await t.h.stack.driver.post(commandBody('help', url), 'application/x-www-form-urlencoded', id, { timestamp: Math.floor(Date.now() / 1000) + 2 * 60 });
    expect(sent.status).toBe(200);
    await sent.waitForResponses(1);
  });

  it('says what is missing when a request carries no signature, and why an ill-formed one is refused', async () => {
    const body = commandBody('help', 'http://127.0.0.1:9/unused');
    const unsigned = await fetch(t.h.stack.botUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.text()).toMatch(/not signed/);
    const illFormed = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', { signature: 'v0=not-hex' });
    expect(illFormed.status).toBe(401);
    expect(illFormed.ackBody).toMatch(/not a v0 signature/);
  });

  it('answers Slack’s ssl_check only when it is signed, as every request Slack sends is', async () => {
    const body = 'ssl_check=1&token=legacy-token';
    const unsigned = await fetch(t.h.stack.botUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(unsigned.status).toBe(401);
    const signed = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
    expect(signed.status).toBe(200);
  });

  it('logs why a request was refused, without the body or the signature', () => {
    const refusals = t.h.logs.filter((l) => l.includes('Slack request refused'));
    expect(refusals.length).toBeGreaterThan(0);
    for (const line of refusals) {
      expect(line).not.toMatch(/whoami|response_url|v0=[0-9a-f]{8}/);
      expect(line).not.toContain(t.h.stack.config.slack.signingSecret!);
    }
  });
});
