// Chart.js (v2, QuickChart's default) configs built from a ChartSpec, and the two ways out:
// a QuickChart image URL (data travels in the URL) or the PNG fetched from the QuickChart host
// with undici (data travels only to that host, which can be self-hosted and private).
import QuickChartModule from 'quickchart-js';
import { request } from 'undici';
import type { ChartSpec } from './spec.js';

// quickchart-js is CommonJS whose typings declare an ES default export: at run time the default
// import is the class itself; under NodeNext typings it is the module. Accept both.
type QuickChartClass = typeof QuickChartModule.default;
const QuickChart: QuickChartClass =
  ((QuickChartModule as unknown as { default?: QuickChartClass }).default ?? (QuickChartModule as unknown as QuickChartClass));
type QuickChart = InstanceType<QuickChartClass>;

const COLORS = ['#1264A3', '#E01E5A', '#2EB67D', '#ECB22E', '#36C5F0', '#4A154B'];
/** Slack's limit on image_url. */
const MAX_URL = 3_000;
const WIDTH = 640;
const HEIGHT = 300;

function round(n: number): number {
  return Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
}

export function chartConfig(spec: ChartSpec): object {
  return {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => ({
        label: s.name,
        data: s.values.map(round),
        fill: false,
        borderColor: COLORS[i % COLORS.length],
        backgroundColor: COLORS[i % COLORS.length],
        pointRadius: spec.labels.length > 31 ? 0 : 2,
      })),
    },
    options: {
      title: { display: true, text: spec.title },
      legend: { display: spec.series.length > 1 },
      scales: { yAxes: [{ ticks: { beginAtZero: true } }] },
    },
  };
}

function quickChart(spec: ChartSpec, baseUrl: string): QuickChart {
  const url = new URL(baseUrl);
  return new QuickChart()
    .setConfig(chartConfig(spec) as never)
    .setWidth(WIDTH)
    .setHeight(HEIGHT)
    .setBackgroundColor('white')
    .setScheme(url.protocol.replace(':', ''))
    .setHost(url.host);
}

/** Keeps every k-th point (and the last) so a long series fits in a URL. */
function thin(spec: ChartSpec, k: number): ChartSpec {
  const keep = (_: unknown, i: number, arr: readonly unknown[]) => i % k === 0 || i === arr.length - 1;
  return { ...spec, labels: spec.labels.filter(keep), series: spec.series.map((s) => ({ ...s, values: s.values.filter(keep) })) };
}

/** A QuickChart image URL within Slack's 3,000 characters, thinning points if needed; undefined if it cannot fit. */
export function chartUrl(spec: ChartSpec, baseUrl: string): string | undefined {
  for (const k of [1, 2, 3, 4, 6, 8, 12]) {
    const url = quickChart(k === 1 ? spec : thin(spec, k), baseUrl).getUrl();
    if (url.length <= MAX_URL) return url;
  }
  return undefined;
}

/** Renders the PNG on the QuickChart host (POST /chart), bounded in time and size. */
export async function chartPng(spec: ChartSpec, baseUrl: string, timeoutMs = 5_000): Promise<Buffer> {
  const body = JSON.stringify(quickChart(spec, baseUrl).getPostData());
  const res = await request(`${baseUrl}/chart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode !== 200) throw new Error(`the chart host answered ${res.statusCode}`);
  if (bytes.length > 5_000_000) throw new Error('the chart image is larger than 5 MB');
  return bytes;
}
