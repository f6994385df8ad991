// What every job needs, passed in explicitly (no singletons): the store, an API client per
// workspace, a poster per workspace, the shared query cache, charts, and a clock.
import type { ApiClient } from '../api/index.js';
import type { ChartImage, ChartSpec } from '../charts/spec.js';
import type { Logger } from '../logger.js';
import type { Poster } from '../outbox/poster.js';
import type { QueryCache } from '../outbox/query-cache.js';
import type { Store } from '../store/index.js';

export interface JobDeps {
  store: Store;
  apiFor(scope: { teamId: string; channelId?: string }): ApiClient;
  posterFor(teamId: string): Poster;
  /** The account a channel's posts name (it is bound, or the workspace has several); else undefined. */
  accountLine(scope: { teamId: string; channelId?: string }): string | undefined;
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
