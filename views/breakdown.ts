// A breakdown as a native Slack table (views/table.ts: a plain table for a few rows, a sortable,
// paginated data_table for more, as many rows as Slack allows), with notes: what was
// left out (and where the CSV went), calendar buckets and hours in the user's timezone, partial
// weeks and months, what the bot derived (ARPDAU, impressions per user), and the spec's warning
// that `requests` repeats per bidder.
import { context, esc, header, section } from './blocks.js';
import { countPerUser, metricValue, moneyPerUser } from './format.js';
import { fitMessage } from './limits.js';
import { metricLabel } from './metric-labels.js';
import { buildTable, tableText, type TableColumn } from './table.js';
import { YOUR_DM } from './share.js';
import type { BotMessage, KnownBlock, UploadedFile } from './types.js';


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

/** A `breakdown` question in the words the breakdown subcommand reads (commands/breakdown): what a button carries. */
export interface BreakdownAsk {
  by: readonly string[];
  metrics: readonly string[];
  /** A day `2026-11-20`, dates `a..b`, or a range in words. */
  when: string;
  filters?: { country?: string; device_os?: string; app?: string; ad_unit?: string };
}

/** THE command text of `breakdown`, written for a button by the alerts that offer one. */
export function breakdownCommandText(a: BreakdownAsk): string {
  const f = a.filters ?? {};
  const filters = [f.country && `country=${f.country}`, f.device_os && `os=${f.device_os}`, f.app && `app=${f.app}`, f.ad_unit && `ad_unit=${f.ad_unit}`];
  return ['breakdown', `by=${a.by.join(',')}`, `metrics=${a.metrics.join(',')}`, a.when, ...filters].filter(Boolean).join(' ');
}

export function fileNote(file: UploadedFile): string {
  const link = file.permalink ? `<${file.permalink}|${esc(file.name)}>` : `\`${esc(file.name)}\``;
  return `:page_facing_up: Full data${file.rows !== undefined ? ` (${file.rows} rows)` : ''} as CSV: ${link} in ${YOUR_DM}.`;
}

/** How a metric's cells read: derived per-user figures to the precision they need. */
function formatOf(metric: string): (n: number) => string {
  if (metric === 'arpdau') return moneyPerUser;
  if (metric === 'imps_per_user') return countPerUser;
  return (n) => metricValue(metric, n);
}

function derivedNote(d: BreakdownData): string {
  const formulas = (d.derived ?? []).map((m) => `${metricLabel(m)} = ${m === 'arpdau' ? 'revenue' : 'impressions'} ÷ users`).join(', ');
  const shared = d.sharedUsers?.length
    ? ` Users are not split by ${d.sharedUsers.join(' or ')}: each such row is divided by the users of its whole group, so the rows add up to the group's figure.`
    : '';
  return `* Derived by the bot: ${formulas}, with the users the dashboard reports for each row's country, OS and period.${shared}`;
}

function timeNotes(d: BreakdownData): string[] {
  const notes: string[] = [];
  if (d.calendarBuckets) notes.push(`Days, weeks and months are calendar buckets in ${esc(d.tz)} (weeks are ISO weeks, Monday first, as in revenue last week).`);
  if (d.hours) notes.push(`Hours are labelled in ${esc(d.tz)}.`);
  if (d.partialBuckets?.length) {
    const what = d.partialBuckets.map((b) => `${b}s`).join(' and ');
    notes.push(`Partial ${what} are marked with how many of their days this range has: compare them with whole ones with care.`);
  }
  return notes;
}

/** The message, and whether the table had to leave rows out (the command then attaches the CSV). */
export function breakdownView(d: BreakdownData): { message: BotMessage; partial: boolean } {
  const columns: TableColumn[] = [
    ...d.dimensions.map((name) => ({ title: name })),
    ...d.metrics.map((name) => ({ title: `${metricLabel(name)}${d.derived?.includes(name) ? '*' : ''}`, format: formatOf(name) })),
  ];
  // A derived metric without users stays undefined (shown —); the API's own metrics are numbers.
  const rows = d.rows.map((r) => [...d.dimensions.map((dim) => r.dimensions[dim] || '(none)'), ...d.metrics.map((m) => r.metrics[m])]);
  const scope = [d.dates, d.tz, d.ranked, d.having && `having ${d.having}`, d.filters].filter(Boolean).map((s) => String(s));
  const table = buildTable({ columns, rows, caption: scope.join(' · ') });
  const blocks: KnownBlock[] = [header(d.title), context(scope.map(esc).join(' · '))];
  if (d.rows.length === 0) blocks.push(section('_No rows: nothing matched in this range and these filters._'));
  else blocks.push(...table.blocks);
  const notes: string[] = [];
  if (d.file) notes.push(fileNote(d.file));
  else if (table.note) notes.push('Add `csv` to get every row as a file.');
  notes.push(...timeNotes(d));
  if (d.derived?.length) notes.push(derivedNote(d));
  if (d.bidderRequests) notes.push(`${metricLabel('requests')} repeat for every bidder of a group: do not add them up across bidder rows.`);
  if (notes.length) blocks.push(context(...notes));
  const first = tableText(columns, rows);
  const text = `${d.title}: ${d.rows.length} rows${table.note ? ` (${table.shownRows} shown)` : ''}${first ? ` — ${first}` : ''}`;
  return { message: { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' }, partial: table.shownRows < d.rows.length };
}
