// The connect form's submission. Everything that can be wrong is said inline, before the form
// closes: a malformed URL or one the operator does not allow (src/api/origins.ts: checked before
// any request), who may connect (the access check), and what the API says of the key
// (/auth/status, one try, 2.5 s: Slack waits 3 s for the ack). Only a 401 is told apart: any other
// answer and every network failure read the same, so the form cannot be used to probe which ports
// or hosts answer. A good key is sealed (src/store/crypto.ts) and saved; the admin then gets the
// connections list by DM. The key is held in this function only: never logged, never in a message.
import { ApiError, checkApiAddress, createApiClient, type IdentityStatus, type OriginPolicy } from '../../src/api/index.js';
import { maskKey, sealContext } from '../../src/store/index.js';
import { CONNECT_MODAL } from '../../views/connect.js';
import { field, type ViewState } from '../shared/form-state.js';
import type { FormContext, FormDeclaration } from '../types.js';

import { CONNECTION_NAME } from '../shared/account.js';

export { CONNECTION_NAME };

export interface ConnectForm {
  baseUrl: string;
  apiKey: string;
  name: string;
  /** The address is one of the operator's extra origins: connect to public addresses only. */
  publicOnly: boolean;
}

/** What the form says of any failure to get an answer from the API but a refused key. */
export const UNREACHABLE = 'Could not reach the reporting API at that address. Check the address (including /api/v1) and try again.';

/** The fields, checked against the operator's allowed origins; or the inline errors. Pure. */
export function readConnectForm(state: ViewState, origins: OriginPolicy): { ok: true; form: ConnectForm } | { ok: false; errors: Record<string, string> } {
  const baseUrl = (field(state, 'base_url') ?? '').trim().replace(/\/+$/, '');
  const apiKey = (field(state, 'api_key') ?? '').trim();
  const name = (field(state, 'name') ?? 'main').trim();
  const errors: Record<string, string> = {};
  const allowed = checkApiAddress(baseUrl, origins);
  if (!/^https?:\/\/[^\s/]+.*\/api\/v1$/i.test(baseUrl)) errors.base_url = 'Give the API base including /api/v1, e.g. https://reporting.example.com/api/v1.';
  else if (!allowed.ok) errors.base_url = allowed.problem;
  if (!apiKey || /\s/.test(apiKey)) errors.api_key = 'Paste the API key (one word, no spaces).';
  if (!CONNECTION_NAME.test(name)) errors.name = 'Letters, digits, - and _ only (at most 40).';
  if (Object.keys(errors).length || !allowed.ok) return { ok: false, errors };
  return { ok: true, form: { baseUrl, apiKey, name, publicOnly: allowed.publicOnly } };
}

/** What the API says of the key: its identity, or a sentence for the form. */
async function checkKey(ctx: FormContext, form: ConnectForm): Promise<IdentityStatus | string> {
  const api = createApiClient({ baseUrl: form.baseUrl, apiKey: form.apiKey, publicOnly: form.publicOnly, retry: { maxRetries: 0 }, timeouts: { connectMs: 2_000, headersMs: 2_500, bodyMs: 2_500 }, now: ctx.now });
  try {
    return await api.auth.status({ signal: AbortSignal.timeout(2_500) });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return 'The API did not accept this key (401). Check it in the reporting web app’s settings.';
    // Why, for the operator only: the admin's form gets one sentence whatever happened.
    ctx.logger.info({ err, origin: new URL(form.baseUrl).origin }, 'connect form: /auth/status gave no identity');
    return UNREACHABLE;
  } finally {
    void api.close();
  }
}

/** The request the connect command runs once the connection is saved: its list, by DM. */
export type ConnectionSaved = { action: 'saved'; name: string };

export const CONNECT_FORM: FormDeclaration<ConnectionSaved> = {
  callbackId: CONNECT_MODAL,
  submit: async (view, ctx) => {
    const read = readConnectForm(view.state.values, ctx.connections.origins);
    if (!read.ok) return read;
    const box = ctx.connections.box;
    if (!box) return { ok: false, errors: { api_key: 'This bot cannot store keys: its operator must set ADOPS_ENCRYPTION_KEY first.' } };
    const request: ConnectionSaved = { action: 'saved', name: read.form.name };
    const refused = await ctx.refusal(request);
    if (refused !== undefined) return { ok: false, errors: { api_key: refused } };
    const identity = await checkKey(ctx, read.form);
    if (typeof identity === 'string') return { ok: false, errors: { api_key: identity } };
    const { form } = read;
    const sealed = box.seal(form.apiKey, sealContext(ctx.teamId, form.name));
    await ctx.durable.store.connections.save(
      {
        teamId: ctx.teamId, name: form.name, baseUrl: form.baseUrl, keyHint: maskKey(form.apiKey), createdBy: ctx.userId,
        account: identity.account_id ?? identity.idp_organization_id, permissions: identity.permissions ?? [],
      },
      sealed,
      new Date(ctx.now()),
    );
    return { ok: true, request, answer: 'dm' };
  },
};
