// The access policy per workspace and the audit log: who did what, when, where, with which API
// account. Ids only: never a secret, never report data.
import type { Db, Sql } from './db.js';
import { DEFAULT_POLICY, normalizePolicy, type AccessPolicy } from './access-policy.js';
import { date, json, newId, str, strOrNull, type Row } from './rows.js';

export interface AccessRepo {
  /** The workspace's policy (the defaults when none was saved). */
  get(teamId: string): Promise<AccessPolicy>;
  put(teamId: string, policy: AccessPolicy, byUserId: string, now: Date): Promise<void>;
  /** Deletes the workspace's policy (uninstall); whether there was one. */
  remove(teamId: string): Promise<boolean>;
}

export type AuditOutcome = 'ok' | 'refused';

export interface AuditInput {
  teamId: string;
  userId: string;
  channelId?: string | null;
  /** What was done: `command`, `export`, `subscription`, `alert`, `policy`, `refusal`. */
  action: string;
  /** The subcommand and verb, e.g. `digest run`. */
  subject: string;
  outcome: AuditOutcome;
  /** Ids the action touched (subscription, alert, export job), a refusal's reason. */
  detail?: Record<string, string>;
  /** The API account the request used (a fingerprint, never the key). */
  account?: string | null;
}

export interface AuditEntry extends Required<Omit<AuditInput, 'channelId' | 'account' | 'detail'>> {
  id: string;
  at: Date;
  channelId: string | null;
  account: string | null;
  detail: Record<string, string>;
}

export interface AuditRepo {
  add(entry: AuditInput, at: Date): Promise<void>;
  /** The newest first. */
  recent(teamId: string, limit: number, filter?: { userId?: string; outcome?: AuditOutcome }): Promise<AuditEntry[]>;
  /** Deletes the team's entries older than `before`; how many. */
  purge(teamId: string, before: Date): Promise<number>;
  /**
   * Deletes entries older than `before` of every team without a policy of its own — on the default
   * retention: workspaces never configured, uninstalled ones (the policy goes with the uninstall)
   * and an org-wide install's entries from before they were kept per workspace. How many.
   */
  purgeWithoutPolicy(before: Date): Promise<number>;
}

export function accessRepo(db: Db): AccessRepo {
  return {
    async get(teamId) {
      const rows = await db.query('SELECT policy FROM access_policies WHERE team_id = $1', [teamId]);
      return rows[0] ? normalizePolicy(json<unknown>(rows[0].policy)) : { ...DEFAULT_POLICY };
    },
    async put(teamId, policy, byUserId, now) {
      await db.query(
        `INSERT INTO access_policies (team_id, policy, updated_by, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (team_id) DO UPDATE SET policy = EXCLUDED.policy, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [teamId, JSON.stringify(normalizePolicy(policy)), byUserId, now],
      );
    },
    async remove(teamId) {
      return (await db.query('DELETE FROM access_policies WHERE team_id = $1 RETURNING team_id', [teamId])).length > 0;
    },
  };
}

const AUDIT_COLUMNS = 'id, team_id, at, user_id, channel_id, action, subject, outcome, detail, account';

function toEntry(r: Row): AuditEntry {
  return {
    id: str(r.id),
    teamId: str(r.team_id),
    at: date(r.at),
    userId: str(r.user_id),
    channelId: strOrNull(r.channel_id),
    action: str(r.action),
    subject: str(r.subject),
    outcome: str(r.outcome) as AuditOutcome,
    detail: json<Record<string, string>>(r.detail),
    account: strOrNull(r.account),
  };
}

export function auditRepo(db: Sql): AuditRepo {
  return {
    async add(e, at) {
      await db.query(
        `INSERT INTO audit_log (${AUDIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [newId('aud'), e.teamId, at, e.userId, e.channelId ?? null, e.action, e.subject, e.outcome, JSON.stringify(e.detail ?? {}), e.account ?? null],
      );
    },
    async recent(teamId, limit, filter = {}) {
      const rows = await db.query(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE team_id = $1 AND ($2::text IS NULL OR user_id = $2) AND ($3::text IS NULL OR outcome = $3)
         ORDER BY at DESC, seq DESC LIMIT $4`,
        [teamId, filter.userId ?? null, filter.outcome ?? null, limit],
      );
      return rows.map(toEntry);
    },
    async purge(teamId, before) {
      return (await db.query('DELETE FROM audit_log WHERE team_id = $1 AND at < $2 RETURNING id', [teamId, before])).length;
    },
    async purgeWithoutPolicy(before) {
      const sql = 'DELETE FROM audit_log a WHERE a.at < $1 AND NOT EXISTS (SELECT 1 FROM access_policies p WHERE p.team_id = a.team_id) RETURNING a.id';
      return (await db.query(sql, [before])).length;
    },
  };
}
