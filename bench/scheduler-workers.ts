// The worker processes of the scheduler bench (./scheduler.ts): the bot's own worker role, as the
// Docker image runs it (`node dist/src/main.js` with ADOPS_ROLE=worker; here
// `--role worker`), compiled with tsc and with the image's NODE_OPTIONS, both read from the
// Dockerfile so the bench runs what ships; or, for a smoke run, through tsx as `npm start` does
// (compiling would cost npm test ~15 s for nothing it checks). Configured by the environment only,
// as a deployment is. Each loads ./instance-probe.ts beside the bot for its figures.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What ./instance-probe.ts prints as the process exits. */
export interface ProbeFigures {
  peakRssMb: number;
  rssAtReadyMb: number;
  peakHeapMb: number;
  peakHeapTotalMb: number;
  peakExternalMb: number;
  peakLiveMb: number;
  /** CPU after every instance was ready (the bench's SIGUSR2). */
  cpuS: number;
  /** Since then: bytes allocated on the JS heap, time in collections, and collections by kind. */
  allocatedMb?: number;
  gcMs?: number;
  gcs?: Record<string, number>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The image's Node options: the flags of its CMD before the script, and its ENV NODE_OPTIONS. */
export function imageNodeOptions(): { flags: string[]; nodeOptions: string } {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile);
  const words = cmd ? (JSON.parse(cmd[1]!) as string[]) : [];
  const script = words.findIndex((w) => w.endsWith('main.js'));
  const env = /^\s*(?:ENV\s+)?NODE_OPTIONS="([^"]*)"/m.exec(dockerfile);
  return { flags: script > 0 ? words.slice(1, script) : [], nodeOptions: env?.[1] ?? '' };
}

export interface WorkerLaunch {
  /** Node's arguments before the script: the image's flags (compiled) or tsx's loader, then the probe. */
  nodeArgs: string[];
  main: string;
  nodeOptions: string;
  compiled: boolean;
  /** Removes what was compiled for this run (the workers have stopped). */
  remove?: () => void;
}

/** Compiles the bot (and the probe) to JavaScript inside the checkout, so that it finds its node_modules. */
export function launchWorkers(compiled: boolean): WorkerLaunch {
  if (!compiled) {
    return {
      nodeArgs: ['--import', 'tsx', '--import', join(ROOT, 'bench/instance-probe.ts')],
      main: join(ROOT, 'src/main.ts'),
      nodeOptions: '',
      compiled,
    };
  }
  // One per run: two runs from one checkout never remove each other's workers' files.
  const outDir = join(ROOT, `node_modules/.cache/adops-bench-dist-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  const built = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.json'), '--outDir', outDir, '--noEmit', 'false'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not compile the workers (tsc failed)');
  const image = imageNodeOptions();
  return {
    nodeArgs: [...image.flags, '--import', join(outDir, 'bench/instance-probe.js')], main: join(outDir, 'src/main.js'), nodeOptions: image.nodeOptions, compiled,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

export interface StartedWorker {
  name: string;
  child: ChildProcess;
  /** Once the process has exited and its output has been read. */
  closed: Promise<void>;
  /** Set once the process has exited and its probe spoke. */
  figures?: ProbeFigures;
}

/**
 * Starts one worker process with `env` (the deployment's variables) and resolves once the bot
 * says it answers from the inbox. `extraNodeArgs`: the bench's --node-args (a heap cap to try, --cpu-prof).
 */
export function startWorker(launch: WorkerLaunch, name: string, env: Record<string, string>, extraNodeArgs: string[]): Promise<StartedWorker> {
  const nodeOptions = [launch.nodeOptions, env.NODE_OPTIONS ?? ''].join(' ').trim();
  const child = spawn(process.execPath, [...extraNodeArgs, ...launch.nodeArgs, launch.main, '--role', 'worker'], {
    // Only what a deployment sets: nothing of the bench's own environment leaks into the bot's configuration.
    // BENCH_ALLOCATION_PROFILE: the probe's allocation profile, a file per worker (./instance-probe.ts).
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, INSTANCE_ID: name, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
      ...(process.env.BENCH_ALLOCATION_PROFILE ? { BENCH_ALLOCATION_PROFILE: `${process.env.BENCH_ALLOCATION_PROFILE}.${name}.heapprofile` } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const worker: StartedWorker = { name, child, closed: new Promise((r) => child.once('close', () => r())) };
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (d: Buffer) => {
      const lines = (pending + d.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as { msg?: string; level?: number; probe?: boolean } & ProbeFigures;
        if (parsed.probe) worker.figures = parsed;
        // main.ts's line once the worker role runs (src/main.ts runSlack).
        else if (parsed.msg?.includes('role worker;')) resolve(worker);
        else if ((parsed.level ?? 0) >= 50) process.stderr.write(`${name}: ${line}\n`);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker ${name} exited (${code}) before it was ready`)));
  });
}

/** SIGTERM, as a platform stops a process; resolves once each has exited and its probe has spoken. */
export async function stopWorkers(workers: readonly StartedWorker[]): Promise<void> {
  for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.closed));
}
