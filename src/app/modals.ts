// The two forms: requesting an export and subscribing a channel to a digest. Opening: the export
// form is built at once; the digest form opens with a loading view inside the trigger's 3 s and
// is filled with views.update once the user's timezone (and, to edit, the subscription) is read.
// Submitting: every field is checked with the same rules as the text commands; mistakes come
// back as inline field errors and nothing is sent to the API.
import { checkExportBody, exportableDays, InvalidParameterError, type ExportBody, type ExportKind } from '../api/index.js';
import { changeSubscription, createSubscription } from '../scheduler/subscriptions.js';
import { describeCron, formatRun, WEEKDAYS } from '../scheduler/schedule.js';
import type { DigestReport, Subscription } from '../store/index.js';
import { checkDigestDraft, type DigestDraft } from '../../commands/digest/input.js';
import { digestModal, type DigestFormState } from '../../views/digest-modal.js';
import { exportModal } from '../../views/export-modal.js';
import { loadingModal, type ModalView } from '../../views/modal-kit.js';
import type { Durable } from './durable.js';
import type { WebClient } from './slack-io.js';
import { slackCall } from './slack-io.js';

type StateValue = {
  value?: string | null;
  selected_option?: { value: string } | null;
  selected_options?: { value: string }[];
  selected_date?: string | null;
  selected_time?: string | null;
  selected_conversation?: string | null;
};
export type ViewState = Record<string, Record<string, StateValue>>;

/** The value of field `id` (block id = action id), whatever its element type. */
export function field(state: ViewState | undefined, id: string): string | undefined {
  const v = state?.[id]?.[id];
  const raw = v?.value ?? v?.selected_option?.value ?? v?.selected_date ?? v?.selected_time ?? v?.selected_conversation ?? undefined;
  return raw === null || raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function fieldList(state: ViewState | undefined, id: string): string[] {
  return (state?.[id]?.[id]?.selected_options ?? []).map((o) => o.value);
}

export function metadata<T>(view: { private_metadata?: string }): Partial<T> {
  try {
    return JSON.parse(view.private_metadata || '{}') as Partial<T>;
  } catch {
    return {};
  }
}

// ---- export form ----------------------------------------------------------------------------

export function exportForm(kind: ExportKind, nowMs: number, channelId?: string): ModalView {
  return exportModal({ kind, ...exportableDays(nowMs), channelId });
}

const EXPORT_FIELDS = ['app_bundle', 'ad_unit_id', 'country', 'device_os', 'bidder', 'line_item_id', 'app_id', 'request_status', 'test_mode'] as const;

/** Checks the form with the API core's export rules, collecting one error per field. */
export function readExportForm(state: ViewState | undefined, nowMs: number): { ok: true; kind: ExportKind; body: ExportBody } | { ok: false; errors: Record<string, string> } {
  const kind = (field(state, 'kind') as ExportKind | undefined) ?? 'impressions';
  const body: ExportBody = { date: field(state, 'date') ?? '' };
  for (const f of EXPORT_FIELDS) {
    const v = field(state, f);
    if (v !== undefined) body[f] = v;
  }
  const errors: Record<string, string> = {};
  // The rules stop at the first problem: note it, set that field aside, and look again.
  for (let i = 0; i <= EXPORT_FIELDS.length + 1; i++) {
    try {
      const checked = checkExportBody(kind, body, nowMs);
      return Object.keys(errors).length ? { ok: false, errors } : { ok: true, kind, body: checked };
    } catch (err) {
      if (!(err instanceof InvalidParameterError)) throw err;
      errors[err.param] = `${err.reason}.`;
      if (err.param === 'date') body.date = exportableDays(nowMs).newest;
      else delete body[err.param as keyof ExportBody];
    }
  }
  return { ok: false, errors };
}

// ---- digest form ----------------------------------------------------------------------------

export function previewOf(d: { cron?: string; days: number[]; time: string; timezone: string }, now: Date): DigestFormState['preview'] {
  const checked = checkDigestDraft({ report: 'daily_revenue', channelId: 'C', cron: d.cron, days: d.days, time: d.time, timezone: d.timezone }, now);
  if (!checked.ok) return { ok: false, problem: Object.values(checked.errors).join('; ') };
  return { ok: true, description: describeCron(checked.value.cron), runs: checked.value.next.map((r) => formatRun(r, checked.value.timezone)) };
}

export function formFromSubscription(s: Subscription, now: Date): DigestFormState {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* ([\d,*-]+)$/.exec(s.cron);
  const simple = m && { time: `${m[2]!.padStart(2, '0')}:${m[1]!.padStart(2, '0')}`, days: m[3] === '*' ? [0, 1, 2, 3, 4, 5, 6] : expandDays(m[3]!) };
  const base = { days: simple?.days ?? [1, 2, 3, 4, 5], time: simple?.time ?? '09:00', cron: simple ? undefined : s.cron, timezone: s.timezone };
  return {
    subscriptionId: s.id, report: s.report, channelId: s.channelId, ...base,
    country: s.filters.country, os: s.filters.device_os, source: s.filters.source, abTestIds: s.filters.ab_test_ids?.join(', '),
    networks: s.filters.networks, configMode: s.filters.config_mode, preview: previewOf(base, now),
  };
}

/** "1-5,0" → [1, 2, 3, 4, 5, 0]. */
function expandDays(field: string): number[] {
  return field.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    return b === undefined ? [a!] : Array.from({ length: b - a! + 1 }, (_, i) => a! + i);
  });
}

export function newForm(timezone: string, channelId: string | undefined, now: Date): DigestFormState {
  const base = { days: [1, 2, 3, 4, 5], time: '09:00', timezone };
  return { report: 'daily_revenue', channelId, ...base, preview: previewOf(base, now) };
}

/** The draft as the user left the form (what a re-render or a submission reads). */
export function draftFromState(state: ViewState | undefined): DigestDraft & { days: number[]; time: string; timezone: string } {
  return {
    report: field(state, 'report') ?? 'daily_revenue',
    channelId: field(state, 'channel'),
    days: fieldList(state, 'days').map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number])).filter((d) => d >= 0),
    time: field(state, 'time') ?? '',
    cron: field(state, 'cron'),
    timezone: field(state, 'timezone') ?? '',
    country: field(state, 'country'),
    os: field(state, 'os'),
    source: field(state, 'source'),
    abTestIds: field(state, 'tests'),
    networks: fieldList(state, 'networks'),
    configMode: field(state, 'config_mode'),
  };
}

/** Re-renders the form from its state: a new report's filters, or the schedule preview. */
export function rerenderDigestForm(state: ViewState | undefined, meta: { subscriptionId?: string }, now: Date): ModalView {
  const d = draftFromState(state);
  return digestModal({
    subscriptionId: meta.subscriptionId,
    report: d.report as DigestReport,
    channelId: d.channelId,
    days: d.days,
    time: d.time || '09:00',
    cron: d.cron,
    timezone: d.timezone,
    country: d.country,
    os: d.os,
    source: d.source,
    abTestIds: d.abTestIds,
    networks: d.networks,
    configMode: d.configMode === 'always' ? 'always' : 'issues_only',
    preview: previewOf({ cron: d.cron, days: d.days, time: d.time, timezone: d.timezone }, now),
  });
}

const DIGEST_ERROR_BLOCK: Record<string, string> = { schedule: 'time' };

export type DigestSubmit = { ok: true; subscription: Subscription; created: boolean } | { ok: false; errors: Record<string, string> };

export async function submitDigestForm(durable: Durable, state: ViewState | undefined, meta: { subscriptionId?: string }, who: { teamId: string; userId: string }, now: Date): Promise<DigestSubmit> {
  const checked = checkDigestDraft(draftFromState(state), now);
  if (!checked.ok) {
    return { ok: false, errors: Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [DIGEST_ERROR_BLOCK[k] ?? k, v])) };
  }
  const v = checked.value;
  if (meta.subscriptionId) {
    const current = await durable.store.subscriptions.get(meta.subscriptionId);
    if (!current || current.teamId !== who.teamId) return { ok: false, errors: { report: 'this subscription was deleted meanwhile' } };
    if (current.ownerUserId !== who.userId) return { ok: false, errors: { report: 'only its owner can change this subscription' } };
    const saved = await changeSubscription(durable.store, current.id, { report: v.report, channelId: v.channelId, cron: v.cron, timezone: v.timezone, filters: v.filters }, now);
    return { ok: true, subscription: saved!, created: false };
  }
  const created = await createSubscription(durable.store, { teamId: who.teamId, channelId: v.channelId, ownerUserId: who.userId, report: v.report, cron: v.cron, timezone: v.timezone, filters: v.filters }, now);
  return { ok: true, subscription: created, created: true };
}

/** Opens the digest form: a loading view inside the trigger's 3 s, then the filled form. */
export async function openDigestForm(
  client: WebClient,
  triggerId: string,
  load: () => Promise<DigestFormState>,
): Promise<void> {
  const opened = await slackCall(() => client.views.open({ trigger_id: triggerId, view: loadingModal('adops_digest_loading', 'Digest', 'Loading your timezone and the subscription…') }), { attempts: 1 });
  const viewId = opened.view?.id;
  if (!viewId) throw new Error('views.open returned no view id');
  const form = await load();
  await slackCall(() => client.views.update({ view_id: viewId, hash: opened.view?.hash, view: digestModal(form) }));
}
