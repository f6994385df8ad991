// What the operator's probes and metrics read of the store: a ping (readiness), the depth and
// oldest age of each durable queue (metrics, at scrape), and one sealed API key (readiness: does
// the configured ADOPS_ENCRYPTION_KEY open the keys stored). Small reads on indexed columns.
import type { Db } from './db.js';
import { str } from './rows.js';
import type { HealthRepo, QueueStats } from './types.js';

/** Each queue: its name, and the SQL giving `depth` and `oldest` (a timestamp, NULL when empty). */
const QUEUES: readonly { queue: string; sql: string }[] = [
  // Exports accepted and not yet delivered or given up.
  { queue: 'exports', sql: `SELECT count(*) AS depth, min(created_at) AS oldest FROM export_jobs WHERE state IN ('pending', 'waiting', 'blocked', 'ready', 'delivering')` },
  // Digests whose time has come and that no instance has claimed yet.
  { queue: 'digests_due', sql: `SELECT count(*) AS depth, min(next_run_at) AS oldest FROM subscriptions WHERE NOT paused AND next_run_at <= $1` },
  // Digest runs started and not finished (working, or waiting for a retry).
  { queue: 'digest_runs', sql: `SELECT count(*) AS depth, min(scheduled_for) AS oldest FROM subscription_runs WHERE status = 'running'` },
  // Owners' notices (failed, skipped, interrupted runs) not yet sent.
  { queue: 'run_notices', sql: `SELECT count(*) AS depth, min(coalesce(finished_at, started_at)) AS oldest FROM subscription_runs WHERE notice_state = 'pending'` },
];

export function healthRepo(db: Db): HealthRepo {
  return {
    async ping() {
      await db.query('SELECT 1');
    },
    async queues(now) {
      const out: QueueStats[] = [];
      for (const q of QUEUES) {
        const [row] = await db.query(q.sql, q.sql.includes('$1') ? [now] : []);
        const oldest = row?.oldest ? new Date(row.oldest as string | Date).getTime() : undefined;
        out.push({ queue: q.queue, depth: Number(row?.depth ?? 0), oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) });
      }
      return out;
    },
    async oneSealedKey() {
      const [row] = await db.query('SELECT team_id, name, key_sealed FROM api_connections ORDER BY updated_at DESC LIMIT 1');
      return row && { teamId: str(row.team_id), name: str(row.name), keySealed: str(row.key_sealed) };
    },
  };
}
