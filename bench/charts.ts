// Chart and table rendering inside the bot (CHART_MODE=slack):
// 1. PNG render (Chart.js on @napi-rs/canvas, encode included) of the charts Slack's native
//    block cannot show: a 31-day revenue trend with the previous period dashed, a 24-hour day
//    against last week, an A/B cumulative line over 60 days — target p50 ≤ 50 ms.
// 2. The native data_visualization block of a 14-day digest chart, and a 10,000-row breakdown
//    cut into a data_table: pure data shaping, for scale.
// Run: npx tsx bench/charts.ts [--smoke]   (in-process, one thread; ~200 renders, under a minute)
// Ack latency is not measured here: in a split deployment rendering runs in a worker process,
// never the web process that acks; bench/bot.ts measures acks under load.
import { parseArgs } from 'node:util';
import { nativeChart } from '../src/charts/native.js';
import { renderPng } from '../src/charts/render.js';
import type { ChartSpec } from '../src/charts/spec.js';
import { breakdownView } from '../views/breakdown.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false }, ...ANY_NODE_OPTION } });
announceRuntime(args['any-node'], 'charts');
const N = args.smoke ? 3 : 60;
const WARMUP = args.smoke ? 1 : 5;

const days = (n: number) => Array.from({ length: n }, (_, i) => `11-${String((i % 30) + 1).padStart(2, '0')}`);
const wave = (n: number, base: number) => Array.from({ length: n }, (_, i) => base + Math.sin(i / 2) * base * 0.15);

const SPECS: Record<string, ChartSpec> = {
  'revenue trend, 31 days, previous dashed': {
    kind: 'line', title: 'Revenue by UTC day — last 31 days', labels: days(31), xLabel: 'day (UTC)', yLabel: 'revenue (USD)', alt: '',
    series: [{ name: 'this period', values: wave(31, 13_000) }, { name: 'the 31 days before', values: wave(31, 12_000), dashed: true }],
  },
  'revenue yesterday, 24 hours vs last week': {
    kind: 'line', title: 'Revenue by UTC hour — yesterday', labels: Array.from({ length: 24 }, (_, h) => `${h}h`), xLabel: 'hour (UTC)', yLabel: 'revenue (USD)', alt: '',
    series: [{ name: 'this period', values: wave(24, 600) }, { name: 'same weekday last week', values: wave(24, 560), dashed: true }],
  },
  'A/B cumulative, 60 days': {
    kind: 'line', title: 'abt_demo: cumulative revenue', labels: days(60), xLabel: 'day (UTC)', yLabel: 'cumulative revenue (USD)', alt: '',
    series: [{ name: 'control', values: wave(60, 5_000).map((_, i) => i * 5_000) }, { name: 'test', values: wave(60, 5_000).map((_, i) => i * 5_200) }],
  },
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

async function time(label: string, fn: () => unknown | Promise<unknown>, n = N): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p50 = quantile(samples, 0.5);
  console.log(`${label.padEnd(52)} n=${String(n).padStart(3)}  p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${quantile(samples, 0.99).toFixed(2).padStart(7)} ms`);
  return p50;
}

if (args.smoke) announceSmoke(`${N} renders of each chart`);
console.log('PNG render (Chart.js + @napi-rs/canvas, PNG encoded)');
const p50s: number[] = [];
for (const [label, spec] of Object.entries(SPECS)) p50s.push(await time(`  ${label}`, () => renderPng(spec)));
console.log('Slack blocks (no image)');
const digest: ChartSpec = { kind: 'bar', title: 'Revenue per day (UTC)', labels: days(14), series: [{ name: 'own-source revenue', values: wave(14, 13_000) }], alt: '' };
await time('  native chart block, 14-day digest', () => nativeChart(digest), N * 10);
const rows = Array.from({ length: 10_000 }, (_, i) => ({ dimensions: { app: `app_${i}`, country: 'US' }, metrics: { revenue: i * 1.5, ecpm: 3.2 } }));
await time('  breakdown of 10,000 rows to a data_table', () =>
  breakdownView({ title: 'b', dates: 'd', tz: 'UTC', dimensions: ['app', 'country'], metrics: ['revenue', 'ecpm'], rows, filters: '', calendarBuckets: false, bidderRequests: false }));
console.log(`targets: PNG render p50 ≤ 50 ms — ${Math.max(...p50s) <= 50 ? 'met' : 'missed'} (worst p50 ${Math.max(...p50s).toFixed(1)} ms)`);
