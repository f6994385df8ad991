// Workflow Builder custom steps (issue 38): signed function_executed events into the same
// receivers, each step a thin caller of its report function; the stand-in records how each ended
// (functions.completeSuccess with its outputs, or functions.completeError with a plain sentence).
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type BotHarness } from '../support/harness.js';
import { money } from '../../views/format.js';

const t = useHarness();
const GUEST = 'U0GUESTS1';

beforeAll(() => {
  t.h.stack.standin.state.users.set(GUEST, { id: GUEST, name: 'gus.guest', tz: 'UTC', isRestricted: true });
});

type Ended = { ok: true; outputs: Record<string, unknown> } | { ok: false; error: string };

/** Runs a step as a workflow would and waits for its end. */
async function runStep(h: BotHarness, callbackId: string, inputs: Record<string, unknown>): Promise<Ended> {
  const sent = h.stack.driver.functionExecuted(callbackId, inputs);
  expect((await sent).status).toBe(200);
  const ended = await h.stack.standin.state.waitFor(
    () => h.stack.standin.state.calls.find((c) => c.method.startsWith('functions.complete') && c.args.function_execution_id === sent.executionId),
    30_000,
    `the end of ${callbackId}`,
  );
  if (ended.method === 'functions.completeError') return { ok: false, error: String(ended.args.error) };
  return { ok: true, outputs: (typeof ended.args.outputs === 'string' ? JSON.parse(ended.args.outputs) : ended.args.outputs) as Record<string, unknown> };
}

describe('Revenue summary', () => {
  it('outputs the revenue the revenue command shows, its change and a message', async () => {
    const slash = await t.h.ask('revenue yesterday');
    const ended = await runStep(t.h, 'revenue_summary', { range: 'yesterday', user: 'U0LOCAL01' });
    if (!ended.ok) throw new Error(ended.error);
    expect(typeof ended.outputs.revenue).toBe('number');
    expect(slash.text).toContain(money(ended.outputs.revenue as number));
    expect(typeof ended.outputs.change_percent).toBe('number');
    expect(ended.outputs.message).toMatch(/^Revenue yesterday .*: \$[\d,.]+, [▲▼±]/);
  });

  it('fails in plain words on a range it cannot read, without an API call', async () => {
    t.h.sandbox.ctx.faults.clear();
    const ended = await runStep(t.h, 'revenue_summary', { range: 'the day after tomorrow maybe', user: 'U0LOCAL01' });
    expect(ended).toMatchObject({ ok: false });
    expect((ended as { error: string }).error).toMatch(/range/i);
    expect(t.h.received('')).toEqual([]);
  });

  it('fails without the person it runs for, and refuses a guest as /adops would, with no API call', async () => {
    t.h.sandbox.ctx.faults.clear();
    expect(await runStep(t.h, 'revenue_summary', { range: 'yesterday' })).toMatchObject({ ok: false, error: expect.stringMatching(/person it runs for/) });
    expect(await runStep(t.h, 'revenue_summary', { range: 'yesterday', user: GUEST })).toMatchObject({ ok: false, error: expect.stringMatching(/Guest accounts cannot use/) });
    expect(t.h.received('')).toEqual([]);
  });
});

describe('A/B test status', () => {
  it('outputs the status and the lift of the test', async () => {
    const ended = await runStep(t.h, 'abtest_status', { test: 'abt_demo_achieved', user: 'U0LOCAL01' });
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.outputs.status).toBe('achieved');
    expect(typeof ended.outputs.lift).toBe('number');
    expect(ended.outputs.message).toMatch(/abt_demo_achieved: achieved/);
  });

  it('fails in plain words for a test the API does not know', async () => {
    const ended = await runStep(t.h, 'abtest_status', { test: 'abt_nobody_knows', user: 'U0LOCAL01' });
    expect(ended.ok).toBe(false);
  });
});

describe('Request an export', () => {
  it('outputs the signed link once the export is ready', async () => {
    // The sandbox's clock stands still: moved on while the export worker polls the API.
    const clock = t.h.sandbox.ctx.clock;
    const start = clock.now();
    const ticking = setInterval(() => clock.advance(5_000), 100);
    const ended = await runStep(t.h, 'request_export', { kind: 'impressions', date: 'yesterday', user: 'U0LOCAL01' }).finally(() => {
      clearInterval(ticking);
      clock.set(start);
    });
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.outputs.link).toMatch(/^https?:\/\//);
  });
});
