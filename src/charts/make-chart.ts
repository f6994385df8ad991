// CHART_MODE decides how a chart reaches Slack:
//   url    — an image block pointing at the QuickChart host; Slack fetches it. Simple, but the
//            numbers are in a URL that Slack's image proxy and the host can see and log.
//   upload — the PNG is rendered on the QuickChart host (may be private, self-hosted) and
//            uploaded to Slack as a private file the image block references; no public URL.
// A chart that cannot be made is left out (logged); the answer still arrives.
import type { ChartMode } from '../config.js';
import type { Logger } from '../logger.js';
import { chartPng, chartUrl } from './quickchart.js';
import type { ChartImage, ChartSpec } from './spec.js';

export interface ChartOptions {
  mode: ChartMode;
  quickchartUrl: string;
  /** Uploads a PNG privately and returns its Slack file id (upload mode only). */
  uploadPng(png: Buffer, filename: string, alt: string): Promise<string>;
  logger: Logger;
}

export async function makeChart(spec: ChartSpec, opts: ChartOptions): Promise<ChartImage | undefined> {
  if (spec.labels.length === 0) return undefined;
  if (opts.mode === 'url') {
    const url = chartUrl(spec, opts.quickchartUrl);
    if (!url) opts.logger.warn({ points: spec.labels.length }, 'chart left out: its URL would exceed 3000 characters');
    return url ? { url, alt: spec.alt, title: spec.title } : undefined;
  }
  try {
    const png = await chartPng(spec, opts.quickchartUrl);
    const fileId = await opts.uploadPng(png, `${spec.title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.png`, spec.alt);
    return { slackFileId: fileId, alt: spec.alt, title: spec.title };
  } catch (err) {
    opts.logger.warn({ err }, 'chart left out: rendering or upload failed');
    return undefined;
  }
}
