// Config watch: validates the live (or chosen) configuration; turning invalid opens an incident
// and alerts the watchers once, turning valid again resolves it with one follow-up.
import type { ConfigWatchSpec, Watch } from '../store/index.js';
import { configAlertView, configResolvedView } from '../../views/alerts.js';
import type { JobDeps } from './deps.js';
import { alertOnce, followUpAlert } from './alert-post.js';

export async function checkConfigWatch(deps: JobDeps, w: Watch, spec: ConfigWatchSpec, signal: AbortSignal): Promise<void> {
  const api = deps.apiFor({ teamId: w.teamId, channelId: w.channelId ?? undefined });
  const result = await deps.queries.get({ teamId: w.teamId, account: api.account, operation: 'config.validate', params: spec.selector }, () => api.config.validate(spec.selector, { signal }));
  const now = new Date(deps.now());
  // "live", "draft draft_x", "version 3": the type alone when the name only repeats it.
  const { type, name: sourceName } = result.source;
  const name = sourceName && sourceName !== type ? `${type} ${sourceName}` : type;
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
