// What a command asks for when it wants a chart: data only. How it becomes an image (a
// QuickChart URL or an uploaded PNG) is decided by CHART_MODE in ./make-chart.ts.
export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** Alt text: what the chart shows, in words (screen readers, and where images are off). */
  alt: string;
}

/** The chart as a view shows it: a URL (QuickChart link) or a file uploaded to Slack. */
export type ChartImage = { url: string; alt: string; title?: string } | { slackFileId: string; alt: string; title?: string };
