// Shared types of the sandbox: what a route is, what a handler receives, the per-sandbox context.
import type { IncomingMessage } from 'node:http';
import type { SandboxClock } from './clock.js';
import type { FaultInjector } from './faults.js';
import type { SandboxKey } from './keys.js';
import type { QueryReader } from './query.js';
import type { SandboxIncident } from './incidents.js';

export const API_PREFIX = '/api/v1';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Fixed clock (ISO 8601 or epoch ms). Without it, the real clock. */
  now?: string | number;
  /** With `now`: the clock runs on from it instead of standing still (local mode). */
  clockRuns?: boolean;
  /** Seed of every generator: same seed, same data. */
  seed?: number;
  /** Multiplies the size of generated network data (bench: 1M rows). */
  scale?: number;
  /** How long an export takes to become ready. */
  exportDelayMs?: number;
  /** Where export files are written; a temp dir by default. */
  dataDir?: string;
  /** Accounts beyond the three keys: `sbx_full_1` … `sbx_full_<accounts>`, each its own account (keys.ts accountKey). */
  accounts?: number;
  /** Injected incidents (incidents.ts; SANDBOX_INCIDENTS). */
  incidents?: SandboxIncident[];
}

export interface SandboxContext {
  readonly options: Readonly<SandboxOptions>;
  readonly clock: SandboxClock;
  readonly seed: number;
  readonly scale: number;
  readonly faults: FaultInjector;
  /** Origin the sandbox is reachable at (for signed download URLs). Set once listening. */
  origin: string;
  /** Per-area lazily built state; see `memo`. */
  readonly state: Map<string, unknown>;
}

/** Builds an area's state once per sandbox, on first use. */
export function memo<T>(ctx: SandboxContext, key: string, build: () => T): T {
  if (!ctx.state.has(key)) ctx.state.set(key, build());
  return ctx.state.get(key) as T;
}

export interface SandboxRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: QueryReader;
  body: unknown;
  headers: IncomingMessage['headers'];
  /** The caller's key; undefined only on routes declared `auth: false`. */
  key: SandboxKey;
  ctx: SandboxContext;
}

export type SandboxResult =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; contentType: string; headers?: Record<string, string> }
  | { status?: number; file: string; contentType: string; headers?: Record<string, string> };

export interface Route {
  method: 'GET' | 'POST';
  /** Path with :params, e.g. /api/v1/export/bids/:export_id */
  path: string;
  /** Default true: a Bearer key from keys.ts is required (401 otherwise). */
  auth?: boolean;
  handler: (req: SandboxRequest) => SandboxResult | Promise<SandboxResult>;
}
