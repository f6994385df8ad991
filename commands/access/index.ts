// access [show] · access allow|deny <capability> group=S…|channel=C…|guests · access allow|deny
// admin user=U… · access retention <days>: the workspace's access policy (src/store/access-policy.ts).
// Who may run which part is decided before this runs (its `need` below): show is for every member,
// changes are for admins. Each change is saved whole and written to the audit log by the gate.
import { RESTRICTABLE, type AccessPolicy, type Capability, type Restrictable } from '../../src/store/access-policy.js';
import { accessView } from '../../views/access.js';
import { ACCESS_EDIT_ACTION, ACCESS_MODAL, accessModal } from '../../views/access-modal.js';
import { refusal } from '../../views/error.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { readChannel, readMentions } from '../shared/mentions.js';
import { field, type ViewState } from '../shared/form-state.js';
import { defineCommand, type CommandContext, type FormSubmission, type Need } from '../types.js';
import { CONNECTION_NAME } from '../shared/account.js';

export type AccessTarget =
  | { kind: 'group' | 'channel' | 'user'; id: string }
  | { kind: 'guests'; id?: undefined }
  /** A per-connection scope: account `account` read in channel / by group `id`. */
  | { kind: 'account'; account: string; on: 'group' | 'channel'; id: string }
  /** Slack Connect: organisation `id` (a team id) may read in `channel`, bound to an account. */
  | { kind: 'external'; id: string; channel: string };

export type AccessRequest =
  | { action: 'show' }
  /** The access form (App Home's "Change access"). */
  | { action: 'form' }
  | { action: 'allow' | 'deny'; capability: Capability; target: AccessTarget }
  | { action: 'retention'; days: number };

const USAGE =
  'access [show] · access edit (a form) · access allow|deny read|export|manage group=S…|channel=C…|guests · access allow|deny read account=<name> channel=C…|group=S… · ' +
  'access allow|deny read external=T… channel=C… · access allow|deny admin user=U… · access retention <days>';

function readTarget(args: Args, capability: Capability): AccessTarget {
  if (capability === 'admin') {
    const [user] = readMentions(args.option('user'));
    if (!user || user.startsWith('S')) throw new UsageProblem('admin is given to one person: `user=U…`');
    return { kind: 'user', id: user };
  }
  if (args.flag('guests', 'guest')) return { kind: 'guests' };
  const account = args.account;
  const external = args.option('external', 'org', 'team');
  if (account !== undefined || external !== undefined) return readAccountTarget(args, capability, account, external);
  const group = readMentions(args.option('group', 'usergroup'))[0];
  if (group) {
    if (!group.startsWith('S')) throw new UsageProblem('group= takes a user group id (S…)');
    return { kind: 'group', id: group };
  }
  const channel = readChannel(args.option('channel'));
  if (channel) return { kind: 'channel', id: channel };
  throw new UsageProblem('say to whom: `group=S…`, `channel=C…` or `guests`');
}

/** `account=<name> channel=C…|group=S…` or `external=T… channel=C…`: read only. */
function readAccountTarget(args: Args, capability: Capability, account: string | undefined, external: string | undefined): AccessTarget {
  if (capability !== 'read') throw new UsageProblem('account= and external= limit or open `read` only: `access allow read account=<name> channel=C…`');
  const channel = readChannel(args.option('channel'));
  if (external !== undefined) {
    if (!/^T[A-Z0-9]{2,20}$/.test(external)) throw new UsageProblem('external= takes the other organisation’s team id (T…)');
    if (!channel) throw new UsageProblem('say in which channel it may read: `external=T… channel=C…` (a channel bound to an account)');
    return { kind: 'external', id: external, channel };
  }
  if (!account || !CONNECTION_NAME.test(account)) throw new UsageProblem('account= takes a connection’s name (`/adops connect show` lists them)');
  const group = readMentions(args.option('group', 'usergroup'))[0];
  if (group?.startsWith('S')) return { kind: 'account', account, on: 'group', id: group };
  if (channel) return { kind: 'account', account, on: 'channel', id: channel };
  throw new UsageProblem('say where or by whom it may be read: `channel=C…` or `group=S…`');
}

export function parseAccess(text: string) {
  return parseWith(text, (args): AccessRequest => {
    const action = args.word()?.toLowerCase() ?? 'show';
    if (action === 'show' || action === 'list') {
      args.done();
      return { action: 'show' };
    }
    if (action === 'edit' || action === 'form') {
      args.done();
      return { action: 'form' };
    }
    if (action === 'retention') {
      const days = Number(args.word() ?? args.option('days'));
      if (!Number.isInteger(days) || days < 1 || days > 3650) throw new UsageProblem('retention is a whole number of days from 1 to 3650, e.g. `access retention 90`');
      args.done();
      return { action, days };
    }
    if (action !== 'allow' && action !== 'deny') throw new UsageProblem('use access show, edit, allow, deny or retention');
    const capability = args.word()?.toLowerCase();
    if (capability !== 'admin' && !(RESTRICTABLE as readonly string[]).includes(capability ?? '')) throw new UsageProblem('say which capability: read, export, manage or admin');
    const target = readTarget(args, capability as Capability);
    args.done();
    return { action, capability: capability as Capability, target };
  });
}

/** The policy after the change; a message when the change makes no sense. */
export function applyChange(policy: AccessPolicy, req: Extract<AccessRequest, { action: 'allow' | 'deny' }>): AccessPolicy | string {
  const add = req.action === 'allow';
  const toggle = (list: string[], id: string) => (add ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const { target } = req;
  if (req.capability === 'admin') return { ...policy, admins: toggle(policy.admins, target.id!) };
  if (target.kind === 'account') {
    const scope = policy.accounts[target.account] ?? { groups: [], channels: [] };
    const key = target.on === 'group' ? 'groups' : 'channels';
    if (!add && !scope[key].includes(target.id)) return `${target.id} is not on account ${target.account}’s list.`;
    const next = { ...scope, [key]: toggle(scope[key], target.id) };
    const accounts = { ...policy.accounts, [target.account]: next };
    if (!next.groups.length && !next.channels.length) delete accounts[target.account];
    return { ...policy, accounts };
  }
  if (target.kind === 'external') return `external= needs the channel’s account: use the access command, not this form.`;
  const cap = req.capability as Restrictable;
  if (target.kind === 'guests') return { ...policy, guests: toggle(policy.guests, cap) as Restrictable[] };
  const rule = policy.restrictions[cap] ?? { groups: [], channels: [] };
  const key = target.kind === 'group' ? 'groups' : 'channels';
  if (!add && !rule[key].includes(target.id!)) return `${target.id} is not on the list for \`${cap}\`.`;
  return { ...policy, restrictions: { ...policy.restrictions, [cap]: { ...rule, [key]: toggle(rule[key], target.id!) } } };
}

function describe(req: Extract<AccessRequest, { action: 'allow' | 'deny' }>): string {
  const t = req.target;
  if (t.kind === 'account') return req.action === 'allow' ? `Account ${t.account} is now read only in its bound channels and by what its list names, ${t.on} ${t.id} included.` : `${t.on} ${t.id} taken off account ${t.account}’s list.`;
  if (t.kind === 'external') return req.action === 'allow' ? `Organisation ${t.id} may now read in ${t.channel}, and nothing else.` : `Organisation ${t.id} may no longer read in ${t.channel}.`;
  const whom = t.kind === 'guests' ? 'guests' : t.kind === 'user' ? `user ${t.id}` : `${t.kind} ${t.id}`;
  if (req.action === 'allow') return t.kind === 'group' || t.kind === 'channel' ? `\`${req.capability}\` is now limited to the listed ${t.kind}s, ${whom} included.` : `${whom} now hold \`${req.capability}\`.`;
  return `${whom} taken off \`${req.capability}\`.`;
}

export const accessCommand = defineCommand<AccessRequest>({
  name: 'access',
  aliases: ['permissions'],
  group: 'Account',
  summary: 'Who may read reports, export, manage digests and alerts, and administer the bot; admins change it.',
  usage: USAGE,
  examples: ['access', 'access allow export group=S0REVOPS', 'access allow read guests', 'access deny manage channel=C0ADOPS01', 'access allow admin user=U0LOCAL01', 'access retention 30'],
  need: accessNeed,
  namesOwnAccount: true,
  forms: [{ callbackId: ACCESS_MODAL, submit: readAccessForm }],
  // App Home's Edit access: the form.
  buttons: [{ id: ACCESS_EDIT_ACTION, commandText: () => 'access edit', answer: 'dm-problems-only' }],
  parse: parseAccess,
  run: async (req, ctx) => {
    const store = ctx.durable.store;
    const policy = await store.access.get(ctx.teamId);
    if (req.action === 'show') return accessView(policy);
    if (req.action === 'form') return { kind: 'form', view: async () => accessModal(), instead: refusal('The access form needs Slack, which this place cannot show.', 'Use the text form: `/adops access allow export group=S…`.') };
    const now = new Date(ctx.now());
    if (req.action === 'retention') {
      await store.access.put(ctx.teamId, { ...policy, auditRetentionDays: req.days }, ctx.userId, now);
      return accessView({ ...policy, auditRetentionDays: req.days }, `Audit entries are now kept ${req.days} days.`);
    }
    const next = req.target.kind === 'external' ? externalChange(policy, req.action, req.target, ctx) : applyChange(policy, req);
    if (typeof next === 'string') return refusal(next, '`/adops access show` lists the policy.');
    await store.access.put(ctx.teamId, next, ctx.userId, now);
    return accessView(next, describe(req));
  },
});

/**
 * A Slack Connect grant: only in a channel bound to an account (the grant names it, so a later
 * rebinding to another account closes it), for one organisation, to read.
 */
function externalChange(policy: AccessPolicy, action: 'allow' | 'deny', t: Extract<AccessTarget, { kind: 'external' }>, ctx: CommandContext): AccessPolicy | string {
  const others = policy.external.filter((g) => !(g.teamId === t.id && g.channelId === t.channel));
  if (action === 'deny') return others.length === policy.external.length ? `Organisation ${t.id} is not allowed in ${t.channel}.` : { ...policy, external: others };
  const account = ctx.accounts.forChannel(t.channel);
  if (!account || !account.channels.includes(t.channel)) return `Channel ${t.channel} is not bound to an account: bind it first (\`/adops connect bind ${t.channel} <name>\`), so the organisation reads only that account.`;
  return { ...policy, external: [...others, { teamId: t.id, channelId: t.channel, account: account.name }] };
}

/**
 * Who may ask for the access policy (commands/types.ts `Need`): anyone may see what applies to
 * them; changing it is admin.
 */
function accessNeed(req: AccessRequest): Need {
  if (req.action === 'show') return { memberOf: [], audit: { action: 'command', subject: 'access show', detail: {} } };
  if (req.action === 'form') return { capability: 'admin', memberOf: [], audit: { action: 'command', subject: 'access edit', detail: {} } };
  const t = req.action === 'retention' ? undefined : req.target;
  const detail: Record<string, string> = !t || req.action === 'retention' ? { days: String((req as { days: number }).days) }
    : t.kind === 'account' ? { capability: req.capability, account: t.account, [t.on]: t.id }
    : t.kind === 'external' ? { capability: req.capability, external: t.id, channel: t.channel }
    : { capability: req.capability, [t.kind]: t.id ?? 'yes' };
  return { capability: 'admin', memberOf: [], audit: { action: 'policy', subject: `access ${req.action}`, detail } };
}

/**
 * The access form's submission, read into the same request the text form makes and checked by the
 * same parser: a mistake comes back as an inline error on the field that fixes it. The policy as
 * changed is confirmed by DM.
 */
function readAccessForm(view: { state: { values: ViewState } }): FormSubmission<AccessRequest> {
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
  return { ok: true, request: parsed.request, answer: 'dm' };
}
