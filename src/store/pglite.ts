// Opening the embedded PGlite database cheaply.
//
// Two costs dominated a start on the embedded store, both measured on the 2-core dev machine:
//  - creating a database runs initdb in WASM: ~4–5 s of CPU and 550–750 MB RSS, every time a
//    DATA_DIR (or an in-memory test store) is new. So initdb runs once per installed PGlite
//    (./pglite-template.ts) and every new database starts as a copy of its result, slimmed;
//  - shared_buffers: PGlite's postgresql.conf says 128MB and PostgreSQL touches all of it at start
//    (~130 MB RSS). The bot's tables are small: 4MB (512 pages) holds them, and 16MB → 4MB was
//    another ~14 MB RSS off every open (docs/startup.md).
// What is left of a start is mostly V8 compiling PostgreSQL's WASM (bench/startup.ts).
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { dropTemplate, keepAsTemplate, readTemplate, templatePath, unpackTemplate } from './pglite-template.js';

/**
 * Server settings for every open, existing data directories included (command-line settings
 * override their postgresql.conf). Lower than PGlite's defaults because one bot instance uses one
 * connection on a few small tables.
 */
export const PGLITE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=4MB'];

/**
 * initdb's own options: a smaller shared_buffers than PGlite's (initdb starts the server several
 * times), and a shorter WAL: 1 MB segments (not 16 MB, mostly zeros in a new database) and a
 * checkpoint that keeps fewer spare ones, so the template holds ~7 MB of WAL instead of 16.
 * initdb writes them into the new postgresql.conf. (min_wal_size must be at least 2 segments, so
 * it cannot go in PGLITE_SETTINGS: databases made before this have 16 MB segments.) They name the
 * templates (./pglite-template.ts): shared_buffers stays 16MB here, as when the templates were
 * first made, so installed templates stay valid; every open overrides it with PGLITE_SETTINGS.
 */
export const INITDB_OPTIONS: readonly string[] = ['--wal-segsize=1', '-c', 'min_wal_size=2MB', '-c', 'shared_buffers=16MB'];

type Options = PGliteOptions & { dataDir?: string; startParams: string[] };

/** V8 options for PGlite's WebAssembly, set before it is first compiled (see pgliteClass). */
const WASM_BASELINE_ONLY: readonly string[] = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/**
 * Loaded only when used: the module alone costs ~50 MB, which instances on PostgreSQL never need.
 * Before PGlite's WebAssembly is first compiled, V8 is told to keep it on its baseline compiler
 * (Liftoff): otherwise Node 24 recompiles PostgreSQL's hottest functions with TurboFan while the
 * store opens, and the process peaks at ~750 MB for a few seconds instead of ~250 MB
 * (docs/startup.md). Set here, only the process that opens the embedded store has them: no other
 * WebAssembly runs in the bot, and a process on PostgreSQL keeps V8's defaults (issue 36). Set at
 * run time, `--no-wasm-dynamic-tiering` alone left the peak at ~780 MB; with both it is ~250 MB,
 * as the testing flag `--liftoff-only` on the command line gave.
 */
async function pgliteClass(): Promise<typeof PGlite> {
  for (const flag of WASM_BASELINE_ONLY) setFlagsFromString(flag);
  return (await import('@electric-sql/pglite')).PGlite;
}

async function baseOptions(dataDir: string | undefined): Promise<Options> {
  return { dataDir, startParams: [...(await pgliteClass()).defaultStartParams, ...PGLITE_SETTINGS] };
}

/** A directory that holds no database yet: missing or empty. */
export function isNew(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Opens the database in `dir` (in memory without one). A new one is a copy of the template; when
 * there is none yet, initdb runs (once) and its result becomes the template.
 */
export async function openPglite(dir?: string): Promise<PGlite> {
  const PGlite = await pgliteClass();
  const base = await baseOptions(dir);
  if (dir && !isNew(dir)) return PGlite.create(base);
  const copy = await fromTemplate(base);
  if (copy) return copy;
  if (dir) mkdirSync(dir, { recursive: true });
  return createAndKeepTemplate(base);
}

/**
 * On disk, the template's files are unpacked by us and opened like any existing database:
 * PGlite's `loadDataDir` would hold the whole unpacked tarball in memory on the way (~130 MB
 * more peak RSS). In memory, there is nowhere else for them: `loadDataDir`.
 * Undefined when there is no template; throws when it cannot be unpacked (then `dir` is untouched).
 */
function templateOptions(base: Options): Options | undefined {
  if (base.dataDir) return unpackTemplate(INITDB_OPTIONS, base.dataDir) ? base : undefined;
  const tarball = readTemplate(INITDB_OPTIONS);
  return tarball && { ...base, loadDataDir: tarball };
}

/**
 * A new database from the template, or undefined when there is none or it is unusable (damaged
 * on disk): then it is forgotten, and initdb runs instead.
 */
async function fromTemplate(base: Options): Promise<PGlite | undefined> {
  let options: Options | undefined;
  try {
    options = templateOptions(base);
  } catch {
    dropTemplate(INITDB_OPTIONS);
    return undefined;
  }
  if (!options) return undefined;
  try {
    return await (await pgliteClass()).create(options);
  } catch {
    dropTemplate(INITDB_OPTIONS);
    // Only the copy just unpacked is there: the directory held nothing before.
    if (base.dataDir) rmSync(base.dataDir, { recursive: true, force: true });
    return undefined;
  }
}

/**
 * initdb into the new database, which then becomes the template for the next new one (without
 * its template databases, like every copy: keepAsTemplate).
 */
async function createAndKeepTemplate(base: Options): Promise<PGlite> {
  const db = await (await pgliteClass()).create({ ...base, initDbStartParams: [...INITDB_OPTIONS] });
  // Best effort: a read-only node_modules only means the next new database runs initdb too.
  await keepAsTemplate(db, INITDB_OPTIONS).catch(() => undefined);
  return db;
}

/** Creates the template when there is none (`npm ci`'s postinstall: ./pglite-prepare.ts). */
export async function prepareTemplate(): Promise<'existed' | 'created'> {
  if (existsSync(templatePath(INITDB_OPTIONS))) return 'existed';
  const db = await (await pgliteClass()).create({ ...(await baseOptions(undefined)), initDbStartParams: [...INITDB_OPTIONS] });
  try {
    await keepAsTemplate(db, INITDB_OPTIONS);
  } finally {
    await db.close();
  }
  return 'created';
}
