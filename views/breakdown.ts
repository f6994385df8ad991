// A breakdown as an aligned monospace table (the first TABLE_ROWS rows), with notes: what was
// left out (and where the CSV went), calendar buckets and hours in the user's timezone, partial
// weeks and months, what the bot derived (ARPDAU, impressions per user), and the spec's warning
// that `requests` repeats per bidder.
import { codeBlocks, context, esc, header, section } from './blocks.js';
import { countPerUser, metricValue, moneyPerUser } from './format.js';
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
  /** A row may lack a derived metric (no users known for it): shown as —. */
  rows: Array<{ dimensions: Record<string, string>; metrics: Record<string, number> }>;
  filters: string;
  /** The metrics the bot derived rather than the API reported (arpdau, imps_per_user). */
  derived?: string[];
  /** Dimensions whose rows share their group's users (format, bidder) in the derived metrics. */
  sharedUsers?: string[];
  calendarBuckets: boolean;
  /** Hour buckets, labelled in `tz` (the API gives them in UTC). */
  hours?: boolean;
  /** Calendar dimensions (week, month) with a bucket the range covers only in part, marked in the table. */
  partialBuckets?: string[];
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

/** A cell: derived per-user figures to the precision they need, — where unknown. */
function cell(metric: string, value: number | undefined): string {
  if (metric === 'arpdau') return moneyPerUser(value);
  if (metric === 'imps_per_user') return countPerUser(value);
  return metricValue(metric, value ?? 0);
}

function derivedNote(d: BreakdownData): string {
  const formulas = (d.derived ?? []).map((m) => (m === 'arpdau' ? 'arpdau = revenue ÷ users' : 'imps_per_user = impressions ÷ users')).join(', ');
  const shared = d.sharedUsers?.length
    ? ` Users are not split by ${d.sharedUsers.join(' or ')}: each such row is divided by the users of its whole group, so the rows add up to the group's figure.`
    : '';
  return `* Derived by the bot: ${formulas}, with the users the dashboard reports for each row's country, OS and period.${shared}`;
}

function timeNotes(d: BreakdownData): string[] {
  const notes: string[] = [];
  if (d.calendarBuckets) notes.push(`Days, weeks and months are calendar buckets in ${esc(d.tz)} (weeks start on Sunday).`);
  if (d.hours) notes.push(`Hours are labelled in ${esc(d.tz)}.`);
  if (d.partialBuckets?.length) {
    const what = d.partialBuckets.map((b) => `${b}s`).join(' and ');
    notes.push(`Partial ${what} are marked with how many of their days this range has: compare them with whole ones with care.`);
  }
  return notes;
}

export function breakdownView(d: BreakdownData): BotMessage {
  const columns: Column[] = [
    ...d.dimensions.map((name) => ({ title: name, maxWidth: 32 })),
    ...d.metrics.map((name) => ({ title: d.derived?.includes(name) ? `${name}*` : name, align: 'right' as const, maxWidth: 16 })),
  ];
  const table = renderTable(
    columns,
    d.rows.map((r) => [...d.dimensions.map((dim) => r.dimensions[dim] ?? ''), ...d.metrics.map((m) => cell(m, r.metrics[m]))]),
    TABLE_ROWS,
  );
  const scope = [d.dates, d.tz, d.ranked, d.having && `having ${d.having}`, d.filters].filter(Boolean).map((s) => esc(String(s)));
  const blocks: KnownBlock[] = [header(d.title), context(scope.join(' · '))];
  if (d.rows.length === 0) blocks.push(section('_No rows: nothing matched in this range and these filters._'));
  else blocks.push(...codeBlocks(table.lines));
  const notes: string[] = [];
  if (table.omittedRows) notes.push(`Showing ${table.shownRows} of ${d.rows.length} rows.`);
  if (d.file) notes.push(fileNote(d.file));
  notes.push(...timeNotes(d));
  if (d.derived?.length) notes.push(derivedNote(d));
  if (d.bidderRequests) notes.push('`requests` repeats for every bidder of a group: do not add it up across bidder rows.');
  if (notes.length) blocks.push(context(...notes));
  const text = `${d.title}: ${d.rows.length} rows`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
