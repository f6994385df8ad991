// The keep-alive connection pool to an API origin (undici), built with the client's deadlines and
// the largest body any operation may have; the client's fair share (./fair-share.ts) is cut from
// its number of sockets.
import { Pool } from 'undici';
import { publicOnlyConnector } from './addresses.js';
import { DEFAULT_TIMEOUTS, type TimeoutOptions } from './http-options.js';
import { LARGEST_BODY_LIMIT } from './limits.js';

/** Sockets of a client's own pool: room for a slow endpoint's half (./fair-share.ts) and the rest. */
export const OWN_POOL_CONNECTIONS = 32;

/** Pools by the number of sockets they were built with (their fair share is cut from it). */
const poolSizes = new WeakMap<Pool, number>();

/**
 * The keep-alive pool to an API origin: one per client, or one shared by many (HttpOptions.pool).
 * Redirects are never followed (undici's pool does not): a 3xx is an error like any other status.
 */
export function apiPool(
  origin: string,
  o: { connections?: number; timeouts?: Partial<TimeoutOptions>; publicOnly?: boolean; maxResponseBytes?: number } = {},
): Pool {
  const t = { ...DEFAULT_TIMEOUTS, ...o.timeouts };
  const connections = o.connections ?? OWN_POOL_CONNECTIONS;
  const pool = new Pool(origin, {
    connections,
    // The outer bound; each operation's own (./limits.ts) is checked first, as the body streams.
    maxResponseSize: o.maxResponseBytes ?? LARGEST_BODY_LIMIT,
    connect: o.publicOnly ? publicOnlyConnector({ timeout: t.connectMs }) : { timeout: t.connectMs },
    headersTimeout: t.headersMs,
    bodyTimeout: t.bodyMs,
    keepAliveTimeout: 30_000,
  });
  poolSizes.set(pool, connections);
  return pool;
}

/** The sockets `pool` was built with, when it was built here. */
export function poolSizeOf(pool: Pool): number | undefined {
  return poolSizes.get(pool);
}
