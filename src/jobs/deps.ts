// What every job needs, passed in explicitly (no singletons): the store, an API client per
// workspace, a poster per workspace, the shared query cache, charts, and a clock.
import { AccountGoneError, NotConnectedError, type ApiClient } from '../api/index.js';
import type { ChartImage, ChartSpec } from '../charts/spec.js';
import type { Logger } from '../logger.js';
import type { Poster } from '../outbox/poster.js';
import type { QueryCache } from '../outbox/query-cache.js';
import type { Store } from '../store/index.js';

/**
 * Which account a job runs on: its own connection (decided when it was made), else its channel's
 * (src/app/tenants/accounts.ts ApiScope).
 */
export interface AccountScope {
  teamId: string;
  channelId?: string;
  connectionId?: string | null;
}

/** The scope of a digest, alert or export: its connection, and its channel. */
export function accountScope(item: { teamId: string; channelId?: string | null; connectionId?: string | null }): AccountScope {
  return { teamId: item.teamId, channelId: item.channelId ?? undefined, connectionId: item.connectionId ?? null };
}

export interface JobDeps {
  store: Store;
  /** From this instance's snapshot of the connections (src/app/tenants/accounts.ts); jobs ask through `jobApi`. */
  apiFor(scope: AccountScope): ApiClient;
  /** Reads a workspace's connections again from the store (unset: the snapshot is all there is). */
  refreshAccounts?(teamId: string): Promise<void>;
  posterFor(teamId: string): Poster;
  /** The account a job's posts name (it is bound, or the workspace has several); else undefined. */
  accountLine(scope: AccountScope): string | undefined;
  queries: QueryCache;
  /** A chart image for a message, or undefined when it cannot be made. */
  chart(spec: ChartSpec, teamId: string): Promise<ChartImage | undefined>;
  now(): number;
  logger: Logger;
  instanceId: string;
  /** Uploads a file to a conversation of the workspace (files upload V2, through the outbox). */
  uploadFile(teamId: string, channelId: string, file: { filename: string; title: string; content: string }): Promise<void>;
  /** How long a post may still land after its attempt began (default POST_SETTLE_MS; tests shorten it). */
  postSettleMs?: number;
}

/**
 * The client a job runs on. The snapshot is read every few seconds, and first only after the
 * scheduler has started: a connection saved a moment ago on another instance may not be in it
 * yet. So a job whose snapshot names no account (or not its own) reads the workspace again before
 * its owner is told it is not connected.
 */
export async function jobApi(deps: JobDeps, scope: AccountScope): Promise<ApiClient> {
  try {
    return deps.apiFor(scope);
  } catch (err) {
    if (!(err instanceof NotConnectedError || err instanceof AccountGoneError) || !deps.refreshAccounts) throw err;
    await deps.refreshAccounts(scope.teamId);
    return deps.apiFor(scope);
  }
}
