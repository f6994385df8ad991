// The export delivery queue: a request is stored before the API is called, then worked in short
// leased steps (create → poll → deliver) so that any instance can finish a dead instance's job.
import type { Db } from './db.js';
import { leaseOf, type LeasedTable } from './leases.js';
import { date, dateOrNull, json, newId, setClause, str, strOrNull, type Row } from './rows.js';
import { getById, type Table } from './tables.js';
import { ACTIVE_EXPORT_STATES, type ExportJob, type ExportJobPatch, type ExportJobsRepo, type ExportJobState } from './types.js';

const COLUMNS =
  'id, team_id, requester_user_id, channel_id, kind, body, state, export_id, url, url_expires_at, attempts, retry_on_conflict, ' +
  'next_attempt_at, give_up_at, lease_owner, lease_until, last_error, message_channel_id, message_ts, created_at, updated_at, delivered_at, connection_id';

function toJob(r: Row): ExportJob {
  return {
    id: str(r.id),
    teamId: str(r.team_id),
    requesterUserId: str(r.requester_user_id),
    channelId: strOrNull(r.channel_id),
    connectionId: strOrNull(r.connection_id),
    kind: str(r.kind) as ExportJob['kind'],
    body: json<Record<string, string>>(r.body),
    state: str(r.state) as ExportJobState,
    exportId: strOrNull(r.export_id),
    url: strOrNull(r.url),
    urlExpiresAt: dateOrNull(r.url_expires_at),
    attempts: Number(r.attempts),
    retryOnConflict: Boolean(r.retry_on_conflict),
    nextAttemptAt: date(r.next_attempt_at),
    giveUpAt: date(r.give_up_at),
    leaseOwner: strOrNull(r.lease_owner),
    leaseUntil: dateOrNull(r.lease_until),
    lastError: strOrNull(r.last_error),
    messageChannelId: strOrNull(r.message_channel_id),
    messageTs: strOrNull(r.message_ts),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
    deliveredAt: dateOrNull(r.delivered_at),
  };
}

const EXPORT_JOBS: Table<ExportJob> = { name: 'export_jobs', columns: COLUMNS, toItem: toJob };

const PATCH_COLUMNS: Record<keyof ExportJobPatch, string> = {
  state: 'state',
  exportId: 'export_id',
  url: 'url',
  urlExpiresAt: 'url_expires_at',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  lastError: 'last_error',
  messageChannelId: 'message_channel_id',
  messageTs: 'message_ts',
  deliveredAt: 'delivered_at',
};

/** Export jobs as leased work: active ones whose next step is due, the longest due first (./leases.ts). */
const EXPORT_LEASES: LeasedTable = {
  table: 'export_jobs',
  columns: COLUMNS,
  claimable: 'state = ANY($5::text[]) AND next_attempt_at <= $1',
  order: 'next_attempt_at, id',
  params: [[...ACTIVE_EXPORT_STATES]],
};

export function exportJobsRepo(db: Db): ExportJobsRepo {
  const lease = leaseOf(db, EXPORT_LEASES);
  return {
    async enqueue(input, now): Promise<ExportJob> {
      const rows = await db.query(
        `INSERT INTO export_jobs (id, team_id, requester_user_id, channel_id, kind, body, state, retry_on_conflict,
           next_attempt_at, give_up_at, created_at, updated_at, connection_id)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $8, $8, $10) RETURNING ${COLUMNS}`,
        [
          newId('exp'), input.teamId, input.requesterUserId, input.channelId, input.kind, JSON.stringify(input.body),
          input.retryOnConflict, now, input.giveUpAt, input.connectionId ?? null,
        ],
      );
      return toJob(rows[0]!);
    },

    get: (id) => getById(db, EXPORT_JOBS, id),

    async listForUser(teamId, userId, limit): Promise<ExportJob[]> {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM export_jobs WHERE team_id = $1 AND requester_user_id = $2 ORDER BY created_at DESC, id LIMIT $3`,
        [teamId, userId, limit],
      );
      return rows.map(toJob);
    },

    async removeTeam(teamId): Promise<number> {
      return (await db.query('DELETE FROM export_jobs WHERE team_id = $1 RETURNING id', [teamId])).length;
    },

    async claim(o) {
      return (await lease.claim(o)).map(({ row, takenOver }) => ({ ...toJob(row), takenOver }));
    },

    renew: (id, instanceId, leaseUntil) => lease.renew(id, instanceId, leaseUntil),

    save(id, instanceId, patch, now, release) {
      const set = setClause(patch, PATCH_COLUMNS, 4);
      return lease.write(id, instanceId, { set: `updated_at = $3${set.sql ? `, ${set.sql}` : ''}`, params: [now, ...set.values], release: release ? { until: null } : undefined });
    },
  };
}
