// Slack's table, data_table and data_visualization blocks as terminal text for the local
// console: columns aligned (numbers to the right) and indented like code, a chart as its title
// and its series. (A data_table's caption repeats the answer's context line: not printed.)
import { unesc } from '../../views/blocks.js';

type Json = Record<string, unknown>;

/** A cell's words: a raw cell's text is escaped for Slack (views/table.ts), a terminal shows it as written. */
function cellText(c: Json): string {
  if (typeof c.text === 'string') return unesc(c.text);
  return JSON.stringify(c).slice(0, 40);
}

export function tableLines(b: Json): string[] {
  const rows = ((b.rows as Json[][] | undefined) ?? []).map((r) => r.map(cellText));
  const numeric = ((b.rows as Json[][] | undefined) ?? [])[1]?.map((c) => c.type === 'raw_number') ?? [];
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `  ${r.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd()}`;
  const out = rows.map(line);
  if (out.length) out.splice(1, 0, `  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  return out;
}

export function chartLines(b: Json): string[] {
  const chart = (b.chart as Json | undefined) ?? {};
  const points = (data: Json[] | undefined) => (data ?? []).map((p) => `${String(p.label)} ${String(p.value)}`).join(', ');
  if (chart.type === 'pie') return [`[chart: ${String(b.title)}] ${points(chart.segments as Json[])}`];
  const series = (chart.series as Json[] | undefined) ?? [];
  return [`[chart: ${String(b.title)}]`, ...series.map((s) => `  ${String(s.name)}: ${points(s.data as Json[])}`)];
}
