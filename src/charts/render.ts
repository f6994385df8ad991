// A ChartSpec drawn inside the bot: Chart.js on @napi-rs/canvas (Skia, prebuilt binaries from
// the npm registry, no system libraries), so no report figure leaves for a third party. Drawing
// is synchronous on the calling thread — in a split deployment a worker process, never the web
// process that acks (docs/running-in-slack.md, roles) — and PNG encoding runs on libuv's pool (`encode`).
import { createCanvas } from '@napi-rs/canvas';
import { Chart, registerables, type ChartConfiguration, type Plugin } from 'chart.js';
import type { ChartSpec } from './spec.js';

Chart.register(...registerables);

const COLORS = ['#1264A3', '#E01E5A', '#2EB67D', '#ECB22E', '#36C5F0', '#4A154B'];
export const WIDTH = 800;
export const HEIGHT = 360;

/** Slack shows a transparent PNG on a dark theme as black on black: paint the background white. */
const whiteBackground: Plugin = {
  id: 'whiteBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

export function renderConfig(spec: ChartSpec): ChartConfiguration {
  const pie = spec.kind === 'pie';
  const datasets = spec.series.map((s, i) => ({
    label: s.name,
    data: s.values,
    borderColor: pie ? '#ffffff' : COLORS[i % COLORS.length],
    backgroundColor: pie ? spec.labels.map((_, j) => COLORS[j % COLORS.length]!) : COLORS[i % COLORS.length],
    borderDash: s.dashed ? [6, 4] : [],
    fill: spec.kind === 'area',
    pointRadius: spec.labels.length > 31 ? 0 : 2,
    borderWidth: 2,
  }));
  const axis = (title: string | undefined) => ({ title: { display: Boolean(title), text: title ?? '' } });
  return {
    type: spec.kind === 'area' ? 'line' : spec.kind,
    data: { labels: spec.labels, datasets: datasets as never },
    options: {
      animation: false,
      responsive: false,
      devicePixelRatio: 1,
      plugins: { title: { display: true, text: spec.title }, legend: { display: pie || spec.series.length > 1 } },
      ...(pie ? {} : { scales: { x: axis(spec.xLabel), y: { ...axis(spec.yLabel), beginAtZero: true } } }),
    },
    plugins: [whiteBackground],
  };
}

/** The chart as PNG bytes. */
export async function renderPng(spec: ChartSpec): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  // Chart.js wants a DOM canvas context; Skia's implements the same drawing API.
  const chart = new Chart(canvas.getContext('2d') as unknown as ConstructorParameters<typeof Chart>[0], renderConfig(spec));
  try {
    return await canvas.encode('png');
  } finally {
    chart.destroy();
  }
}
