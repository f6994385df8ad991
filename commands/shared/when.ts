// Reading the range of a request in the user's timezone (after ack), through src/time — the
// one range parser. `utcOnly` is for operations the API serves in UTC only (A/B reports).
import type { CommandContext } from '../types.js';
import { resolveRange, type ResolvedRange } from '../../src/time/resolve.js';
import type { RangeSpec } from '../../src/time/range.js';

export const DEFAULT_RANGE: RangeSpec = { kind: 'yesterday' };

export async function rangeFor(
  spec: RangeSpec | undefined,
  ctx: CommandContext,
  opts: { tz?: string; utcOnly?: boolean; fallback?: RangeSpec } = {},
): Promise<ResolvedRange> {
  const tz = opts.utcOnly ? 'UTC' : (opts.tz ?? (await ctx.timezone()));
  return resolveRange(spec ?? opts.fallback ?? DEFAULT_RANGE, { nowMs: ctx.now(), tz });
}
