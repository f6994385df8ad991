// Which reporting account answers a request: the channel's binding, else the workspace's default
// connection, else the environment's ADOPS_API_URL/ADOPS_API_KEY (the single-workspace mode; the
// OAuth mode has none: a workspace not connected yet is told how to connect). `apiFor` is
// synchronous, so this keeps a snapshot of the connections, read whole once (the first `sync`),
// then only the workspaces whose version moved (src/store/connections.ts; why: docs/layout.md,
// "Files of the Slack edge"); a change made on this instance is read at once. Keys are opened
// here, once per connection version, and kept only inside the ApiClient that uses them. A
// connection's address is checked against the operator's list (src/api/origins.ts) each time its
// client is asked for: one saved before the list was narrowed is refused at use, before any request.
import { AccountGoneError, AddressNotAllowedError, apiPool, checkApiAddress, createApiClient, learnedFrom, NotConnectedError, probeFeatures, type ApiClient, type FeatureStates, type OriginPolicy } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../metrics.js';
import type { Tracing } from '../../tracing.js';
import { Recent, WORKSPACE_IDLE_MS } from '../../outbox/recent.js';
import { accountName } from '../../../views/connect.js';
import { sealContext, SecretBox, type Binding, type Connection, type Store } from '../../store/index.js';

/** Sockets per API origin and instance when many connections share them (a client alone has 32). */
const SHARED_POOL_CONNECTIONS = 64;

/** A client let go or replaced is closed a minute later: a request may still hold it. */
const closeLater = (client: ApiClient) => void setTimeout(() => void client.close(), 60_000).unref();

export interface ApiScope {
  teamId?: string;
  channelId?: string;
  /**
   * The connection chosen for it (a digest's, an alert's, `account=`): it answers, whatever the
   * channel is bound to; one removed since is refused (AccountGoneError). null/unset: the channel decides.
   */
  connectionId?: string | null;
}

/** The account a request uses, as its answer names it. */
export interface AccountChoice {
  connection?: Connection;
  /** Name it in the answer's context line: the workspace has several, or the channel is bound. */
  named: boolean;
}

/** One workspace's connections, and its channels' bindings (channel id → connection id). */
type TeamSnapshot = { connections: Connection[]; bindings: Map<string, string> };

/** What this instance has read from the store (tests and benches check that keeping current stays cheap). */
export interface AccountReads {
  /** Whole reads of every workspace's connections (the first sync). */
  everything: number;
  /** Version checks (one query each). */
  checks: number;
  /** Workspaces read again because their version moved, or a change made here. */
  workspaces: number;
}

export class Accounts {
  private teams = new Map<string, TeamSnapshot>();
  /** One client per connection version, kept while in use (src/outbox/recent.ts), not one for every workspace ever served. */
  private readonly clients = new Recent<string, { version: number; client: ApiClient }>({ idleMs: WORKSPACE_IDLE_MS, onDrop: (held) => closeLater(held.client) });
  /**
   * One keep-alive pool per API origin, shared by every connection to it: a thousand workspaces
   * on one reporting API keep one set of sockets per instance, not one set per key.
   */
  private readonly pools = new Map<string, ReturnType<typeof apiPool>>();
  private envClient: ApiClient | undefined;
  /** What the environment's key's answers have taught of its account's features (it is never probed: no connect). */
  readonly envFeatures: { features: FeatureStates; checkedAt: Date | null } = { features: {}, checkedAt: null };
  private timer: NodeJS.Timeout | undefined;
  /** The highest connection version read; undefined until the first whole read. */
  private version: number | undefined;
  readonly reads: AccountReads = { everything: 0, checks: 0, workspaces: 0 };
  readonly box: SecretBox | undefined;
  /** The API origins a workspace may connect to: the operator's choice (config): the deployment's own (ADOPS_API_URL, or the embedded sandbox) and the extra ones. */
  readonly origins: OriginPolicy;

  constructor(private readonly o: { config: Config; logger: Logger; now: () => number; store: () => Store; metrics?: Metrics; tracing?: Tracing }) {
    const e = o.config.encryption;
    this.box = e ? new SecretBox(e.current, e.previous ? [e.previous] : []) : undefined;
    this.origins = { ...(o.config.adopsApiUrl ? { own: o.config.adopsApiUrl } : {}), extra: o.config.apiOrigins ?? [] };
  }

  choose(scope: ApiScope): AccountChoice {
    const team = scope.teamId ? this.teams.get(scope.teamId) : undefined;
    if (scope.connectionId) {
      const chosen = team?.connections.find((c) => c.id === scope.connectionId);
      if (!chosen) throw new AccountGoneError();
      return { connection: chosen, named: team!.connections.length > 1 || !chosen.isDefault };
    }
    if (!team?.connections.length) return { named: false };
    const bound = scope.channelId ? team.bindings.get(scope.channelId) : undefined;
    const connection = (bound && team.connections.find((c) => c.id === bound)) || team.connections.find((c) => c.isDefault) || team.connections[0];
    return { connection, named: !!bound || team.connections.length > 1 };
  }

  /** The workspace's connections and channel bindings as this instance last read them. */
  of(teamId: string): { connections: readonly Connection[]; bindings: ReadonlyMap<string, string> } {
    const team = this.teams.get(teamId);
    return { connections: team?.connections ?? [], bindings: team?.bindings ?? new Map() };
  }

  /** How an answer names its account — when several are in play (the workspace has more, or the channel is bound). */
  accountLine(scope: ApiScope): string | undefined {
    try {
      const { connection, named } = this.choose(scope);
      return connection && named ? accountName(connection) : undefined;
    } catch (err) {
      if (err instanceof AccountGoneError) return undefined;
      throw err;
    }
  }

  /** The fingerprint of the account that answers `scope` (never the key); undefined when none does. */
  accountOf(scope: ApiScope): string | undefined {
    try {
      return this.apiFor(scope).account;
    } catch (err) {
      if (err instanceof NotConnectedError || err instanceof AddressNotAllowedError || err instanceof AccountGoneError) return undefined;
      throw err;
    }
  }

  /**
   * The client that answers `scope`; throws NotConnectedError when no account does, and
   * AddressNotAllowedError when its connection's address is no longer one the operator allows.
   */
  apiFor(scope: ApiScope): ApiClient {
    const { connection } = this.choose(scope);
    if (connection) return this.clientOf(connection);
    const { config } = this.o;
    // The OAuth mode has no account of its own (config.ts): a workspace answers from its connection only.
    if (config.slack.oauth || !config.adopsApiUrl || !config.adopsApiKey) throw new NotConnectedError(scope.teamId);
    this.envClient ??= createApiClient({
      baseUrl: config.adopsApiUrl, apiKey: config.adopsApiKey, now: this.o.now, logger: this.o.logger.child({ component: 'api' }), metrics: this.o.metrics, tracing: this.o.tracing,
      // Its permissions are not stored: a 403 teaches nothing (the permission may be what lacks), a 2xx teaches "on".
      onGatedAnswer: (answer) => {
        const learned = learnedFrom(answer, []);
        if (!learned) return;
        Object.assign(this.envFeatures.features, learned);
        this.envFeatures.checkedAt = new Date(this.o.now());
      },
    });
    return this.envClient;
  }

  /**
   * Learns the features of a connection's key now, with the cheapest call each needs
   * (src/api/features.ts), and stores them with the time; read again from the store first, so a
   * connection just saved on any instance is found. Undefined when it is not (or no longer) there.
   */
  async checkFeatures(teamId: string, connectionId: string): Promise<Connection | undefined> {
    await this.refresh(teamId);
    const c = this.teams.get(teamId)?.connections.find((x) => x.id === connectionId);
    if (!c) return undefined;
    const now = this.o.now();
    const learned = await probeFeatures(this.clientOf(c), c.permissions, now, AbortSignal.timeout(20_000));
    c.features = { ...c.features, ...learned };
    c.featuresCheckedAt = new Date(now);
    await this.o.store().connections.learnFeatures(teamId, c.id, learned, new Date(now));
    return c;
  }

  /** Reads the workspace's connections again (after a change made on this instance). */
  async refresh(teamId: string): Promise<void> {
    const store = this.o.store();
    const [connections, bindings] = await Promise.all([store.connections.list(teamId), store.connections.bindings(teamId)]);
    this.reads.workspaces++;
    this.put(teamId, connections, bindings);
  }

  /**
   * Brings the snapshot up to date: the first call reads every workspace's connections, later ones
   * only those of the workspaces whose version moved since the last call.
   */
  async sync(): Promise<void> {
    const repo = this.o.store().connections;
    if (this.version === undefined) {
      // The version first: a change committed while `all()` reads is then read again, never missed.
      const version = await repo.latestVersion();
      const { connections, bindings } = await repo.all();
      this.reads.everything++;
      this.replaceAll(connections, bindings);
      this.version = version;
      return;
    }
    const changes = await repo.changesSince(this.version);
    this.reads.checks++;
    if (!changes.length) return;
    const teams = changes.map((c) => c.teamId);
    const { connections, bindings } = await repo.ofTeams(teams);
    this.reads.workspaces += teams.length;
    const byTeam = groupByTeam(connections, bindings);
    for (const t of teams) this.put(t, byTeam.get(t)?.connections ?? [], byTeam.get(t)?.bindings ?? []);
    this.version = changes[changes.length - 1]!.version;
  }

  /** Syncs every `ms` until closed; a failed sync keeps the last snapshot. */
  start(ms: number): void {
    // Logged once per outage: the store being away is reported by the scheduler already.
    let failing = false;
    const tick = () =>
      this.sync().then(
        () => void (failing = false),
        (err: unknown) => {
          if (!failing) this.o.logger.warn({ err }, 'could not refresh the API connections: using the last ones read');
          failing = true;
        },
      );
    void tick();
    this.timer = setInterval(tick, ms);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([this.envClient?.close(), ...this.clients.values().map((c) => c.client.close())]);
    await Promise.all([...this.pools.values()].map((p) => p.close()));
  }

  /** The whole snapshot, from one read of every workspace (grouped in one pass, never filtered per workspace). */
  private replaceAll(connections: Connection[], bindings: Binding[]): void {
    const byTeam = groupByTeam(connections, bindings);
    for (const t of this.teams.keys()) if (!byTeam.has(t)) this.put(t, [], []);
    for (const [t, team] of byTeam) this.put(t, team.connections, team.bindings);
  }

  private put(teamId: string, connections: Connection[], bindings: Binding[]): void {
    // A connection removed (or its workspace uninstalled): its client, and the key inside it, go.
    const kept = new Set(connections.map((c) => c.id));
    for (const old of this.teams.get(teamId)?.connections ?? []) {
      if (kept.has(old.id)) continue;
      const held = this.clients.delete(old.id);
      if (held) closeLater(held.client);
    }
    if (!connections.length) this.teams.delete(teamId);
    else this.teams.set(teamId, { connections, bindings: new Map(bindings.map((b) => [b.channelId, b.connectionId])) });
  }

  /** One client (one keep-alive pool) per connection version: a replaced key gets a new client. */
  private clientOf(c: Connection): ApiClient {
    const verdict = checkApiAddress(c.baseUrl, this.origins);
    if (!verdict.ok) throw new AddressNotAllowedError(verdict.problem);
    const version = c.updatedAt.getTime();
    const held = this.clients.use(c.id);
    if (held?.version === version) return held.client;
    if (!this.box) throw new Error('this workspace has a connection but ADOPS_ENCRYPTION_KEY is not set, so its key cannot be opened');
    const opened = this.box.open(c.keySealed, sealContext(c.teamId, c.name));
    if (opened.stale) this.reseal(c, opened.plain);
    const client = createApiClient({
      baseUrl: c.baseUrl, apiKey: opened.plain, pool: this.poolFor(verdict.origin, verdict.publicOnly), now: this.o.now,
      logger: this.o.logger.child({ component: 'api', connection: c.id }), metrics: this.o.metrics, tracing: this.o.tracing,
      onGatedAnswer: (answer) => this.learn(c, learnedFrom(answer, c.permissions)),
    });
    // A request may still be using the old client: its pool is closed once that has finished.
    if (held) closeLater(held.client);
    this.clients.keep(c.id, { version, client });
    return client;
  }

  /**
   * What an answer taught of the connection's features, stored when it differs from what was known
   * (every instance reads it again: src/store/connections.ts learnFeatures). Never fails a request.
   */
  private learn(c: Connection, learned: FeatureStates | undefined): void {
    if (!learned) return;
    const now = new Date(this.o.now());
    const changed = Object.entries(learned).some(([f, on]) => c.features[f] !== on);
    // A known state is noted again at most once a minute ("when last checked"), a change at once.
    if (!changed && c.featuresCheckedAt && now.getTime() - c.featuresCheckedAt.getTime() < 60_000) return;
    Object.assign(c.features, learned);
    c.featuresCheckedAt = now;
    this.o.store().connections.learnFeatures(c.teamId, c.id, learned, now).catch((err: unknown) => this.o.logger.warn({ err, connection: c.id }, 'could not store what was learned of the account’s features'));
  }

  private poolFor(origin: string, publicOnly: boolean): ReturnType<typeof apiPool> {
    let pool = this.pools.get(origin);
    if (!pool) this.pools.set(origin, (pool = apiPool(origin, { connections: SHARED_POOL_CONNECTIONS, publicOnly })));
    return pool;
  }

  /** A row sealed with the previous encryption key is sealed again with the current one. */
  private reseal(c: Connection, plain: string): void {
    const sealed = this.box!.seal(plain, sealContext(c.teamId, c.name));
    this.o.store().connections.reseal(c.teamId, c.id, sealed).then(
      () => this.o.logger.info({ connection: c.id, keyId: sealed.keyId }, 'API key sealed again with the current encryption key'),
      (err: unknown) => this.o.logger.warn({ err, connection: c.id }, 'could not seal the API key again; will retry on the next read'),
    );
  }
}

/** Rows of many workspaces, by workspace. */
function groupByTeam(connections: Connection[], bindings: Binding[]): Map<string, { connections: Connection[]; bindings: Binding[] }> {
  const out = new Map<string, { connections: Connection[]; bindings: Binding[] }>();
  const of = (teamId: string) => {
    let team = out.get(teamId);
    if (!team) out.set(teamId, (team = { connections: [], bindings: [] }));
    return team;
  };
  for (const c of connections) of(c.teamId).connections.push(c);
  for (const b of bindings) of(b.teamId).bindings.push(b);
  return out;
}
