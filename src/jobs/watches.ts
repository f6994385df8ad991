// Watch checks as one-shot jobs: each kind looks at the API once and reports a change (A/B status,
// a metric drop opening or closing an incident, the live config turning invalid or valid again).
// The check cadence lives in src/scheduler (the watch worker); alerts go to the owner's DM, or to
// the watch's channel mentioning the users and user groups it names (./alert-post.ts).
import { READ_REPORTS, type Requirement } from '../api/index.js';
import type { Watch } from '../store/index.js';
import { keptFailureText } from '../../views/error-message.js';
import { alertKindOf } from './alerts/registry.js';
import type { JobDeps } from './deps.js';

/** What each kind of alert needs of the key it runs on: checked when it is made or moved to another account. */
export function watchNeeds(kind: Watch['kind']): Requirement {
  return alertKindOf({ spec: { kind } }).need ?? READ_REPORTS;
}

/** How often the watch is looked at: its kind's cadence. */
export function checkIntervalOf(w: Pick<Watch, 'spec'>): number {
  return alertKindOf(w).checkEvery(w.spec);
}

export function checkWatch(deps: JobDeps, w: Watch, signal: AbortSignal): Promise<void> {
  return alertKindOf(w).check(deps, w, w.spec, signal);
}

/** The watch worker's `run`: check, then hand the watch back with its next check time. */
export async function runWatchCheck(deps: JobDeps, w: Watch, signal: AbortSignal): Promise<void> {
  let error: string | null = null;
  try {
    await checkWatch(deps, w, signal);
  } catch (err) {
    // Cut off by a stop or a takeover, not failed: the worker hands it back (or its new holder checks it).
    if (signal.aborted) throw err;
    // Shown in the alerts list and App Home: no internal host or address (views/error-message.ts).
    error = keptFailureText(err).slice(0, 500);
    deps.logger.warn({ err, watchId: w.id }, 'watch check failed; trying again at the next check');
  }
  const now = deps.now();
  await deps.store.watches.release(w.id, deps.instanceId, { nextCheckAt: new Date(now + checkIntervalOf(w)), checkedAt: new Date(now), error });
}
