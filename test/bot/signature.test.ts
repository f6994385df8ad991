// Request signing (v0 HMAC of `v0:{ts}:{body}`): Bolt's verification rejects bad and stale
// signatures with 401 and runs nothing; a good one is acked with 200.
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
});
