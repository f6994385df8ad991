// The A/B tests an account has been asked about, watched or seen in digests, with the statuses
// they were seen with (migration 45). The API has no list of tests (spec 4.5), so this is the
// bot's own record: `abtest list` reads it, and the monthly digest's "changed state" is the
// status seen last before the month against the one seen now. Kept per workspace and API account
// (the client's fingerprint): a test id of one client account is not another's.
import type { Db } from './db.js';

export type AbTestSeenBy = 'asked' | 'watched' | 'digest';

export interface AbTestSeen {
  abTestId: string;
  seenBy: AbTestSeenBy;
  status: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export interface AbTestKey {
  teamId: string;
  account: string;
}

export interface AbTestStatusChange {
  abTestId: string;
  /** The status seen last before the period; null when the API gave none, undefined when never seen before it. */
  before?: string | null;
  after: string | null;
  /** When the test was first seen with `after`. */
  at: Date;
}

export interface AbTestsRepo {
  /** Notes that the test was seen with `status` at `at`; a status other than the last one seen is kept as a change. */
  seen(key: AbTestKey, e: { abTestId: string; seenBy: AbTestSeenBy; status: string | null }, at: Date): Promise<void>;
  /** The account's tests, most recently seen first (at most `limit`). */
  list(key: AbTestKey, limit: number): Promise<AbTestSeen[]>;
  /** The tests whose status seen last before `to` differs from the one seen last before `from`. */
  changes(key: AbTestKey, from: Date, to: Date): Promise<AbTestStatusChange[]>;
}

export function abTestsRepo(db: Db): AbTestsRepo {
  return {
    async seen(key, e, at) {
      await db.transaction(async (tx) => {
        const before = await tx.query<{ status: string | null }>(
          'SELECT status FROM ab_tests_seen WHERE team_id = $1 AND account = $2 AND ab_test_id = $3 FOR UPDATE',
          [key.teamId, key.account, e.abTestId],
        );
        await tx.query(
          `INSERT INTO ab_tests_seen (team_id, account, ab_test_id, seen_by, status, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (team_id, account, ab_test_id) DO UPDATE SET seen_by = EXCLUDED.seen_by, status = EXCLUDED.status, last_seen_at = GREATEST(ab_tests_seen.last_seen_at, EXCLUDED.last_seen_at)`,
          [key.teamId, key.account, e.abTestId, e.seenBy, e.status, at],
        );
        if (before.length === 0 || before[0]!.status !== e.status) {
          await tx.query(
            'INSERT INTO ab_test_statuses (team_id, account, ab_test_id, status, seen_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
            [key.teamId, key.account, e.abTestId, e.status, at],
          );
        }
      });
    },
    async list(key, limit) {
      const rows = await db.query<{ ab_test_id: string; seen_by: AbTestSeenBy; status: string | null; first_seen_at: Date | string; last_seen_at: Date | string }>(
        'SELECT ab_test_id, seen_by, status, first_seen_at, last_seen_at FROM ab_tests_seen WHERE team_id = $1 AND account = $2 ORDER BY last_seen_at DESC, ab_test_id LIMIT $3',
        [key.teamId, key.account, limit],
      );
      return rows.map((r) => ({ abTestId: r.ab_test_id, seenBy: r.seen_by, status: r.status, firstSeenAt: new Date(r.first_seen_at), lastSeenAt: new Date(r.last_seen_at) }));
    },
    async changes(key, from, to) {
      const rows = await db.query<{ ab_test_id: string; status: string | null; seen_at: Date | string }>(
        'SELECT ab_test_id, status, seen_at FROM ab_test_statuses WHERE team_id = $1 AND account = $2 AND seen_at < $3 ORDER BY ab_test_id, seen_at',
        [key.teamId, key.account, to],
      );
      const byTest = new Map<string, Array<{ status: string | null; seenAt: Date }>>();
      for (const r of rows) byTest.set(r.ab_test_id, [...(byTest.get(r.ab_test_id) ?? []), { status: r.status, seenAt: new Date(r.seen_at) }]);
      const out: AbTestStatusChange[] = [];
      for (const [abTestId, seen] of byTest) {
        const last = seen.at(-1)!;
        if (last.seenAt < from) continue;
        const earlier = seen.filter((s) => s.seenAt < from).at(-1);
        if (earlier && earlier.status === last.status) continue;
        out.push({ abTestId, ...(earlier ? { before: earlier.status } : {}), after: last.status, at: last.seenAt });
      }
      return out;
    },
  };
}
