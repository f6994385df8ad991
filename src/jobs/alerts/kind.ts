// The contract of one alert kind (a watch's `spec.kind`), declared in one place as a digest kind
// is (../digests/types.ts): what it needs of the key, how often it is looked at, and its check
// (one look at the API that reports a change). ./registry.ts lists the kinds once; the watch
// worker (../watches.ts) and the commands that make alerts read that list (./README.md).
import type { Requirement } from '../../api/index.js';
import type { Watch, WatchKind, WatchSpec } from '../../store/index.js';
import type { JobDeps } from '../deps.js';

/** The spec a watch of kind `K` stores. */
export type SpecOf<K extends WatchKind> = Extract<WatchSpec, { kind: K }>;

export interface AlertKind<K extends WatchKind = WatchKind> {
  kind: K;
  /** What it needs of the key it runs on (spec 4, 5.2), checked when it is made or moved; unset: reports only. */
  need?: Requirement;
  /** How long after a check it is looked at again. */
  checkEvery(spec: SpecOf<K>): number;
  /** One look: report a change (post, update, follow up), keeping what it saw in the watch's state. */
  check(deps: JobDeps, w: Watch, spec: SpecOf<K>, signal: AbortSignal): Promise<void>;
}

export function defineAlertKind<K extends WatchKind>(kind: AlertKind<K>): AlertKind<K> {
  return kind;
}
