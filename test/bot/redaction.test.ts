// Secrets never reach the logs: the bot token, the signing secret, the API key and response
// URLs are redacted from structured fields and from library messages. Tested on captured output
// at trace level (where Bolt and the WebClient are most talkative).
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger, REDACTED, scrubText } from '../../src/logger.js';
import { useHarness } from '../support/harness.js';
import { shareValueOf } from '../support/interactions.js';

const t = useHarness({ logLevel: 'trace' });

describe('log redaction', () => {
  it('keeps tokens, the key and response URLs out of a whole session’s logs', async () => {
    const whoami = await t.h.ask('whoami');
    const share = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value: shareValueOf(whoami.blocks)! });
    await share.waitForResponses(2);
    await t.h.ask('export impressions 2026-11-20');
    // The export's link arrives by updating its card: the whole delivery is in the logs by then.
    await t.h.stack.standin.state.waitFor(() => (t.h.calls('chat.update').length ? true : undefined), 15_000, 'export link');
    const all = t.h.logs.join('\n');
    expect(t.h.logs.length).toBeGreaterThan(10);
    expect(all).toContain('command received');
    expect(all).not.toContain(t.h.stack.config.slack.botToken!);
    expect(all).not.toContain(t.h.stack.config.slack.signingSecret!);
    expect(all).not.toContain('sbx_full');
    expect(all).not.toMatch(/\/response\/R[0-9A-Z]+/);
    expect(all).not.toMatch(/xox[bp]-/);
  });

  it('redacts explicit fields and scrubs free text', () => {
    const lines: string[] = [];
    const destination = new Writable({ write: (c: Buffer, _e, done) => (lines.push(c.toString()), done()) });
    const logger = createLogger({ level: 'info', destination, secrets: ['sbx_secret_key'] });
    logger.info(
      {
        config: { slack: { botToken: 'xoxb-123-abc', signingSecret: 'shh' }, adopsApiKey: 'sbx_secret_key' },
        headers: { authorization: 'Bearer sbx_secret_key' },
        body: { response_url: 'https://hooks.slack.com/commands/T1/2/3', token: 'verif' },
      },
      'posting with xoxb-999-zzz to https://hooks.slack.com/commands/T1/9/9 using sbx_secret_key',
    );
    const out = lines.join('');
    for (const secret of ['xoxb-123-abc', 'shh"', 'sbx_secret_key', 'hooks.slack.com', 'verif', 'xoxb-999-zzz']) expect(out).not.toContain(secret);
    expect(out.split(REDACTED).length).toBeGreaterThan(6);
    expect(scrubText('token xapp-1-A-2 ok')).toBe(`token ${REDACTED} ok`);
  });
});
