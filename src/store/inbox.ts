// Slack requests accepted and not yet answered. The process that takes a request from Slack (role
// `web` or `all`) writes it here before it acks, so an acked request outlives a crash or a restart
// of whichever process answers it; a process of role `worker` or `all` claims requests under a
// lease, answers them and deletes them. A request whose answerer died is claimed again once its
// lease runs out; one that has been claimed MAX_ATTEMPTS times is given up (logged by the caller).
import type { Db } from './db.js';

export interface InboxRequest {
  id: string;
  body: Record<string, unknown>;
  retryNum?: number;
  retryReason?: string;
  /** The W3C traceparent of the ack's span, when traced: the answer continues that trace. */
  traceparent?: string;
  receivedAt: Date;
  /** How many times it has been claimed, this claim included. */
  attempts: number;
}

export interface InboxRepo {
  add(req: { body: Record<string, unknown>; retryNum?: number; retryReason?: string; traceparent?: string }, at: Date): Promise<void>;
  /** Up to `limit` requests nobody holds (or whose holder's lease ran out), oldest first, leased to `instanceId`. */
  claim(lease: { now: Date; instanceId: string; leaseMs: number; limit: number }): Promise<InboxRequest[]>;
  /** Extends the lease; false when another instance holds the request now. */
  heartbeat(id: string, instanceId: string, until: Date): Promise<boolean>;
  /** The request is answered (or given up): it is forgotten. */
  done(id: string): Promise<void>;
  /** Forgets every request; how many there were. */
  forgetAll(): Promise<number>;
}

interface Row {
  id: string;
  body: Record<string, unknown> | string;
  retry_num: number | null;
  retry_reason: string | null;
  traceparent: string | null;
  received_at: Date | string;
  attempts: number;
}

export function inboxRepo(db: Db): InboxRepo {
  return {
    async add(req, at) {
      await db.query('INSERT INTO inbound_requests (body, retry_num, retry_reason, traceparent, received_at) VALUES ($1, $2, $3, $4, $5)', [
        JSON.stringify(req.body),
        req.retryNum ?? null,
        req.retryReason ?? null,
        req.traceparent ?? null,
        at,
      ]);
    },
    async claim({ now, instanceId, leaseMs, limit }) {
      // SKIP LOCKED: several workers claiming at once each get other requests, none waits on another.
      const rows = await db.query<Row>(
        `UPDATE inbound_requests SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
         WHERE id IN (SELECT id FROM inbound_requests WHERE lease_until IS NULL OR lease_until < $3
                      ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING id, body, retry_num, retry_reason, traceparent, received_at, attempts`,
        [instanceId, new Date(now.getTime() + leaseMs), now, limit],
      );
      return rows
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((r) => ({
          id: String(r.id),
          body: typeof r.body === 'string' ? (JSON.parse(r.body) as Record<string, unknown>) : r.body,
          ...(r.retry_num === null ? {} : { retryNum: r.retry_num }),
          ...(r.retry_reason === null ? {} : { retryReason: r.retry_reason }),
          ...(r.traceparent === null ? {} : { traceparent: r.traceparent }),
          receivedAt: new Date(r.received_at),
          attempts: r.attempts,
        }));
    },
    async heartbeat(id, instanceId, until) {
      const rows = await db.query('UPDATE inbound_requests SET lease_until = $3 WHERE id = $1 AND lease_owner = $2 RETURNING id', [id, instanceId, until]);
      return rows.length > 0;
    },
    async done(id) {
      await db.query('DELETE FROM inbound_requests WHERE id = $1', [id]);
    },
    async forgetAll() {
      return (await db.query('DELETE FROM inbound_requests RETURNING id')).length;
    },
  };
}
