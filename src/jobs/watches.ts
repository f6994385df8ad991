// Watch checks as one-shot jobs: each kind looks at the API once and reports a change (A/B status,
// a metric drop opening or closing an incident, the live config turning invalid or valid again).
// The check cadence lives in src/scheduler (the watch worker); alerts go to the owner's DM, or to
// the watch's channel mentioning the users and user groups it names (./alert-post.ts).
import { READ_REPORTS, type Requirement } from '../api/index.js';
import type { Watch } from '../store/index.js';
import { keptFailureText } from '../../views/error-message.js';
import { checkAbTestWatch } from './abtest-watch.js';
import { checkConfigWatch } from './config-watch.js';
import type { JobDeps } from './deps.js';
import { checkMetricAlert } from './metric-alert.js';

/** What each kind of alert needs of the key it runs on: checked when it is made or moved to another account. */
export function watchNeeds(kind: Watch['kind']): Requirement {
  return kind === 'config' ? { permissions: ['configuration:read'], features: [] } : READ_REPORTS;
}

/** How often each kind is looked at. */
export const CHECK_EVERY_MS = {
  abtest: 15 * 60_000,
  metric_day: 30 * 60_000,
  metric_hour: 5 * 60_000,
  config: 5 * 60_000,
} as const;

export function checkIntervalOf(w: Pick<Watch, 'spec'>): number {
  if (w.spec.kind === 'abtest') return CHECK_EVERY_MS.abtest;
  if (w.spec.kind === 'config') return CHECK_EVERY_MS.config;
  return w.spec.period === 'hour' ? CHECK_EVERY_MS.metric_hour : CHECK_EVERY_MS.metric_day;
}

export async function checkWatch(deps: JobDeps, w: Watch, signal: AbortSignal): Promise<void> {
  switch (w.spec.kind) {
    case 'abtest':
      return checkAbTestWatch(deps, w, w.spec, signal);
    case 'metric_drop':
      return checkMetricAlert(deps, w, w.spec, signal);
    case 'config':
      return checkConfigWatch(deps, w, w.spec, signal);
  }
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
