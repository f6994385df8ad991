// The one lease engine of the store: every leased kind of work (digest runs and their owners'
// notices, export steps, watch checks, inbound Slack requests) is claimed, renewed and given back
// through it, with one SQL shape. A kind describes its table (./run-leases.ts, ./exports.ts,
// ./watches.ts, ./inbox.ts): which rows may be claimed besides a lease that ran out, in which
// order, what else a claim writes, and what must still hold of a row its owner writes to. Its own rules (a run's status, an
// export's state machine, a paused watch, an inbox request's attempts) stay in that description.
//
// Every kind's table has `id`, `lease_owner` (the instance holding it, null when nobody does) and
// `lease_until` (until when; a row whose lease is over may be claimed by anyone).
import type { Db } from './db.js';
import type { Row } from './rows.js';

/** The kinds of leased work, as metrics name them (adops_lease_takeovers_total{kind}). */
export const LEASE_KINDS = { digest: 'digest', notice: 'notice', export: 'export', watch: 'watch', inbound: 'inbound' } as const;
export type LeaseKind = (typeof LEASE_KINDS)[keyof typeof LEASE_KINDS];

export interface LeasedTable {
  table: string;
  /** The columns a claim returns (comma-separated, unqualified). */
  columns: string;
  /**
   * What else a claimable row must be (the lease having run out is the engine's): SQL over the
   * table's columns; `$1` is now, `$2` the claiming instance, `params` follow from `$5`.
   */
  claimable: string;
  /** ORDER BY of a claim (unqualified columns): which rows are taken first. */
  order: string;
  /** More assignments made by a claim (same parameters as `claimable`). */
  onClaim?: string;
  params?: readonly unknown[];
  /** What must still hold of a row for its owner to renew it or write to it (e.g. a run still running). */
  held?: string;
}

/** A claimed item; `takenOver` when its lease had run out in another instance's hands (it died or stalled). */
export type Claimed<T> = T & { readonly takenOver: boolean };

export interface ClaimOptions {
  now: Date;
  instanceId: string;
  leaseMs: number;
  limit: number;
}

export interface Lease {
  /** Up to `limit` claimable rows nobody holds (or whose lease ran out), leased to `instanceId` for `leaseMs`. */
  claim(o: ClaimOptions): Promise<Array<{ row: Row; takenOver: boolean }>>;
  /** Extends the lease; false when another instance holds the row now (or it is no longer held work). */
  renew(id: string, instanceId: string, until: Date): Promise<boolean>;
  /**
   * Writes `set` (SQL assignments, parameters from `$3`: `params`) to a row `instanceId` holds; with
   * `release`, the lease also ends: `until` null frees the row, a time makes it claimable from then
   * on (a retry put off, or now: handed back). False when the row is no longer this instance's.
   */
  write(id: string, instanceId: string, change: { set?: string; params?: readonly unknown[]; release?: { until: Date | null } }): Promise<boolean>;
}

/** `a, b` as `t.a, t.b`. */
export const qualify = (columns: string, alias: string): string =>
  columns
    .split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');

export function leaseOf(db: Db, t: LeasedTable): Lease {
  const held = t.held ? ` AND (${t.held})` : '';
  return {
    async claim({ now, instanceId, leaseMs, limit }) {
      // SKIP LOCKED: instances claiming at once take disjoint rows, none waits on another.
      // was_owner: a row freed or handed back has none; one whose holder died or stalled has it.
      const rows = await db.query(
        `WITH picked AS (
           SELECT id, lease_owner AS was_owner FROM ${t.table}
           WHERE (${t.claimable}) AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY ${t.order} LIMIT $4 FOR UPDATE SKIP LOCKED)
         UPDATE ${t.table} AS t SET lease_owner = $2, lease_until = $3${t.onClaim ? `, ${t.onClaim}` : ''}
         FROM picked WHERE t.id = picked.id
         RETURNING ${qualify(t.columns, 't')}, picked.was_owner AS lease_was_owner`,
        [now, instanceId, new Date(now.getTime() + leaseMs), limit, ...(t.params ?? [])],
      );
      return rows.map(({ lease_was_owner, ...row }) => ({ row, takenOver: lease_was_owner !== null && lease_was_owner !== undefined }));
    },

    async renew(id, instanceId, until) {
      const rows = await db.query(`UPDATE ${t.table} SET lease_until = $3 WHERE id = $1 AND lease_owner = $2${held} RETURNING id`, [id, instanceId, until]);
      return rows.length > 0;
    },

    async write(id, instanceId, { set, params = [], release }) {
      const untilParam = `$${3 + params.length}`;
      const assignments = [set, release ? `lease_owner = NULL, lease_until = ${untilParam}::timestamptz` : undefined].filter(Boolean).join(', ');
      const rows = await db.query(`UPDATE ${t.table} SET ${assignments} WHERE id = $1 AND lease_owner = $2${held} RETURNING id`, [
        id,
        instanceId,
        ...params,
        ...(release ? [release.until] : []),
      ]);
      return rows.length > 0;
    },
  };
}
