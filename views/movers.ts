// Top movers: where revenue changed between two periods, value by value of one dimension, each
// change split into a volume effect (impressions) and a price effect (eCPM). The one
// implementation behind `/adops revenue … by <dim>` and the revenue digests: the breakdown both
// periods are read with, the join, the split, the order, and what each dimension is called.
import type { BreakdownParams, BreakdownResponse, ReportFilters, TimeRange } from '../src/api/index.js';
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

/** How a dimension is written in headers and sentences. */
export function moverLabel(dimension: string): string {
  return LABELS[dimension as MoverDimension] ?? dimension;
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
}

/** The breakdown each period is read with: revenue and impressions (eCPM follows) by the one dimension. */
export function moverQuery(range: TimeRange, filters: ReportFilters, dimension: string): BreakdownParams {
  return { ...range, ...filters, by: [dimension], metrics: ['revenue', 'impressions'] };
}

interface Period {
  revenue: number;
  impressions: number;
}

const NOTHING: Period = { revenue: 0, impressions: 0 };

function periodsByValue(res: BreakdownResponse, dimension: string): Map<string, Period> {
  return new Map(res.rows.map((r) => [r.dimensions[dimension] ?? '', { revenue: r.metrics.revenue ?? 0, impressions: r.metrics.impressions ?? 0 }]));
}

/**
 * Splits a revenue change (revenue = impressions × eCPM / 1000) into its volume and price
 * effects, each measured at the average of both periods of the other factor. That split has no
 * leftover term and does not depend on which effect is counted first. A value with no
 * impressions in one period has no price there to compare: its whole change is volume.
 */
export function splitChange(now: Period, before: Period): { volume: number; price: number } {
  const change = now.revenue - before.revenue;
  if (now.impressions === 0 || before.impressions === 0) return { volume: change, price: 0 };
  const ecpmNow = (now.revenue * 1000) / now.impressions;
  const ecpmBefore = (before.revenue * 1000) / before.impressions;
  const volume = ((now.impressions - before.impressions) * (ecpmNow + ecpmBefore)) / 2 / 1000;
  return { volume, price: change - volume };
}

/** Joins both periods by value (a value missing from one period counts 0 there); biggest absolute change first. */
export function moversOf(now: BreakdownResponse, before: BreakdownResponse, dimension: string): Movers {
  const cur = periodsByValue(now, dimension);
  const prev = periodsByValue(before, dimension);
  const rows = [...new Set([...cur.keys(), ...prev.keys()])]
    .map((key) => {
      const [n, b] = [cur.get(key) ?? NOTHING, prev.get(key) ?? NOTHING];
      return { key, now: n.revenue, before: b.revenue, ...splitChange(n, b) };
    })
    .sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before) || a.key.localeCompare(b.key));
  return { dimension, rows };
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
