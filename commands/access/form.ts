// The access form's submission, read into the same request the text form makes (./index.ts) and
// checked by the same parser: a mistake comes back as an inline error on the field that fixes it.
import { field, type ViewState } from '../shared/form-state.js';
import { parseAccess, type AccessRequest } from './index.js';

export type AccessFormResult = { ok: true; request: AccessRequest } | { ok: false; errors: Record<string, string> };

export function readAccessForm(view: { state: { values: ViewState } }): AccessFormResult {
  const state = view.state.values;
  const change = field(state, 'change') ?? 'allow';
  const capability = field(state, 'capability');
  const target = field(state, 'target');
  const id = field(state, 'target_id');
  if (!capability) return { ok: false, errors: { capability: 'Choose a capability.' } };
  if (target !== 'guests' && !id) return { ok: false, errors: { target_id: 'Give the id of the group (S…), channel (C…) or person (U…).' } };
  if (capability === 'admin' && target !== 'user') return { ok: false, errors: { target: 'admin is given to one person: choose “One person”.' } };
  if (capability !== 'admin' && target === 'user') return { ok: false, errors: { target: 'Only admin is given to one person; others go to groups, channels or guests.' } };
  const words = target === 'guests' ? 'guests' : `${target}=${id}`;
  const parsed = parseAccess(`${change} ${capability} ${words}`);
  if (!parsed.ok) return { ok: false, errors: { target_id: parsed.error.replace(/`/g, '') } };
  return { ok: true, request: parsed.request };
}
