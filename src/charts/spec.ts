// What a command asks for when it wants a chart: data only. How it reaches Slack (a native
// data_visualization block, a PNG drawn here and uploaded, or a QuickChart image) is decided by
// CHART_MODE in ./make-chart.ts.
export interface ChartSeries {
  name: string;
  values: number[];
  /** Drawn dashed: a comparison period beside the period itself (PNG only; Slack's block has no dashes). */
  dashed?: boolean;
}

export interface ChartSpec {
  kind: 'line' | 'bar' | 'area' | 'pie';
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** Axis titles, with units and the timezone ("UTC day", "revenue (USD)"). */
  xLabel?: string;
  yLabel?: string;
  /** Alt text: what the chart shows, in words (screen readers, and where images are off). */
  alt: string;
}

/**
 * Slack's data_visualization block (docs.slack.dev/reference/block-kit/blocks/
 * data-visualization-block); @slack/types 3.2 has no type for it yet.
 */
export interface DataPoint {
  label: string;
  value: number;
}
export type NativeChart =
  | { type: 'pie'; segments: DataPoint[] }
  | {
      type: 'line' | 'bar' | 'area';
      series: Array<{ name: string; data: DataPoint[] }>;
      axis_config: { categories: string[]; x_label?: string; y_label?: string };
    };
export interface DataVisualizationBlock {
  type: 'data_visualization';
  title: string;
  chart: NativeChart;
  block_id?: string;
}

/** The chart as a view shows it: Slack's own chart block, a file uploaded to Slack, or a QuickChart link. */
export type ChartImage =
  | { block: DataVisualizationBlock; alt: string; title?: string }
  | { slackFileId: string; alt: string; title?: string }
  | { url: string; alt: string; title?: string };
