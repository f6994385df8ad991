// Message refs (cards updated in place) and the shared query cache.
import type { Db } from './db.js';
import { batched } from './batched.js';
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
  // Every API call of a digest claims a key and completes it: batched (./batched.ts), the calls of
  // the digests running at once share a statement instead of each costing a transaction.
  const claim = batched<{ key: string; owner: string; now: Date; expiresAt: Date }, boolean>(async (items) => {
    // One row per key per statement (ON CONFLICT may not touch a row twice), in key order (two
    // instances' batches lock shared keys in the same order). A repeated key is live and pending
    // once its first asker holds it: the others did not claim it, as one after the other.
    const first = new Map<string, (typeof items)[number]>();
    for (const it of items) if (!first.has(it.key)) first.set(it.key, it);
    const rows = [...first.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
    // A new key, or an expired entry taken over; a live entry (pending or done) is left alone.
    const won = await db.query<{ cache_key: string; owner: string }>(
      `INSERT INTO query_cache (cache_key, owner, created_at, expires_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[])
       ON CONFLICT (cache_key) DO UPDATE SET owner = EXCLUDED.owner, body = NULL, error = NULL,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
       WHERE query_cache.expires_at <= EXCLUDED.created_at
       RETURNING cache_key, owner`,
      [rows.map((r) => r.key), rows.map((r) => r.owner), rows.map((r) => r.now.toISOString()), rows.map((r) => r.expiresAt.toISOString())],
    );
    const claimed = new Set(won.map((w) => str(w.cache_key)));
    return items.map((it) => first.get(it.key) === it && claimed.has(it.key));
  });
  // The answers go as one JSON document for the batch, each body in it as the value it is: one
  // serialisation per answer. (As a text[] of JSON strings, every body was written out, then
  // escaped again into the array's literal, then copied into that literal: three copies of up to
  // ~40 MB a minute at 1,000 workspaces, and the JSON parsed once more by the server.)
  const complete = batched<{ key: string; owner: string; outcome: { body: unknown } | { error: string } }, void>(async (items) => {
    const rows = items.map((i) => ({ cache_key: i.key, owner: i.owner, ...i.outcome }));
    await db.query(
      `UPDATE query_cache AS q SET body = t.body, error = t.error
       FROM jsonb_to_recordset($1::jsonb) AS t(cache_key text, owner text, body jsonb, error text)
       WHERE q.cache_key = t.cache_key AND q.owner = t.owner`,
      [JSON.stringify(rows)],
    );
    return items.map(() => undefined);
  });
  return {
    claim: (key, owner, now, expiresAt) => claim({ key, owner, now, expiresAt }),
    complete: (key, owner, outcome) => complete({ key, owner, outcome }),
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
