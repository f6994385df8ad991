// Slack requests accepted and not yet answered. The process that takes a request from Slack (role
// `web` or `all`) writes it here before it acks, so an acked request outlives a crash or a restart
// of whichever process answers it; a process of role `worker` or `all` claims requests under a
// lease, answers them and deletes them. A request whose answerer died is claimed again once its
// lease runs out; one that has been claimed MAX_ATTEMPTS times is given up (logged by the caller).
// The request's replay key is written in the same statement as the request (./request-keys.ts): a
// replay is dropped here, before anyone answers it. The answer's last write removes the request
// with it (./answered.ts), so `done` then has nothing left to do.
import type { Db } from './db.js';
import { requestKey } from './request-keys.js';
import { date, json } from './rows.js';
import { leaseOf, type Claimed, type ClaimOptions, type LeasedTable } from './leases.js';

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
  /** The note sweep already told its asker it waits its turn (src/app/inbox-sweep.ts): no second note. */
  noted: boolean;
}

/** A request the note sweep holds while it tells the asker "working on it". */
export interface WaitingRequest {
  id: string;
  body: Record<string, unknown>;
  receivedAt: Date;
}

export interface InboxRepo {
  /** Writes the request with its replay key; false (nothing written) when it is a replay of one seen within the key's life. */
  add(req: { body: Record<string, unknown>; retryNum?: number; retryReason?: string; traceparent?: string }, at: Date): Promise<boolean>;
  /** Up to `limit` requests nobody holds (or whose holder's lease ran out), oldest first, leased to `instanceId`. */
  claim(lease: ClaimOptions): Promise<Array<Claimed<InboxRequest>>>;
  /**
   * Up to `limit` slash commands received between `newerThan` and `olderThan` (one older is given
   * up at its claim, which tells its asker so) that no worker has taken yet and
   * whose asker has not been told they wait: marked as told and leased to `instanceId` while the
   * note goes (no worker answers one before its note is out), to be given back with `noteSent`.
   */
  takeForNote(o: ClaimOptions & { olderThan: Date; newerThan: Date }): Promise<WaitingRequest[]>;
  /**
   * Up to `limit` messages to the app in its Messages tab (the agent view) received between
   * `newerThan` and `olderThan` that no worker has taken yet and whose thread has no status yet:
   * marked as noted and leased to `instanceId` while their status is set (src/app/inbox-sweep.ts),
   * to be given back with `noteSent`.
   */
  takeWordsForStatus(o: ClaimOptions & { olderThan: Date; newerThan: Date }): Promise<WaitingRequest[]>;
  /** The note went (or failed): the request waits for a worker again. */
  noteSent(id: string, instanceId: string): Promise<void>;
  /** Extends the lease; false when another instance holds the request now. */
  renew(id: string, instanceId: string, until: Date): Promise<boolean>;
  /** The request is answered (or given up): it is forgotten. */
  done(id: string): Promise<void>;
  /** Forgets every request; how many there were. */
  forgetAll(): Promise<number>;
  /** How many requests wait or are being answered (a request is finished once its row is gone). */
  depth(): Promise<number>;
}

/** Inbound requests as leased work: any request nobody holds, oldest first; each claim counts an attempt (./leases.ts). */
const INBOX_LEASES: LeasedTable = {
  table: 'inbound_requests',
  columns: 'id, body, retry_num, retry_reason, traceparent, received_at, attempts, noted_at',
  claimable: 'TRUE',
  order: 'id',
  onClaim: 'attempts = attempts + 1',
};

/**
 * Requests waiting for a worker, to be told so: slash commands (their answer goes to the
 * response_url) never claimed and not yet told, received before `$5` and after `$6`. A claim marks them told;
 * it counts no attempt.
 */
const noteLeases = (olderThan: Date, newerThan: Date): LeasedTable => ({
  table: 'inbound_requests',
  columns: 'id, body, received_at',
  claimable: "attempts = 0 AND noted_at IS NULL AND received_at <= $5 AND received_at > $6 AND body->>'command' IS NOT NULL AND body->>'response_url' IS NOT NULL",
  order: 'id',
  onClaim: 'noted_at = $1',
  params: [olderThan, newerThan],
});

/** Direct messages to the app waiting for a worker, to be given their thread's status: like noteLeases, for message.im events. */
const statusLeases = (olderThan: Date, newerThan: Date): LeasedTable => ({
  ...noteLeases(olderThan, newerThan),
  claimable: "attempts = 0 AND noted_at IS NULL AND received_at <= $5 AND received_at > $6 AND body->>'type' = 'event_callback' AND body->'event'->>'type' = 'message' AND body->'event'->>'channel_type' = 'im'",
});

/**
 * The request with its replay key, one statement: a second copy of a request still in the inbox
 * gets no row (the unique key). One answered already is found by the worker's replay check
 * (src/app/pipeline.ts), whose key the answer recorded (./answered.ts). The ack's one write touches
 * no other table, so nothing but the inbox itself can hold it up.
 */
const ADD = `INSERT INTO inbound_requests (body, retry_num, retry_reason, traceparent, received_at, request_key)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (request_key) DO NOTHING RETURNING id`;

/** A request removed, its replay key recorded in the same statement (./answered.ts records an answer's). */
const DONE = `WITH gone AS (DELETE FROM inbound_requests WHERE id = $1 RETURNING request_key)
  INSERT INTO request_keys (key, seen_at) SELECT request_key, $2 FROM gone WHERE request_key IS NOT NULL
  ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at`;

/** `finished`: ids of requests the answer removed itself (./answered.ts): `done` has nothing to write for them. */
export function inboxRepo(db: Db, finished: Set<string> = new Set()): InboxRepo {
  const lease = leaseOf(db, INBOX_LEASES);
  return {
    async add(req, at) {
      const rows = await db.query(ADD, [JSON.stringify(req.body), req.retryNum ?? null, req.retryReason ?? null, req.traceparent ?? null, at, requestKey(req.body)]);
      const written = rows.length > 0;
      return written;
    },
    async claim(o) {
      const claimed = await lease.claim(o);
      return claimed
        .sort((a, b) => Number(a.row.id) - Number(b.row.id))
        .map(({ row, takenOver }) => ({
          id: String(row.id),
          body: json<Record<string, unknown>>(row.body),
          ...(row.retry_num === null ? {} : { retryNum: Number(row.retry_num) }),
          ...(row.retry_reason === null ? {} : { retryReason: String(row.retry_reason) }),
          ...(row.traceparent === null ? {} : { traceparent: String(row.traceparent) }),
          receivedAt: date(row.received_at),
          attempts: Number(row.attempts),
          noted: row.noted_at !== null && row.noted_at !== undefined,
          takenOver,
        }));
    },
    async takeForNote({ olderThan, newerThan, ...o }) {
      const taken = await leaseOf(db, noteLeases(olderThan, newerThan)).claim(o);
      return taken.map(({ row }) => ({ id: String(row.id), body: json<Record<string, unknown>>(row.body), receivedAt: date(row.received_at) }));
    },
    async takeWordsForStatus({ olderThan, newerThan, ...o }) {
      const taken = await leaseOf(db, statusLeases(olderThan, newerThan)).claim(o);
      return taken.map(({ row }) => ({ id: String(row.id), body: json<Record<string, unknown>>(row.body), receivedAt: date(row.received_at) }));
    },
    async noteSent(id, instanceId) {
      await lease.write(id, instanceId, { release: { until: null } });
    },
    renew: (id, instanceId, until) => lease.renew(id, instanceId, until),
    async done(id) {
      if (finished.delete(id)) return;
      // What the chain's answer did not remove (an event, a step, one given up): its key recorded as it goes, as the answer's is.
      await db.query(DONE, [id, new Date()]);
    },
    async depth() {
      return Number((await db.query<{ n: unknown }>('SELECT count(*) AS n FROM inbound_requests'))[0]?.n ?? 0);
    },
    async forgetAll() {
      return (await db.query('DELETE FROM inbound_requests RETURNING id')).length;
    },
  };
}
