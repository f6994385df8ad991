// Network report benchmark: page through a 1,000,000-row report (limit 10,000) and stream it to a
// CSV file; rows per second end to end and the client's peak RSS, for ~100k and ~1M rows; then
// the sandbox's page latency at limit 10,000. The sandbox runs in its own process (so the client's
// RSS is its own); each client run is a fresh, plain `node` process running a transpiled copy of
// the API core (as a build would), since tsx's loader thread alone adds ~70 MB of RSS.
//
//   npx tsx bench/network.ts            # scale 16, targets 100k and 1M rows
//   npx tsx bench/network.ts --scale 16 --pages 40 --heap-cap 64
//   npx tsx bench/network.ts --smoke    # scale 1, ~1k and ~5k rows in pages of 1,000: seconds
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createApiClient, networkQuery, type ApiClient, type NetworkRow } from '../src/api/index.js';
import { saveNetworkCsv } from '../src/api/network-csv.js';
import { collectNetworkReport, type NetworkReportQuery } from '../src/api/network-pages.js';
import { freePort } from '../src/local/ports.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const NOW = '2026-11-22T09:00:00Z';
/** The last day every network has delivered at NOW (net_d and net_e deliver 2026-11-21 later that day). */
const END_DATE = '2026-11-20';
const DIMENSIONS = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'placement_id', 'country'];
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    client: { type: 'boolean' }, smoke: { type: 'boolean', default: false },
    scale: { type: 'string' }, pages: { type: 'string' }, 'heap-cap': { type: 'string', default: '64' }, ...ANY_NODE_OPTION,
  },
});
// The --client process is this bench's own child: the parent named the runtime and checked it.
if (!args.client) announceRuntime(args['any-node'], 'network');
/**
 * The two reports (rows between min and max; the sandbox answers 422 above 1,010,000: offset
 * ≤ 1,000,000 plus one page of 10,000), the page size, over how many pages the latency samples
 * spread, and the days calibration reads coverage for (that read is its slow part).
 */
const SIZES = args.smoke
  ? { scale: '1', pages: '3', page: 1_000, spreadPages: 4, coverageDays: 14, small: { label: '1k', min: 1_000, max: 1_500 }, big: { label: '5k', min: 5_000, max: 6_000 } }
  : { scale: '16', pages: '40', page: 10_000, spreadPages: 100, coverageDays: 90, small: { label: '100k', min: 100_000, max: 110_000 }, big: { label: '1M', min: 1_000_000, max: 1_010_000 } };
const PAGE = SIZES.page;
const RETRY = { maxRetries: 8, maxRetryAfterMs: 60_000 };

interface ClientFigures {
  rows: number;
  seconds: number;
  firstPageSeconds: number;
  bytes: number;
  peakRssMb: number;
  restarts: number;
}

/** --client: one measured run in this (fresh) process; prints its figures as JSON. */
async function clientRun(url: string, query: NetworkReportQuery): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-network-'));
  const api = createApiClient({ baseUrl: url, apiKey: 'sbx_full', retry: RETRY, timeouts: { headersMs: 120_000 } });
  const started = performance.now();
  let firstPageSeconds = 0;
  try {
    const result = await saveNetworkCsv(api.network, query, join(dir, 'report.csv'), {
      pageSize: PAGE,
      onProgress: () => (firstPageSeconds ||= (performance.now() - started) / 1000),
    });
    const figures: ClientFigures = {
      rows: result.rows,
      seconds: (performance.now() - started) / 1000,
      firstPageSeconds,
      bytes: (await stat(join(dir, 'report.csv'))).size,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      restarts: result.restarts,
    };
    console.log(JSON.stringify(figures));
  } finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  }
}


async function startSandboxProcess(scale: number): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_NOW: NOW, SANDBOX_SCALE: String(scale), SANDBOX_SEED: '42' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Whichever way this process ends (a failed client build included), the sandbox ends with it.
  process.once('exit', () => child.kill('SIGTERM'));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /sandbox API at (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with code ${code} before listening`)));
  });
  return { child, url };
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Transpiles this script and every module it loads to plain ESM in a temp dir (types dropped,
 * nothing checked). The modules are found by following the relative imports left in each output
 * (type-only ones are gone by then), so an import added to any of them needs nothing here — a
 * fixed list of directories once missed src/local/ports.ts and every client run failed.
 */
async function buildClient(): Promise<{ dir: string; entry: string }> {
  // Loaded here only: the measured client process must not carry the compiler.
  const { default: ts } = await import('typescript');
  const dir = await mkdtemp(join(tmpdir(), 'bench-network-client-'));
  const loadedBy = (js: string, file: string) =>
    ts.preProcessFile(js, true, true).importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => join(dirname(file), spec).replace(/\.js$/, '.ts'));
  const pending = [join(ROOT, 'bench', 'network.ts')];
  const done = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (done.has(file)) continue;
    done.add(file);
    const out = join(dir, relative(ROOT, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(out), { recursive: true });
    const js = ts.transpileModule(await readFile(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    }).outputText;
    await writeFile(out, js);
    pending.push(...loadedBy(js, file));
  }
  await writeFile(join(dir, 'package.json'), '{"type":"module"}');
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return { dir, entry: join(dir, 'bench', 'network.js') };
}

function runClient(entry: string, url: string, query: NetworkReportQuery, heapCapMb?: number): Promise<ClientFigures> {
  const flags = heapCapMb ? [`--max-old-space-size=${heapCapMb}`] : [];
  // --smoke: the client pages with the same (smoke) page size as this process.
  const own = ['--client', ...(args.smoke ? ['--smoke'] : []), url, JSON.stringify(query)];
  const child = spawn(process.execPath, [...flags, entry, ...own], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as ClientFigures) : reject(new Error(`client run failed (${code})`))));
  });
}

const accountKey = (r: NetworkRow | { provider: unknown; provider_account_id: unknown; provider_account_secondary_id: unknown }) =>
  `${String(r.provider)}|${String(r.provider_account_id)}|${String(r.provider_account_secondary_id)}`;

function isoDaysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * For these dimensions an account has the same number of rows every day it delivers (placement ×
 * country, fixed per account), so one full day and the coverage give any range's exact size. Finds
 * a date range and a set of accounts whose report has between `min` and `max` rows.
 */
async function calibrate(api: ApiClient, min: number, max: number): Promise<{ query: NetworkReportQuery; expected: number }> {
  // Three days read in full: rows per account-day = its rows / the days it delivered among them.
  const sample = await collectNetworkReport(api.network, { start_date: isoDaysBefore(END_DATE, 2), end_date: END_DATE, dimensions: DIMENSIONS }, { maxRows: 300_000 });
  const sampleRows = new Map<string, number>();
  const sampleDays = new Map<string, number>();
  for (const row of sample.rows) sampleRows.set(accountKey(row), (sampleRows.get(accountKey(row)) ?? 0) + 1);
  for (const c of sample.coverage) if (c.status === 'covered') sampleDays.set(accountKey(c), (sampleDays.get(accountKey(c)) ?? 0) + 1);
  const perDay = new Map([...sampleRows].map(([key, rows]) => [key, rows / sampleDays.get(key)!]));
  const delivered = [...perDay.keys()];
  // One coverage read (90 days): which account delivered which day (its rows are computed once).
  const { coverage } = await api.network.report({ start_date: isoDaysBefore(END_DATE, SIZES.coverageDays - 1), end_date: END_DATE, limit: 1 });
  for (let days = SIZES.coverageDays; days >= 1; days--) {
    const start = isoDaysBefore(END_DATE, days - 1);
    const coveredDays = new Map<string, number>();
    for (const c of coverage) if (c.status === 'covered' && c.day >= start) coveredDays.set(accountKey(c), (coveredDays.get(accountKey(c)) ?? 0) + 1);
    const weights = delivered.map((key) => ({ key, rows: (perDay.get(key) ?? 0) * (coveredDays.get(key) ?? 0) }));
    const total = weights.reduce((s, w) => s + w.rows, 0);
    if (total < min) break; // fewer days only shrink it
    const chosen = pickSubset(weights, min, max);
    if (!chosen) continue;
    const [p, a, s] = [0, 1, 2].map((i) => [...new Set(chosen.map((w) => w.key.split('|')[i]!))]);
    const query = chosen.length === weights.length
      ? { start_date: start, end_date: END_DATE, dimensions: DIMENSIONS }
      : { start_date: start, end_date: END_DATE, dimensions: DIMENSIONS, filters: { provider: p!, provider_account_id: a!, provider_account_secondary_id: s! } };
    return { query, expected: chosen.reduce((sum, w) => sum + w.rows, 0) };
  }
  throw new Error(`no report of ${min}..${max} rows at this scale: raise --scale`);
}

/** A subset of accounts whose rows add up to [min, max]: seeded random search (cheap, deterministic). */
function pickSubset<T extends { rows: number }>(items: T[], min: number, max: number): T[] | undefined {
  let seed = 7;
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const total = items.reduce((s, w) => s + w.rows, 0);
  if (total >= min && total <= max) return items;
  const keep = Math.min(1, (min + max) / 2 / total);
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const subset = items.filter(() => next() < keep);
    const sum = subset.reduce((s, w) => s + w.rows, 0);
    if (sum >= min && sum <= max) return subset;
  }
  return undefined;
}

/**
 * The sandbox's page latency at limit 10,000 on the computed report: request sent to whole body
 * received, through the one HTTP client, without parsing (that is the client's time, not the sandbox's).
 */
async function pageLatencies(api: ApiClient, query: NetworkReportQuery, pages: number): Promise<number[]> {
  const first = await api.network.report({ ...query, limit: 1 });
  const times: number[] = [];
  for (let i = 0; i < pages; i++) {
    const offset = ((i * 37) % SIZES.spreadPages) * PAGE; // spread over the whole report
    const t = performance.now();
    await api.http.send({
      operation: 'bench.networkPage', method: 'GET', path: 'report/network', idempotent: true,
      query: networkQuery({ ...query, limit: PAGE, offset, snapshot: first.page.snapshot }),
    });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** CPU time (user + system, ms) the child has used so far; Linux /proc, 100 ticks a second. */
function cpuMsOfChild(child: ChildProcess): number | undefined {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function peakRssOfChild(child: ChildProcess): number | undefined {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function describe(label: string, f: ClientFigures): string {
  return `${label.padEnd(22)} ${f.rows.toLocaleString('en-US').padStart(9)} rows in ${f.seconds.toFixed(1).padStart(5)} s = `
    + `${Math.round(f.rows / f.seconds).toLocaleString('en-US').padStart(7)} rows/s; first page ${f.firstPageSeconds.toFixed(1)} s; `
    + `CSV ${(f.bytes / 1e6).toFixed(0)} MB; client peak RSS ${f.peakRssMb.toFixed(0)} MB${f.restarts ? `; restarts ${f.restarts}` : ''}`;
}

async function main(): Promise<void> {
  if (args.client) return clientRun(positionals[0]!, JSON.parse(positionals[1]!) as NetworkReportQuery);
  const scale = Number(args.scale ?? SIZES.scale);
  const heapCap = Number(args['heap-cap']);
  if (args.smoke) announceSmoke(`scale ${scale}, reports of ~${SIZES.small.label} and ~${SIZES.big.label} rows, pages of ${PAGE}`);
  console.log(`network report bench: sandbox scale ${scale} in its own process, SANDBOX_NOW ${NOW}`);
  const [{ child, url }, client] = await Promise.all([startSandboxProcess(scale), buildClient()]);
  const api = createApiClient({ baseUrl: url, apiKey: 'sbx_full', retry: RETRY, timeouts: { headersMs: 120_000 } });
  try {
    const t = performance.now();
    const big = await calibrate(api, SIZES.big.min, SIZES.big.max);
    const small = await calibrate(api, SIZES.small.min, SIZES.small.max);
    console.log(`calibrated in ${((performance.now() - t) / 1000).toFixed(1)} s: reports of ${big.expected} and ${small.expected} rows`);
    for (const [size, { query, expected }] of [[SIZES.small.label, small], [SIZES.big.label, big]] as const) {
      for (const cap of [undefined, heapCap]) {
        const f = await runClient(client.entry, url, query, cap);
        if (f.rows !== expected) console.log(`  note: ${f.rows} rows read, ${expected} expected`);
        console.log(describe(`${size}, ${cap ? `heap cap ${cap} MB` : 'default heap'}`, f));
      }
    }
    const cpuBefore = cpuMsOfChild(child);
    const times = await pageLatencies(api, big.query, Number(args.pages ?? SIZES.pages));
    const cpuAfter = cpuMsOfChild(child);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
    const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? `; sandbox CPU ${((cpuAfter - cpuBefore) / (times.length + 1)).toFixed(0)} ms a page` : '';
    console.log(`sandbox page at limit ${PAGE.toLocaleString('en-US')} (report computed; request to whole body on loopback): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms over ${times.length} pages${cpu}`);
    console.log(`load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores (other processes share the machine)`);
    const rss = peakRssOfChild(child);
    if (rss !== undefined) console.log(`sandbox process peak RSS ${rss.toFixed(0)} MB`);
  } finally {
    await api.close();
    child.kill('SIGTERM');
    await rm(client.dir, { recursive: true, force: true });
  }
}

await main();
