// Reporting-API connections per workspace and the channels bound to one of them. Every query is
// scoped by team_id. Keys arrive and leave sealed (./crypto.ts): this file never sees plaintext.
// Every change stamps the workspace's version (connection_changes), so that other instances
// read only the workspaces that changed since they last looked (src/app/tenants/accounts.ts).
import type { Db, Sql } from './db.js';
import { date, dateOrNull, json, newId, str, type Row } from './rows.js';

export interface Connection {
  id: string;
  teamId: string;
  /** What people call it in `connect bind #channel <name>`. */
  name: string;
  baseUrl: string;
  keySealed: string;
  keyId: string;
  /** The key masked (./crypto.ts maskKey): all that is ever shown again. */
  keyHint: string;
  /** The account as /auth/status names it. */
  account: string;
  permissions: string[];
  /**
   * The account's features as last learned (`network_reporting`, `demand_comparison`,
   * `scheduled_agents` → on or off); one missing is not known yet. The API does not list them.
   */
  features: Record<string, boolean>;
  /** When the features were last learned (a probe at connect, or a 403); null: never. */
  featuresCheckedAt: Date | null;
  isDefault: boolean;
  createdBy: string;
  updatedAt: Date;
}

export interface Binding {
  teamId: string;
  channelId: string;
  connectionId: string;
}

/** A workspace whose connections or bindings changed, and its version after the change. */
export interface ConnectionChange {
  teamId: string;
  version: number;
}

export type NewConnection = Omit<Connection, 'id' | 'updatedAt' | 'keySealed' | 'keyId' | 'isDefault' | 'features' | 'featuresCheckedAt'> &
  Partial<Pick<Connection, 'features' | 'featuresCheckedAt'>>;

/** What a connection's key is sealed for (./crypto.ts): stays the same when the key is replaced. */
export const sealContext = (teamId: string, name: string): string => `${teamId}/${name}`;

export interface ConnectionsRepo {
  /** Saves it (replacing one of the same name); the workspace's first becomes its default. */
  save(c: NewConnection, sealed: { text: string; keyId: string }, now: Date): Promise<Connection>;
  list(teamId: string): Promise<Connection[]>;
  bindings(teamId: string): Promise<Binding[]>;
  /** Every workspace's: an instance's first read (jobs read them without a request). */
  all(): Promise<{ connections: Connection[]; bindings: Binding[] }>;
  /** These workspaces' (those that changed). */
  ofTeams(teamIds: readonly string[]): Promise<{ connections: Connection[]; bindings: Binding[] }>;
  /** The highest version stamped so far (0: none): read before `all()`, changes after it are not missed. */
  latestVersion(): Promise<number>;
  /** Workspaces changed after `version`, lowest version first. */
  changesSince(version: number): Promise<ConnectionChange[]>;
  bind(teamId: string, channelId: string, connectionId: string, byUserId: string, now: Date): Promise<void>;
  unbind(teamId: string, channelId: string): Promise<boolean>;
  /** Removes one (its bindings go with it); the next oldest becomes the default. */
  remove(teamId: string, name: string): Promise<boolean>;
  /** What was learned of its features (merged into what was known), and when; a change stamps the version. */
  learnFeatures(teamId: string, id: string, features: Record<string, boolean>, at: Date): Promise<void>;
  /** Points a connection at another base URL (local mode: the embedded sandbox's new port). */
  moveBaseUrl(teamId: string, id: string, baseUrl: string): Promise<void>;
  /** Re-sealed with another encryption key (rotation). */
  reseal(teamId: string, id: string, sealed: { text: string; keyId: string }): Promise<void>;
  /** Everything of the workspace (uninstall). */
  removeTeam(teamId: string): Promise<void>;
}

const COLUMNS = 'id, team_id, name, base_url, key_sealed, key_id, key_hint, account, permissions, features, features_checked_at, is_default, created_by, updated_at';

function toConnection(r: Row): Connection {
  return {
    id: str(r.id),
    teamId: str(r.team_id),
    name: str(r.name),
    baseUrl: str(r.base_url),
    keySealed: str(r.key_sealed),
    keyId: str(r.key_id),
    keyHint: str(r.key_hint),
    account: str(r.account),
    permissions: json<string[]>(r.permissions),
    features: json<Record<string, boolean>>(r.features ?? {}),
    featuresCheckedAt: dateOrNull(r.features_checked_at),
    isDefault: r.is_default === true,
    createdBy: str(r.created_by),
    updatedAt: date(r.updated_at),
  };
}

/**
 * One lock for every writer of connections: the version a change takes becomes visible only after
 * every lower one, so a reader that has seen version v never meets a lower one committed later.
 * Changes are people connecting accounts: serializing them costs nothing.
 */
const CHANGE_LOCK = 0x29c0_1e7;

/** Stamps the workspace's next version, inside the change's own transaction. */
async function stamp(tx: Sql, teamId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOCK]);
  await tx.query(
    `INSERT INTO connection_changes (team_id, version) VALUES ($1, nextval('connection_change_seq'))
     ON CONFLICT (team_id) DO UPDATE SET version = EXCLUDED.version`,
    [teamId],
  );
}

const toBinding = (r: Row): Binding => ({ teamId: str(r.team_id), channelId: str(r.channel_id), connectionId: str(r.connection_id) });

export function connectionsRepo(db: Db): ConnectionsRepo {
  const list = async (teamId: string) =>
    (await db.query(`SELECT ${COLUMNS} FROM api_connections WHERE team_id = $1 ORDER BY created_at, id`, [teamId])).map(toConnection);
  const ensureDefault = (tx: { query: Db['query'] }, teamId: string) =>
    tx.query(
      `UPDATE api_connections SET is_default = true WHERE id = (SELECT id FROM api_connections WHERE team_id = $1 ORDER BY created_at, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM api_connections WHERE team_id = $1 AND is_default)`,
      [teamId],
    );
  return {
    async save(c, sealed, now) {
      return db.transaction(async (tx) => {
        await stamp(tx, c.teamId);
        // Same name: replaced in place, so its id and channel bindings stay.
        const rows = await tx.query(
          `INSERT INTO api_connections (id, team_id, name, base_url, key_sealed, key_id, key_hint, account, permissions, features, features_checked_at, is_default, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $13, false, $10, $11, $11)
           ON CONFLICT (team_id, name) DO UPDATE SET base_url = EXCLUDED.base_url, key_sealed = EXCLUDED.key_sealed, key_id = EXCLUDED.key_id,
             key_hint = EXCLUDED.key_hint, account = EXCLUDED.account, permissions = EXCLUDED.permissions,
             features = EXCLUDED.features, features_checked_at = EXCLUDED.features_checked_at, updated_at = EXCLUDED.updated_at
           RETURNING id`,
          [newId('conn'), c.teamId, c.name, c.baseUrl, sealed.text, sealed.keyId, c.keyHint, c.account, JSON.stringify(c.permissions), c.createdBy, now, JSON.stringify(c.features ?? {}), c.featuresCheckedAt ?? null],
        );
        await ensureDefault(tx, c.teamId);
        return toConnection((await tx.query(`SELECT ${COLUMNS} FROM api_connections WHERE id = $1`, [rows[0]!.id]))[0]!);
      });
    },
    list,
    async bindings(teamId) {
      return (await db.query('SELECT team_id, channel_id, connection_id FROM channel_bindings WHERE team_id = $1', [teamId])).map(toBinding);
    },
    async all() {
      const connections = (await db.query(`SELECT ${COLUMNS} FROM api_connections ORDER BY created_at, id`)).map(toConnection);
      const bindings = (await db.query('SELECT team_id, channel_id, connection_id FROM channel_bindings')).map(toBinding);
      return { connections, bindings };
    },
    async ofTeams(teamIds) {
      const teams = [...teamIds];
      const connections = (await db.query(`SELECT ${COLUMNS} FROM api_connections WHERE team_id = ANY($1) ORDER BY created_at, id`, [teams])).map(toConnection);
      const bindings = (await db.query('SELECT team_id, channel_id, connection_id FROM channel_bindings WHERE team_id = ANY($1)', [teams])).map(toBinding);
      return { connections, bindings };
    },
    async latestVersion() {
      const rows = await db.query<{ v: string | number | null }>('SELECT max(version) AS v FROM connection_changes');
      return Number(rows[0]?.v ?? 0);
    },
    async changesSince(version) {
      const rows = await db.query<{ team_id: string; version: string | number }>(
        'SELECT team_id, version FROM connection_changes WHERE version > $1 ORDER BY version',
        [version],
      );
      return rows.map((r) => ({ teamId: r.team_id, version: Number(r.version) }));
    },
    async bind(teamId, channelId, connectionId, byUserId, now) {
      await db.transaction(async (tx) => {
        await stamp(tx, teamId);
        await tx.query(
          `INSERT INTO channel_bindings (team_id, channel_id, connection_id, bound_by, bound_at)
           SELECT $1, $2, id, $4, $5 FROM api_connections WHERE id = $3 AND team_id = $1
           ON CONFLICT (team_id, channel_id) DO UPDATE SET connection_id = EXCLUDED.connection_id, bound_by = EXCLUDED.bound_by, bound_at = EXCLUDED.bound_at`,
          [teamId, channelId, connectionId, byUserId, now],
        );
      });
    },
    async unbind(teamId, channelId) {
      return db.transaction(async (tx) => {
        await stamp(tx, teamId);
        return (await tx.query('DELETE FROM channel_bindings WHERE team_id = $1 AND channel_id = $2 RETURNING channel_id', [teamId, channelId])).length > 0;
      });
    },
    async remove(teamId, name) {
      return db.transaction(async (tx) => {
        await stamp(tx, teamId);
        const gone = await tx.query('DELETE FROM api_connections WHERE team_id = $1 AND name = $2 RETURNING id', [teamId, name]);
        await ensureDefault(tx, teamId);
        return gone.length > 0;
      });
    },
    async learnFeatures(teamId, id, features, at) {
      await db.transaction(async (tx) => {
        // Stamped before the row is written, in the order every change here takes its locks (the
        // stamp, then the connection): a feature learned while the connection is removed would
        // otherwise deadlock with the removal. A repeated answer only notes the time.
        const known = await tx.query('SELECT 1 FROM api_connections WHERE team_id = $1 AND id = $2 AND features @> $3::jsonb', [teamId, id, JSON.stringify(features)]);
        if (!known.length) await stamp(tx, teamId);
        await tx.query('UPDATE api_connections SET features = features || $3::jsonb, features_checked_at = $4 WHERE team_id = $1 AND id = $2', [teamId, id, JSON.stringify(features), at]);
      });
    },
    async moveBaseUrl(teamId, id, baseUrl) {
      await db.transaction(async (tx) => {
        await stamp(tx, teamId);
        await tx.query('UPDATE api_connections SET base_url = $3 WHERE team_id = $1 AND id = $2', [teamId, id, baseUrl]);
      });
    },
    async reseal(teamId, id, sealed) {
      // Never over a key saved meanwhile: that one is sealed with the current key already.
      await db.query('UPDATE api_connections SET key_sealed = $3, key_id = $4 WHERE team_id = $1 AND id = $2 AND key_id <> $4', [teamId, id, sealed.text, sealed.keyId]);
    },
    async removeTeam(teamId) {
      // The version row stays: other instances learn from it that the workspace's connections went.
      await db.transaction(async (tx) => {
        await stamp(tx, teamId);
        await tx.query('DELETE FROM api_connections WHERE team_id = $1', [teamId]);
      });
    },
  };
}
