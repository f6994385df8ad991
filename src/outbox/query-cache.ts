// Identical API queries of one minute become one call. Digests of many subscriptions due at the
// same minute often ask the same thing (yesterday's dashboard for one account): the first asker
// calls the API and the others get its answer. In one instance an in-flight promise is shared;
// across instances the shared store's query_cache row is claimed by one of them (INSERT … ON
// CONFLICT) and the others wait for its body. Keys always include the workspace and the API account.
import type { Logger } from '../logger.js';
import type { Store } from '../store/index.js';
import { abortableSleep } from '../api/http.js';

export interface QueryKey {
  teamId: string;
  /** The API account that answers (ApiClient.account): two accounts never share an answer. */
  account: string;
  operation: string;
  params: unknown;
  /** The minute the query belongs to (a run's scheduled time); default now. */
  at?: number;
}

export interface QueryCacheOptions {
  owner: string;
  now?: () => number;
  /** Shares answers between instances; without it, only within this process. */
  store?: Store;
  logger?: Logger;
  /** How long another instance's answer is awaited before calling the API ourselves. */
  waitMs?: number;
  maxEntries?: number;
}

export interface QueryStats {
  /** API calls this cache made. */
  calls: number;
  /** Answers served without a call (same instance or another one). */
  hits: number;
}

/** Stable JSON: object keys sorted, so equal params give equal keys. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export class QueryCache {
  readonly stats: QueryStats = { calls: 0, hits: 0 };
  private readonly local = new Map<string, { value: Promise<unknown>; expires: number }>();
  /** Keys this instance claimed in the store but could not complete (the store went away): nobody else will. */
  private readonly abandoned = new Set<string>();
  private readonly now: () => number;

  constructor(private readonly opts: QueryCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  keyOf(k: QueryKey): string {
    const minute = Math.floor((k.at ?? this.now()) / 60_000);
    return `${k.teamId}|${k.account}|${k.operation}|${minute}|${stableKey(k.params)}`;
  }

  /**
   * The answer of `fetch` for this key, calling it at most once per minute across instances.
   * `localOnly`: share within this instance only (results that are not JSON, such as built messages).
   */
  get<T>(k: QueryKey, fetch: () => Promise<T>, opts: { localOnly?: boolean } = {}): Promise<T> {
    const key = this.keyOf(k);
    const now = this.now();
    const hit = this.local.get(key);
    if (hit && hit.expires > now) {
      this.stats.hits++;
      return hit.value as Promise<T>;
    }
    const value = (this.opts.store && !opts.localOnly ? this.shared(key, fetch) : this.call(fetch)).catch((err: unknown) => {
      // Failures are not cached: the next asker tries again.
      this.local.delete(key);
      throw err;
    });
    this.remember(key, value, now);
    return value;
  }

  private async call<T>(fetch: () => Promise<T>): Promise<T> {
    this.stats.calls++;
    return fetch();
  }

  private async shared<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const store = this.opts.store!;
    const now = new Date(this.now());
    // Rows live a little past their minute so late askers of that minute still find them.
    const abandon = () => {
      if (this.abandoned.size > 1_000) this.abandoned.clear();
      this.abandoned.add(key);
    };
    // A claim whose answer was lost (the connection dropped) may still have made the row ours.
    const claimed = await store.queryCache.claim(key, this.opts.owner, now, new Date(now.getTime() + 3 * 60_000)).catch((err: unknown) => {
      abandon();
      throw err;
    });
    if (claimed) {
      let body: T;
      try {
        body = await this.call(fetch);
      } catch (err) {
        await store.queryCache.complete(key, this.opts.owner, { error: (err as Error).message }).catch(abandon);
        throw err;
      }
      // The answer is ours either way; others wait for the row only if it can be written.
      await store.queryCache.complete(key, this.opts.owner, { body }).catch(abandon);
      return body;
    }
    // Our own row, left pending when the store failed: waiting for it would wait for nobody.
    if (this.abandoned.has(key)) return this.call(fetch);
    const deadline = Date.now() + (this.opts.waitMs ?? 20_000);
    for (let pause = 25; Date.now() < deadline; pause = Math.min(pause * 2, 400)) {
      const entry = await store.queryCache.read(key, new Date(this.now()));
      if (entry?.state === 'done') {
        this.stats.hits++;
        return entry.body as T;
      }
      // The other instance failed (or its row expired): ask ourselves, so the error is our own.
      if (!entry || entry.state === 'error') break;
      await abortableSleep(pause);
    }
    this.opts.logger?.debug({ key }, 'shared query not answered in time; calling the API');
    return this.call(fetch);
  }

  private remember(key: string, value: Promise<unknown>, now: number): void {
    // Entries are kept in the order they were added, which is the order they expire: only the
    // oldest are looked at, so a full map costs O(1) per answer, not a scan of the whole map
    // (with thousands of workspaces' queries a minute, the scan was paid on every one).
    this.local.delete(key);
    for (const [k, v] of this.local) {
      if (v.expires > now && this.local.size < (this.opts.maxEntries ?? 2_000)) break;
      this.local.delete(k);
    }
    // The key holds its minute; keep it a little past the minute for late askers.
    this.local.set(key, { value, expires: now + 2 * 60_000 });
  }
}
