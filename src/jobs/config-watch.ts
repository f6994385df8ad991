// Config watch: the one configuration check (src/reports/config.ts) of the live (or chosen)
// configuration; turning invalid opens an incident and alerts the watchers once, turning valid
// again resolves it with one follow-up.
import { QUESTION_PAGE_BUDGET } from '../api/index.js';
import { configCheck } from '../reports/config.js';
import type { ConfigWatchSpec, Watch } from '../store/index.js';
import { configAlertView, configResolvedView } from '../../views/alerts.js';
import { accountScope, type JobDeps } from './deps.js';
import { alertOnce, followUpAlert } from './alert-post.js';
import { defineAlertKind } from './alerts/kind.js';

/** `alerts add config`: the configuration checked every 5 minutes. */
export const configWatchKind = defineAlertKind({
  kind: 'config',
  need: { permissions: ['configuration:read'], features: [] },
  checkEvery: () => 5 * 60_000,
  check: (deps, w, spec, signal) => checkConfigWatch(deps, w, spec, signal),
});

export async function checkConfigWatch(deps: JobDeps, w: Watch, spec: ConfigWatchSpec, signal: AbortSignal): Promise<void> {
  const api = deps.apiFor(accountScope(w)).within({ signal, pages: QUESTION_PAGE_BUDGET });
  const check = await configCheck(spec.selector, (selector) =>
    deps.queries.get({ teamId: w.teamId, account: api.account, operation: 'config.validate', params: selector }, () => api.config.validate(selector, { signal })),
  );
  const { validation: result, source: name } = check;
  const now = new Date(deps.now());
  if (!result.valid) {
    const incident = (await deps.store.watches.openIncident(w.id, name, { errors: result.error_count, warnings: result.warning_count }, now)) ?? (await deps.store.watches.openIncidentOf(w.id));
    if (incident) await alertOnce(deps, w, incident, configAlertView(result, w.id), signal);
  } else {
    const resolved = await deps.store.watches.resolveIncident(w.id, name, now);
    // "Valid again" in the thread of the alert, in each place it was posted.
    if (resolved) await followUpAlert(deps, w, resolved.id, configResolvedView(result, resolved.period), signal);
  }
  if (w.state.valid !== result.valid) await deps.store.watches.compareAndSetState(w.id, w.state, { valid: result.valid, source: name });
}
