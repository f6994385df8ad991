// Signed Slack requests seen lately, by a key of who sent what (team, user, trigger or event id):
// a replay of the same request while its signature is still accepted is recognised, across every
// instance on the database, so a mutation it asks for runs once. The caller says how long a key
// lives (src/app/durable-replays.ts REPLAY_KEY_TTL_MS: as long as a timestamp can be accepted).
import type { Db } from './db.js';

export interface RequestKeysRepo {
  /** True the first time `key` is seen within `ttlMs` before `at` (and records it); false for a replay. */
  firstSeen(key: string, at: Date, ttlMs: number): Promise<boolean>;
}

export function requestKeysRepo(db: Db): RequestKeysRepo {
  let inserts = 0;
  return {
    async firstSeen(key, at, ttlMs) {
      const rows = await db.query(
        `INSERT INTO request_keys (key, seen_at) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at WHERE request_keys.seen_at < $3
         RETURNING key`,
        [key, at, new Date(at.getTime() - ttlMs)],
      );
      // Now and then, forget keys far past their life (a replay that old fails its signature check).
      if (++inserts % 200 === 0) await db.query('DELETE FROM request_keys WHERE seen_at < $1', [new Date(at.getTime() - 2 * ttlMs)]);
      return rows.length > 0;
    },
  };
}
