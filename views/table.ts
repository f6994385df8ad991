// Aligned monospace tables for Slack code blocks. Columns are cut to a width budget and rows to
// a row budget; the result says how much was left out so the view can add a note (and the
// command can attach the full data as CSV).
import { truncate } from './limits.js';

export interface Column {
  title: string;
  align?: 'left' | 'right';
  /** Widest this column may get; longer cells are cut with …. */
  maxWidth?: number;
}

export interface TableResult {
  lines: string[];
  shownRows: number;
  omittedRows: number;
}

/** Slack code blocks wrap past ~90 monospace characters on a laptop; keep lines shorter. */
export const TABLE_WIDTH = 88;

export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[], maxRows: number): TableResult {
  const shown = rows.slice(0, Math.max(0, maxRows));
  const cells = shown.map((r) => columns.map((c, i) => truncate(clean(r[i] ?? ''), c.maxWidth ?? 40)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i]!.align === 'right' ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const titles = columns.map((c) => c.title);
  const lines = [line(titles), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)];
  return { lines: lines.map((l) => truncate(l, TABLE_WIDTH + 40)), shownRows: shown.length, omittedRows: rows.length - shown.length };
}

/** Backticks would end the code block; control characters break alignment. */
function clean(text: string): string {
  return text.replace(/```/g, "'''").replace(/\s/g, ' ');
}
