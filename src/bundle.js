// The JavaScript `npm start` runs (./start.js): src/main.ts and the app thread's entry, bundled with
// their dependencies by esbuild into node_modules/.cache/adops-bot/bundle-<fingerprint>/.
//
// Why a bundle: loading ~400 modules through tsx (its loader thread, its transforms, source maps)
// was ~40 % of a local start's CPU. On the 2-core machine a later `/adops help` took 2.3 s through
// tsx, 1.36 s as per-file JavaScript and 1.10 s as this bundle (node alone; npm adds ~0.3 s).
// Figures and method: docs/startup.md.
//
// What runs is always what the checkout holds: the fingerprint covers every file under src/,
// commands/ and views/ (path, size, modification time) and the package manifests, so an edit, a
// checkout or an `npm ci` means a new bundle at the next start (~1 s). `npm ci`'s postinstall makes
// it ahead (`node src/bundle.js`), so a first start does not wait for it.
//
// Plain JavaScript on purpose: it runs before anything is compiled. Only Node's own modules are
// imported statically; esbuild (tsx's own transformer, a dependency already) only to build.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SOURCE_DIRS = ['src', 'commands', 'views'];
/** Dependencies are bundled too: a new lock file means new code. */
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

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

/** Bundles kept: the current one and a few before it, which a running process may still load from. */
const KEEP = 3;
const PREFIX = 'bundle-';

function cacheDir(root) {
  return join(root, 'node_modules', '.cache', 'adops-bot');
}

function listFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    else into.push(path);
  }
}

/** A hash of the sources' paths, sizes and modification times (~300 files: a few ms). */
export function sourceFingerprint(root = ROOT) {
  const files = [];
  for (const dir of SOURCE_DIRS) listFiles(join(root, dir), files);
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The directory of the bundle for the sources as they are now; made first when missing. */
export async function ensureBundle(root = ROOT) {
  const dir = join(cacheDir(root), `${PREFIX}${sourceFingerprint(root)}`);
  if (existsSync(join(dir, 'main.js'))) return dir;
  await buildBundle(root, dir);
  pruneBundles(root, dir);
  return dir;
}

/**
 * Built beside and renamed into place, so a start that dies half-way leaves nothing behind, and two
 * starts that build at once both end up with a whole bundle (the second rename loses and its copy goes).
 */
async function buildBundle(root, dir) {
  const { build } = await import('esbuild');
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    await build({
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
      if (!existsSync(join(dir, 'main.js'))) throw err;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Removes all but the KEEP newest bundles (never `current`). Best effort. */
function pruneBundles(root, current) {
  try {
    const dir = cacheDir(root);
    const bundles = readdirSync(dir)
      .filter((name) => name.startsWith(PREFIX) && !name.endsWith('.partial'))
      .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
      .filter(({ path }) => path !== current)
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const { path } of bundles.slice(KEEP - 1)) rmSync(path, { recursive: true, force: true });
  } catch {
    // an old bundle left over costs disk space only
  }
}

// `node src/bundle.js` (the postinstall): make the bundle now.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Not fatal to `npm ci`: npm start tries again and says what is wrong.
  ensureBundle().catch((err) => console.error(`The bundle npm start runs could not be made now (npm start tries again): ${err.message}`));
}
