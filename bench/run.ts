// `npm run bench [-- <name> …]`: runs benchmark scripts one after another, each in its own
// process so that one's memory and event loop never colour another's figures.
// Without a name it runs the reporting benchmark; `all` runs every one (several minutes).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES: Record<string, string> = {
  reporting: 'sandbox latency (31-day breakdown, dashboard) and the API core overhead',
  network: '1M-row network report paged to CSV: rows/s, client peak RSS, page latency',
  bot: 'ack latency under load vs a bare Bolt app, answer time, idle RSS, start-up',
  scheduler: '2,000 digests due the same minute on three instances: time, API calls, duplicates, RSS',
};

const args = process.argv.slice(2);
const names = args.length === 0 ? ['reporting'] : args[0] === 'all' ? Object.keys(BENCHES) : args;
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from: all, ${Object.keys(BENCHES).join(', ')}`);
  for (const [name, what] of Object.entries(BENCHES)) console.error(`  ${name.padEnd(10)} ${what}`);
  process.exit(2);
}
for (const name of names) {
  console.log(`\n=== bench: ${name} — ${BENCHES[name]}`);
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`bench ${name} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
