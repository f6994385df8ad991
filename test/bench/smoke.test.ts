// Every bench listed in bench/list.ts runs in smoke mode (`bench/run.ts <name> --smoke`: tiny
// sizes, loopback only), so that a bench that no longer runs fails the tests instead of rotting
// until someone needs its figures. Checked: it exits 0 and prints its result lines. Never its
// figures: they depend on the machine, and a smoke run's sizes make them meaningless anyway.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCHES } from '../../bench/list.js';
import { SMOKE_SKIPPED } from '../../bench/smoke.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A bound for a machine busy with other suites; a smoke run takes seconds to ~30 s alone. */
const LIMIT_MS = 150_000;

interface Run {
  code: number | null;
  stdout: string;
  /** stdout and stderr as they came, for the failure message. */
  output: string;
}

/** Runs `bench/run.ts <name> --smoke`; past LIMIT_MS, kills it with every process it started. */
function runSmoke(name: string): Promise<Run> {
  // Its own process group: a hung bench's children (bots, sandboxes) go with it, and so does any
  // child a bench left behind, which would otherwise hold the output pipes open.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', name, '--smoke'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  };
  let stdout = '';
  let output = '';
  child.stdout.on('data', (c: Buffer) => ((stdout += c.toString()), (output += c.toString())));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => {
    output += `\n[smoke test] still running after ${LIMIT_MS / 1000} s: killed`;
    killGroup();
  }, LIMIT_MS);
  child.once('exit', killGroup);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, output });
    });
  });
}

/**
 * A bench that needs what this machine lacks says so and exits 0 (the scheduler bench without
 * TEST_DATABASE_URL). Where the tests have PostgreSQL, as in CI, nothing may be skipped.
 */
function skipReason(run: Run): string | undefined {
  const line = run.stdout.split('\n').find((l) => l.startsWith(SMOKE_SKIPPED));
  if (line && process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL is set, yet the smoke run skipped: ${line}`);
  return line;
}

// Concurrently: most of a smoke run is waiting (processes starting, rate limits), and every bench
// takes port 0 or a free port, temp dirs and a schema or database of its own.
describe.concurrent('benches in smoke mode (bench/run.ts <name> --smoke)', () => {
  it('lists benches', () => expect(Object.keys(BENCHES).length).toBeGreaterThan(0));

  for (const [name, bench] of Object.entries(BENCHES)) {
    it(`${name} runs to completion and prints its results`, async () => {
      const run = await runSmoke(name);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain(`=== bench: ${name}`);
      const skipped = skipReason(run);
      if (skipped) {
        console.error(`[bench smoke] ${name}: ${skipped}`);
        return;
      }
      const missing = bench.smokeOutput.filter((line) => !run.stdout.includes(line));
      expect(missing, `result lines missing from the output:\n${run.output}`).toEqual([]);
    }, LIMIT_MS + 10_000);
  }
});
