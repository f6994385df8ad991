// The JavaScript `npm start` runs (./start.js): src/main.ts and the app thread's entry, bundled with
// their dependencies by esbuild into node_modules/.cache/adops-bot/bundle-<fingerprint>/.
//
// Why a bundle: loading ~400 modules through tsx (its loader thread, its transforms, source maps)
// was ~40 % of a local start's CPU. On the 2-core machine a later `/adops help` took 2.3 s through
// tsx, 1.36 s as per-file JavaScript and 1.10 s as this bundle (node alone; npm adds ~0.3 s).
// Figures and method: docs/startup.md.
//
// What runs is what the checkout holds: the fingerprint covers every file under src/, commands/
// and views/ (path, size, modification time), the manifests, and npm's record of what is installed
// (node_modules/.package-lock.json, rewritten by every install). So an edit, a checkout or an
// install means a new bundle at the next start (~1.5 s). `npm ci`'s postinstall makes it ahead
// (`node src/bundle.js`), so a first start does not wait for it. An edit inside node_modules itself
// is not seen: with no bot running from the checkout, `rm -rf node_modules/.cache/adops-bot/bundle-*`
// makes the next start bundle again.
//
// What a bundle cannot do: a package that loads files of its own from beside its code must stay out
// of it (EXTERNAL). Two bundled packages would, in features the bot does not use: pino's transports
// (worker files) and node-cron's background tasks (daemon.js). Using either means adding the
// package to EXTERNAL.
//
// Plain JavaScript on purpose: it runs before anything is compiled. Only Node's own modules are
// imported statically; esbuild (tsx's own transformer, a dependency already) only to build.
import { randomBytes, createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SOURCE_DIRS = ['src', 'commands', 'views'];
/** Dependencies are bundled too: what npm installed is part of the code. */
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'node_modules/.package-lock.json'];

/** Output name → source. The app thread is started from its own file (src/app/threads/front.ts). */
const ENTRIES = { main: 'src/main.ts', 'app-thread': 'src/app/threads/app-thread.ts' };

/**
 * Files the code reads beside itself (`new URL('./configs/…', import.meta.url)`). Every module of
 * the bundle sits in one directory, so each goes there under the name its reader expects.
 */
const ASSETS = [
  { from: 'src/sandbox/data/configs', to: 'configs' }, // src/sandbox/data/config-store.ts
  { from: 'src/playground/web', to: 'web' }, // src/playground/server.ts
];

/**
 * Left to Node: packages that load files of their own relative to themselves (PGlite's WASM and
 * data bundle) or native code (Skia). Node finds them in the checkout's node_modules, above the
 * bundle's directory.
 */
const EXTERNAL = ['@electric-sql/pglite', '@napi-rs/canvas'];

/**
 * A bundle in use has its directory's modification time renewed: at each start from it, and every
 * TOUCH_EVERY_MS while that process runs. A build removes the bundles beyond the current one and
 * the KEEP_OLDER newest others that nothing used for UNUSED_AFTER_MS.
 */
const TOUCH_EVERY_MS = 2 * 60_000;
const UNUSED_AFTER_MS = 10 * 60_000;
const KEEP_OLDER = 2;
/** A partial build this old was killed: a build takes seconds, and adds files to it as it goes. */
const ABANDONED_AFTER_MS = 10 * 60_000;
const PREFIX = 'bundle-';
const PARTIAL = '.partial';

function cacheDir(root) {
  return join(root, 'node_modules', '.cache', 'adops-bot');
}

/**
 * Source files below `dir`. Dot files (editor locks and swap files, .DS_Store) are left out, and so
 * is a link that points nowhere: an editor's lock link must not stop a start.
 */
function listFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    else if (entry.isFile() || statSync(path, { throwIfNoEntry: false })?.isFile()) into.push(path);
  }
}

/** A hash of the sources' paths, sizes and modification times (~300 files: a few ms). */
function sourceFingerprint(root) {
  const files = [];
  for (const dir of SOURCE_DIRS) listFiles(join(root, dir), files);
  for (const file of SOURCE_FILES) files.push(join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    // A file gone since it was listed (an editor's temporary file) counts as absent.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat) hash.update(`${relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Marks `dir` as used now. Best effort: it may not be there, or be another user's. */
function touch(dir) {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // nothing to mark
  }
}

/** The directory of the bundle for the sources as they are now, made first when missing. */
export async function ensureBundle(root = ROOT) {
  const dir = join(cacheDir(root), `${PREFIX}${sourceFingerprint(root)}`);
  // Touched before it is looked at: from here on, a build by another start sees it as in use.
  touch(dir);
  if (existsSync(join(dir, 'main.js'))) return dir;
  await buildBundle(root, dir);
  pruneBundles(root, dir);
  return dir;
}

/** Keeps `dir` marked as used for as long as this process runs (see pruneBundles). */
export function keepUsing(dir) {
  setInterval(() => touch(dir), TOUCH_EVERY_MS).unref();
}

/**
 * Built beside and renamed into place, so a start that fails half-way, or two starts that build at
 * once, never leave a bundle half-made under its name (the second rename loses and its copy goes).
 * A start killed mid-build leaves its `.partial` directory: a build removes it once it is old.
 */
async function buildBundle(root, dir) {
  const esbuild = await import('esbuild');
  const partial = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}${PARTIAL}`;
  mkdirSync(partial, { recursive: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: partial,
      bundle: true,
      // Modules imported lazily (local mode, chart drawing) stay in chunks of their own, loaded when used.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      // Bundled CommonJS packages (Bolt, pino, pg) call require(): ES modules have none of their own.
      banner: { js: "import { createRequire as __adopsCreateRequire } from 'node:module'; const require = __adopsCreateRequire(import.meta.url);" },
      // For `node --enable-source-maps` (stack traces with TypeScript lines); not on by default: it
      // costs ~0.15 s and ~30 MB at every start.
      sourcemap: 'linked',
      logLevel: 'silent',
    });
    for (const { from, to } of ASSETS) cpSync(join(root, from), join(partial, to), { recursive: true });
    try {
      renameSync(partial, dir);
    } catch (err) {
      if (existsSync(join(dir, 'main.js'))) return; // another start made it first
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      // A directory under that name without a bundle in it (removed half-way by hand): replace it.
      rmSync(dir, { recursive: true, force: true });
      renameSync(partial, dir);
    }
  } finally {
    // esbuild's helper process would otherwise live as long as the bot, pinging it every second.
    await esbuild.stop();
    removeQuietly(partial);
  }
}

function removeQuietly(path) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // left for the next build to try again: it costs disk space only
  }
}

/** Renamed away first, so that no start finds it half-removed under its own name. */
function removeBundle(path) {
  const doomed = `${path}.${process.pid}-${randomBytes(4).toString('hex')}${PARTIAL}`;
  try {
    renameSync(path, doomed);
  } catch {
    return;
  }
  removeQuietly(doomed);
}

function entriesOf(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** When `path` was last used (changed or touched); undefined when it cannot be read. */
function lastUse(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Removes the bundles beyond `current` and the KEEP_OLDER newest others that nothing used for
 * UNUSED_AFTER_MS (a running process renews its own: keepUsing), and partial builds a killed
 * start left. Best effort: whatever cannot be removed costs disk space only.
 */
function pruneBundles(root, current) {
  const dir = cacheDir(root);
  const now = Date.now();
  const bundles = [];
  for (const name of entriesOf(dir)) {
    const path = join(dir, name);
    const mtimeMs = name.startsWith(PREFIX) && path !== current ? lastUse(path) : undefined;
    if (mtimeMs === undefined) continue;
    if (!name.endsWith(PARTIAL)) bundles.push({ path, mtimeMs });
    else if (now - mtimeMs > ABANDONED_AFTER_MS) removeQuietly(path);
  }
  bundles.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path, mtimeMs } of bundles.slice(KEEP_OLDER)) {
    if (now - mtimeMs > UNUSED_AFTER_MS) removeBundle(path);
  }
}

// `node src/bundle.js` (the postinstall): make the bundle now.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Not fatal to `npm ci`: npm start tries again and says what is wrong.
  ensureBundle().catch((err) => console.error(`The bundle npm start runs could not be made now (npm start tries again): ${err.message}`));
}
