// A ChartSpec as Slack's native data_visualization block, when the block can express it. Limits
// from docs.slack.dev/reference/block-kit/blocks/data-visualization-block (announced 2026-06-16):
// title ≤ 50 characters; line / bar / area: 1–6 series with unique names ≤ 20 characters, one
// data point per category, 1–20 categories of ≤ 20 characters, axis labels ≤ 50; pie: 1–6
// segments. (Some libraries allow 12 series; the reference says 6, and we keep to it.) At most
// 2 such blocks per message: every answer of ours has at most one chart.
// What the block cannot express falls back to a PNG (./render.ts): more categories, dashed
// comparison periods, names that collide once cut to 20 characters.
import type { ChartSpec, DataVisualizationBlock } from './spec.js';

export const NATIVE_LIMITS = { title: 50, series: 6, categories: 20, label: 20, axisLabel: 50, segments: 6 } as const;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;

/** Cents for amounts, four significant digits for small rates: what a chart can show anyway. */
function round(v: number): number {
  return Math.abs(v) >= 1 ? Math.round(v * 100) / 100 : Number(v.toPrecision(4));
}

export function nativeChart(spec: ChartSpec): DataVisualizationBlock | undefined {
  const L = NATIVE_LIMITS;
  if (spec.series.some((s) => s.dashed || s.values.some((v) => !Number.isFinite(v)))) return undefined;
  const categories = spec.labels.map((l) => cut(l || '—', L.label));
  if (categories.length === 0 || !unique(categories)) return undefined;
  const title = cut(spec.title, L.title);
  if (spec.kind === 'pie') {
    const values = spec.series[0]?.values ?? [];
    if (categories.length > L.segments || values.length !== categories.length) return undefined;
    return { type: 'data_visualization', title, chart: { type: 'pie', segments: categories.map((label, i) => ({ label, value: round(values[i]!) })) } };
  }
  const names = spec.series.map((s) => cut(s.name || 'series', L.label));
  if (categories.length > L.categories || names.length === 0 || names.length > L.series || !unique(names)) return undefined;
  if (spec.series.some((s) => s.values.length !== categories.length)) return undefined;
  return {
    type: 'data_visualization',
    title,
    chart: {
      type: spec.kind,
      series: spec.series.map((s, i) => ({ name: names[i]!, data: categories.map((label, j) => ({ label, value: round(s.values[j]!) })) })),
      axis_config: {
        categories,
        ...(spec.xLabel ? { x_label: cut(spec.xLabel, L.axisLabel) } : {}),
        ...(spec.yLabel ? { y_label: cut(spec.yLabel, L.axisLabel) } : {}),
      },
    },
  };
}
