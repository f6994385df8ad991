// Message refs (cards updated in place) and the shared query cache.
import type { Db } from './db.js';
import { json, str } from './rows.js';
import type { CacheEntry, MessageRefsRepo, QueryCacheRepo } from './types.js';

export function messageRefsRepo(db: Db): MessageRefsRepo {
  return {
    async put(teamId, key, ref, now): Promise<void> {
      await db.query(
        `INSERT INTO message_refs (team_id, ref_key, channel_id, ts, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (team_id, ref_key) DO UPDATE SET channel_id = EXCLUDED.channel_id, ts = EXCLUDED.ts, updated_at = EXCLUDED.updated_at`,
        [teamId, key, ref.channelId, ref.ts, now],
      );
    },
    async get(teamId, key) {
      const rows = await db.query('SELECT channel_id, ts FROM message_refs WHERE team_id = $1 AND ref_key = $2', [teamId, key]);
      return rows[0] && { channelId: str(rows[0].channel_id), ts: str(rows[0].ts) };
    },
  };
}

export function queryCacheRepo(db: Db): QueryCacheRepo {
  return {
    async claim(key, owner, now, expiresAt): Promise<boolean> {
      // A new key, or an expired entry taken over; a live entry (pending or done) is left alone.
      const rows = await db.query(
        `INSERT INTO query_cache (cache_key, owner, created_at, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (cache_key) DO UPDATE SET owner = EXCLUDED.owner, body = NULL, error = NULL,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE query_cache.expires_at <= $3
         RETURNING owner`,
        [key, owner, now, expiresAt],
      );
      return rows.length > 0;
    },
    async complete(key, owner, outcome): Promise<void> {
      await db.query('UPDATE query_cache SET body = $3, error = $4 WHERE cache_key = $1 AND owner = $2', [
        key, owner, 'body' in outcome ? JSON.stringify(outcome.body) : null, 'error' in outcome ? outcome.error : null,
      ]);
    },
    async read(key, now): Promise<CacheEntry | undefined> {
      const rows = await db.query('SELECT body, error FROM query_cache WHERE cache_key = $1 AND expires_at > $2', [key, now]);
      const r = rows[0];
      if (!r) return undefined;
      if (r.error !== null && r.error !== undefined) return { state: 'error', error: str(r.error) };
      if (r.body !== null && r.body !== undefined) return { state: 'done', body: json<unknown>(r.body) };
      return { state: 'pending' };
    },
    async purgeExpired(now): Promise<number> {
      return (await db.query('DELETE FROM query_cache WHERE expires_at <= $1 RETURNING cache_key', [now])).length;
    },
  };
}
