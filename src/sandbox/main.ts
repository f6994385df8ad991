// `npm run sandbox`: serves the spec at http://127.0.0.1:$SANDBOX_PORT/api/v1.
import { parseIncidents } from './incidents.js';
import { SANDBOX_KEYS } from './keys.js';
import { startSandbox } from './server.js';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SANDBOX_PORT must be a port number (got "${process.env.SANDBOX_PORT}")`);
  process.exit(1);
}
try {
  const sandbox = await startSandbox({
    port,
    now: process.env.SANDBOX_NOW,
    seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
    scale: process.env.SANDBOX_SCALE ? Number(process.env.SANDBOX_SCALE) : undefined,
    exportDelayMs: process.env.SANDBOX_EXPORT_DELAY_MS ? Number(process.env.SANDBOX_EXPORT_DELAY_MS) : undefined,
    incidents: parseIncidents(process.env.SANDBOX_INCIDENTS),
  });
  console.log(`sandbox API at ${sandbox.url}`);
  console.log(`keys: ${SANDBOX_KEYS.map((k) => `${k.secret} (${k.name})`).join(', ')}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(`sandbox could not start: ${(err as Error).message}`);
  process.exit(1);
}
