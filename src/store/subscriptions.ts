// Digest subscriptions: what to post, where, on which cron in which timezone.
import type { Db } from './db.js';
import { date, dateOrNull, json, newId, setClause, str, type Row } from './rows.js';
import { getById, listForTeam, removeById, type Table } from './tables.js';
import type { DigestFilters, DigestReport, Subscription, SubscriptionInput, SubscriptionPatch, SubscriptionsRepo } from './types.js';

export const SUBSCRIPTION_COLUMNS =
  'id, team_id, channel_id, owner_user_id, report, cron, timezone, filters, paused, next_run_at, created_at, updated_at, connection_id';

export function toSubscription(r: Row): Subscription {
  return {
    id: str(r.id),
    teamId: str(r.team_id),
    channelId: str(r.channel_id),
    ownerUserId: str(r.owner_user_id),
    report: str(r.report) as DigestReport,
    cron: str(r.cron),
    timezone: str(r.timezone),
    filters: json<DigestFilters>(r.filters),
    paused: Boolean(r.paused),
    nextRunAt: dateOrNull(r.next_run_at),
    connectionId: r.connection_id == null ? null : str(r.connection_id),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

const SUBSCRIPTIONS: Table<Subscription> = { name: 'subscriptions', columns: SUBSCRIPTION_COLUMNS, toItem: toSubscription };

const PATCH_COLUMNS: Record<keyof SubscriptionPatch, string> = {
  channelId: 'channel_id',
  report: 'report',
  cron: 'cron',
  timezone: 'timezone',
  filters: 'filters',
  paused: 'paused',
  nextRunAt: 'next_run_at',
  connectionId: 'connection_id',
};

export function subscriptionsRepo(db: Db): SubscriptionsRepo {
  return {
    async create(input: SubscriptionInput, nextRunAt: Date | null, now: Date): Promise<Subscription> {
      const rows = await db.query(
        `INSERT INTO subscriptions (id, team_id, channel_id, owner_user_id, report, cron, timezone, filters, paused, next_run_at, created_at, updated_at, connection_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [
          newId('sub'), input.teamId, input.channelId, input.ownerUserId, input.report, input.cron, input.timezone,
          JSON.stringify(input.filters ?? {}), input.paused ?? false, nextRunAt, now, input.connectionId ?? null,
        ],
      );
      return toSubscription(rows[0]!);
    },

    get: (id) => getById(db, SUBSCRIPTIONS, id),

    list: (q) => listForTeam(db, SUBSCRIPTIONS, q.teamId, { owner_user_id: q.ownerUserId, channel_id: q.channelId }),

    async update(id: string, patch: SubscriptionPatch, now: Date): Promise<Subscription | undefined> {
      const set = setClause(patch, PATCH_COLUMNS, 3);
      const rows = await db.query(
        `UPDATE subscriptions SET ${set.sql ? `${set.sql}, ` : ''}updated_at = $2 WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [id, now, ...set.values],
      );
      return rows[0] && toSubscription(rows[0]);
    },

    remove: (id) => removeById(db, SUBSCRIPTIONS, id),
  };
}
