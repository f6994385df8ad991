// Signed Slack requests seen lately, by a key of who sent what (team, user, trigger or event id):
// a replay of the same request while its signature is still accepted is recognised, across every
// instance on the database, so a mutation it asks for runs once. A request handed over to the
// inbox has its key written with it (./inbox.ts `add`); one answered where it arrived (a form's
// submission, or the inbox could not be written) is checked here (src/app/chain.ts `replayGuard`).
import { createHash } from 'node:crypto';
import type { Sql } from './db.js';

/** Slack's rule: a signature's timestamp is accepted up to 5 minutes from now, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * How long a request's key is remembered. One signed request stays acceptable from 5 minutes
 * before its timestamp until 5 minutes after it, so its first copy and a replay can arrive 10
 * minutes apart: a key forgotten sooner would let that replay run again.
 */
export const REPLAY_KEY_TTL_MS = 2 * SIGNATURE_WINDOW_MS;

/** The workspace a request came from: a command's team_id, an interaction's team.id. */
export function requestTeam(body: Record<string, unknown>): string | undefined {
  const team = body.team as { id?: unknown } | undefined;
  return typeof body.team_id === 'string' ? body.team_id : typeof team?.id === 'string' ? team.id : undefined;
}

/**
 * Who sent what: team, user, trigger and a digest of the whole body (a replay is the same bytes;
 * two commands sharing a trigger — test drivers do — are still two requests; keys in order, so
 * a body read back from the inbox gives its key again), or the event id of
 * an Events API callback (Slack's own retries). A body without a trigger (a command from a surface
 * that cannot show forms, a view_closed) is keyed by its digest alone: it still names its own
 * response_url or view, so two real requests never share one, and a replay is not let through.
 */
export function requestKey(body: Record<string, unknown>): string {
  if (typeof body.event_id === 'string') return `event|${body.event_id}`;
  const trigger = typeof body.trigger_id === 'string' && body.trigger_id !== '' ? body.trigger_id : '-';
  const user = body.user as { id?: unknown } | undefined;
  const userId = typeof body.user_id === 'string' ? body.user_id : typeof user?.id === 'string' ? user.id : '';
  const teamId = requestTeam(body) ?? '';
  const digest = createHash('sha256').update(canonical(body)).digest('base64url').slice(0, 24);
  return `req|${teamId}|${userId}|${trigger}|${digest}`;
}

/** JSON with every object's keys in order: the same for a body as sent and as read back from jsonb (which reorders keys). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/** Records key `$k` seen at `$at` unless it was seen after `$since` (within its life); returns it the first time only. */
export function recordKey(k: string, at: string, since: string): string {
  return `INSERT INTO request_keys (key, seen_at) VALUES (${k}, ${at})
    ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at WHERE request_keys.seen_at < ${since}
    RETURNING key`;
}

/** Now and then (every this many keys), keys far past their life are forgotten (a replay that old fails its signature check). */
const FORGET_EVERY = 200;

/** Counts keys recorded through `sql`; every FORGET_EVERY-th, forgets those past twice their life. */
export function keyForgetter(sql: Sql): (at: Date, ttlMs: number) => Promise<void> {
  let recorded = 0;
  return async (at, ttlMs) => {
    if (++recorded % FORGET_EVERY === 0) await sql.query('DELETE FROM request_keys WHERE seen_at < $1', [new Date(at.getTime() - 2 * ttlMs)]);
  };
}

export interface RequestKeysRepo {
  /** True the first time `key` is seen within `ttlMs` before `at` (and records it); false for a replay. */
  firstSeen(key: string, at: Date, ttlMs: number): Promise<boolean>;
  /** Whether `key` was recorded within `ttlMs` before `at` (a read: an inbox request's key is recorded by its answer, ./answered.ts). */
  seen(key: string, at: Date, ttlMs: number): Promise<boolean>;
}

export function requestKeysRepo(sql: Sql): RequestKeysRepo {
  const forget = keyForgetter(sql);
  return {
    async firstSeen(key, at, ttlMs) {
      const rows = await sql.query(recordKey('$1', '$2', '$3'), [key, at, new Date(at.getTime() - ttlMs)]);
      await forget(at, ttlMs);
      return rows.length > 0;
    },
    async seen(key, at, ttlMs) {
      return (await sql.query('SELECT 1 FROM request_keys WHERE key = $1 AND seen_at >= $2', [key, new Date(at.getTime() - ttlMs)])).length > 0;
    },
  };
}
