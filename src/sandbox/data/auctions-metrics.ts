// Aggregate round metrics (GET /auction/rounds without auction_id, spec 2.10). Names are ours
// (the spec lists none; ROUND_METRICS in ../vocabulary.ts):
//   duration          rounds per round number, with their durations
//   bid_status        bidder responses per round and status, with their latencies
//   nonbid_reason     non-bids and rejected bids per round and reason code, with latencies
//   error_type        failed calls per round and error type (timeout, http_5xx)
//   rejection_reason  rejected bids per round and reason (below_floor, invalid_creative)
//   winner            winning rounds per round number and winning bidder (shadow rounds excluded)
import type { RoundMetricName } from '../vocabulary.js';
import type { SimAuction } from './auctions-sim.js';

interface Group {
  roundNumber: number;
  key: string;
  durations: number[];
  status: string | null;
  nonbid: number | null;
  errorType: string | null;
  rejection: string | null;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

type Collect = (g: Omit<Group, 'durations'>, duration: number) => void;

function collectOne(a: SimAuction, metric: RoundMetricName, add: Collect): void {
  const none = { status: null, nonbid: null, errorType: null, rejection: null };
  for (const r of a.rounds) {
    if (metric === 'duration') add({ roundNumber: r.number, key: `round_${r.number}`, ...none }, r.durationMs);
    else if (metric === 'winner') {
      if (r.winner && !r.shadow) add({ roundNumber: r.number, key: r.winner.bidder, ...none }, r.durationMs);
    } else if (!r.shadow) {
      for (const o of r.outcomes) {
        const base = { roundNumber: r.number, ...none };
        if (metric === 'bid_status') add({ ...base, key: o.status, status: o.status }, o.latencyMs);
        else if (metric === 'nonbid_reason' && o.nonbid !== null) add({ ...base, key: String(o.nonbid), nonbid: o.nonbid }, o.latencyMs);
        else if (metric === 'error_type' && o.errorType) add({ ...base, key: o.errorType, errorType: o.errorType }, o.latencyMs);
        else if (metric === 'rejection_reason' && o.rejection) add({ ...base, key: o.rejection, rejection: o.rejection }, o.latencyMs);
      }
    }
  }
}

/** Metric rows over the given auctions, by round number then count (largest first). */
export function roundMetrics(auctions: Iterable<SimAuction>, metric: RoundMetricName) {
  const groups = new Map<string, Group>();
  for (const a of auctions) {
    collectOne(a, metric, (g, duration) => {
      const id = `${g.roundNumber}|${g.key}`;
      const group = groups.get(id) ?? { ...g, durations: [] };
      group.durations.push(duration);
      groups.set(id, group);
    });
  }
  return [...groups.values()]
    .map((g) => {
      const sorted = g.durations.sort((x, y) => x - y);
      return {
        metric,
        key: g.key,
        round_number: g.roundNumber,
        count: sorted.length,
        avg_duration_ms: Math.round((sorted.reduce((s, d) => s + d, 0) / sorted.length) * 10) / 10,
        p50_duration_ms: percentile(sorted, 50),
        p95_duration_ms: percentile(sorted, 95),
        max_duration_ms: sorted.at(-1)!,
        status: g.status,
        nonbid_reason: g.nonbid,
        error_type: g.errorType,
        rejection_reason: g.rejection,
      };
    })
    .sort((a, b) => a.round_number - b.round_number || b.count - a.count || a.key.localeCompare(b.key));
}
