// `tsx src/store/pglite-prepare.ts` (meant for package.json's postinstall): runs initdb once now,
// so that the first start on a new DATA_DIR, and every in-memory test store, loads the template
// (~1 s) instead (./pglite.ts). Never fails an install: without a template the first open makes it.
import { prepareTemplate } from './pglite.js';

const started = Date.now();
try {
  const outcome = await prepareTemplate();
  if (outcome === 'created') console.error(`adops-bot: embedded database template prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`adops-bot: no embedded database template (${(err as Error).message}); the first start will make it`);
}
