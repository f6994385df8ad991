// What Slack sends when a person uses a form or App Home, signed and posted into the bot through
// the stand-in's driver: a view submission, a change inside a form, an App Home button.
import type { RecordedCall } from '../../src/slack-standin/state.js';
import { USER, type BotHarness } from './harness.js';

export type StateValue = { type: string; value?: string; selected_option?: { value: string }; selected_options?: { value: string }[]; selected_date?: string; selected_time?: string; selected_conversation?: string };

export const text = (value: string): StateValue => ({ type: 'plain_text_input', value });
export const select = (value: string): StateValue => ({ type: 'static_select', selected_option: { value } });
export const date = (value: string): StateValue => ({ type: 'datepicker', selected_date: value });
export const time = (value: string): StateValue => ({ type: 'timepicker', selected_time: value });
export const checks = (...values: string[]): StateValue => ({ type: 'checkboxes', selected_options: values.map((value) => ({ value })) });
export const radio = (value: string): StateValue => ({ type: 'radio_buttons', selected_option: { value } });
export const conversation = (value: string): StateValue => ({ type: 'conversations_select', selected_conversation: value });

const payload = (p: Record<string, unknown>) => new URLSearchParams({ payload: JSON.stringify(p) }).toString();
const asState = (values: Record<string, StateValue>) => ({ values: Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [id]: v }])) });

function envelope(h: BotHarness, type: string, userId: string, teamId?: string): Record<string, unknown> {
  const team = teamId ?? h.stack.standin.teamId;
  return { type, team: { id: team, domain: 'standin' }, user: { id: userId, username: 'u', team_id: team }, api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t` };
}

/** The last view opened, updated or published. */
export function lastView(h: BotHarness, method?: 'views.open' | 'views.update' | 'views.publish'): Record<string, unknown> {
  const call = [...h.stack.standin.state.calls].reverse().find((c) => c.ok && (method ? c.method === method : c.method.startsWith('views.')));
  if (!call) throw new Error(`no ${method ?? 'view'} call recorded`);
  return (call.result as { view: Record<string, unknown> }).view;
}

/** Runs `act` and waits for a successful `method` call made after it started. */
export async function expectCall(h: BotHarness, method: string, act: () => Promise<unknown>): Promise<RecordedCall> {
  const state = h.stack.standin.state;
  const before = state.calls.length;
  await act();
  return state.waitFor(() => state.calls.slice(before).find((c) => c.method === method && c.ok), 10_000, method);
}

/** Submits a form with these field values; resolves with the bot's ack. */
export async function submit(h: BotHarness, view: Record<string, unknown>, values: Record<string, StateValue>, userId = USER, teamId?: string): Promise<{ status: number; body: string }> {
  const body = payload({ ...envelope(h, 'view_submission', userId, teamId), view: { ...view, state: asState(values), hash: '1.h' } });
  const res = await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  return { status: res.status, body: res.ackBody };
}

/** Changes one field of an open form (dispatch_action) and waits for the form's re-render. */
export async function viewAction(h: BotHarness, view: Record<string, unknown>, actionId: string, values: Record<string, StateValue>): Promise<void> {
  const state = h.stack.standin.state;
  const before = state.calls.length;
  const body = payload({
    ...envelope(h, 'block_actions', USER),
    container: { type: 'view', view_id: view.id },
    view: { ...view, state: asState(values), hash: '1.h' },
    actions: [{ action_id: actionId, block_id: actionId, ...values[actionId]!, action_ts: `${Date.now() / 1000}` }],
  });
  await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  await state.waitFor(() => (state.calls.slice(before).some((c) => c.method === 'views.update') ? true : undefined), 10_000, 'views.update');
}

/** Presses an App Home button and waits for Home to be published again. */
export async function homeClick(h: BotHarness, actionId: string, value: string, userId = USER): Promise<void> {
  const state = h.stack.standin.state;
  const before = state.calls.length;
  const body = payload({
    ...envelope(h, 'block_actions', userId),
    container: { type: 'view', view_id: 'VHOME' },
    view: { id: 'VHOME', type: 'home' },
    actions: [{ action_id: actionId, block_id: 'b', type: 'button', value, action_ts: `${Date.now() / 1000}` }],
  });
  await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  await state.waitFor(() => (state.calls.slice(before).some((c) => c.method === 'views.publish') ? true : undefined), 15_000, 'App Home refresh');
}

/** The value of an answer's "Share to channel" button, if it has one. */
export function shareValueOf(blocks: unknown[]): string | undefined {
  return blocks
    .flatMap((b) => (b as { elements?: { action_id?: string; value?: string }[] }).elements ?? [])
    .find((e) => e.action_id === 'adops_share')?.value;
}
