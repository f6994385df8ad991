// Every bench listed in bench/list.ts runs in smoke mode (`bench/run.ts <name> --smoke`: tiny
// sizes, loopback only), so that a bench that no longer runs fails the tests instead of rotting
// until someone needs its figures. Checked: it exits 0 and prints its result lines. Never its
// figures: they depend on the machine, and a smoke run's sizes make them meaningless anyway.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCHES } from '../../bench/list.js';
import { enginesMajor, satisfiesMajor, WRONG_NODE_EXIT } from '../../bench/runtime.js';
import { SMOKE_SKIPPED } from '../../bench/smoke.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A bound for a machine busy with other suites; a smoke run takes seconds to ~30 s alone. */
// A guard against a bench that hangs, not a speed check: hostile runs five scenarios, ~2 min on a loaded machine.
const LIMIT_MS = 240_000;

interface Run {
  code: number | null;
  stdout: string;
  /** stdout and stderr as they came, for the failure message. */
  output: string;
}

/**
 * A bench refuses a Node below package.json's engines (bench/runtime.ts): CI's run of the suite on
 * the machines' Node 20 says so with --any-node; its Node 24 run runs them as they are.
 */
const ON_ENGINES_NODE = satisfiesMajor(process.version, enginesMajor());
const RUNTIME_ARGS = ON_ENGINES_NODE ? [] : ['--any-node'];

/** Runs `bench/run.ts <name> --smoke`; past LIMIT_MS, kills it with every process it started. */
function runSmoke(name: string, extra: readonly string[] = RUNTIME_ARGS): Promise<Run> {
  // Its own process group: a hung bench's children (bots, sandboxes) go with it, and so does any
  // child a bench left behind, which would otherwise hold the output pipes open.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', name, '--smoke', ...extra], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it('knows the engines\' Node: >=24 takes 24 and later, not 20', () => {
    expect(enginesMajor()).toBe(24);
    expect([satisfiesMajor('v20.20.2', 24), satisfiesMajor('v24.21.0', 24), satisfiesMajor('v25.1.0', 24)]).toEqual([false, true, true]);
  });

  // Only where the suite runs on another Node (CI's Node 20 run): a refusal exits before any work.
  it.skipIf(ON_ENGINES_NODE)('refuses a Node below the engines\' without --any-node, naming it on the first line', async () => {
    const run = await runSmoke('charts', []);
    expect(run.code, run.output).toBe(WRONG_NODE_EXIT);
    expect(run.stdout.split('\n')[0]).toContain(`runtime: Node ${process.version}`);
    expect(run.output).toContain('pass --any-node');
    expect(run.stdout).not.toContain('=== bench: charts');
  }, LIMIT_MS + 10_000);

  for (const [name, bench] of Object.entries(BENCHES)) {
    it(`${name} runs to completion and prints its results`, async () => {
      const run = await runSmoke(name);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain(`=== bench: ${name}`);
      // The runner's first line and the bench's own name the Node they run on.
      expect(run.stdout.split('\n')[0]).toContain(`runtime: Node ${process.version}`);
      const lines = run.stdout.split('\n');
      expect(lines[lines.findIndex((l) => l.startsWith(`=== bench: ${name}`)) + 1]).toContain(`runtime: Node ${process.version}`);
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
