// Tables as Slack shows data: the native `table` block for short results and the sortable,
// paginated `data_table` block for long ones. Every limit is held here, by construction:
//   table      (docs.slack.dev/reference/block-kit/blocks/table-block): ≤ 100 rows, ≤ 20 cells a
//              row, cells raw_text / raw_number / rich_text, column_settings ≤ 20 (align).
//   data_table (docs.slack.dev/reference/block-kit/blocks/data-table-block): 2–101 rows (the
//              header + 1–100), 1–20 columns, every row the same length, header cells not
//              rich_text, page_size 1–100, caption required; raw_number columns sort as numbers.
//   both:      ≤ 10,000 characters across all cells, no empty cell, one table per message
//              (reported by several integrators; Slack rejects the message otherwise).
// Numbers go out as raw_number cells: the value is the API's own number (so sorting, and any
// test, sees exactly what the API said) and the text is formatted per column.
// Cells are text from the API (app, network and Task names) and are escaped the one way
// (./blocks.ts `esc`) like every text Slack gets. Slack's docs call raw_text "simple text" and
// list no formatting for it (mentions and links are rich_text elements, which we never build), so
// a cell is not read as mrkdwn; escaped all the same, as the header's and alt texts' plain text
// are (Slack shows text fields entity-decoded: `&lt;` reads as `<`), so `<!channel>` from the API
// can never become a mention, whatever a Slack client makes of a cell. The `text` fallback
// (`tableText`) takes the words unescaped: fallbackText escapes the whole `text` once.
import type { types } from '@slack/bolt';
import { context, esc } from './blocks.js';
import { truncate } from './limits.js';
import type { KnownBlock } from './types.js';

export const TABLE_LIMITS = {
  /** Data rows of a `table` (100 rows including the header). */
  tableRows: 99,
  /** Data rows of a `data_table` (101 rows including the header). */
  dataTableRows: 100,
  columns: 20,
  cellChars: 10_000,
  pageSizeMax: 100,
} as const;

/** Up to this many rows a plain table reads best; longer results get sorting and pages. */
export const SHORT_ROWS = 15;
/** Rows per page of a data_table. */
export const PAGE_SIZE = 15;
/**
 * Characters all cells of one table may use. Below Slack's 10,000 so that the rest of the
 * message (header, notes, chart) stays inside our message budget (views/limits.ts).
 */
export const CELL_BUDGET = 6_000;
/** Longest text of one cell: long names are cut with … rather than widening the table. */
export const CELL_MAX = 60;
const EMPTY = '—';

export type CellValue = string | number | null | undefined;

export interface TableColumn {
  title: string;
  /** Present for numeric columns: right-aligned raw_number cells, shown with this format. */
  format?: (n: number) => string;
}

export interface TableInput {
  columns: readonly TableColumn[];
  rows: readonly (readonly CellValue[])[];
  /** What the table covers: range, timezone and filters (the data_table's caption). */
  caption: string;
  /** Fewer rows than Slack allows (e.g. a digest's top 15). */
  maxRows?: number;
  cellBudget?: number;
  /** Force the sortable, paginated data_table even for a short result. */
  sortable?: boolean;
}

export interface BuiltTable {
  /** The table block (none when there are no rows), then a note when rows were left out. */
  blocks: KnownBlock[];
  shownRows: number;
  totalRows: number;
  /** "Showing 100 of 10,000 rows." when rows were left out, else ''. */
  note: string;
}

type Cell = types.RawTextElement | types.RawNumberElement;

/** Text of a cell: never empty (Slack refuses empty cells), one line, at most CELL_MAX. */
function text(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one === '' ? EMPTY : truncate(one, CELL_MAX);
}

/** The words a cell shows, unescaped (one line, cut at CELL_MAX, never empty). */
function cellWords(col: TableColumn, v: CellValue): string {
  if (typeof v === 'number' && Number.isFinite(v) && col.format) return text(col.format(v));
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return EMPTY;
  return text(String(v));
}

/** A cell as Slack gets it: its words escaped (cut before escaping, so no entity is cut in half). */
export function cellOf(col: TableColumn, v: CellValue): Cell {
  const words = esc(cellWords(col, v));
  if (typeof v === 'number' && Number.isFinite(v) && col.format) return { type: 'raw_number', value: v, text: words };
  return { type: 'raw_text', text: words };
}

const cellChars = (row: readonly Cell[]) => row.reduce((n, c) => n + c.text.length, 0);

/** The rows that fit the row limit and the character budget, header first. */
function fitRows(input: TableInput, rowLimit: number): Cell[][] {
  const columns = input.columns.slice(0, TABLE_LIMITS.columns);
  const header: Cell[] = columns.map((c) => ({ type: 'raw_text', text: esc(text(c.title)) }));
  const budget = Math.min(input.cellBudget ?? CELL_BUDGET, TABLE_LIMITS.cellChars);
  const out: Cell[][] = [header];
  let used = cellChars(header);
  for (const row of input.rows.slice(0, rowLimit)) {
    const cells = columns.map((c, i) => cellOf(c, row[i]));
    const n = cellChars(cells);
    if (used + n > budget) break;
    out.push(cells);
    used += n;
  }
  return out;
}

export function rowsNote(shown: number, total: number): string {
  return shown < total ? `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows.` : '';
}

/** A native table (short) or data_table (long, sortable, paginated) within Slack's limits. */
export function buildTable(input: TableInput): BuiltTable {
  const total = input.rows.length;
  if (total === 0 || input.columns.length === 0) return { blocks: [], shownRows: 0, totalRows: total, note: '' };
  const sortable = input.sortable === true || Math.min(total, input.maxRows ?? total) > SHORT_ROWS;
  const limit = Math.min(input.maxRows ?? Infinity, sortable ? TABLE_LIMITS.dataTableRows : TABLE_LIMITS.tableRows);
  const rows = fitRows(input, limit);
  const shown = rows.length - 1;
  const columns = input.columns.slice(0, TABLE_LIMITS.columns);
  const block: KnownBlock = sortable
    ? { type: 'data_table', caption: truncate(input.caption.trim() || 'Report', 255), page_size: Math.min(PAGE_SIZE, TABLE_LIMITS.pageSizeMax), rows }
    : { type: 'table', rows, column_settings: columns.map((c) => ({ align: c.format ? ('right' as const) : ('left' as const) })) };
  const note = rowsNote(shown, total);
  return { blocks: note ? [block, context(`_${note}_`)] : [block], shownRows: shown, totalRows: total, note };
}

/** The first rows in plain words, for the message's `text` (notifications, old clients). */
export function tableText(columns: readonly TableColumn[], rows: readonly (readonly CellValue[])[], max = 3): string {
  return rows
    .slice(0, max)
    .map((r) => columns.map((c, i) => `${c.title} ${cellWords(c, r[i])}`).join(', '))
    .join('; ');
}
