// Data freshness: an alert never fires on a period the API has not finished. A period is judged
// only once it has ended and settled; a period whose network coverage is pending or missing, or
// whose revenue is provisional (mediation sources: impression-level and undercounting, spec 4.2),
// is not judged; a period with no rows at all while its baseline had volume is taken for a late
// report, not an outage, until a grace has passed. Each "not yet" says when to look again. Pure.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Time after a period ends before it is judged, and how long a period with no rows is waited for. */
export const SETTLE_MS = { hour: 10 * 60_000, day: 60 * 60_000 } as const;
export const LATE_GRACE_MS = { hour: 2 * HOUR_MS, day: 12 * HOUR_MS } as const;

export interface CoverageState {
  /** Who delivers it, for the message (a network name). */
  source: string;
  status: 'covered' | 'pending' | 'missing' | string;
  /** When a pending delivery is expected, if known. */
  expectedAtMs?: number;
}

export interface FreshnessInput {
  period: 'hour' | 'day';
  periodStartMs: number;
  nowMs: number;
  provisional?: boolean;
  coverage?: readonly CoverageState[];
  /** Rows the API returned for the period, and whether its baseline had volume. */
  rowsInPeriod: number;
  baselineHasVolume: boolean;
}

export type Freshness = { ready: true } | { ready: false; reason: string; recheckAtMs: number };

export function freshness(f: FreshnessInput): Freshness {
  const size = f.period === 'hour' ? HOUR_MS : DAY_MS;
  const endMs = f.periodStartMs + size;
  const settledAt = endMs + SETTLE_MS[f.period];
  if (f.nowMs < settledAt) return { ready: false, reason: 'the period is not finished yet', recheckAtMs: settledAt };
  if (f.provisional) return { ready: false, reason: 'its revenue is provisional (mediation source), never final', recheckAtMs: f.nowMs + size };
  const pending = (f.coverage ?? []).filter((c) => c.status === 'pending');
  if (pending.length) {
    const next = Math.min(...pending.map((c) => c.expectedAtMs ?? f.nowMs + HOUR_MS));
    return { ready: false, reason: `${pending.map((c) => c.source).join(', ')} ${pending.length === 1 ? 'has' : 'have'} not delivered it yet`, recheckAtMs: Math.max(next, f.nowMs + 5 * 60_000) };
  }
  const missing = (f.coverage ?? []).filter((c) => c.status === 'missing');
  if (missing.length) return { ready: false, reason: `${missing.map((c) => c.source).join(', ')} failed to deliver it`, recheckAtMs: f.nowMs + 6 * HOUR_MS };
  const lateUntil = endMs + LATE_GRACE_MS[f.period];
  if (f.rowsInPeriod === 0 && f.baselineHasVolume && f.nowMs < lateUntil) {
    return { ready: false, reason: 'no data has arrived for it yet (a late report looks like an outage)', recheckAtMs: Math.min(lateUntil, f.nowMs + (f.period === 'hour' ? 15 * 60_000 : HOUR_MS)) };
  }
  return { ready: true };
}
