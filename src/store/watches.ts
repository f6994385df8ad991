// Watches (A/B status, metric drops, config validity) and their incidents.
import type { Db } from './db.js';
import { leaseOf, type LeasedTable } from './leases.js';
import { date, dateOrNull, json, newId, str, strOrNull, type Row } from './rows.js';
import { getById, listForTeam, removeById, type Table } from './tables.js';
import { DM_DESTINATION, type Incident, type Watch, type WatchesRepo, type WatchKind, type WatchSpec } from './types.js';

const WATCH_COLUMNS =
  'id, team_id, owner_user_id, kind, spec, channel_id, mentions, destinations, state, card_channel_id, card_ts, paused, next_check_at, last_checked_at, last_error, created_at, connection_id';
const INCIDENT_COLUMNS = 'id, watch_id, opened_at, period, details, resolved_at, resolved_period';

function toWatch(r: Row): Watch {
  return {
    id: str(r.id),
    teamId: str(r.team_id),
    ownerUserId: str(r.owner_user_id),
    kind: str(r.kind) as WatchKind,
    spec: json<WatchSpec>(r.spec),
    channelId: strOrNull(r.channel_id),
    mentions: json<string[]>(r.mentions),
    destinations: json<string[]>(r.destinations),
    state: json<Record<string, unknown>>(r.state),
    cardChannelId: strOrNull(r.card_channel_id),
    cardTs: strOrNull(r.card_ts),
    paused: Boolean(r.paused),
    nextCheckAt: date(r.next_check_at),
    lastCheckedAt: dateOrNull(r.last_checked_at),
    lastError: strOrNull(r.last_error),
    createdAt: date(r.created_at),
    connectionId: strOrNull(r.connection_id),
  };
}

const WATCHES: Table<Watch> = { name: 'watches', columns: WATCH_COLUMNS, toItem: toWatch };

function toIncident(r: Row): Incident {
  return {
    id: str(r.id),
    watchId: str(r.watch_id),
    openedAt: date(r.opened_at),
    period: str(r.period),
    details: json<Record<string, unknown>>(r.details),
    resolvedAt: dateOrNull(r.resolved_at),
    resolvedPeriod: strOrNull(r.resolved_period),
  };
}

/** Watches as leased work: those not paused whose check is due, the longest due first (./leases.ts). */
const WATCH_LEASES: LeasedTable = {
  table: 'watches',
  columns: WATCH_COLUMNS,
  claimable: 'NOT paused AND next_check_at <= $1',
  order: 'next_check_at, id',
};

export function watchesRepo(db: Db): WatchesRepo {
  const lease = leaseOf(db, WATCH_LEASES);
  return {
    async create(input, now): Promise<Watch> {
      const destinations = input.destinations?.length ? [...new Set(input.destinations)] : [input.channelId ?? DM_DESTINATION];
      // channel_id stays the first channel: the API account of a check is chosen by it.
      const channelId = destinations.find((d) => d !== DM_DESTINATION) ?? null;
      const rows = await db.query(
        `INSERT INTO watches (id, team_id, owner_user_id, kind, spec, channel_id, mentions, destinations, next_check_at, created_at, connection_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${WATCH_COLUMNS}`,
        [
          newId(input.spec.kind === 'abtest' ? 'abw' : input.spec.kind === 'config' ? 'cfw' : 'alr'),
          input.teamId, input.ownerUserId, input.spec.kind, JSON.stringify(input.spec), channelId,
          JSON.stringify(input.mentions ?? []), JSON.stringify(destinations), input.nextCheckAt, now, input.connectionId ?? null,
        ],
      );
      return toWatch(rows[0]!);
    },

    get: (id) => getById(db, WATCHES, id),

    list: (q) => listForTeam(db, WATCHES, q.teamId, { owner_user_id: q.ownerUserId, kind: q.kind }),

    remove: (id) => removeById(db, WATCHES, id),

    async setConnection(id, connectionId, paused): Promise<void> {
      await db.query('UPDATE watches SET connection_id = $2, paused = paused OR $3 WHERE id = $1', [id, connectionId, paused]);
    },

    async setPaused(id, paused): Promise<boolean> {
      return (await db.query('UPDATE watches SET paused = $2 WHERE id = $1 RETURNING id', [id, paused])).length > 0;
    },

    async setCard(id, channelId, ts): Promise<void> {
      await db.query('UPDATE watches SET card_channel_id = $2, card_ts = $3 WHERE id = $1', [id, channelId, ts]);
    },

    async claimDue(o) {
      return (await lease.claim(o)).map(({ row, takenOver }) => ({ ...toWatch(row), takenOver }));
    },

    renew: (id, instanceId, until) => lease.renew(id, instanceId, until),

    async release(id, instanceId, after) {
      // A button pressed while the check ran (after it drew the message) left a redraw request in
      // the state, and its checkAt could not move a leased watch: a check that went well is
      // followed by another one now rather than at the next interval.
      await lease.write(id, instanceId, {
        set: `last_checked_at = $4::timestamptz, last_error = $5::text,
           next_check_at = CASE WHEN $5::text IS NULL AND COALESCE(state -> 'refresh', 'false'::jsonb) NOT IN ('false'::jsonb, 'null'::jsonb)
             THEN $4::timestamptz ELSE $3::timestamptz END`,
        params: [after.nextCheckAt, after.checkedAt, after.error ?? null],
        release: { until: null },
      });
    },

    async handBack(id, instanceId) {
      await lease.write(id, instanceId, { release: { until: null } });
    },

    async compareAndSetState(id, expected, next): Promise<boolean> {
      const rows = await db.query('UPDATE watches SET state = $3 WHERE id = $1 AND state = $2::jsonb RETURNING id', [
        id, JSON.stringify(expected), JSON.stringify(next),
      ]);
      return rows.length > 0;
    },

    async patchState(id, patch, remove = []): Promise<void> {
      // One statement: the keys it sets and removes land on the row as it is now, whatever else wrote it since it was read.
      await db.query('UPDATE watches SET state = (state - $3::text[]) || $2::jsonb WHERE id = $1', [id, JSON.stringify(patch), remove]);
    },

    async openIncident(watchId, period, details, at): Promise<Incident | undefined> {
      // The partial unique index (one open incident per watch) makes this the "one alert per incident" rule.
      const rows = await db.query(
        `INSERT INTO incidents (id, watch_id, opened_at, period, details) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (watch_id) WHERE resolved_at IS NULL DO NOTHING RETURNING ${INCIDENT_COLUMNS}`,
        [newId('inc'), watchId, at, period, JSON.stringify(details)],
      );
      return rows[0] && toIncident(rows[0]);
    },

    async resolveIncident(watchId, period, at): Promise<Incident | undefined> {
      const rows = await db.query(
        `UPDATE incidents SET resolved_at = $3, resolved_period = $2
         WHERE watch_id = $1 AND resolved_at IS NULL RETURNING ${INCIDENT_COLUMNS}`,
        [watchId, period, at],
      );
      return rows[0] && toIncident(rows[0]);
    },

    async updateIncident(id, details): Promise<Record<string, unknown> | undefined> {
      // A check writes the details it read a moment ago; an acknowledgement stored meanwhile
      // (acknowledgeIncident) is on the row, not in what it read: the row's is kept.
      const rows = await db.query(
        `UPDATE incidents SET details = CASE
           WHEN details #> '{card,ack}' IS NOT NULL AND $2::jsonb ? 'card' THEN jsonb_set($2::jsonb, '{card,ack}', details #> '{card,ack}')
           ELSE $2::jsonb END
         WHERE id = $1 RETURNING details`,
        [id, JSON.stringify(details)],
      );
      return rows[0] && json<Record<string, unknown>>(rows[0].details);
    },

    async acknowledgeIncident(id, ack): Promise<boolean> {
      // Compare-and-set on the row: only an incident whose card is stored and not yet acknowledged.
      const rows = await db.query(
        `UPDATE incidents SET details = jsonb_set(details, '{card,ack}', $2::jsonb)
         WHERE id = $1 AND details ? 'card' AND NOT (details -> 'card' ? 'ack') RETURNING id`,
        [id, JSON.stringify(ack)],
      );
      return rows.length > 0;
    },

    async getIncident(id): Promise<Incident | undefined> {
      const rows = await db.query(`SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE id = $1`, [id]);
      return rows[0] && toIncident(rows[0]);
    },

    async setSpec(id, spec): Promise<void> {
      await db.query('UPDATE watches SET spec = $2 WHERE id = $1', [id, JSON.stringify(spec)]);
    },

    async checkAt(id, at): Promise<void> {
      await db.query('UPDATE watches SET next_check_at = LEAST(next_check_at, $2) WHERE id = $1', [id, at]);
    },

    async openIncidentOf(watchId): Promise<Incident | undefined> {
      const rows = await db.query(`SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE watch_id = $1 AND resolved_at IS NULL`, [watchId]);
      return rows[0] && toIncident(rows[0]);
    },
  };
}
