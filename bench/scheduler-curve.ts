// The multi-tenant scheduler bench at several sizes (`npm run bench -- tenants`: 1,000, 3,000 and
// 10,000 workspaces × 2 digests): each size is a run of its own (./scheduler.ts in a fresh process,
// its own schema and sandbox), and the curve shows whether a digest costs the same at any scale
// (issue 29): CPU per digest at each size against the smallest, with the targets met or missed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What one size's run prints on its last line, after this prefix (as JSON). */
export const RESULT_PREFIX = 'scheduler-tenants result: ';

export interface SizeResult {
  tenants: number;
  digests: number;
  posted: number;
  /** From the scheduled minute until the last post; projected from the rate when not all were posted. */
  seconds: number;
  targetSeconds: number;
  /** The instances' CPU after they were ready, per digest posted. */
  cpuMsPerDigest: number;
  /** The highest of the instances'. */
  peakRssMb: number;
  duplicates: number;
  otherTokenPosts: number;
  calls: number;
  distinctPairs: number;
  /** The run's database's committed transactions per digest posted. */
  transactionsPerDigest: number;
  /** The machine's load average (1 / 5 / 15 min) at the end of the run. */
  load: string;
  /** The Node the run (and its workers) ran on: process.version. */
  node?: string;
  /**
   * The instances' CPU and JS heap allocation per API call: unlike per digest posted, a run cut
   * off at its wait with digests half done does not inflate them.
   */
  cpuMsPerCall?: number;
  allocatedKbPerCall?: number;
}

/** CPU per digest at the largest size may be at most this many times the smallest's. */
const FLAT_CPU = 1.2;

const mark = (ok: boolean): string => (ok ? 'met' : 'missed');

/** One size's targets, met or missed. */
export function verdict(r: SizeResult): string[] {
  return [
    `all ${r.digests} posted within ${r.targetSeconds} s: ${mark(r.posted === r.digests && r.seconds <= r.targetSeconds)} (${r.posted} posted, ${r.seconds.toFixed(0)} s${r.posted < r.digests ? ' projected' : ''})`,
    `peak RSS ≤ 300 MB per instance: ${mark(r.peakRssMb <= 300)} (${r.peakRssMb} MB)`,
    `0 duplicates: ${mark(r.duplicates === 0)} (${r.duplicates})`,
    `0 posts with another workspace's token: ${mark(r.otherTokenPosts === 0)} (${r.otherTokenPosts})`,
    `API calls = distinct (account, query) pairs: ${mark(r.calls === r.distinctPairs)} (${r.calls} / ${r.distinctPairs})`,
  ];
}

/**
 * Runs ./scheduler.ts once per size with the same options, then prints the curve and its verdict.
 * `alsoNode` (the bench's --also-node: another Node's executable): each size runs on it too, right
 * after, and both are printed side by side — the same machine, minutes apart (issue 36).
 */
export async function runCurve(sizes: number[], argv: string[], alsoNode?: string): Promise<void> {
  const script = fileURLToPath(new URL('./scheduler.ts', import.meta.url));
  // The same options, each run with one size (the last --tenants wins).
  const results: SizeResult[] = [];
  const others: SizeResult[] = [];
  for (const size of sizes) {
    console.log(`\n--- ${size} workspaces`);
    const result = await runOne(process.execPath, script, [...argv, '--tenants', String(size)]);
    if (result) results.push(result);
    else process.exitCode = 1;
    if (!alsoNode) continue;
    console.log(`\n--- ${size} workspaces on ${alsoNode}`);
    // Its figures are asked for by name: the engines' check would refuse an older Node.
    const other = await runOne(alsoNode, script, [...argv, '--tenants', String(size), '--any-node']);
    if (other) others.push(other);
    else process.exitCode = 1;
  }
  if (alsoNode) sideBySide([...results, ...others]);
  const base = results[0];
  if (!base) return;
  console.log('\nthe curve: workspaces · digests posted · time · CPU per digest (× the smallest) · peak RSS · transactions per digest · load');
  for (const r of results) {
    console.log(
      `  ${String(r.tenants).padStart(6)} · ${r.posted} / ${r.digests} · ${r.seconds.toFixed(0)} s${r.posted < r.digests ? ' (projected)' : ''} · ${r.cpuMsPerDigest.toFixed(1)} ms (${(r.cpuMsPerDigest / base.cpuMsPerDigest).toFixed(2)}×) · ${r.peakRssMb} MB · ${r.transactionsPerDigest.toFixed(1)} · ${r.load}`,
    );
  }
  const largest = results[results.length - 1]!;
  console.log('targets:');
  if (largest !== base) {
    const ratio = largest.cpuMsPerDigest / base.cpuMsPerDigest;
    console.log(`  CPU per digest at ${largest.tenants} within ${FLAT_CPU}× of ${base.tenants}: ${mark(ratio <= FLAT_CPU)} (${ratio.toFixed(2)}×)`);
  }
  for (const r of results) for (const line of verdict(r)) console.log(`  ${r.tenants}: ${line}`);
}

/** Each size on each Node: time, CPU per digest, peak RSS and the load they were taken at. */
function sideBySide(results: SizeResult[]): void {
  console.log('\nside by side: workspaces · Node · digests posted · time · CPU per digest · CPU, allocated per API call · peak RSS · duplicates · other token · load');
  for (const r of [...results].sort((a, b) => a.tenants - b.tenants)) {
    console.log(
      `  ${String(r.tenants).padStart(6)} · ${r.node ?? '?'} · ${r.posted} / ${r.digests} · ${r.seconds.toFixed(0)} s${r.posted < r.digests ? ' (projected)' : ''} · ${r.cpuMsPerDigest.toFixed(1)} ms · ${r.cpuMsPerCall?.toFixed(2) ?? '–'} ms, ${r.allocatedKbPerCall?.toFixed(0) ?? '–'} kB · ${r.peakRssMb} MB · ${r.duplicates} · ${r.otherTokenPosts} · ${r.load}`,
    );
  }
}

function runOne(node: string, script: string, argv: string[]): Promise<SizeResult | undefined> {
  return new Promise((resolve) => {
    const child = spawn(node, ['--import', 'tsx', script, ...argv], { stdio: ['ignore', 'pipe', 'inherit'] });
    let result: SizeResult | undefined;
    let pending = '';
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      const lines = (pending + d.toString()).split('\n');
      pending = lines.pop()!;
      for (const l of lines) if (l.startsWith(RESULT_PREFIX)) result = parseResult(l.slice(RESULT_PREFIX.length));
    });
    child.once('exit', () => resolve(result));
  });
}

/** JSON writes a run that posted nothing's Infinity as null: read back as Infinity. */
function parseResult(text: string): SizeResult {
  const r = JSON.parse(text) as SizeResult;
  return { ...r, seconds: r.seconds ?? Infinity, cpuMsPerDigest: r.cpuMsPerDigest ?? Infinity, transactionsPerDigest: r.transactionsPerDigest ?? Infinity };
}
