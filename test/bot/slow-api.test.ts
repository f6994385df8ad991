// A slow API must not cost the ack: Slack wants it within 3 s. With the dashboard delayed 4 s,
// the HTTP ack still comes back 200 and the answer arrives later through response_url.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';

const t = useHarness();

describe('slow API', () => {
  it('acks at once and answers later', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 4_000, times: 3 });
    const sent = await t.h.stack.driver.slashCommand('revenue yesterday');
    expect(sent.status).toBe(200);
    expect(sent.ackBody).toBe('');
    // At ack time the answer cannot exist yet: the API is still sleeping.
    expect(sent.responses()).toHaveLength(0);
    const [answer] = await sent.waitForResponses(1, 20_000);
    expect(answer!.body.text).toContain('Revenue — yesterday');
    // The day, the same weekday last week and the day before.
    expect(t.h.sandbox.ctx.faults.count('/report/dashboard')).toBe(3);
  }, 30_000);
});
