// The network report for people: revenue per group in its own currency (never converted or
// added across currencies), a warning for every network account and day without a report,
// freshness (the last covered day per network), and the CSV file when there is one.
import type { CoverageEntry, NetworkDimension, NetworkRow } from '../src/api/index.js';
import { NETWORK_METRICS } from '../src/api/index.js';
import { fileNote } from './breakdown.js';
import { context, esc, header, image, section } from './blocks.js';
import { count } from './format.js';
import { fitMessage, truncate } from './limits.js';
import { buildTable, tableText, TABLE_LIMITS, type CellValue, type TableColumn } from './table.js';
import type { BotMessage, ChartImage, KnownBlock, UploadedFile } from './types.js';

export const NETWORK_TABLE_ROWS = TABLE_LIMITS.dataTableRows;
const PROBLEMS_SHOWN = 12;

/**
 * Columns every network table shows, so every query must ask for them: rows without a currency
 * carry the network and its account anyway, but the spec blanks them on rows with a known
 * currency unless they were requested (4.6, currency rule 3) — and revenue is only ever shown
 * with its currency.
 */
export const NETWORK_SHOWN_DIMENSIONS: readonly NetworkDimension[] = ['provider', 'provider_account_id', 'provider_account_secondary_id', 'currency'];

/** Revenue added up per currency, as src/reports/network.ts computes it (spec 4.6: no partial sums). */
export interface CurrencyTotal {
  currency: string;
  /** The sum over the currency's groups; undefined when any group's revenue is unknown. */
  revenue?: number;
  groups: number;
  /** Groups whose revenue is null (some source rows without revenue). */
  unknownGroups: number;
  /** Source rows without revenue, over those groups (the API's missing_revenue). */
  rowsWithoutRevenue: number;
  /** Over several days, when a day is unknown or missing: the known days' subtotal, and those days named. */
  knownDays?: KnownDays;
}

/** The revenue of the account-days that are known, and the account-days that are not, in words. */
export interface KnownDays {
  revenue: number;
  unknown: string[];
}

export interface NetworkTotals {
  /** One per currency the networks report, in order of first appearance. */
  currencies: CurrencyTotal[];
  /** Some groups have revenue in a currency the network does not report: never added to anything. */
  unknownCurrency: boolean;
}

export interface NetworkData {
  title: string;
  dates: string;
  requestedDays: { start: string; end: string };
  fields: string[];
  /** Undefined when the report was too large to summarize (CSV only). */
  rows?: NetworkRow[];
  /** The headline totals of `rows` (src/reports/network.ts). */
  totals: NetworkTotals;
  /** Per row of `rows`: its known days' subtotal where a day is unknown or not reported (src/reports/network.ts `rowsKnownDays`). */
  rowsKnownDays?: readonly (number | undefined)[];
  coverage: CoverageEntry[];
  restarts: number;
  /**
   * The question's paging budget ran out (src/api/question.ts): rows from `fromRow` on (0-based) were
   * not read, in the summary and the file alike.
   */
  cut?: { fromRow: number; budget: { pages: number; rows: number } };
  filters: string[];
  file?: UploadedFile;
  /** Revenue by provider, when every row shares one currency. */
  chart?: ChartImage;
}

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (currency === 'USD') return `$${amount.format(value)}`;
  return `${amount.format(value)} ${currency ?? '(?)'}`;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function account(c: Pick<CoverageEntry, 'provider' | 'provider_account_id' | 'provider_account_secondary_id'>): string {
  return `${c.provider} ${c.provider_account_id}${c.provider_account_secondary_id ? `/${c.provider_account_secondary_id}` : ''}`;
}

/** One line per account with days that are not covered (missing, pending, or absent). */
export function coverageProblems(coverage: readonly CoverageEntry[], days: { start: string; end: string }): string[] {
  const all: string[] = [];
  for (let d = new Date(`${days.start}T00:00:00Z`); d.toISOString().slice(0, 10) <= days.end; d.setUTCDate(d.getUTCDate() + 1)) all.push(d.toISOString().slice(0, 10));
  const byAccount = new Map<string, CoverageEntry[]>();
  for (const c of coverage) byAccount.set(account(c), [...(byAccount.get(account(c)) ?? []), c]);
  const lines: string[] = [];
  for (const [acct, entries] of [...byAccount].sort(([a], [b]) => a.localeCompare(b))) {
    const seen = new Set(entries.map((e) => e.day));
    const problems = entries
      .filter((e) => e.status !== 'covered')
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((e) => `${e.day} ${e.status}${e.latest_status ? ` (last fetch ${e.latest_status})` : e.status === 'pending' ? ' (not published yet)' : ''}`);
    const absent = all.filter((d) => !seen.has(d)).map((d) => `${d} no report`);
    if (problems.length || absent.length) lines.push(`${acct}: ${[...problems, ...absent].join(', ')}`);
  }
  return lines;
}

/** The last covered day per network: how fresh its data is. */
export function freshness(coverage: readonly CoverageEntry[]): string {
  const last = new Map<string, string>();
  for (const c of coverage) if (c.status === 'covered' && c.day > (last.get(c.provider) ?? '')) last.set(c.provider, c.day);
  return [...last].sort(([a], [b]) => a.localeCompare(b)).map(([p, d]) => `${p} through ${d}`).join(' · ');
}

/** Column titles short enough for a table header. */
const SHORT: Record<string, string> = {
  provider_account_id: 'account',
  provider_account_secondary_id: 'secondary',
  placement_reference_id: 'placement ref',
  original_platform: 'orig. platform',
  original_format: 'orig. format',
  source_timezone: 'source tz',
};

interface RowsTable {
  blocks: KnownBlock[];
  note: string;
  text: string;
}

function rowsTable(fields: string[], rows: NetworkRow[], caption: string, knownDays: readonly (number | undefined)[] = []): RowsTable {
  const metrics = new Set<string>(NETWORK_METRICS);
  const dims = fields.filter((f) => !metrics.has(f) && f !== 'currency' && rows.some((r) => r[f] !== null && r[f] !== ''));
  const two = (n: number) => amount.format(n);
  const columns: TableColumn[] = [
    ...dims.map((d) => ({ title: SHORT[d] ?? d })),
    { title: 'currency' },
    // Revenue stays in each network's own currency (the currency column), never converted.
    { title: 'revenue', format: two },
    { title: 'impressions', format: count },
    { title: 'eCPM', format: two },
    { title: 'rows w/o rev.', format: count },
  ];
  const cells: CellValue[][] = rows.map((r, i) => [
    ...dims.map((d) => (r[d] === null ? '∅' : String(r[d]))),
    r.currency === null || r.currency === undefined ? '?' : String(r.currency),
    // A row short of a day shows what its known days add up to, marked, never as its total.
    knownDays[i] === undefined ? num(r.revenue) : `${two(knownDays[i]!)} (known days)`,
    num(r.impressions),
    num(r.ecpm),
    num(r.missing_revenue) ?? 0,
  ]);
  const table = buildTable({ columns, rows: cells, caption });
  return { blocks: table.blocks, note: table.note, text: tableText(columns, cells) };
}

/** One currency's total, or why there is none: a sum that leaves out unknown revenue is not shown. */
function currencyTotal(t: CurrencyTotal): string {
  if (t.knownDays) {
    const named = t.knownDays.unknown.slice(0, 6).join('; ');
    const more = t.knownDays.unknown.length > 6 ? `; and ${t.knownDays.unknown.length - 6} more` : '';
    return `${money(t.knownDays.revenue, t.currency)} over the known days only (not a total) — not known: ${named}${more}`;
  }
  if (t.revenue !== undefined) return money(t.revenue, t.currency);
  const groups = t.unknownGroups === 1 ? '1 group has' : `${t.unknownGroups} groups have`;
  return `${t.currency} unknown — ${groups} source rows without revenue (${count(t.rowsWithoutRevenue)} rows), and the networks give no partial sums`;
}

/** The headline: each currency's total, or unknown with the reason; amounts without a currency are never added. */
export function totalsText(t: NetworkTotals): string {
  const known = t.currencies.map(currencyTotal).join(' + ');
  return [known, t.unknownCurrency ? 'amounts in currencies the networks do not report (not added up)' : ''].filter(Boolean).join(', plus ') || 'none reported';
}

/** The coverage problems: a warning under a heading when there are totals they qualify, else a note. */
function coverageBlock(problems: string[], hasTotals: boolean): KnownBlock {
  const shown = problems.slice(0, PROBLEMS_SHOWN).map((p) => `• ${esc(truncate(p, 300))}`);
  const more = problems.length > PROBLEMS_SHOWN ? `\n…and ${problems.length - PROBLEMS_SHOWN} more accounts` : '';
  const list = `${shown.join('\n')}${more}`;
  if (hasTotals) return section(`:warning: *Not covered yet* — these totals miss the reports below:\n${list}`);
  // Without rows there are no totals to qualify: a note that the answer may still change.
  return context(`These reports are not in yet, so rows may still arrive:\n${list}`);
}

/** Which part of the report was not read, and what to do about it. */
function cutText(cut: NonNullable<NetworkData['cut']>): string {
  const n = new Intl.NumberFormat('en-US');
  const what = cut.fromRow ? `rows after the first ${n.format(cut.fromRow)}` : 'the rows of the file';
  return `*Not read:* ${what}. One question reads at most ${n.format(cut.budget.pages)} pages or ${n.format(cut.budget.rows)} rows of reports, and this one has more. Narrow the dates or filters, or group by fewer dimensions, to see the rest.`;
}

export function networkView(d: NetworkData): BotMessage {
  const caption = [d.dates, "revenue in each network's own currency", ...d.filters].join(' · ');
  const blocks: KnownBlock[] = [header(d.title), context([d.dates, ...d.filters].map((s) => esc(s)).join(' · '))];
  let first = '';
  const notes: string[] = [];
  const empty = d.rows?.length === 0;
  if (empty) blocks.push(section('_The networks reported nothing for these days and filters._'));
  if (d.rows && d.rows.length) {
    const t = rowsTable(d.fields, d.rows, caption, d.rowsKnownDays);
    first = t.text;
    blocks.push(section(`*Revenue as the networks report it:* ${esc(totalsText(d.totals))}`), ...t.blocks);
    if (d.chart) blocks.push(image(d.chart));
    if (t.note && !d.file) notes.push('Add `csv` to get every row as a file.');
    if (d.totals.unknownCurrency) notes.push('currency ? = the network reports no currency; amounts are never converted or added across currencies.');
    const partial = d.rowsKnownDays?.some((k) => k !== undefined) ?? false;
    if (partial) notes.push('(known days) = the revenue of the days that are known, not the total: the days not known are named above.');
    if (d.rows.some((r, i) => (num(r.missing_revenue) ?? 0) > 0 && d.rowsKnownDays?.[i] === undefined)) notes.push('— = some source rows of that group have no revenue, so no partial sum is shown.');
  }
  if (!d.rows) notes.push(d.cut ? 'The report is too large to summarize here.' : 'The report is too large to summarize here; the CSV has all of it.');
  if (d.cut) blocks.push(section(`:warning: ${cutText(d.cut)}`));
  const problems = coverageProblems(d.coverage, d.requestedDays);
  if (problems.length) {
    blocks.push(coverageBlock(problems, !empty));
  } else if (d.coverage.length) {
    blocks.push(context(':white_check_mark: Every network account reported every requested day.'));
  }
  const fresh = freshness(d.coverage);
  if (fresh) notes.push(`Freshness: ${esc(fresh)}.`);
  if (d.restarts) notes.push(`The report changed while it was read and was read again (${d.restarts}×).`);
  if (d.file) notes.push(fileNote(d.file));
  if (notes.length) blocks.push(context(...notes));
  const text = `${d.title}${problems.length ? ` — ${problems.length} network accounts not fully covered` : ''}${first ? ` — ${first}` : ''}`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
