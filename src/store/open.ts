// openStore: PostgreSQL when a DATABASE_URL is given (several instances share it), otherwise an
// embedded PGlite database under DATA_DIR (one instance). Migrations run before it is returned.
import { join, resolve } from 'node:path';
import { accessRepo, auditRepo } from './access.js';
import { blockRefusalsRepo } from './block-refusals.js';
import { connectionsRepo } from './connections.js';
import { installationsRepo } from './installations.js';
import { connectPostgres, type Db } from './db.js';
import { exportJobsRepo } from './exports.js';
import { migrate } from './migrations.js';
import { messageRefsRepo, queryCacheRepo } from './misc.js';
import { connectPgliteMigrated } from './pglite-migrated.js';
import { requestKeysRepo } from './request-keys.js';
import { runsRepo } from './runs.js';
import { sharedAnswersRepo } from './shared-answers.js';
import { subscriptionsRepo } from './subscriptions.js';
import type { Store } from './types.js';
import { watchesRepo } from './watches.js';

export interface OpenStoreOptions {
  /** postgres://… — use a PostgreSQL server. */
  databaseUrl?: string;
  /** Where the embedded database lives when there is no databaseUrl (default ./data). */
  dataDir?: string;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  /** A schema of its own (tests run in parallel on one server); default public. */
  schema?: string;
  /** PostgreSQL pool size of this instance. */
  poolSize?: number;
}

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const url = options.databaseUrl?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must start with postgres:// (or leave it unset to use the embedded database under DATA_DIR)');
  }
  const schema = options.schema ?? 'public';
  const db = url
    ? await connectPostgres({ connectionString: url, schema, max: options.poolSize })
    : await connectPgliteMigrated({ dir: options.inMemory ? undefined : join(resolve(options.dataDir ?? './data'), 'pglite'), schema });
  try {
    await migrate(db, schema);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw new Error(`the database could not be prepared: ${(err as Error).message}`, { cause: err });
  }
  return storeOver(db);
}

export function storeOver(db: Db): Store {
  let closed: Promise<void> | undefined;
  return {
    kind: db.kind,
    subscriptions: subscriptionsRepo(db),
    runs: runsRepo(db),
    watches: watchesRepo(db),
    exports: exportJobsRepo(db),
    refs: messageRefsRepo(db),
    queryCache: queryCacheRepo(db),
    requestKeys: requestKeysRepo(db),
    sharedAnswers: sharedAnswersRepo(db),
    access: accessRepo(db),
    audit: auditRepo(db),
    connections: connectionsRepo(db),
    installations: installationsRepo(db),
    blockRefusals: blockRefusalsRepo(db),
    // Idempotent: the app and its owner may both close it.
    close: () => (closed ??= db.close()),
  };
}
