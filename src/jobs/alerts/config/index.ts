// Config watch: the one configuration check (src/reports/config.ts) of the live (or chosen)
// configuration; turning invalid opens an incident and alerts the watchers once, turning valid
// again resolves it with one follow-up.
import { QUESTION_PAGE_BUDGET } from '../../../api/index.js';
import { configCheck } from '../../../reports/config.js';
import { BadRequestError, NotFoundError, type ApiClient, type ConfigSelector } from '../../../api/index.js';
import type { Watch, WatchSpec } from '../../../store/index.js';
import { esc } from '../../../../views/blocks.js';
import { refusal } from '../../../../views/error.js';
import type { BotMessage } from '../../../../views/types.js';
import { configAlertView, configResolvedView } from '../../../../views/alerts.js';
import { accountScope, jobApi, type JobDeps } from '../../deps.js';
import { alertOnce, followUpAlert } from '../../alert-post.js';
import { defineAlertKind, type SpecReader } from '../kind.js';

export interface ConfigWatchSpec extends WatchSpec {
  kind: 'config';
  /** Which configuration to validate: live when empty. */
  selector: { id?: string; version?: number; draft?: boolean };
}

/** `alerts add config`: the configuration checked every 5 minutes. */
export const configWatchKind = defineAlertKind<ConfigWatchSpec>({
  kind: 'config',
  add: {
    words: ['config'],
    usage: 'config [draft|id=<draft id>|version=N]',
    examples: ['config', 'config id=draft_floor_cleanup'],
    parse: (_word, args) => readConfigSpec(args),
    refuseBeforeSaving: (spec, api) => unreadableConfig(api, spec.selector),
  },
  words: (w, spec) => ({
    what: `Config validation (${spec.selector.draft ? 'the draft' : spec.selector.version ? `version ${spec.selector.version}` : spec.selector.id ? spec.selector.id : 'live'})`,
    how: 'Checked every 5 minutes; one alert when it turns invalid, one when it is valid again.',
    ...(typeof w.state.valid === 'boolean' ? { state: w.state.valid ? 'valid' : 'invalid' } : {}),
    // Its incident's period is the configuration's name, not a time: say what is wrong instead.
    openSince: (open) => `:rotating_light: invalid since ${esc(open.openedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC`,
  }),
  need: { permissions: ['configuration:read'], features: [] },
  checkEvery: () => 5 * 60_000,
  check: (deps, w, spec, signal) => checkConfigWatch(deps, w, spec, signal),
});

/** `config [version=N|id=<id>|draft]` (the word `config` already taken): the live configuration by default. */
function readConfigSpec(args: SpecReader): ConfigWatchSpec {
  const version = args.option('version');
  const id = args.option('id');
  const draft = args.flag('draft');
  if ([version, id, draft || undefined].filter(Boolean).length > 1) args.refuse('watch one configuration: live (default), version=N, id=<id> or draft');
  if (version !== undefined && !/^\d{1,9}$/.test(version)) args.refuse('version= takes a published version number');
  return { kind: 'config', selector: { ...(version ? { version: Number(version) } : {}), ...(id ? { id } : {}), ...(draft ? { draft: true } : {}) } };
}

/**
 * A config watch whose configuration the API cannot read (several drafts and no id, an unknown
 * id or version) would fail at every check: read it once now, and refuse before storing anything.
 */
async function unreadableConfig(api: ApiClient, selector: ConfigSelector): Promise<BotMessage | undefined> {
  try {
    await api.config.show(selector);
    return undefined;
  } catch (err) {
    if (!(err instanceof BadRequestError || err instanceof NotFoundError)) throw err;
    const said = err.apiMessage ? `: ${err.apiMessage.replace(/\.$/, '')}` : '';
    return refusal(
      `I cannot watch that configuration${said}.`,
      'Name the one to watch with `/adops alerts add config id=<id>` (a draft’s id, as listed above), or watch the live configuration with `/adops alerts add config`.',
    );
  }
}

export async function checkConfigWatch(deps: JobDeps, w: Watch, spec: ConfigWatchSpec, signal: AbortSignal): Promise<void> {
  const api = (await jobApi(deps, accountScope(w))).within({ signal, pages: QUESTION_PAGE_BUDGET });
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
