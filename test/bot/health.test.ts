// A stuck background loop (src/scheduler/liveness.ts) fails /healthz, so a supervisor or load
// balancer replaces the instance, and people who ask meanwhile are told their scheduled work may be
// late. Here the export worker sticks on an API call that does not answer.
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { withHarness } from '../support/harness.js';

describe('a stuck worker', () => {
  it('fails /healthz with its name, and answers carry a notice that scheduled work is delayed', () =>
    withHarness({ stallAfterMs: 300 }, async (h) => {
      const healthz = h.stack.botUrl.replace('/slack/events', '/healthz');
      expect((await request(healthz)).statusCode).toBe(200);
      // The export's creation hangs for 20 s: the worker's pass cannot finish.
      h.sandbox.ctx.faults.inject({ path: '/export/impressions', delayMs: 20_000 });
      await h.ask('export impressions 2026-11-20');
      let stuck: { ok: boolean; problems: string[] } | undefined;
      for (let tries = 0; !stuck; tries++) {
        if (tries > 150) throw new Error('/healthz never failed');
        const res = await request(healthz);
        if (res.statusCode === 503) stuck = (await res.body.json()) as { ok: boolean; problems: string[] };
        else await res.body.dump();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(stuck.ok).toBe(false);
      expect(stuck.problems.join(' ')).toMatch(/exports worker stuck for \d+ s/);
      const a = await h.ask('help');
      expect(a.text).toContain('Scheduled work is delayed: the exports worker');
      expect(a.text).toContain('adops help');
    }));
});
