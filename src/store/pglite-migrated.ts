// A new embedded database on disk that starts with its tables: a copy of the template
// (./pglite-template.ts) on which every migration has already run, made once at install time
// (./pglite-prepare.ts). Running the migrations at a first start cost ~150 ms of PostgreSQL in
// WASM (more on a busy machine); copying the migrated files costs what copying the bare ones did.
//
// Its name carries a hash of the migration list (ids, names and SQL) and of the bare template's
// name (PGlite's version, the initdb options). So a changed migration list, or a new PGlite, never
// meets a stale copy: no copy matches, and the new database starts from the bare template and runs
// its migrations at open as before, until the next install makes the matching copy. Only the
// `public` schema is migrated in it (openStore's default; tests on other schemas migrate at open).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { connectPglite, type Db, type PgliteOptions } from './db.js';
import { migrate, MIGRATIONS, type Migration } from './migrations.js';
import { INITDB_OPTIONS, isNew } from './pglite.js';
import { templatePath } from './pglite-template.js';

const PREFIX = 'migrated-';

/** node_modules/.cache/adops-bot/migrated-<hash>: a data directory, closed cleanly. */
export function migratedTemplateDir(migrations: readonly Migration[] = MIGRATIONS): string {
  const bare = templatePath(INITDB_OPTIONS);
  const list = [...migrations].sort((a, b) => a.id - b.id).map(({ id, name, sql }) => ({ id, name, sql }));
  const hash = createHash('sha256').update(basename(bare)).update('\0').update(JSON.stringify(list)).digest('hex').slice(0, 16);
  return join(dirname(bare), `${PREFIX}${hash}`);
}

/**
 * Copies the migrated template into `dir` when `dir` is new and a template matches `migrations`;
 * false otherwise. Copied beside and renamed, so a start that dies half-way leaves nothing behind.
 */
function copyMigratedTemplate(dir: string, migrations: readonly Migration[]): boolean {
  const template = migratedTemplateDir(migrations);
  if (!isNew(dir) || !existsSync(template)) return false;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template, partial, { recursive: true });
    mkdirSync(dirname(dir), { recursive: true });
    rmSync(dir, { recursive: true, force: true }); // empty or missing (isNew)
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return true;
}

/**
 * connectPglite, where a new on-disk database in `public` starts as a copy of the migrated
 * template when there is one for `migrations`. A copy that does not open (damaged template) is
 * removed with its template, and the database is made the usual way.
 */
export async function connectPgliteMigrated(options: PgliteOptions, migrations: readonly Migration[] = MIGRATIONS): Promise<Db> {
  const { dir } = options;
  const inPublic = (options.schema ?? 'public') === 'public';
  let copied = false;
  try {
    copied = Boolean(dir) && inPublic && copyMigratedTemplate(dir!, migrations);
  } catch {
    rmSync(migratedTemplateDir(migrations), { recursive: true, force: true });
  }
  if (!copied) return connectPglite(options);
  try {
    return await connectPglite(options);
  } catch {
    rmSync(migratedTemplateDir(migrations), { recursive: true, force: true });
    rmSync(dir!, { recursive: true, force: true }); // only the copy: `dir` held nothing before
    return connectPglite(options);
  }
}

/**
 * Makes the migrated template for `migrations` when there is none: a new database (itself a copy
 * of the bare template), migrated, closed, then renamed into place so concurrent installs never
 * see half of one.
 */
export async function prepareMigratedTemplate(migrations: readonly Migration[] = MIGRATIONS): Promise<'existed' | 'created'> {
  const template = migratedTemplateDir(migrations);
  if (existsSync(template)) return 'existed';
  const partial = `${template}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    const db = await connectPglite({ dir: partial });
    try {
      await migrate(db, 'public', migrations);
    } finally {
      await db.close();
    }
    renameSync(partial, template);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return 'created';
}

/** Migrated templates of another migration list or PGlite are never read again (install time only). */
export function dropOtherMigratedTemplates(migrations: readonly Migration[] = MIGRATIONS): void {
  const current = migratedTemplateDir(migrations);
  const root = dirname(current);
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    if (name.startsWith(PREFIX) && join(root, name) !== current) rmSync(join(root, name), { recursive: true, force: true });
  }
}
