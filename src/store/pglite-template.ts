// The template every new embedded database starts from: the data directory of a fresh initdb
// less its template databases, as the tarball PGlite's dumpDataDir() writes and its `loadDataDir`
// option reads (16 MB; not gzipped, ~2.5 MB, because gunzip took 0.15–0.35 s of a first start).
//
// It is made on this machine by the installed PGlite, never shipped: the files only suit the
// PostgreSQL build that wrote them (and would be megabytes of binary in the repository). It lives
// in node_modules/.cache, so `npm ci` starts afresh, and its name carries PGlite's version and the
// initdb options, so an upgrade or a new setting never meets a stale template.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { checkTar, untarTo } from './untar.js';

/** PGlite's package directory (its package.json is not among the files it exports). */
function pgliteRoot(): string {
  // …/node_modules/@electric-sql/pglite/dist/index.cjs
  return dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
}

/**
 * What the template holds besides initdb's output; part of its name, like the initdb options.
 * Change it whenever keepAsTemplate changes what it keeps.
 */
const CONTENT = 'no template databases';

/** node_modules/.cache/adops-bot/pglite-<version>-<hash of the options and CONTENT>.tar */
export function templatePath(initdbOptions: readonly string[]): string {
  const root = pgliteRoot();
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const options = createHash('sha256').update([CONTENT, ...initdbOptions].join('\0')).digest('hex').slice(0, 12);
  return join(root, '..', '..', '.cache', 'adops-bot', `pglite-${version}-${options}.tar`);
}

function readBytes(initdbOptions: readonly string[]): Buffer | undefined {
  try {
    return readFileSync(templatePath(initdbOptions));
  } catch {
    return undefined;
  }
}

/**
 * The template, for PGlite's `loadDataDir`; undefined when none has been made yet. Checked first
 * (throws when damaged): PGlite fails on a damaged one with an unhandled rejection as well, which
 * would end the process.
 */
export function readTemplate(initdbOptions: readonly string[]): Blob | undefined {
  const bytes = readBytes(initdbOptions);
  if (!bytes) return undefined;
  checkTar(bytes);
  return new Blob([bytes], { type: 'application/x-tar' });
}

/**
 * Writes the template's files into `dir` (missing or empty) as a database to open; false when
 * there is no template. Unpacked beside it and renamed into place, so that a start that dies
 * half-way never leaves half a database for the next one to trip over.
 */
export function unpackTemplate(initdbOptions: readonly string[], dir: string): boolean {
  const bytes = readBytes(initdbOptions);
  if (!bytes) return false;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    untarTo(bytes, partial);
    if (existsSync(dir)) rmdirSync(dir); // empty: fails rather than delete anything
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return true;
}

/**
 * The bot uses one database, `postgres`. template0 and template1, CREATE DATABASE's sources, are
 * half of a new data directory (15 of 31 MB) that every new database would copy to disk, and
 * every in-memory one hold in memory several times over while it loads (~70 MB peak RSS). So
 * they go: CREATE DATABASE on the embedded store then needs `TEMPLATE postgres`.
 */
async function dropTemplateDatabases(db: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    // Alone: DROP DATABASE cannot run in the transaction of a multi-statement exec.
    await db.exec(`DROP DATABASE ${name}`);
  }
}

/**
 * Makes `db` (just made by initdb, nothing else in it yet) the template: drops its template
 * databases, then saves it. Written beside and renamed, so that concurrent starts (test workers)
 * never read half a file.
 */
export async function keepAsTemplate(db: PGlite, initdbOptions: readonly string[]): Promise<void> {
  await dropTemplateDatabases(db);
  // Everything on disk and the WAL short: the copy then starts without replaying much.
  await db.exec('CHECKPOINT');
  const tarball = await db.dumpDataDir('none');
  const path = templatePath(initdbOptions);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  try {
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  dropOthers(path);
}

/** Templates of an earlier PGlite or other options are never read again. */
function dropOthers(current: string): void {
  const dir = dirname(current);
  for (const name of readdirSync(dir)) {
    if (/^pglite-.*\.tar(\.gz)?$/.test(name) && join(dir, name) !== current) rmSync(join(dir, name), { force: true });
  }
}

export function dropTemplate(initdbOptions: readonly string[]): void {
  rmSync(templatePath(initdbOptions), { force: true });
}
