// A breakdown as an aligned monospace table (the first TABLE_ROWS rows), with notes: what was
// left out (and where the CSV went), calendar buckets in the user's timezone, and the spec's
// warning that `requests` repeats per bidder.
import { codeBlocks, context, esc, header, section } from './blocks.js';
import { metricValue } from './format.js';
import { fitMessage } from './limits.js';
import { renderTable, type Column } from './table.js';
import type { BotMessage, KnownBlock, UploadedFile } from './types.js';

/** Rows shown in Slack; more go to the CSV file. */
export const TABLE_ROWS = 40;

export interface BreakdownData {
  title: string;
  dates: string;
  tz: string;
  dimensions: string[];
  metrics: string[];
  rows: Array<{ dimensions: Record<string, string>; metrics: Record<string, number> }>;
  filters: string;
  calendarBuckets: boolean;
  bidderRequests: boolean;
  ranked?: string;
  having?: string;
  file?: UploadedFile;
}

export function fileNote(file: UploadedFile): string {
  const where = file.where === 'dm' ? 'your DM with the bot' : 'this channel';
  const link = file.permalink ? `<${file.permalink}|${esc(file.name)}>` : `\`${esc(file.name)}\``;
  return `:page_facing_up: Full data${file.rows !== undefined ? ` (${file.rows} rows)` : ''} as CSV: ${link} in ${where}.`;
}

export function breakdownView(d: BreakdownData): BotMessage {
  const columns: Column[] = [
    ...d.dimensions.map((name) => ({ title: name, maxWidth: 32 })),
    ...d.metrics.map((name) => ({ title: name, align: 'right' as const, maxWidth: 16 })),
  ];
  const table = renderTable(
    columns,
    d.rows.map((r) => [...d.dimensions.map((dim) => r.dimensions[dim] ?? ''), ...d.metrics.map((m) => metricValue(m, r.metrics[m] ?? 0))]),
    TABLE_ROWS,
  );
  const scope = [d.dates, d.tz, d.ranked, d.having && `having ${d.having}`, d.filters].filter(Boolean).map((s) => esc(String(s)));
  const blocks: KnownBlock[] = [header(d.title), context(scope.join(' · '))];
  if (d.rows.length === 0) blocks.push(section('_No rows: nothing matched in this range and these filters._'));
  else blocks.push(...codeBlocks(table.lines));
  const notes: string[] = [];
  if (table.omittedRows) notes.push(`Showing ${table.shownRows} of ${d.rows.length} rows.`);
  if (d.file) notes.push(fileNote(d.file));
  if (d.calendarBuckets) notes.push(`Days, weeks and months are calendar buckets in ${esc(d.tz)} (weeks start on Sunday); hours are UTC.`);
  if (d.bidderRequests) notes.push('`requests` repeats for every bidder of a group: do not add it up across bidder rows.');
  if (notes.length) blocks.push(context(...notes));
  const text = `${d.title}: ${d.rows.length} rows`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
