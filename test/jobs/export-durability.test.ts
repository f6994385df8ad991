// Durability: a bot instance is killed with SIGKILL while it is polling an export; another
// instance (a new process) takes the job over when the dead one's lease expires, and the link is
// delivered exactly once. Needs PostgreSQL (two processes share it); skipped with a message without.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { openStore, type Store } from '../../src/store/index.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../store/backends.js';
import { messageText } from './world.js';

const TOKEN = 'xoxb-durability';
const LEASE_MS = 1_500;

if (!TEST_DATABASE_URL) console.error('[export durability] TEST_DATABASE_URL is not set: the kill -9 test needs PostgreSQL and is skipped');

describe.skipIf(!TEST_DATABASE_URL)('export delivery survives kill -9', () => {
  const schema = uniqueSchema('pgkill');
  let sandbox: Sandbox;
  let standin: SlackStandin;
  let store: Store;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // Real clock: the children read "now" from their own process. Slow exports: the kill lands mid-poll.
    sandbox = await startSandbox({ exportDelayMs: 4_000 });
    standin = await startSlackStandin({ botToken: TOKEN });
    store = await openStore({ databaseUrl: TEST_DATABASE_URL!, schema, poolSize: 2 });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await store?.close();
    await standin?.close();
    await sandbox?.close();
    await dropSchema(schema);
  });

  function startChild(instance: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL('./export-child.ts', import.meta.url).pathname], {
      env: {
        ...process.env, CHILD_DATABASE_URL: TEST_DATABASE_URL, CHILD_SCHEMA: schema, CHILD_API_URL: sandbox.url, CHILD_SLACK_API_URL: standin.apiUrl,
        CHILD_BOT_TOKEN: TOKEN, CHILD_INSTANCE: instance, CHILD_LEASE_MS: String(LEASE_MS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
      child.once('exit', (code) => reject(new Error(`child ${instance} exited (${code}) before it was ready`)));
    });
  }

  it('takes the job over after the lease and posts the link once', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const job = await store.exports.enqueue(
      { teamId: 'T1', requesterUserId: 'U0KILL01', channelId: null, kind: 'impressions', body: { date: yesterday, country: 'US', app_bundle: 'com.acmegames.wordrush' }, retryOnConflict: true, giveUpAt: new Date(Date.now() + 10 * 60_000) },
      new Date(),
    );
    const first = await startChild('victim');
    // Mid-flight: the card is posted and the export was created; it is being polled.
    for (let i = 0; i < 200; i++) {
      const j = await store.exports.get(job.id);
      if (j?.state === 'waiting' && j.exportId) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await store.exports.get(job.id))?.state).toBe('waiting');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await startChild('survivor');
    await standin.state.waitFor(() => standin.state.calls.find((c) => c.method === 'chat.postMessage' && String(c.args.text).includes('the link is in the message above')), 60_000, 'the ready notice');
    const done = (await store.exports.get(job.id))!;
    expect(done.state).toBe('delivered');
    // Exactly once: one card, one link (in that card), one ready notice.
    const posts = standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.ok);
    expect(posts.filter((c) => messageText(c).includes('being prepared')).length).toBe(1);
    expect(posts.filter((c) => messageText(c).includes('the link is in the message above')).length).toBe(1);
    const withLink = standin.state.calls.filter((c) => c.method === 'chat.update' && c.ok && messageText(c).includes(done.url!));
    expect(new Set(withLink.map((c) => c.args.ts))).toEqual(new Set([done.messageTs]));
    expect(sandbox.ctx.faults.count('/export/impressions', 'POST')).toBe(1);
  });
});
