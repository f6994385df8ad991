// The real pipeline with the durable side: the harness's local stack (sandbox, Slack stand-in,
// Bolt app over signed requests) plus a store, the scheduler and the workers — started by hand
// so a test drives time and passes. Also builds the payloads Slack sends for modals and Home.
import { pino } from 'pino';
import type { Durable } from '../../src/app/durable.js';
import { startLocalStack, type LocalStack } from '../../src/local/stack.js';
import { renderMessage } from '../../src/local/render.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import type { Sent } from '../../src/slack-standin/driver.js';
import type { Store } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';
import { SANDBOX_NOW, testConfig, toAnswer, USERS, type Answer } from '../support/harness.js';

export const USER = 'U0LOCAL01';
export const CHANNEL = 'C0LOCAL01';

export interface DurableHarness {
  stack: LocalStack;
  store: Store;
  durable: Durable;
  ask(text: string, who?: { userId?: string; channelId?: string }): Promise<Answer>;
  /** Sends the slash command and returns the raw ack (forms answer with an empty ack). */
  send(text: string): Promise<Sent>;
  calls(method: string, channel?: string): RecordedCall[];
  /** The last view opened, updated or published. */
  lastView(method?: 'views.open' | 'views.update' | 'views.publish'): Record<string, unknown>;
  /** Runs `act` and waits for a successful `method` call made after it started. */
  expectCall(method: string, act: () => Promise<unknown>): Promise<RecordedCall>;
  submit(view: Record<string, unknown>, values: Record<string, StateValue>, user?: string): Promise<{ status: number; body: string }>;
  viewAction(view: Record<string, unknown>, actionId: string, values: Record<string, StateValue>): Promise<void>;
  homeClick(actionId: string, value: string, user?: string): Promise<void>;
  close(): Promise<void>;
}

export type StateValue = { type: string; value?: string; selected_option?: { value: string }; selected_options?: { value: string }[]; selected_date?: string; selected_time?: string; selected_conversation?: string };

export const text = (value: string): StateValue => ({ type: 'plain_text_input', value });
export const select = (value: string): StateValue => ({ type: 'static_select', selected_option: { value } });
export const date = (value: string): StateValue => ({ type: 'datepicker', selected_date: value });
export const time = (value: string): StateValue => ({ type: 'timepicker', selected_time: value });
export const checks = (...values: string[]): StateValue => ({ type: 'checkboxes', selected_options: values.map((value) => ({ value })) });
export const radio = (value: string): StateValue => ({ type: 'radio_buttons', selected_option: { value } });
export const conversation = (value: string): StateValue => ({ type: 'conversations_select', selected_conversation: value });

export function messageText(call: RecordedCall): string {
  const blocks = typeof call.args.blocks === 'string' ? JSON.parse(call.args.blocks) : call.args.blocks;
  return renderMessage({ text: String(call.args.text ?? ''), blocks: blocks as unknown[] }, { color: false }).text;
}

export async function startDurableHarness(opts: { exportDelayMs?: number } = {}): Promise<DurableHarness> {
  const { store, cleanup } = await anyStore();
  const stack = await startLocalStack({
    config: testConfig(),
    logger: pino({ level: 'silent' }),
    sandbox: { now: SANDBOX_NOW, exportDelayMs: opts.exportDelayMs ?? 0 },
    users: USERS,
    deps: {
      durable: {
        store,
        autoStart: false,
        durable: { dataDir: '', instanceId: 'bot-test', schedulerConcurrency: 4, graceMs: 60 * 60_000, workerIntervalMs: 1_000, channelIntervalMs: 0 },
      },
    },
  });
  const durable = stack.deps.durable!;
  const { driver, standin } = stack;
  const team = standin.teamId;
  const payload = (p: Record<string, unknown>) => new URLSearchParams({ payload: JSON.stringify(p) }).toString();
  const asState = (values: Record<string, StateValue>) => ({ values: Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [id]: v }])) });
  const user = (id: string) => ({ id, username: 'u', team_id: team });
  return {
    stack,
    store,
    durable,
    async ask(text, who) {
      const sent = await driver.slashCommand(text, who);
      const [post] = await sent.waitForResponses(1);
      return toAnswer(post!);
    },
    send: (text) => driver.slashCommand(text),
    calls: (method, channel) => standin.state.calls.filter((c) => c.method === method && c.ok && (channel === undefined || c.args.channel === channel)),
    lastView(method) {
      const call = [...standin.state.calls].reverse().find((c) => c.ok && (method ? c.method === method : c.method.startsWith('views.')));
      if (!call) throw new Error(`no ${method ?? 'view'} call recorded`);
      const result = call.result as { view: Record<string, unknown> };
      return result.view;
    },
    async expectCall(method, act) {
      const before = standin.state.calls.length;
      await act();
      return standin.state.waitFor(() => standin.state.calls.slice(before).find((c) => c.method === method && c.ok), 10_000, method);
    },
    async submit(view, values, userId = USER) {
      const body = payload({
        type: 'view_submission', team: { id: team, domain: 'standin' }, user: user(userId), api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t`,
        view: { ...view, state: asState(values), hash: '1.h' },
      });
      const res = await driver.post(body, 'application/x-www-form-urlencoded', '', {});
      return { status: res.status, body: res.ackBody };
    },
    async viewAction(view, actionId, values) {
      const before = standin.state.calls.length;
      const v = values[actionId]!;
      const body = payload({
        type: 'block_actions', team: { id: team, domain: 'standin' }, user: user(USER), api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t`,
        container: { type: 'view', view_id: view.id }, view: { ...view, state: asState(values), hash: '1.h' },
        actions: [{ action_id: actionId, block_id: actionId, ...v, action_ts: `${Date.now() / 1000}` }],
      });
      await driver.post(body, 'application/x-www-form-urlencoded', '', {});
      await standin.state.waitFor(() => (standin.state.calls.slice(before).some((c) => c.method === 'views.update') ? true : undefined), 10_000, 'views.update');
    },
    async homeClick(actionId, value, userId = USER) {
      const before = standin.state.calls.length;
      const body = payload({
        type: 'block_actions', team: { id: team, domain: 'standin' }, user: user(userId), api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t`,
        container: { type: 'view', view_id: 'VHOME' }, view: { id: 'VHOME', type: 'home' },
        actions: [{ action_id: actionId, block_id: 'b', type: 'button', value, action_ts: `${Date.now() / 1000}` }],
      });
      await driver.post(body, 'application/x-www-form-urlencoded', '', {});
      await standin.state.waitFor(() => (standin.state.calls.slice(before).some((c) => c.method === 'views.publish') ? true : undefined), 15_000, 'App Home refresh');
    },
    async close() {
      await stack.close();
      await cleanup();
    },
  };
}
