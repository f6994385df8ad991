// What the scheduler bench (bench/scheduler.ts) reads from each worker process it starts: loaded
// before the bot with `--import`, it only watches (the bot runs as `node dist/src/main.js --role
// worker` does). SIGUSR2 from the bench marks the start of the measured work (every instance
// ready); at exit it prints one JSON line (beside the bot's JSON logs, told apart by `probe`): peak RSS, where the memory went, and
// the CPU since the mark.
import { writeSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

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

let mark: { cpu: NodeJS.CpuUsage; rssMb: number } | undefined;
process.on('SIGUSR2', () => {
  mark = { cpu: process.cpuUsage(), rssMb: mb(process.memoryUsage().rss) };
});

process.on('exit', () => {
  const cpu = process.cpuUsage(mark?.cpu);
  const line = {
    probe: true,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssAtReadyMb: mark?.rssMb ?? 0,
    peakHeapMb: peak.heapMb, peakHeapTotalMb: peak.heapTotalMb, peakExternalMb: peak.externalMb, peakLiveMb: peak.liveMb,
    cpuS: Math.round((cpu.user + cpu.system) / 1e5) / 10,
  };
  // Synchronous: the process is exiting.
  writeSync(1, `${JSON.stringify(line)}\n`);
});
