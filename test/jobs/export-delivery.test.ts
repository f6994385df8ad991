// Export delivery through the durable queue: stored before any API call, created and polled in
// leased steps, the link delivered by updating one card (and a "ready" reply), 409 explained and
// retried, failures told to the requester — against the sandbox's real export jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../src/api/index.js';
import type { Durable } from '../../src/app/durable.js';
import { failNextExports } from '../../src/sandbox/data/exports-store.js';
import type { ExportJob, Store } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';
import { messageText, startWorld, TEAM, type World } from './world.js';

describe('export delivery', () => {
  let world: World;
  let store: Store;
  let cleanup: () => Promise<void>;
  let bot: Durable;
  beforeAll(async () => {
    world = await startWorld({ exportDelayMs: 150 });
    ({ store, cleanup } = await anyStore());
    bot = world.instance(store, 'exp-i1', {}, { exportOptions: { pollBaseMs: 1_000, maxPollMs: 5_000, conflictRetryMs: 60_000, giveUpAfterMs: 6 * 3_600_000 } });
  });
  afterAll(async () => {
    await world.close();
    await cleanup();
  });

  /** Runs worker passes, moving the sandbox clock past each wait, until `done` says so. */
  async function drive(done: () => Promise<boolean>, stepMs = 61_000): Promise<void> {
    for (let i = 0; i < 200 && !(await done()); i++) {
      world.sandbox.ctx.clock.advance(stepMs);
      await bot.exportWorker.pass();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await done()).toBe(true);
  }
  const stateOf = async (id: string) => (await store.exports.get(id))!;
  const request = (user: string, body: Record<string, string>, over: Partial<{ kind: 'impressions' | 'requests'; channelId: string | null; retryOnConflict: boolean }> = {}) =>
    bot.enqueueExport({ teamId: TEAM, userId: user, channelId: null, kind: 'impressions', body: { date: '2026-11-20', ...body }, retryOnConflict: true, ...over });

  it('refuses an invalid request before storing or sending anything', async () => {
    world.sandbox.ctx.faults.clear();
    await expect(request('U0BAD', { date: '2026-11-22' })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(request('U0BAD', { bidder: 'x' }, { kind: 'requests' })).rejects.toThrow(/impressions exports only/);
    expect(await store.exports.listForUser(TEAM, 'U0BAD', 5)).toEqual([]);
    expect(world.sandbox.ctx.faults.count('/')).toBe(0);
  });

  it('posts a card, then puts the signed link and its expiry in it once, and says so in its thread', async () => {
    const job = await request('U0EXP01', { app_bundle: 'com.acmegames.tinyfarm', country: 'US' });
    expect(job.state).toBe('pending');
    await drive(async () => (await stateOf(job.id)).state === 'delivered');
    const card = world.calls('chat.postMessage', 'D0EXP01');
    expect(card.length).toBe(2);
    expect(messageText(card[0]!)).toContain('is being prepared');
    const cardTs = (card[0]!.result as { ts: string }).ts;
    expect(card[1]!.args.thread_ts).toBe(cardTs);
    expect(messageText(card[1]!)).toContain('is ready');
    const updates = world.calls('chat.update', 'D0EXP01').filter((u) => messageText(u).includes('download the file'));
    expect(updates.map((u) => u.args.ts)).toEqual([cardTs]);
    const done = await stateOf(job.id);
    expect(messageText(updates[0]!)).toContain(done.url!);
    expect(messageText(updates[0]!)).toMatch(/expires \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    // Later passes find nothing to do.
    await bot.exportWorker.pass();
    expect(world.calls('chat.postMessage', 'D0EXP01').length).toBe(2);
  });

  it('delivers a request export asked in a channel (no status read: the identical request is repeated) to the requester’s DM only', async () => {
    const job = await request('U0EXP02', { country: 'DE' }, { kind: 'requests', channelId: 'C0EXPORTS' });
    await drive(async () => (await stateOf(job.id)).state === 'delivered');
    expect(world.calls('chat.postMessage', 'C0EXPORTS')).toHaveLength(0);
    expect(world.calls('chat.update', 'D0EXP02').some((u) => messageText(u).includes('download the file'))).toBe(true);
    expect(world.sandbox.ctx.faults.count('/export/requests', 'POST')).toBeGreaterThanOrEqual(2);
  });

  it('explains a 409 and keeps trying when asked to, then delivers', async () => {
    world.sandbox.ctx.faults.inject({ path: '/export/impressions', method: 'POST', status: 409, message: 'this account already has 3 exports in progress', times: 1 });
    const job = await request('U0EXP03', { country: 'FR' });
    await bot.exportWorker.pass(); // the card
    await bot.exportWorker.pass(); // the 409
    expect((await stateOf(job.id)).state).toBe('blocked');
    const blocked = world.calls('chat.update', 'D0EXP03').at(-1)!;
    expect(messageText(blocked)).toContain('maximum number of exports in progress');
    expect(messageText(blocked)).toContain('I will ask again');
    await drive(async () => (await stateOf(job.id)).state === 'delivered');
  });

  it('fails at once on a 409 when the requester did not ask to wait, saying what to do', async () => {
    world.sandbox.ctx.faults.inject({ path: '/export/impressions', method: 'POST', status: 409, message: 'this account already has 3 exports in progress', times: 1 });
    const job = await request('U0EXP04', { country: 'JP' }, { retryOnConflict: false });
    await drive(async () => (await stateOf(job.id)).state === 'failed');
    const card = world.calls('chat.update', 'D0EXP04').at(-1)!;
    expect(messageText(card)).toContain('could not be made');
    expect(messageText(card)).toContain('most exports in progress');
    expect(messageText(card)).not.toContain('download the file');
  });

  it('tells the requester when the export itself failed', async () => {
    failNextExports(world.sandbox.ctx, 1, 'the export job failed: the data warehouse was unavailable; ask for the export again');
    const job = await request('U0EXP05', { country: 'BR' });
    await drive(async () => ['failed', 'delivered'].includes((await stateOf(job.id)).state));
    const final: ExportJob = await stateOf(job.id);
    expect(final.state).toBe('failed');
    expect(messageText(world.calls('chat.update', 'D0EXP05').at(-1)!)).toContain('did not produce a download link');
  });
});
