// How much of an answer the bot reads, per operation (issue 33). The spec bounds most answers by
// rows (a breakdown's 100,000 or its top/bottom N, a network page's `limit`, an auction read's
// `limit`, an A/B report's days); a row's size is not bounded, so each limit allows generous
// values — 128 bytes for every text value (the spec's filter values are at most 1,024 bytes, real
// ids and names are a few dozen), 40 bytes a number — and a fixed part for the rest. What the spec
// leaves open (a configuration's YAML, the Task list, the demand comparison) gets a fixed limit far
// above what a person could read. An answer past its limit is refused (its Content-Length) or cut
// as it streams, and never retried: it would be as large the next time. src/api/README.md lists them.

export const KIB = 1024;
export const MIB = KIB * KIB;

/** Bytes allowed for one text value and one number of a row, keys and punctuation included. */
const TEXT_VALUE = 160;
const NUMBER_VALUE = 48;

/** Error bodies: only the spec's `error` field is kept (200 characters), the rest is for the log. */
export const ERROR_BODY_LIMIT = 64 * KIB;

/** The largest answer any operation may have: the pool's own bound, behind the per-operation ones. */
export const LARGEST_BODY_LIMIT = 128 * MIB;

/** Operations whose answers the spec does not bound by rows: a fixed limit each. */
const FIXED: Record<string, number> = {
  'auth.status': 64 * KIB,
  // Hourly buckets of 31 days (744 points) and a few sources: ~150 KB at most.
  'reports.dashboard': 4 * MIB,
  // One row per bidder.
  'reports.bidders': 4 * MIB,
  // At most 31 days of daily rows per variant (the range is at most 31 days).
  'reports.abTest': 2 * MIB,
  'config.show': 8 * MIB,
  'config.validate': 8 * MIB,
  'tasks.list': 8 * MIB,
  'tasks.get': 256 * KIB,
  'exports.createImpressions': 64 * KIB,
  'exports.createRequests': 64 * KIB,
  'exports.getImpressions': 64 * KIB,
  'exports.getBids': 64 * KIB,
  'demand.comparison': 16 * MIB,
  'demand.adUnits': 16 * MIB,
};

/** The limit of an operation without rows of its own; 4 MiB for one not listed. */
export function fixedBodyLimit(operation: string): number {
  return FIXED[operation] ?? 4 * MIB;
}

/** A breakdown of `rows` rows (its top/bottom N, else the spec's 100,000) by `dimensions`, with `metrics`. */
export function breakdownBodyLimit(rows: number, dimensions: number, metrics: number): number {
  return 64 * KIB + rows * (dimensions * TEXT_VALUE + metrics * NUMBER_VALUE + 64);
}

/**
 * A network report page of `limit` rows (spec 4.6): every column may be text (the grouped
 * dimensions, the three kept for null currencies, source_timezone and currency, the 8 metrics),
 * plus the coverage (one entry per network account and day: 90 days of up to 100 accounts).
 */
export function networkBodyLimit(limit: number, dimensions: number): number {
  const columns = dimensions + 5 + 8;
  return 4 * MIB + limit * columns * TEXT_VALUE;
}

/** Auction rounds or bids (2.9–2.11): about 35 columns a row, `limit` rows (our own cap when not given). */
export function auctionBodyLimit(limit: number): number {
  return 64 * KIB + limit * 35 * TEXT_VALUE;
}
