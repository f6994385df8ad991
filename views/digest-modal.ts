// The digest subscription form: report, channel, schedule (days and time, or cron) with a
// readable preview of the next runs, timezone, and the filters of the chosen report.
import { NETWORK_PROVIDERS } from '../src/api/index.js';
import { WEEKDAYS } from '../src/time/schedule.js';
import { esc } from './blocks.js';
import {
  channelInput, checkboxesInput, modal, multiSelectInput, option, radioInput, selectInput, textInput, timeInput, type Block, type ModalView,
} from './modal-kit.js';

export const DIGEST_MODAL = 'adops_digest_modal';

/** A field of a digest's form below the schedule; each kind names the ones it shows (src/jobs/digests/). */
export type DigestFormField = 'country' | 'os' | 'source' | 'tests' | 'networks' | 'config_mode' | 'gap';

/** A digest kind as the form offers it: its name, its label and its fields. */
export interface DigestFormKind {
  name: string;
  label: string;
  form: readonly DigestFormField[];
}

export interface DigestFormState {
  subscriptionId?: string;
  /** The kinds to choose from, in order (src/jobs/digests/registry.ts). */
  kinds: readonly DigestFormKind[];
  report: string;
  channelId?: string;
  days: number[];
  time: string;
  cron?: string;
  timezone: string;
  country?: string;
  os?: string;
  source?: string;
  abTestIds?: string;
  networks?: string[];
  configMode?: 'issues_only' | 'always';
  /** Reconcile: the gap threshold as typed. */
  gapPct?: string;
  /** Conditional sends chosen: 'only_changes', 'skip_empty'. */
  sendWhen?: string[];
  /** The workspace's accounts as the form needs them to say which one the digest will run on (none: nothing connected). */
  accounts?: DigestFormAccounts;
  /** "Next runs: …" or what is wrong with the schedule. */
  preview: { ok: true; runs: string[]; description: string } | { ok: false; problem: string };
}

/**
 * Which account a digest posted in a channel runs on (commands/types.ts `forChannel`): the
 * channel's binding, else the workspace's default. Kept in the form's metadata so a redraw after
 * another channel is chosen says it again without asking anything.
 */
export interface DigestFormAccounts {
  /** Each account's line, `acct_1 (globex)`. */
  lines: string[];
  /** The default account's index in `lines`. */
  default?: number;
  /** Bound channels → index in `lines`. */
  byChannel: Record<string, number>;
  /** Set when too many bindings to keep: `byChannel` holds only this channel's. */
  only?: string;
}

/** The form's account line, as the confirmation says it ("Runs on account …"). */
function accountText(accounts: DigestFormAccounts, channelId: string | undefined): string | undefined {
  const bound = channelId === undefined ? undefined : accounts.byChannel[channelId];
  if (bound === undefined && accounts.only !== undefined && channelId !== accounts.only) return ':link: Runs on the chosen channel’s account (its binding, else the workspace’s default); the confirmation names it.';
  if (bound !== undefined) return `:link: Runs on account *${esc(accounts.lines[bound]!)}*, the channel’s binding.`;
  if (accounts.default === undefined) return undefined;
  return `:link: Runs on account *${esc(accounts.lines[accounts.default]!)}*, the workspace’s default${channelId ? ' (the channel is not bound)' : ' unless the channel is bound to another'}.`;
}

const SEND_WHEN = [option('When something changed beyond the baseline', 'only_changes'), option('When there is data (skip empty days)', 'skip_empty')];

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Each field as the form draws it, from what the user left in it. */
const FIELDS: Record<DigestFormField, (s: DigestFormState) => Block> = {
  country: (s) => textInput('country', 'Country', s.country, { optional: true, placeholder: 'US' }),
  os: (s) => selectInput('os', 'OS', [option('iOS', 'iOS'), option('Android', 'Android')], s.os, { optional: true }),
  source: (s) => textInput('source', 'Revenue source', s.source, { optional: true, placeholder: 'own (default), all, or source names', hint: 'Other than own, revenue is provisional and labelled so.' }),
  tests: (s) => textInput('tests', 'A/B test ids', s.abTestIds, { placeholder: 'abt_123, abt_456', hint: 'Up to 10, separated by commas.' }),
  networks: (s) => multiSelectInput('networks', 'Networks', NETWORK_PROVIDERS.map((n) => option(n, n)), s.networks ?? [], { optional: true, hint: 'Leave empty for every network.' }),
  config_mode: (s) => radioInput('config_mode', 'Post', [option('Only when there are issues', 'issues_only'), option('Every time', 'always')], s.configMode ?? 'issues_only'),
  gap: (s) => textInput('gap', 'Flag gaps above (% of own revenue)', s.gapPct, { optional: true, placeholder: '5%', hint: 'A gap is flagged only where the network has reported every date. Empty: 5%.' }),
};

/** The chosen kind's own fields. */
function filterBlocks(s: DigestFormState): Block[] {
  const fields = s.kinds.find((k) => k.name === s.report)?.form ?? [];
  return fields.map((f) => FIELDS[f](s));
}

export function digestModal(s: DigestFormState): ModalView {
  const preview = s.preview.ok
    ? `:calendar: *${esc(s.preview.description)}* (${esc(s.timezone)}) — next: ${s.preview.runs.map(esc).join(' · ')}`
    : `:warning: ${esc(s.preview.problem)}`;
  const line = s.accounts && accountText(s.accounts, s.channelId);
  const account: Block[] = line ? [{ type: 'context', block_id: 'account', elements: [{ type: 'mrkdwn', text: line }] } as Block] : [];
  const blocks: Block[] = [
    selectInput('report', 'Report', s.kinds.map((k) => option(k.label, k.name)), s.report, { dispatch: true }),
    channelInput('channel', 'Post in', s.channelId, { dispatch: true }),
    ...account,
    checkboxesInput('days', 'Days', DAY_NAMES.map((d, i) => option(d, WEEKDAYS[i]!)), s.days.map((d) => WEEKDAYS[d]!), { dispatch: true, optional: true }),
    timeInput('time', 'Time', s.time, { dispatch: true }),
    textInput('cron', 'Or a cron expression', s.cron, { optional: true, dispatch: true, placeholder: '0 9 * * 1-5', hint: 'Five fields; replaces days and time when given. Press Enter to preview.' }),
    textInput('timezone', 'Timezone', s.timezone, { dispatch: true, hint: 'IANA name such as Europe/Paris; press Enter to preview.' }),
    { type: 'context', block_id: 'preview', elements: [{ type: 'mrkdwn', text: preview }] } as Block,
    ...filterBlocks(s),
    checkboxesInput('send_when', 'Send only', SEND_WHEN, s.sendWhen ?? [], {
      optional: true,
      hint: 'Judged on the latest UTC day of revenue against the same weekday of the last 6 weeks (as alerts are). Leave both unticked to send every time.',
    }),
  ];
  return modal({
    callbackId: DIGEST_MODAL,
    title: s.subscriptionId ? 'Edit digest' : 'New digest',
    submit: s.subscriptionId ? 'Save' : 'Subscribe',
    blocks,
    privateMetadata: { subscriptionId: s.subscriptionId, accounts: s.accounts },
  });
}
