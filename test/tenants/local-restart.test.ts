// Issue 35, item 6: local mode keeps a connection to the embedded sandbox working across restarts.
// The sandbox takes a new port each start; before, the stored connection then pointed at the old
// port and every answer was "no longer allowed by the operator". Two real starts of the local
// stack over one embedded store on disk (as local mode keeps it under DATA_DIR): the second answers
// from the connection saved in the first.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { loadDurableConfig } from '../../src/app/durable-config.js';
import { createLogger } from '../../src/logger.js';
import { renderMessage } from '../../src/local/render.js';
import { startLocalStack, type LocalStack } from '../../src/local/stack.js';
import { maskKey, openStore, sealContext, type Store } from '../../src/store/index.js';
import { SANDBOX_NOW, testConfig, USERS } from '../support/harness.js';
import { firstAnswer } from '../support/bot-process.js';

const encryption = { current: new Uint8Array(randomBytes(32)) };

async function start(store: Store): Promise<LocalStack> {
  const config = { ...testConfig({ encryption }), adopsApiUrl: undefined };
  const logger = createLogger({ level: 'warn', destination: new Writable({ write: (_c, _e, done) => done() }), secrets: [] });
  const settings = { ...loadDurableConfig({ INSTANCE_ID: 'restart-test' }, { dataDir: '' }), channelIntervalMs: 0, stopGraceMs: 0 };
  return startLocalStack({ config, logger, sandbox: { now: SANDBOX_NOW }, users: USERS, durable: { store, durable: settings, autoStart: false } });
}

async function ask(stack: LocalStack, text: string): Promise<string> {
  // A cold start on a loaded machine: the answer may come late, after a "working on it" note.
  const post = await firstAnswer(await stack.driver.slashCommand(text));
  return renderMessage(post.body, { color: false }).text;
}

it('a connection saved against the embedded sandbox still answers after a restart (new port)', async () => {
  // A real restart: the first stack closes its store (releasing the directory's lock), the second opens it again.
  const dir = await mkdtemp(join(tmpdir(), 'adops-restart-'));
  try {
    const store = await openStore({ dataDir: join(dir, 'data') });
    const first = await start(store);
    const team = first.standin.teamId;
    const firstUrl = first.sandbox!.url;
    const sealed = first.deps.accounts.box!.seal('sbx_full', sealContext(team, 'main'));
    await store.connections.save({ teamId: team, name: 'main', baseUrl: firstUrl, keyHint: maskKey('sbx_full'), createdBy: 'U0LOCAL01', account: 'acct_sandbox_01', permissions: ['reports:read'] }, sealed, new Date());
    await first.close();

    const second = await start(await openStore({ dataDir: join(dir, 'data') }));
    try {
      expect(second.sandbox!.url).not.toBe(firstUrl);
      const [saved] = await second.deps.durable.store.connections.list(team);
      expect(saved!.baseUrl).toBe(second.sandbox!.url);
      const answer = await ask(second, 'revenue yesterday');
      expect(answer).not.toMatch(/no longer allowed/);
      expect(answer).toMatch(/Revenue/);
    } finally {
      await second.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
