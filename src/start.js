// `npm start`: the bot (src/main.ts) from its bundle (./bundle.js), made again first when a source
// changed since the last one. Arguments and environment reach main.ts as they are.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBundle, keepUsing, ROOT } from './bundle.js';

/** Errors that mean this user may not write under node_modules (a checkout installed by another). */
const READ_ONLY = new Set(['EACCES', 'EPERM', 'EROFS']);

async function entry() {
  let dir;
  try {
    dir = await ensureBundle();
  } catch (err) {
    if (!READ_ONLY.has(err.code)) {
      // A source that does not compile: esbuild's message names the file, line and column.
      console.error(`npm start could not build the bot: ${err.message}`);
      process.exit(1);
    }
    console.error('node_modules cannot be written here, so the bot runs from its TypeScript through tsx (a slower start).');
    const { register } = await import('tsx/esm/api');
    register();
    return pathToFileURL(join(ROOT, 'src', 'main.ts')).href;
  }
  keepUsing(dir);
  return pathToFileURL(join(dir, 'main.js')).href;
}

await import(await entry());
