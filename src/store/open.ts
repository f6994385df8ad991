// openStore: PostgreSQL when a DATABASE_URL is given (several instances share it), otherwise an
// embedded PGlite database under DATA_DIR (one instance: it holds DATA_DIR's lock while open, and
// opens only what ./pglite-dir.ts says it may). Migrations run before it is returned.
import { existsSync, mkdirSync, rmdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { accessRepo, auditRepo } from './access.js';
import { abTestsRepo } from './ab-tests.js';
import { blockRefusalsRepo } from './block-refusals.js';
import { connectionsRepo } from './connections.js';
import { installationsRepo } from './installations.js';
import { connectPostgres, type Db } from './db.js';
import { exportJobsRepo } from './exports.js';
import { healthRepo } from './health.js';
import { migrate, MIGRATIONS, type Migration } from './migrations.js';
import { messageRefsRepo, queryCacheRepo } from './misc.js';
import { dataDirState, damagedText, isDamage, NEW_STORE_SWITCH, NEW_STORE_VARIABLE, refusalText, STORE_SUBDIR, StoreRefusal } from './pglite-dir.js';
import { lockStore } from './pglite-lock.js';
import { connectPgliteMigrated } from './pglite-migrated.js';
import { requestKeysRepo } from './request-keys.js';
import { inboxRepo } from './inbox.js';
import { answeredRepo } from './answered.js';
import { runsRepo } from './runs.js';
import { sharedAnswersRepo } from './shared-answers.js';
import { wordThreadsRepo } from './word-threads.js';
import { subscriptionsRepo } from './subscriptions.js';
import type { Store } from './types.js';
import { watchesRepo } from './watches.js';

export interface OpenStoreOptions {
  /** postgres://… — use a PostgreSQL server. */
  databaseUrl?: string;
  /** Where the embedded database lives when there is no databaseUrl (default ./data). */
  dataDir?: string;
  /**
   * A new embedded store may be made in a dataDir that exists but holds none (empty, or without
   * its pglite directory): the operator's ADOPS_NEW_STORE=1, or a temp dir a test just made.
   * A missing dataDir always gets a new store; an existing store is opened whatever this says.
   */
  newStore?: boolean;
  /** Hears what an operator should know of the open (a stale lock taken over); default stderr. */
  notice?: (message: string) => void;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  /** A schema of its own (tests run in parallel on one server); default public. */
  schema?: string;
  /** PostgreSQL pool size of this instance. */
  poolSize?: number;
  /** Hears each migration applied at open (the operator's log). */
  onMigration?: (m: Migration) => void;
  /** The migrations this code knows (default all; tests play an older version with fewer). */
  migrations?: readonly Migration[];
}

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const url = options.databaseUrl?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must start with postgres:// (or leave it unset to use the embedded database under DATA_DIR)');
  }
  const schema = options.schema ?? 'public';
  if (url) return storeOver(await migrated(await connectPostgres({ connectionString: url, schema, max: options.poolSize }), schema, options));
  if (options.inMemory) return storeOver(await migrated(await connectPgliteMigrated({ schema }, options.migrations), schema, options));
  return openOnDisk(resolve(options.dataDir ?? './data'), schema, options);
}

/** `db` with every migration applied; closed when they fail or the schema guard refuses it. */
async function migrated(db: Db, schema: string, options: OpenStoreOptions, existingStore?: string): Promise<Db> {
  try {
    await migrate(db, schema, options.migrations ?? MIGRATIONS, { onApplied: options.onMigration });
    return db;
  } catch (err) {
    await db.close().catch(() => undefined);
    if (err instanceof StoreRefusal) throw err;
    if (existingStore && isDamage(err, false)) throw new StoreRefusal(damagedText(existingStore), { cause: err });
    throw new Error(`the database could not be prepared: ${(err as Error).message}`, { cause: err });
  }
}

/** The embedded store in `dir`, under its lock (released when the store closes). */
async function openOnDisk(dir: string, schema: string, options: OpenStoreOptions): Promise<Store> {
  const existed = existsSync(dir);
  mkdirSync(dir, { recursive: true });
  const notice = options.notice ?? ((message: string) => console.error(`adops-bot: ${message}`));
  const lock = lockStore(dir, notice);
  try {
    const state = dataDirState(dir);
    const existing = state === 'store';
    if (!existing && existed && (!options.newStore || state === 'incomplete')) throw new StoreRefusal(refusalText(state, dir));
    // Left on, the switch would let a later empty DATA_DIR (an unmounted volume) become a new store unnoticed.
    if (existing && options.newStore) notice(`${NEW_STORE_SWITCH} is set, but ${dir} holds a store: it was opened as it is. Unset ${NEW_STORE_VARIABLE} now.`);
    let db: Db;
    try {
      db = await connectPgliteMigrated({ dir: join(dir, STORE_SUBDIR), schema }, options.migrations);
    } catch (err) {
      throw existing && isDamage(err, true) ? new StoreRefusal(damagedText(dir), { cause: err }) : err;
    }
    return storeOver(await migrated(db, schema, options, existing ? dir : undefined), lock.release);
  } catch (err) {
    lock.release();
    // A first start that failed leaves no empty DATA_DIR behind: the next would take it for an unmounted volume.
    if (!existed) tryRemoveEmpty(dir);
    throw err;
  }
}

function tryRemoveEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty (what the failed start left is kept for a look) or already gone.
  }
}

/** The repositories over `db`; `onClose` runs once it is closed (the embedded store's lock). */
export function storeOver(db: Db, onClose?: () => void): Store {
  let closed: Promise<void> | undefined;
  // Requests an answer removed from the inbox itself (./answered.ts): the inbox's `done` skips them.
  const finished = new Set<string>();
  return {
    kind: db.kind,
    subscriptions: subscriptionsRepo(db),
    runs: runsRepo(db),
    watches: watchesRepo(db),
    exports: exportJobsRepo(db),
    refs: messageRefsRepo(db),
    queryCache: queryCacheRepo(db),
    requestKeys: requestKeysRepo(db),
    inbox: inboxRepo(db, finished),
    answered: answeredRepo(db, finished),
    sharedAnswers: sharedAnswersRepo(db),
    wordThreads: wordThreadsRepo(db),
    access: accessRepo(db),
    audit: auditRepo(db),
    connections: connectionsRepo(db),
    installations: installationsRepo(db),
    blockRefusals: blockRefusalsRepo(db),
    abTests: abTestsRepo(db),
    health: healthRepo(db),
    // Idempotent: the app and its owner may both close it.
    close: () => (closed ??= db.close().finally(onClose)),
  };
}
