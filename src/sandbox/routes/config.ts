// GET /config/show and GET /config/validate (spec 4.13, 4.14, 2.12, 2.13). Both take the same
// selector (id | version | draft; nothing = live), checked by the API core's configQuery.
import { configQuery } from '../../api/resources/config.js';
import { CONFIG_ACCOUNT_ID, configState, parsedData, type StoredConfig } from '../data/config-store.js';
import { validateConfigYaml } from '../data/config-validate.js';
import { badRequest, notFound } from '../http-error.js';
import { asBadRequest } from '../query.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

function select(req: SandboxRequest, operation: string): StoredConfig {
  req.query.allowOnly(['id', 'version', 'draft']);
  const id = req.query.one('id');
  const version = req.query.int('version');
  const draft = req.query.bool('draft');
  asBadRequest(() => configQuery({ id, version, draft }, operation));
  const state = configState(req.ctx);
  if (id !== undefined) {
    const all = [state.live, ...state.published, ...state.drafts];
    const found = all.find((c) => c.id === id.trim());
    if (!found) throw notFound(`no configuration with id "${id}"; the live one is ${state.live.id}, versions are cfg_v1…cfg_v${state.published.length}, drafts: ${draftIds(state.drafts)}`);
    return found;
  }
  if (version !== undefined) {
    const found = state.published.find((c) => c.version_number === version);
    if (!found) throw notFound(`no published version ${version}; versions 1 to ${state.published.length} exist`);
    return found;
  }
  if (draft === true) {
    if (state.drafts.length === 0) throw notFound('this account has no draft configuration');
    if (state.drafts.length > 1) throw badRequest(`this account has ${state.drafts.length} drafts; choose one with id: ${draftIds(state.drafts)}`);
    return state.drafts[0]!;
  }
  return state.live;
}

function draftIds(drafts: StoredConfig[]): string {
  return drafts.length ? drafts.map((d) => d.id).join(', ') : 'none';
}

/** `source.name`: "live", "v<N>" for a published version, or the draft's id. */
function sourceName(c: StoredConfig): string {
  if (c.kind === 'live') return 'live';
  if (c.kind === 'published') return `v${c.version_number}`;
  return c.id;
}

export const configRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/config/show`,
    handler: (req) => {
      requireGrant(req, 'configuration:read');
      const c = select(req, 'config.show');
      return { json: { ...c, account_id: CONFIG_ACCOUNT_ID, data: parsedData(c.yaml) } };
    },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/config/validate`,
    handler: (req) => {
      requireGrant(req, 'configuration:read');
      const c = select(req, 'config.validate');
      const result = validateConfigYaml(c.yaml, { accountId: CONFIG_ACCOUNT_ID, currency: 'USD' });
      return { json: { ...result, source: { type: c.kind, name: sourceName(c) } } };
    },
  },
];
