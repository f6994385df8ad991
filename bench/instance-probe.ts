// What the scheduler bench (bench/scheduler.ts) reads from each worker process it starts: loaded
// before the bot with `--import`, it only watches (the bot runs as `node dist/src/main.js --role
// worker` does). SIGUSR2 from the bench marks the start of the measured work (every instance
// ready); at exit it prints one JSON line (beside the bot's JSON logs, told apart by `probe`): peak RSS, where the memory went, and
// the CPU since the mark, and what the collector did since then: the bytes the bot allocated
// (what a collection found used, less what the previous one left) and the collections by kind
// with their time — figures a busy machine does not move, unlike the CPU.
import { writeFileSync, writeSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { Session } from 'node:inspector';

/**
 * The JS heap and memory outside it (buffers, sockets, native), sampled; and the heap just after
 * each full collection, which is what was live rather than garbage waiting.
 */
const peak = { heapMb: 0, heapTotalMb: 0, externalMb: 0, liveMb: 0 };
const mb = (bytes: number) => Math.round(bytes / 1e6);
new PerformanceObserver((list) => {
  const major = list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
  if (major) peak.liveMb = Math.max(peak.liveMb, mb(process.memoryUsage().heapUsed));
}).observe({ entryTypes: ['gc'] });
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.heapMb = Math.max(peak.heapMb, mb(m.heapUsed));
  peak.heapTotalMb = Math.max(peak.heapTotalMb, mb(m.heapTotal));
  peak.externalMb = Math.max(peak.externalMb, mb(m.external + m.arrayBuffers));
}, 500);
sampler.unref();

let mark: { cpu: NodeJS.CpuUsage; rssMb: number; usedBytes: number; gc: GCProfiler } | undefined;
/**
 * BENCH_ALLOCATION_PROFILE=<file>: where the bot allocates after the mark, garbage included (V8's
 * sampling heap profiler keeping collected objects; `--heap-prof` keeps only what is still live).
 */
const allocationProfile = process.env.BENCH_ALLOCATION_PROFILE;
const inspector = allocationProfile ? new Session() : undefined;
inspector?.connect();

process.on('SIGUSR2', () => {
  inspector?.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  const gc = new GCProfiler();
  gc.start();
  mark = { cpu: process.cpuUsage(), rssMb: mb(process.memoryUsage().rss), usedBytes: process.memoryUsage().heapUsed, gc };
});

/** Allocated bytes since the mark and the collections by kind (count, ms), from the GC profile. */
function collections(): { allocatedMb: number; gcMs: number; gcs: Record<string, number> } {
  if (!mark) return { allocatedMb: 0, gcMs: 0, gcs: {} };
  const { statistics } = mark.gc.stop();
  let allocated = 0;
  let left = mark.usedBytes;
  let costUs = 0;
  const gcs: Record<string, number> = {};
  for (const s of statistics) {
    allocated += Math.max(0, s.beforeGC.heapStatistics.usedHeapSize - left);
    left = s.afterGC.heapStatistics.usedHeapSize;
    costUs += s.cost;
    gcs[s.gcType] = (gcs[s.gcType] ?? 0) + 1;
  }
  allocated += Math.max(0, process.memoryUsage().heapUsed - left);
  return { allocatedMb: mb(allocated), gcMs: Math.round(costUs / 1000), gcs };
}

process.on('exit', () => {
  // The in-process session answers synchronously.
  inspector?.post('HeapProfiler.stopSampling', (err, r) => {
    if (!err) writeFileSync(allocationProfile!, JSON.stringify(r.profile));
  });
  const cpu = process.cpuUsage(mark?.cpu);
  const line = {
    probe: true,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssAtReadyMb: mark?.rssMb ?? 0,
    peakHeapMb: peak.heapMb, peakHeapTotalMb: peak.heapTotalMb, peakExternalMb: peak.externalMb, peakLiveMb: peak.liveMb,
    cpuS: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    ...collections(),
  };
  // Synchronous: the process is exiting.
  writeSync(1, `${JSON.stringify(line)}\n`);
});
