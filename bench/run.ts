// `npm run bench [-- <name> …] [--smoke]`: runs benchmark scripts one after another, each in its own
// process so that one's memory and event loop never colour another's figures.
// Without a name it runs the reporting benchmark; `all` runs every one (several minutes).
// The benches are listed in ./list.ts (one may be another's script with options: `tenants` is
// `scheduler.ts --multi-tenant`). Options after the names (`--smoke`: tiny sizes, seconds
// each) go to every bench run. The first line names the runtime; a Node below package.json's
// engines is refused unless `--any-node` (./runtime.ts), which goes on to every bench too.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCHES } from './list.js';
import { announceRuntime } from './runtime.js';

const args = process.argv.slice(2);
announceRuntime(args.includes('--any-node'), 'bench/run.ts');
const firstOption = args.findIndex((a) => a.startsWith('-'));
const positional = firstOption === -1 ? args : args.slice(0, firstOption);
const passed = firstOption === -1 ? [] : args.slice(firstOption);
const names = positional.length === 0 ? ['reporting'] : positional[0] === 'all' ? Object.keys(BENCHES) : positional;
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from: all, ${Object.keys(BENCHES).join(', ')}`);
  for (const [name, { what }] of Object.entries(BENCHES)) console.error(`  ${name.padEnd(10)} ${what}`);
  process.exit(2);
}
for (const name of names) {
  console.log(`\n=== bench: ${name} — ${BENCHES[name].what}`);
  const { script: scriptName = name, args: own = [] } = BENCHES[name];
  const script = fileURLToPath(new URL(`./${scriptName}.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...own, ...passed], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`bench ${name} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
