// Issue 24 item 8: a Slack that does not know a newer block (the native chart, the table blocks)
// refuses the whole message with invalid_blocks. Through the real scheduler, poster and Slack
// stand-in: the digest still arrives, with the plain fallback and a line saying why; the run is
// `ok` and its owner hears nothing; the workspace is remembered in the store, so the next post
// (from any instance) skips the refused kinds up front — its chart comes as the uploaded PNG.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { Store, SubscriptionInput } from '../../src/store/index.js';
import { webApi } from '@slack/bolt';
import { blockRefusal } from '../../src/outbox/block-refusal.js';
import { CHART_FALLBACK_NOTE, TABLE_FALLBACK_NOTE, withoutBlockTypes } from '../../views/fallback.js';
import { buildTable } from '../../views/table.js';
import type { KnownBlock } from '../../views/types.js';
import { messageText, TEAM, useWorld, type World } from './world.js';

describe('a workspace whose Slack refuses the chart and table blocks', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
    world.standin.state.refusedBlockTypes.set(TEAM, new Set(['data_visualization', 'table', 'data_table']));
  });

  const subscribe = (over: Partial<SubscriptionInput>) =>
    createSubscription(
      store,
      { teamId: TEAM, channelId: 'C0FALL', ownerUserId: 'U0OWNER01', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'Europe/Paris', ...over },
      new Date(world.sandbox.ctx.clock.now()),
    );
  const tickAt = (iso: string, instance: string) => {
    world.sandbox.ctx.clock.set(Date.parse(iso));
    return world.instance(store, instance).scheduler.tick();
  };
  const refused = (channel: string) => world.standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.args.channel === channel && c.error === 'invalid_blocks');
  const ownerDms = () => world.calls('chat.postMessage').filter((c) => String(c.args.channel).startsWith('D'));

  it('posts the digest with the fallback and a line saying so; the run is ok and the owner is not told', async () => {
    const s = await subscribe({ channelId: 'C0FALL1' });
    expect(await tickAt('2026-11-23T08:00:02Z', 'fallback-1')).toMatchObject({ ok: 1, failed: 0 });
    // Slack refused the chart of the main post and the table of the thread reply, once each.
    expect(refused('C0FALL1').length).toBe(2);
    const [main, thread] = world.calls('chat.postMessage', 'C0FALL1');
    expect(messageText(main!)).toContain('Daily revenue — Sun 22 Nov');
    expect(messageText(main!)).not.toContain('"type":"data_visualization"');
    expect(messageText(main!)).toContain(CHART_FALLBACK_NOTE);
    expect(messageText(main!)).toContain("this workspace's Slack does not support chart blocks");
    // The chart's 14 days are still there, as text.
    expect(messageText(main!)).toMatch(/own-source revenue/);
    expect(thread!.args.thread_ts).toBe((main!.result as { ts: string }).ts);
    expect(messageText(thread!)).not.toMatch(/"type":"(data_)?table"/);
    expect(messageText(thread!)).toContain(TABLE_FALLBACK_NOTE);
    expect(messageText(thread!)).toMatch(/ad unit/);
    const [run] = await store.runs.recent(s.id, 1);
    expect(run).toMatchObject({ status: 'ok', messageTs: (main!.result as { ts: string }).ts, threadTs: (thread!.result as { ts: string }).ts });
    expect(ownerDms().length).toBe(0);
    expect(new Set(await store.blockRefusals.list(TEAM, new Date(Date.now() - 60_000)))).toEqual(new Set(['data_visualization', 'data_table']));
  });

  it('the next digest, from another instance, skips the refused kinds up front: the chart is the uploaded PNG', async () => {
    await subscribe({ channelId: 'C0FALL2', cron: '1 9 * * *' });
    expect(await tickAt('2026-11-23T08:01:02Z', 'fallback-2')).toMatchObject({ ok: 1, failed: 0 });
    expect(refused('C0FALL2').length).toBe(0);
    const [main, thread] = world.calls('chat.postMessage', 'C0FALL2');
    expect(messageText(main!)).toMatch(/"type":"image","slack_file":\{"id":"F/);
    expect(messageText(main!)).not.toContain('does not support chart blocks');
    const png = [...world.standin.state.files.values()].find((f) => f.filename.endsWith('.png'));
    expect(png?.completed).toBe(true);
    expect(messageText(thread!)).toContain(TABLE_FALLBACK_NOTE);
    expect(ownerDms().length).toBe(0);
  });
});

describe('which newer blocks Slack refused, and their plain fallback', () => {
  const table = buildTable({ columns: [{ title: 'country' }, { title: 'revenue', format: (n) => `$${n.toFixed(2)}` }], rows: [['US', 1234.5], ['FR', 7]], caption: 'yesterday' }).blocks;
  const chart = { type: 'data_visualization', title: 'Revenue', chart: { type: 'bar', series: [{ name: 'rev', data: [{ label: 'Mon', value: 3 }] }], axis_config: { categories: ['Mon'] } } } as unknown as KnownBlock;
  const blocks: KnownBlock[] = [{ type: 'divider' }, ...table, chart];
  const platform = (error: string, messages?: string[]) =>
    Object.assign(new Error(error), { code: webApi.ErrorCode.PlatformError, data: { ok: false, error, ...(messages ? { response_metadata: { messages } } : {}) } });

  it('reads the block Slack names, and whether it is the type itself that is unknown', () => {
    expect(blockRefusal(platform('invalid_blocks', ['[ERROR] unsupported type: data_visualization [json-pointer:/blocks/2/type]']), blocks)).toEqual({ types: ['data_visualization'], unsupported: true });
    // A cell over a limit is not an unknown type: sent with the fallback, but not remembered.
    expect(blockRefusal(platform('invalid_blocks', ['[ERROR] must be more than 0 characters [json-pointer:/blocks/1/rows/1/0/text]']), blocks)).toEqual({ types: ['table'], unsupported: false });
    // Nothing named: every newer type goes.
    expect(blockRefusal(platform('invalid_blocks'), blocks)).toEqual({ types: ['table', 'data_visualization'], unsupported: true });
    // Not a refusal of newer blocks: a real failure.
    expect(blockRefusal(platform('invalid_blocks'), [{ type: 'divider' }])).toBeUndefined();
    expect(blockRefusal(platform('channel_not_found'), blocks)).toBeUndefined();
    expect(blockRefusal(platform('invalid_arguments'), blocks)).toBeUndefined();
  });

  it('replaces a refused table and chart in place by monospace text of the same data and a line each', () => {
    const out = withoutBlockTypes({ text: 'x', blocks }, new Set(['table', 'data_visualization']));
    const json = JSON.stringify(out.blocks);
    expect(out.blocks[0]).toEqual({ type: 'divider' });
    expect(json).not.toMatch(/"type":"(table|data_visualization)"/);
    expect(json).toContain('country   revenue');
    expect(json).toContain('US       $1234.50');
    expect(json).toContain('FR          $7.00');
    expect(json).toContain('Mon    3');
    expect(json).toContain(TABLE_FALLBACK_NOTE);
    expect(json).toContain(CHART_FALLBACK_NOTE);
    const untouched = { text: 'x', blocks };
    expect(withoutBlockTypes(untouched, new Set(['data_table']))).toBe(untouched);
  });
});
