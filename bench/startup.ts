// Start-up benchmark of local mode on the embedded store (no DATABASE_URL): `npm start --silent --
// "/adops help"` starts the sandbox API, the Slack stand-in, the Bolt app and PGlite, answers once
// and exits. Timed as a whole command (npm included), from outside:
//   first start — a new DATA_DIR in a temp dir: the database is created (a copy of the migrated
//                 template src/store/pglite-migrated.ts keeps, as after `npm ci`'s postinstall);
//   later start — the same DATA_DIR again: the database is only opened;
//   idle        — the same DATA_DIR, interactive (`npm start`): RSS 2 s after the prompt.
// Wall time to exit, time until the answer (or the prompt) is printed, and peak RSS (/proc's VmHWM
// of the largest process of the command, sampled every 20 ms), as min / median / max over the runs.
//
//   npx tsx bench/startup.ts [--runs 5] [--cold] [--smoke]
// Without --cold the templates are made first (untimed) when missing, as the postinstall does.
// --cold: remove both templates before every first start: the cost of a new database without them
//         (a checkout whose `npm ci` skipped the postinstall): initdb, then every migration. Each
//         such start makes the bare template again, not the migrated one.
// --smoke: one run of each; exits 0 when the command answered. Its figures mean nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { INITDB_OPTIONS, prepareTemplate } from '../src/store/pglite.js';
import { migratedTemplateDir, prepareMigratedTemplate } from '../src/store/pglite-migrated.js';
import { dropTemplate } from '../src/store/pglite-template.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What a user runs (package.json's "start"); --silent: npm prints nothing of its own. */
const COMMAND = ['npm', 'start', '--silent', '--'];
const ONE_SHOT = '/adops help';
/** What interactive local mode prints once it takes commands. */
const PROMPT_LINE = 'Type a command';
/** What the answer to ONE_SHOT shows. */
const ANSWER = /adops/i;
const IDLE_AFTER_MS = 2_000;
/** A start that takes longer is stuck: killed, and the run counts as failed. */
const LIMIT_MS = 120_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cold: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    ...ANY_NODE_OPTION,
  },
});
announceRuntime(args['any-node'], 'startup');
const RUNS = args.smoke ? 1 : Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs must be a whole number ≥ 1, not ${args.runs}`);
  process.exit(2);
}

interface Run {
  code: number | null;
  wallMs: number;
  /** Until stdout shows the answer (one-shot) or the prompt (interactive). */
  readyMs?: number;
  peakKb: number;
  /** Interactive only: RSS (kB) of the largest process, IDLE_AFTER_MS after the prompt. */
  idleKb?: number;
  stdout: string;
  stderr: string;
}

/** Every process under `pid` (npx → tsx → node), from /proc; just `pid` where there is none. */
function descendants(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    try {
      const children = readFileSync(`/proc/${found[i]}/task/${found[i]}/children`, 'utf8').trim();
      if (children) found.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone already, or no /proc
    }
  }
  return found;
}

/** VmHWM (peak RSS) or VmRSS of one process in kB; 0 when it is gone. */
function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function largest(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  return Math.max(0, ...descendants(pid).map((p) => statusKb(p, field)));
}

/**
 * One start with `dataDir`, in local mode on the embedded store whatever this shell has set.
 * One-shot (`/adops help`), or interactive: the RSS once idle, then `exit`.
 */
function runOnce(dataDir: string, interactive: boolean): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NO_COLOR: '1' };
  for (const name of ['DATABASE_URL', 'SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET', 'SLACK_APP_TOKEN']) delete env[name];
  const started = performance.now();
  const argv = interactive ? COMMAND.slice(1, -1) : [...COMMAND.slice(1), ONE_SHOT];
  const child = spawn(COMMAND[0]!, argv, { cwd: ROOT, env, stdio: 'pipe' });
  if (!interactive) child.stdin.end();
  const run: Run = { code: null, wallMs: 0, peakKb: 0, stdout: '', stderr: '' };
  const idle = () => {
    run.idleKb = largest(child.pid!, 'VmRSS');
    child.stdin.end('exit\n');
  };
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    if (run.readyMs !== undefined) return;
    if (interactive ? !run.stdout.includes(PROMPT_LINE) : !ANSWER.test(run.stdout)) return;
    run.readyMs = performance.now() - started;
    if (interactive) setTimeout(idle, IDLE_AFTER_MS);
  });
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const sampler = setInterval(() => (run.peakKb = Math.max(run.peakKb, largest(child.pid!, 'VmHWM'))), 20);
  const limit = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      run.wallMs = performance.now() - started;
      run.code = code;
      clearInterval(sampler);
      clearTimeout(limit);
    });
    child.once('close', () => resolve(run));
  });
}

function answered(run: Run): boolean {
  return run.code === 0 && (run.idleKb !== undefined || ANSWER.test(run.stdout));
}

function spread(values: number[], unit: string, digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return `${[sorted[0]!, median, sorted.at(-1)!].map((v) => v.toFixed(digits)).join(' / ')} ${unit}`;
}

function report(label: string, runs: Run[]): void {
  console.log(`${label}: ${runs.length} run(s), min / median / max`);
  console.log(`  wall to exit      ${spread(runs.map((r) => r.wallMs / 1000), 's', 2)}`);
  console.log(`  until the answer  ${spread(runs.map((r) => (r.readyMs ?? r.wallMs) / 1000), 's', 2)}`);
  console.log(`  peak RSS          ${spread(runs.map((r) => r.peakKb / 1024), 'MB', 0)}`);
}

function failure(label: string, run: Run): string {
  const tail = (run.stderr || run.stdout).trim().split('\n').slice(-8).join('\n');
  return `${label} did not answer (exit ${run.code}):\n${tail}`;
}

function loadAverage(): string {
  return loadavg().map((l) => l.toFixed(2)).join(' ');
}

/** What `npm ci`'s postinstall leaves (src/store/pglite-prepare.ts), made here when missing. */
async function prepareTemplates(): Promise<void> {
  await prepareTemplate();
  await prepareMigratedTemplate();
}

function dropTemplates(): void {
  dropTemplate(INITDB_OPTIONS);
  rmSync(migratedTemplateDir(), { recursive: true, force: true });
}

async function main(): Promise<void> {
  if (args.smoke) announceSmoke('one run of each');
  console.log(`startup benchmark: \`${COMMAND.join(' ')} "${ONE_SHOT}"\` on the embedded PGlite store; node ${process.version}; load average ${loadAverage()}`);
  if (args.cold) console.log('--cold: no templates: every first start runs initdb and every migration');
  else await prepareTemplates();
  const runs = { first: [] as Run[], later: [] as Run[], idle: [] as Run[] };
  const scratch = mkdtempSync(join(tmpdir(), 'adops-startup-'));
  try {
    // Untimed: tsx transpiles changed sources once; no case should pay for that.
    if (!args.smoke) await runOnce(join(scratch, 'warm-up'), false);
    for (let i = 0; i < RUNS; i++) {
      if (args.cold) dropTemplates();
      const dataDir = join(scratch, `run-${i}`);
      runs.first.push(await runOnce(dataDir, false));
      runs.later.push(await runOnce(dataDir, false));
      runs.idle.push(await runOnce(dataDir, true));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  report('first start (new DATA_DIR)', runs.first);
  report('later start (same DATA_DIR)', runs.later);
  console.log(`idle RSS (interactive, ${IDLE_AFTER_MS / 1000} s after the prompt): ${spread(runs.idle.map((r) => (r.idleKb ?? 0) / 1024), 'MB', 0)}`);
  console.log(`load average after the runs: ${loadAverage()}`);
  const failed = Object.entries(runs).flatMap(([kind, list]) => list.filter((r) => !answered(r)).map((r) => failure(`a ${kind} start`, r)));
  for (const text of failed) console.error(text);
  if (failed.length > 0) process.exit(1);
}

await main();
