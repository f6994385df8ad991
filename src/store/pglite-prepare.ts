// `tsx src/store/pglite-prepare.ts` (meant for package.json's postinstall): runs initdb once now,
// so that the first start on a new DATA_DIR, and every in-memory test store, loads the template
// (~1 s) instead (./pglite.ts); then runs the migrations once on a copy of it, so that a new
// DATA_DIR starts with its tables too (./pglite-migrated.ts). Never fails an install: without a
// template the first open makes it; without the migrated one the first open migrates.
import { prepareTemplate } from './pglite.js';
import { dropOtherMigratedTemplates, prepareMigratedTemplate } from './pglite-migrated.js';

async function step(what: string, run: () => Promise<'existed' | 'created'>): Promise<void> {
  const started = Date.now();
  try {
    const outcome = await run();
    if (outcome === 'created') console.error(`adops-bot: ${what} prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(`adops-bot: no ${what} (${(err as Error).message}); the first start will do without`);
  }
}

await step('embedded database template', prepareTemplate);
await step('migrated embedded database template', () => prepareMigratedTemplate());
try {
  dropOtherMigratedTemplates();
} catch {
  // Only disk space: a stale one is never read.
}
