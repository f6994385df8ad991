// The subscription form: opened by `/adops digest add|edit <id>` and App Home; a change of report
// or schedule re-renders it (that report's filters, the schedule preview); a submission is checked
// with the same rules as the text form (./input.ts), field errors shown inline — a channel the bot
// is not in included, with how to invite it.
import { describeCron, formatRun, WEEKDAYS } from '../../src/time/schedule.js';
import { DEFAULT_DIGEST_KIND, DIGEST_KINDS, digestKindOf } from '../../src/jobs/digests/registry.js';
import type { Subscription } from '../../src/store/index.js';
import { digestModal, type DigestFormAccounts, type DigestFormKind, type DigestFormState } from '../../views/digest-modal.js';
import type { ModalView } from '../../views/modal-kit.js';
import { field, fieldList, metadata, type ViewState } from '../shared/form-state.js';
import { checkDigestDraft, type CheckedDigest, type DigestDraft } from './input.js';
import { botCanPostIn, channelLabel } from '../../src/jobs/alert-post.js';
import { DIGEST_MODAL } from '../../views/digest-modal.js';
import type { CommandAccounts, FormDeclaration } from '../types.js';

/** The kinds as the form offers them: name, label and their own fields. */
const FORM_KINDS: readonly DigestFormKind[] = DIGEST_KINDS.map(({ name, label, form }) => ({ name, label, form }));

export function previewOf(d: { cron?: string; days: number[]; time: string; timezone: string }, now: Date): DigestFormState['preview'] {
  const checked = checkDigestDraft({ report: DEFAULT_DIGEST_KIND.name, channelId: 'C', cron: d.cron, days: d.days, time: d.time, timezone: d.timezone }, now);
  if (!checked.ok) return { ok: false, problem: Object.values(checked.errors).join('; ') };
  return { ok: true, description: describeCron(checked.value.cron), runs: checked.value.next.map((r) => formatRun(r, checked.value.timezone)) };
}

/** Room the bindings may take in the form's private metadata (Slack allows 3,000 characters). */
const BINDINGS_MAX_CHARS = 2_000;

/**
 * The accounts as the form shows them (views/digest-modal.ts); undefined when nothing is
 * connected. With more bindings than the metadata holds, only `channelId`'s is kept and the form
 * says the confirmation will name the account of another channel.
 */
export function formAccounts(accounts: CommandAccounts, channelId: string | undefined): DigestFormAccounts | undefined {
  const all = accounts.all();
  if (!all.length) return undefined;
  const byChannel: Record<string, number> = {};
  all.forEach((a, i) => a.channels.forEach((c) => (byChannel[c] = i)));
  const def = all.findIndex((a) => a.isDefault);
  const base = { lines: all.map((a) => a.line), ...(def >= 0 ? { default: def } : {}) };
  if (JSON.stringify(byChannel).length <= BINDINGS_MAX_CHARS) return { ...base, byChannel };
  const own = channelId === undefined ? undefined : byChannel[channelId];
  return { ...base, byChannel: own === undefined ? {} : { [channelId!]: own }, only: channelId };
}

export function formFromSubscription(s: Subscription, now: Date, accounts?: DigestFormAccounts): DigestFormState {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* ([\d,*-]+)$/.exec(s.cron);
  const simple = m && { time: `${m[2]!.padStart(2, '0')}:${m[1]!.padStart(2, '0')}`, days: m[3] === '*' ? [0, 1, 2, 3, 4, 5, 6] : expandDays(m[3]!) };
  const schedule = (digestKindOf(s.report) ?? DEFAULT_DIGEST_KIND).schedule;
  const base = { days: simple?.days ?? [...schedule.days], time: simple?.time ?? schedule.time, cron: simple ? undefined : s.cron, timezone: s.timezone };
  return {
    subscriptionId: s.id, kinds: FORM_KINDS, report: s.report, channelId: s.channelId, ...base,
    country: s.filters.country, os: s.filters.device_os, source: s.filters.source, abTestIds: s.filters.ab_test_ids?.join(', '),
    networks: s.filters.networks, configMode: s.filters.config_mode, sendWhen: sendWhenOf(s), preview: previewOf(base, now),
    gapPct: s.filters.gap_pct === undefined ? undefined : `${s.filters.gap_pct}%`,
    accounts,
  };
}

function sendWhenOf(s: Subscription): string[] {
  return [...(s.filters.only_changes ? ['only_changes'] : []), ...(s.filters.skip_empty ? ['skip_empty'] : [])];
}

/** "1-5,0" → [1, 2, 3, 4, 5, 0]. */
function expandDays(field: string): number[] {
  return field.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    return b === undefined ? [a!] : Array.from({ length: b - a! + 1 }, (_, i) => a! + i);
  });
}

export function newForm(timezone: string, channelId: string | undefined, now: Date, accounts?: DigestFormAccounts): DigestFormState {
  const kind = DEFAULT_DIGEST_KIND;
  const base = { days: [...kind.schedule.days], time: kind.schedule.time, timezone };
  return { kinds: FORM_KINDS, report: kind.name, channelId, ...base, preview: previewOf(base, now), accounts };
}

/** The draft as the user left the form (what a re-render or a submission reads). */
function draftFromState(state: ViewState | undefined): DigestDraft & { days: number[]; time: string; timezone: string } {
  return {
    report: field(state, 'report') ?? DEFAULT_DIGEST_KIND.name,
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
    sendWhen: fieldList(state, 'send_when'),
    gapPct: field(state, 'gap'),
  };
}

type FormView = { state?: { values: ViewState }; private_metadata?: string };

/** Re-renders the form from its state: a new report's filters, or the schedule preview. */
export function rerenderDigestForm(view: FormView, now: Date): ModalView {
  const d = draftFromState(view.state?.values);
  const kept = metadata<{ subscriptionId: string; accounts: DigestFormAccounts }>(view);
  return digestModal({
    subscriptionId: kept.subscriptionId,
    accounts: kept.accounts,
    kinds: FORM_KINDS,
    report: d.report ?? DEFAULT_DIGEST_KIND.name,
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
    sendWhen: d.sendWhen,
    gapPct: d.gapPct,
    preview: previewOf({ cron: d.cron, days: d.days, time: d.time, timezone: d.timezone }, now),
  });
}

/** Field errors are shown on the block that holds the field; the schedule's on the time. */
const ERROR_BLOCK: Record<string, string> = { schedule: 'time' };

export type DigestFormResult = { ok: true; id?: string; value: CheckedDigest } | { ok: false; errors: Record<string, string> };

/** Reads and checks a submitted form: what the digest command saves, or one error per field. */
export function readDigestForm(view: FormView, now: Date): DigestFormResult {
  const checked = checkDigestDraft(draftFromState(view.state?.values), now);
  if (!checked.ok) return { ok: false, errors: Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [ERROR_BLOCK[k] ?? k, v])) };
  return { ok: true, id: metadata<{ subscriptionId: string }>(view).subscriptionId, value: checked.value };
}

/** What the form's submission asks Slack about the chosen channel. */
export interface ChannelProbe {
  canPost(channelId: string): Promise<boolean>;
  /** "#name", or undefined when Slack does not say. */
  label(channelId: string): Promise<string | undefined>;
}

/** How long the channel check may hold a form's ack. */
const PROBE_BUDGET_MS = 1_500;

/**
 * A digest in a channel the bot is not in would fail at every run: the channel field says so on
 * submission, with how to invite it, and the form stays open (nothing is saved).
 */
export async function digestChannelErrors(channelId: string, probe: ChannelProbe, budgetMs = PROBE_BUDGET_MS): Promise<Record<string, string> | undefined> {
  if (!/^[CG]/.test(channelId)) return undefined;
  // Runs before the form's ack (Slack waits 3 s): a probe Slack is slow to answer counts as "can
  // post", and saving the digest then checks again and refuses in words if the bot is missing.
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'unknown'>((resolve) => (timer = setTimeout(() => resolve('unknown'), budgetMs)));
  const name = await Promise.race([probe.canPost(channelId).then((ok) => (ok ? undefined : probe.label(channelId).then((n) => n ?? ''))), outOfTime]).finally(() => clearTimeout(timer));
  if (name === undefined || name === 'unknown') return undefined;
  return { channel: name ? `I'm not in ${name}: run /invite @adops in ${name}, then submit again.` : `I'm not in this channel: run /invite @adops in it, then submit again.` };
}

/** What the form's submission asks the digest command to do (one kind of its request). */
export type DigestSave = { action: 'save'; id?: string; value: CheckedDigest };

/** The form as the digest command declares it: a change of report or schedule redraws it (its preview); a saved digest is confirmed by DM. */
export const DIGEST_FORM: FormDeclaration<DigestSave> = {
  callbackId: DIGEST_MODAL,
  rerender: { fields: ['report', 'channel', 'days', 'time', 'cron', 'timezone'], render: (view, now) => rerenderDigestForm(view, new Date(now)) },
  submit: async (view, ctx) => {
    const read = readDigestForm(view, new Date(ctx.now()));
    if (!read.ok) return read;
    const errors = await digestChannelErrors(read.value.channelId, { canPost: (c) => botCanPostIn(ctx.slack, c), label: (c) => channelLabel(ctx.slack, c) });
    if (errors) return { ok: false, errors };
    return { ok: true, request: { action: 'save', id: read.id, value: read.value }, answer: 'dm' };
  },
};
