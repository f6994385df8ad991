// Charts: Slack's native block where it can express the chart, a PNG drawn in-process where it
// cannot (dashed comparison, more than 20 categories), QuickChart only when asked for.
import { describe, expect, it } from 'vitest';
import { makeChart } from '../../src/charts/make-chart.js';
import { nativeChart } from '../../src/charts/native.js';
import { renderPng } from '../../src/charts/render.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { checkBlocks } from '../../src/slack-standin/block-kit.js';

const days = (n: number) => Array.from({ length: n }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
const spec = (n: number, extra: Partial<ChartSpec> = {}): ChartSpec => ({
  kind: 'line',
  title: 'Revenue by UTC day — a title far longer than fifty characters',
  labels: days(n),
  series: [{ name: 'this period', values: days(n).map((_, i) => 1000 + i) }],
  xLabel: 'day (UTC)',
  yLabel: 'revenue (USD)',
  alt: 'Revenue per day',
  ...extra,
});
const logger = createLogger({ level: 'silent' });

describe('the native chart block', () => {
  it('carries the numbers (to the cent) and axis titles, cut to Slack’s limits', () => {
    const block = nativeChart(spec(14))!;
    expect(checkBlocks([block], 'message')).toBeUndefined();
    expect(block.title.length).toBeLessThanOrEqual(50);
    if (block.chart.type === 'pie') throw new Error('not a pie');
    expect(block.chart.series[0]!.data.map((p) => p.value)).toEqual(spec(14).series[0]!.values);
    const odd = nativeChart(spec(2, { series: [{ name: 'a', values: [1185.9188419999991, 0.012345678] }] }))!;
    if (odd.chart.type !== 'pie') expect(odd.chart.series[0]!.data.map((p) => p.value)).toEqual([1185.92, 0.01235]);
    expect(block.chart.axis_config).toMatchObject({ x_label: 'day (UTC)', y_label: 'revenue (USD)' });
  });

  it('is not used for what it cannot show: dashed periods, over 20 categories, 7 series, names that collide when cut', () => {
    expect(nativeChart(spec(21))).toBeUndefined();
    expect(nativeChart(spec(7, { series: [{ name: 'a', values: [1, 2, 3, 4, 5, 6, 7] }, { name: 'b', values: [1, 2, 3, 4, 5, 6, 7], dashed: true }] }))).toBeUndefined();
    expect(nativeChart(spec(3, { series: Array.from({ length: 7 }, (_, i) => ({ name: `s${i}`, values: [1, 2, 3] })) }))).toBeUndefined();
    expect(nativeChart(spec(2, { labels: [`${'x'.repeat(30)}1`, `${'x'.repeat(30)}2`] }))).toBeUndefined();
    const pie = nativeChart(spec(4, { kind: 'pie' }))!;
    expect(checkBlocks([pie], 'message')).toBeUndefined();
  });
});

describe('the PNG drawn by the bot', () => {
  it('draws long and dashed series as a PNG', async () => {
    const png = await renderPng(spec(31, { series: [{ name: 'now', values: days(31).map((_, i) => i) }, { name: 'before', values: days(31).map((_, i) => -i), dashed: true }] }));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(5_000);
  });
});

describe('CHART_MODE', () => {
  it('defaults to slack; url is read as quickchart', () => {
    expect(loadConfig({}).chart.mode).toBe('slack');
    expect(loadConfig({ CHART_MODE: 'url' }).chart.mode).toBe('quickchart');
    expect(loadConfig({ CHART_MODE: 'QuickChart' }).chart.mode).toBe('quickchart');
  });

  it('slack: a native block, or the PNG handed to the uploader — never a URL', async () => {
    const uploads: Buffer[] = [];
    const opts = { mode: 'slack' as const, quickchartUrl: 'https://quickchart.example', logger, uploadPng: async (png: Buffer) => (uploads.push(png), 'F0CHART') };
    expect(await makeChart(spec(7), opts)).toMatchObject({ block: { type: 'data_visualization' } });
    expect(uploads).toHaveLength(0);
    expect(await makeChart(spec(40), opts)).toMatchObject({ slackFileId: 'F0CHART' });
    expect(uploads[0]!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('quickchart: the figures go in a link to that host (documented as leaving for it)', async () => {
    const img = await makeChart(spec(7), { mode: 'quickchart', quickchartUrl: 'https://charts.internal', logger, uploadPng: async () => 'never' });
    expect(img && 'url' in img && img.url.startsWith('https://charts.internal/chart?')).toBe(true);
  });
});
