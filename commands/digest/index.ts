// digest list|add|edit|pause|resume|delete|run|preview: scheduled digests in channels. Who may
// touch which digest (its creator or an admin) and in which channel (one the user is in) is
// checked before this runs (src/app/access); `run` is limited to once a minute per digest here.
// `digest add` and `digest edit <id>` open the subscription form (./form.ts), whose submission comes back here
// as `save`; the text form of add (./text-form.ts) is for places without modals (the local console).
// The reports it offers are the digest kinds (src/jobs/digests/registry.ts).
import { setMaxListeners } from 'node:events';
import { cannotServe } from '../shared/account.js';
import { digestLabel, digestNeeds } from '../../src/jobs/digest.js';
import { DIGEST_KINDS } from '../../src/jobs/digests/registry.js';
import { changeSubscription, createSubscription } from '../../src/scheduler/subscriptions.js';
import type { Subscription } from '../../src/store/index.js';
import { digestCreatedView, digestListView } from '../../views/digest-list.js';
import { digestModal } from '../../views/digest-modal.js';
import { refusal } from '../../views/error.js';
import { loadingModal } from '../../views/modal-kit.js';
import type { BotMessage } from '../../views/types.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { defineCommand, type AccountInfo, type CommandAnswer, type CommandContext, type Need } from '../types.js';
import { DIGEST_FORM, formAccounts, formFromSubscription, newForm, type DigestSave } from './form.js';
import { checkDigestDraft, type CheckedDigest } from './input.js';
import { ADD_EXAMPLES, ADD_USAGE, readAdd, takeCron, textFormErrors, type DigestAdd } from './text-form.js';
import { DIGEST_BUTTONS } from './buttons.js';
import { channelsToCheck } from '../shared/need.js';

export type DigestRequest =
  | { action: 'list' }
  | DigestAdd
  | { action: 'form'; id?: string }
  /** A submitted form, already checked (./form.ts): create, or change subscription `id`. */
  | DigestSave
  | { action: 'pause' | 'resume' | 'delete' | 'run' | 'preview'; id: string };

/** Shown at once while the form is filled in (the user's timezone, the subscription). */
const LOADING = loadingModal('adops_digest_loading', 'Digest', 'Loading the form…');
const TEXT_FORM = `Use the text form: \`/adops ${ADD_EXAMPLES[0]}\`.`;

const DETAILS = [
  '*Reports* (`digest add <report> …`):',
  ...DIGEST_KINDS.map((k) => `• \`${k.name}\` — ${k.label}: ${k.holds}`),
  'Any report: `only-changes` posts only when revenue moved beyond its usual range; `skip-empty` skips a day without data.',
];

/** A subscription's id, as `digest list` shows it. */
export const SUBSCRIPTION_ID_RE = /^sub_[0-9a-z]{6,20}$/;
const ACTIONS = ['pause', 'resume', 'delete', 'run', 'preview'] as const;

export const digestCommand = defineCommand<DigestRequest>({
  name: 'digest',
  aliases: ['digests', 'subscriptions'],
  group: 'Digests & alerts',
  summary: 'Scheduled digests in a channel — daily revenue, weekly summary, A/B tests, network report, config validation; add and edit in a form.',
  details: DETAILS,
  usage: `digest list · digest add (opens a form) · ${ADD_USAGE} · digest edit|pause|resume|delete|run|preview <id>`,
  examples: [
    'digest list',
    'digest add',
    ...ADD_EXAMPLES,
    'digest run sub_7k2m9q4xa1',
  ],
  need: digestNeed,
  namesOwnAccount: true,
  forms: [DIGEST_FORM],
  buttons: DIGEST_BUTTONS,
  parse: (raw) => {
    const { text, cron } = takeCron(raw);
    return parseWith(text, (args): DigestRequest => {
      const action = args.word()?.toLowerCase() ?? 'list';
      if (action === 'add' && args.peekWord()) return readAdd(args, cron);
      const id = action === 'list' || action === 'add' ? undefined : args.word();
      args.done();
      if (action === 'list') return { action };
      if (action === 'add') return { action: 'form' };
      if (action === 'edit') {
        if (!id || !SUBSCRIPTION_ID_RE.test(id)) throw new UsageProblem('give the subscription id shown by `digest list`');
        return { action: 'form', id };
      }
      const verb = action === 'remove' || action === 'unsubscribe' ? 'delete' : action;
      if (!(ACTIONS as readonly string[]).includes(verb)) throw new UsageProblem('use digest list, add, edit, pause, resume, delete, run or preview');
      if (!id || !SUBSCRIPTION_ID_RE.test(id)) throw new UsageProblem('give the subscription id shown by `digest list`, e.g. sub_7k2m9q4xa1');
      return { action: verb as (typeof ACTIONS)[number], id };
    });
  },
  run: async (req, ctx): Promise<CommandAnswer> => {
    const store = ctx.durable.store;
    const now = new Date(ctx.now());
    if (req.action === 'list') return listFor(ctx);
    if (req.action === 'form' && !req.id) {
      return {
        kind: 'form',
        loading: LOADING,
        view: async () => digestModal(newForm(await ctx.timezone(), ctx.channelId, now, formAccounts(ctx.accounts, ctx.channelId))),
        instead: refusal('The subscription form needs Slack’s /adops command, which this place cannot show.', TEXT_FORM),
      };
    }
    if (req.action === 'add') {
      const checked = checkDigestDraft({ ...req.draft, channelId: req.draft.channelId ?? (req.here ? ctx.channelId : undefined), timezone: req.draft.timezone ?? (await ctx.timezone()) }, now);
      if (!checked.ok) return refusal(`That digest cannot be set up: ${textFormErrors(checked.errors)}.`, 'Fix it and try again, or use `/adops digest add` for the form.');
      return save(ctx, checked.value);
    }
    if (req.action === 'save' && !req.id) return save(ctx, req.value);
    const sub = await store.subscriptions.get(req.id!);
    if (!sub || sub.teamId !== ctx.teamId) return refusal(`There is no subscription ${req.id}.`, '`/adops digest list` shows the subscriptions with their ids.');
    if (req.action === 'preview') return previewFor(sub, ctx);
    if (req.action === 'run') {
      const wait = await runCooldown(ctx, sub.id, now);
      if (wait) return refusal(`${sub.id} was run by hand less than ${RUN_COOLDOWN_S} seconds ago.`, `Try again in ${wait} s; its channel already has the latest digest.`);
      const run = await ctx.durable.runDigestNow(sub.id);
      if (run?.status === 'ok') return listFor(ctx, `${digestLabel(sub.report)} posted to <#${sub.channelId}>.`);
      const account = digestAccountText(ctx, sub);
      // A key that lacks what the report needs will not gain it in a minute: say which account, and what to do.
      const forbidden = /not allowed|forbidden|\b403\b/i.test(run?.error ?? '');
      const next = forbidden
        ? `It runs on account *${account ?? 'the bot’s own'}*, whose key is not allowed to read it: \`/adops whoami\` lists what each key has; delete the digest or ask an admin to enable it for that account.`
        : 'Check the subscription’s filters, or try again in a minute.';
      return refusal(`The ${digestLabel(sub.report)} could not be posted${account ? ` (account ${account})` : ''}: ${run?.error ?? 'it did not run'}.`, next);
    }
    if (req.action === 'form') {
      return {
        kind: 'form',
        loading: LOADING,
        view: async () => digestModal(formFromSubscription(sub, now, formAccounts(ctx.accounts, sub.channelId))),
        instead: refusal('The subscription form needs Slack’s /adops command, which this place cannot show.', 'Delete it and add it again with the text form.'),
      };
    }
    if (req.action === 'save') return save(ctx, req.value, sub);
    if (req.action === 'delete') {
      await store.subscriptions.remove(sub.id);
      return listFor(ctx, `${sub.id} deleted.`);
    }
    await changeSubscription(store, sub.id, { paused: req.action === 'pause' }, now);
    return listFor(ctx, `${sub.id} ${req.action === 'pause' ? 'paused' : 'resumed'}.`);
  },
});

/** Creates the subscription, or changes `current` (already checked to be the user's). */
async function save(ctx: CommandContext, v: CheckedDigest, current?: Subscription): Promise<BotMessage> {
  const now = new Date(ctx.now());
  // A digest in a channel the bot is not in would fail at every run: nothing is saved, and the answer says how to fix it.
  if (/^[CG]/.test(v.channelId) && !(await ctx.durable.botCanPostIn(v.channelId, ctx.teamId)))
    return refusal(`I am not in <#${v.channelId}>, so I could not post this digest there.`, `Invite me with \`/invite @adops\` in <#${v.channelId}>, then set up the digest again.`);
  // The account it runs on is decided now: the channel it posts in (its binding, else the workspace's default).
  const account = ctx.accounts.forChannel(v.channelId);
  const cannot = account && cannotServe(account, digestNeeds(v.report));
  if (cannot) return refusal(`A ${digestLabel(v.report)} digest in <#${v.channelId}> would run on account *${account.line}*, whose key lacks ${cannot}.`, digestElsewhere(account));
  const fields = { channelId: v.channelId, report: v.report, cron: v.cron, timezone: v.timezone, filters: v.filters, connectionId: account?.connectionId ?? null };
  if (current) {
    const saved = await changeSubscription(ctx.durable.store, current.id, fields, now);
    if (!saved) return refusal(`${current.id} was deleted meanwhile.`, '`/adops digest add` sets up a new one.');
    return digestCreatedView(saved, digestLabel(saved.report), 'Saved', account?.line);
  }
  const made = await createSubscription(ctx.durable.store, { teamId: ctx.teamId, ownerUserId: ctx.userId, ...fields }, now);
  return digestCreatedView(made, digestLabel(made.report), undefined, account?.line);
}

/** What to do when the channel's account cannot run that report. */
function digestElsewhere(account: AccountInfo): string {
  return `Choose a channel bound to an account whose key has it, or ask an admin to enable it for *${account.line}*. \`/adops whoami account=${account.name}\` lists what its key has.`;
}

/** The account a digest runs on: its own connection, else its channel's (made before accounts were kept, or on the environment's key). */
export function digestAccount(ctx: CommandContext, sub: Subscription): AccountInfo | undefined {
  return sub.connectionId ? ctx.accounts.byId(sub.connectionId) : ctx.accounts.forChannel(sub.channelId);
}

/** How a digest's account is shown: its line, or that the account it was made for was removed. */
function digestAccountText(ctx: CommandContext, sub: Subscription): string | undefined {
  const account = digestAccount(ctx, sub);
  if (account) return account.line;
  return sub.connectionId ? 'removed — the digest is paused' : undefined;
}

/** One "run now" per digest per minute: repeated runs would flood its channel. */
const RUN_COOLDOWN_S = 60;

/** Seconds left before the digest may be run by hand again; 0 when it may. */
async function runCooldown(ctx: CommandContext, id: string, now: Date): Promise<number> {
  const last = (await ctx.durable.store.runs.recent(id, 10)).find((r) => r.trigger === 'manual');
  const left = last ? RUN_COOLDOWN_S * 1000 - (now.getTime() - last.startedAt.getTime()) : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

async function listFor(ctx: CommandContext, note?: string): Promise<BotMessage> {
  const store = ctx.durable.store;
  const subs = await store.subscriptions.list({ teamId: ctx.teamId });
  // An admin may change any digest of the workspace (src/app/access), so sees every one.
  const shown = ctx.admin ? subs : subs.filter((s) => s.ownerUserId === ctx.userId || s.channelId === ctx.channelId);
  const latest = await store.runs.latest(shown.map((s) => s.id));
  const accounts = new Map(shown.map((s) => [s.id, digestAccountText(ctx, s)] as const));
  return digestListView(shown, latest, { labelOf: digestLabel, note, everyone: Boolean(ctx.admin), accounts });
}

async function previewFor(sub: Subscription, ctx: CommandContext): Promise<BotMessage> {
  const signal = AbortSignal.timeout(60_000);
  // As a scheduled run (src/scheduler/run-executor.ts): a digest's API calls share this signal, a
  // weekly summary a dozen at once — more than Node's warning threshold (10), which is no leak here.
  setMaxListeners(64, signal);
  const out = await ctx.durable.previewDigest(sub, signal);
  const account = digestAccountText(ctx, sub);
  const note = out.quiet ? `Preview: nothing would be posted now (${out.quietReason ? 'its send conditions are not met' : 'no issues found'}).` : `Preview of what <#${sub.channelId}> gets — not posted.`;
  return {
    ...out.message,
    blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: note }] }, ...out.message.blocks.slice(0, 45), ...(account ? [{ type: 'context' as const, elements: [{ type: 'mrkdwn' as const, text: `Account: *${account}*` }] }] : [])],
    kind: 'answer',
  };
}

/**
 * Who may ask for a digest (commands/types.ts `Need`): listing reads; anything else manages, in the
 * channel the digest posts in, and only its creator (or an admin) touches an existing one.
 */
function digestNeed(req: DigestRequest, channelId: string | undefined): Need {
  const subject = `digest ${req.action}`;
  if (req.action === 'list') return { capability: 'read', memberOf: [], audit: { action: 'command', subject, detail: {} } };
  const id = 'id' in req ? req.id : undefined;
  const target =
    req.action === 'add' ? (req.draft.channelId ?? (req.here ? channelId : undefined))
    : req.action === 'save' ? req.value.channelId
    : undefined;
  return {
    capability: 'manage',
    memberOf: channelsToCheck(target),
    owned: id ? { kind: 'subscription', id } : undefined,
    audit: { action: req.action === 'preview' || (req.action === 'form' && !id) ? 'command' : 'subscription', subject, detail: { ...(id ? { subscription: id } : {}), ...(target ? { channel: target } : {}) } },
  };
}
