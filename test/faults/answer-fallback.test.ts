// Issue 24 item 8 on the interactive path: an answer posted to response_url whose newer blocks
// the workspace's Slack refuses (a bare invalid_blocks, as response_url answers) is posted again
// with their plain fallback — the asker still gets the answer, not "Slack refused the answer" —
// and the next answer skips the refused kinds up front (a chart comes as the uploaded PNG).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useHarness } from '../support/harness.js';
import { ALERT_ACTION } from '../../views/alert-incident.js';
import { CHART_FALLBACK_NOTE, TABLE_FALLBACK_NOTE } from '../../views/fallback.js';

describe('answers in a workspace whose Slack refuses the chart and table blocks', () => {
  const t = useHarness();
  beforeAll(() => {
    t.h.stack.standin.state.refusedBlockTypes.set(t.h.stack.standin.teamId, new Set(['data_visualization', 'table', 'data_table']));
  });
  const answers = async (text: string, n: number) => {
    const sent = await t.h.send(text, { userId: 'U0PARIS01' });
    expect(sent.status).toBe(200);
    return sent.waitForResponses(n);
  };

  it('a refused chart and table: the answer is posted again with both as text and a line saying why', async () => {
    const [refused, shown] = await answers('revenue yesterday by country', 2);
    expect(refused).toMatchObject({ ok: false, error: 'invalid_blocks' });
    expect(shown!.ok).toBe(true);
    const json = JSON.stringify(shown!.body.blocks);
    expect(json).toContain('Revenue — yesterday');
    expect(json).not.toMatch(/"type":"(data_visualization|table)"/);
    expect(json).toContain(CHART_FALLBACK_NOTE);
    expect(json).toContain(TABLE_FALLBACK_NOTE);
    expect(json).not.toContain('Slack refused the answer');
  });

  it('a refused sortable table: the same cells as monospace text', async () => {
    const [refused, shown] = await answers('breakdown by=day,country,format metrics=revenue last 7d', 2);
    expect(refused).toMatchObject({ ok: false, error: 'invalid_blocks' });
    const json = JSON.stringify(shown!.body.blocks);
    expect(shown!.ok).toBe(true);
    expect(json).not.toContain('"type":"data_table"');
    expect(json).toContain('```');
    expect(json).toContain(TABLE_FALLBACK_NOTE);
  });

  it('the next answer skips the refused kinds up front: one post, its chart as the uploaded PNG', async () => {
    expect(new Set(await t.h.store.blockRefusals.list(t.h.stack.standin.teamId, new Date(Date.now() - 60_000)))).toEqual(new Set(['data_visualization', 'table', 'data_table']));
    const [shown] = await answers('abtest abt_demo_turning', 1);
    expect(shown!.ok).toBe(true);
    const json = JSON.stringify(shown!.body.blocks);
    expect(json).toMatch(/"type":"image","slack_file":\{"id":"F/);
    expect(json).not.toMatch(/"type":"(data_visualization|table)"/);
    expect(json).toContain(TABLE_FALLBACK_NOTE);
    // Its first post was taken: nothing more was refused after the first two answers.
    expect(t.h.stack.standin.state.responses.filter((r) => !r.ok).length).toBe(2);
  });
});

describe('an answer by DM in a workspace whose Slack refuses the table blocks', () => {
  const t = useHarness();
  beforeAll(() => {
    t.h.stack.standin.state.refusedBlockTypes.set(t.h.stack.standin.teamId, new Set(['table', 'data_table']));
  });

  it('an incident’s breakdown button: the DM is posted again with the table as text, never lost', async () => {
    const state = t.h.stack.standin.state;
    const before = state.calls.length;
    const dms = () => state.calls.slice(before).filter((c) => c.method === 'chat.postMessage' && String(c.args.channel).startsWith('D'));
    const sent = await t.h.stack.driver.clickButton({ actionId: ALERT_ACTION.breakdown, value: 'breakdown by=country yesterday' });
    expect(sent.status).toBe(200);
    await vi.waitFor(() => expect(dms().filter((c) => c.ok)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect(dms().filter((c) => !c.ok).map((c) => c.error)).toEqual(['invalid_blocks']);
    const json = JSON.stringify(dms().find((c) => c.ok)!.args.blocks);
    expect(json).not.toMatch(/"type":"(data_table|table)"/);
    expect(json).toContain(TABLE_FALLBACK_NOTE);
  }, 45_000);
});
