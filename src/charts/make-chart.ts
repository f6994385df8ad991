// CHART_MODE decides how a chart reaches Slack:
//   slack      (default) — no report figure goes to any third party: Slack's native
//              data_visualization block where it can express the chart (./native.ts), else a
//              PNG drawn inside the bot (./render.ts) and uploaded to Slack with files upload V2,
//              privately, referenced by the message's image block.
//   quickchart — an image block linking the QuickChart host (QUICKCHART_URL, self-hosted
//              recommended): the figures travel in the URL, which that host, Slack's image proxy
//              and anyone holding the link can read. `url` is its former name.
//   upload     — the PNG is rendered on the QuickChart host and uploaded to Slack: the figures
//              go to that host, but no link to them is public.
// A chart that cannot be made is left out (logged); the answer still arrives.
import type { ChartMode } from '../config.js';
import type { Logger } from '../logger.js';
import { nativeChart } from './native.js';
import type { ChartImage, ChartSpec } from './spec.js';

// The drawing libraries load with the first chart that needs them, not at start: Chart.js with
// Skia (@napi-rs/canvas, whose runtime starts two threads) and quickchart-js cost ~110 ms of a
// local start and ~20 MB RSS for good, and most answers carry no PNG or QuickChart link.
const renderer = () => import('./render.js');
const quickchart = () => import('./quickchart.js');

export interface ChartOptions {
  mode: ChartMode;
  quickchartUrl: string;
  /** Uploads a PNG privately and returns its Slack file id (files upload V2). */
  uploadPng(png: Buffer, filename: string, alt: string): Promise<string>;
  logger: Logger;
  /** False when the workspace's Slack refuses the data_visualization block: the PNG instead (default true). */
  nativeBlock?: boolean;
}

function filename(spec: ChartSpec): string {
  return `${spec.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'chart'}.png`;
}

async function uploaded(spec: ChartSpec, png: Promise<Buffer>, opts: ChartOptions): Promise<ChartImage | undefined> {
  try {
    const fileId = await opts.uploadPng(await png, filename(spec), spec.alt);
    return { slackFileId: fileId, alt: spec.alt, title: spec.title };
  } catch (err) {
    opts.logger.warn({ err }, 'chart left out: rendering or upload failed');
    return undefined;
  }
}

export async function makeChart(spec: ChartSpec, opts: ChartOptions): Promise<ChartImage | undefined> {
  if (spec.labels.length === 0) return undefined;
  if (opts.mode === 'slack') {
    const block = opts.nativeBlock === false ? undefined : nativeChart(spec);
    if (block) return { block, alt: spec.alt, title: spec.title };
    return uploaded(spec, renderer().then((r) => r.renderPng(spec)), opts);
  }
  if (opts.mode === 'upload') return uploaded(spec, quickchart().then((q) => q.chartPng(spec, opts.quickchartUrl)), opts);
  const url = (await quickchart()).chartUrl(spec, opts.quickchartUrl);
  if (!url) opts.logger.warn({ points: spec.labels.length }, 'chart left out: its URL would exceed 3000 characters');
  return url ? { url, alt: spec.alt, title: spec.title } : undefined;
}
