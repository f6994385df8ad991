// Top movers as a reader sees them: what each dimension is called, the table and the line under
// it. The figures — the join of both periods, the split of each change, the order — are computed
// in src/reports/movers.ts; the shapes they come in are defined here, where they are rendered.
import { money, signedMoney } from './format.js';
import type { CellValue, TableColumn } from './table.js';

/**
 * The dimensions movers are computed by. Each one splits the period's own-source revenue into
 * parts that add up to its total (every impression has one country, OS, app, ad unit and
 * format), so the movers account for the whole change and the reader sees where it came from.
 * Not the time buckets (hour, day, week, month): they are the periods themselves. Not bidder:
 * a bidder breakdown needs a range starting on or after 2026-06-01 (spec 4.3), which the
 * previous period may not, and per-bidder revenue has its own command (`bidders`).
 */
export const MOVER_DIMENSIONS = ['country', 'os', 'app', 'ad_unit', 'format'] as const;
export type MoverDimension = (typeof MOVER_DIMENSIONS)[number];

const LABELS: Record<MoverDimension, string> = { country: 'country', os: 'OS', app: 'app', ad_unit: 'ad unit', format: 'format' };

/** How a dimension (or two: "country,format") is written in headers and sentences: "country × format". */
export function moverLabel(dimension: string): string {
  return dimension.split(',').map((d) => LABELS[d as MoverDimension] ?? d).join(' × ');
}

export interface Mover {
  /** The dimension's value; '' when the API left it empty. */
  key: string;
  now: number;
  before: number;
  /** The part of `now − before` that comes from more or fewer impressions… */
  volume: number;
  /** …and the part that comes from a higher or lower eCPM; the two add up to the change. */
  price: number;
}

export interface Movers {
  dimension: string;
  /** Biggest absolute revenue change first. */
  rows: Mover[];
  /** Values the API gave without revenue or impressions in a period: left out of the rows, no change known. */
  unknown?: string[];
  /** The periods have different lengths: every figure is per day of its period. */
  perDay?: boolean;
}

/** The values left out of the movers because a part of them is unknown, in one sentence; undefined when none. */
export function unknownNote(m: Movers): string | undefined {
  const unknown = m.unknown ?? [];
  if (unknown.length === 0) return undefined;
  const names = unknown.slice(0, 5).map((k) => k || '(none)').join(', ');
  const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
  return `Left out: ${moverLabel(m.dimension)} ${names}${more} — the reporting API gave ${unknown.length === 1 ? 'it' : 'them'} without revenue or impressions, so no change can be told.`;
}

/** What the two effects mean, in one line for under a movers table. */
export const SPLIT_NOTE = 'Each change splits into an impressions effect (more or fewer impressions) and an eCPM effect (a higher or lower price), each measured at the average of both periods of the other; the two add up to the change.';

/** A mover's change in words: "impressions +$80.00, eCPM +$40.00". */
export function explainMover(m: Mover): string {
  return `impressions ${signedMoney(m.volume)}, eCPM ${signedMoney(m.price)}`;
}

/** Money columns of a movers table (raw numbers, formatted as signed or plain dollars). */
const MONEY: TableColumn = { title: 'revenue', format: money };
const signed = (title: string): TableColumn => ({ title, format: signedMoney });
/** Relative change as a number (percent); undefined when the value is new. */
export function changePct(now: number, before: number): number | undefined {
  return before === 0 ? undefined : ((now - before) / Math.abs(before)) * 100;
}
const PCT: TableColumn = { title: '%', format: (n) => `${n > 0 ? '+' : ''}${n.toFixed(1)}%` };

/**
 * The movers as table columns and rows: value, revenue, change (absolute and relative) and its
 * two effects, biggest change first; `withBefore` adds the earlier period's revenue and
 * `withDimension` a first column naming the dimension (several dimensions in one table).
 */
export function moversTable(movers: readonly Movers[], o: { withBefore?: boolean; withDimension?: boolean; perDimension?: number } = {}): { columns: TableColumn[]; rows: CellValue[][] } {
  const columns: TableColumn[] = [
    ...(o.withDimension ? [{ title: 'dimension' }] : []),
    { title: o.withDimension ? 'value' : moverLabel(movers[0]?.dimension ?? 'value') },
    MONEY,
    ...(o.withBefore ? [{ title: 'before', format: money }] : []),
    signed('change'),
    PCT,
    signed('impr. effect'),
    signed('eCPM effect'),
  ];
  const rows = movers.flatMap((m) =>
    m.rows.slice(0, o.perDimension ?? m.rows.length).map((r) => [
      ...(o.withDimension ? [moverLabel(m.dimension)] : []),
      r.key || '(none)',
      r.now,
      ...(o.withBefore ? [r.before] : []),
      r.now - r.before,
      changePct(r.now, r.before) ?? 'new',
      r.volume,
      r.price,
    ]),
  );
  return { columns, rows };
}
