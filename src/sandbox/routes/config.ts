// GET /config/show and GET /config/validate (spec 4.13, 4.14, 2.12, 2.13). Both take the same
// selector (id | version | draft; nothing = live), read by ../params/config.ts. A selection that
// does not exist is 404 on show (4.13 lists "404 config not found") and 400 on validate, whose
// statuses are 200, 400 and 500 only (4.14; §7 rule 3).
import { CONFIG_ACCOUNT_ID, configState, parsedData, type StoredConfig } from '../data/config-store.js';
import { validateConfigYaml } from '../data/config-validate.js';
import { badRequest, notFound, type HttpError } from '../http-error.js';
import { readConfigSelector } from '../params/config.js';
import { invalid } from '../params/rules.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

/** How an operation answers a selector naming nothing that exists. */
type Missing = (param: string, message: string) => HttpError;
const showMissing: Missing = (_param, message) => notFound(message);
const validateMissing: Missing = invalid;

function select(req: SandboxRequest, missing: Missing): StoredConfig {
  const selector = readConfigSelector(req.query);
  const state = configState(req.ctx);
  if ('id' in selector) {
    const all = [state.live, ...state.published, ...state.drafts];
    const found = all.find((c) => c.id === selector.id);
    if (!found) throw missing('id', `no configuration with id "${selector.id}"; the live one is ${state.live.id}, versions are cfg_v1…cfg_v${state.published.length}, drafts: ${draftIds(state.drafts)}`);
    return found;
  }
  if ('version' in selector) {
    const found = state.published.find((c) => c.version_number === selector.version);
    if (!found) throw missing('version', `no published version ${selector.version}; versions 1 to ${state.published.length} exist`);
    return found;
  }
  if ('draft' in selector) {
    if (state.drafts.length === 0) throw missing('draft', 'this account has no draft configuration');
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
      const c = select(req, showMissing);
      return { json: { ...c, account_id: CONFIG_ACCOUNT_ID, data: parsedData(c.yaml) } };
    },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/config/validate`,
    handler: (req) => {
      requireGrant(req, 'configuration:read');
      const c = select(req, validateMissing);
      const result = validateConfigYaml(c.yaml, { accountId: CONFIG_ACCOUNT_ID, currency: 'USD' });
      return { json: { ...result, source: { type: c.kind, name: sourceName(c) } } };
    },
  },
];
