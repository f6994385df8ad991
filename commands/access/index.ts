// access [show] · access allow|deny <capability> group=S…|channel=C…|guests · access allow|deny
// admin user=U… · access retention <days>: the workspace's access policy (src/store/access-policy.ts).
// Who may run which part is decided before this runs (its `need` below): show is for every member,
// changes are for admins. Each change is saved whole and written to the audit log by the gate.
import { RESTRICTABLE, type AccessPolicy, type Capability, type Restrictable } from '../../src/store/access-policy.js';
import { accessView } from '../../views/access.js';
import { ACCESS_MODAL, accessModal } from '../../views/access-modal.js';
import { refusal } from '../../views/error.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { readChannel, readMentions } from '../shared/mentions.js';
import { field, type ViewState } from '../shared/form-state.js';
import { defineCommand, type FormSubmission, type Need } from '../types.js';
import { HOME_ACTION } from '../../views/app-home.js';

export type AccessTarget = { kind: 'group' | 'channel' | 'user'; id: string } | { kind: 'guests'; id?: undefined };

export type AccessRequest =
  | { action: 'show' }
  /** The access form (App Home's "Change access"). */
  | { action: 'form' }
  | { action: 'allow' | 'deny'; capability: Capability; target: AccessTarget }
  | { action: 'retention'; days: number };

const USAGE =
  'access [show] · access edit (a form) · access allow|deny read|export|manage group=S…|channel=C…|guests · access allow|deny admin user=U… · access retention <days>';

function readTarget(args: Args, capability: Capability): AccessTarget {
  if (capability === 'admin') {
    const [user] = readMentions(args.option('user'));
    if (!user || user.startsWith('S')) throw new UsageProblem('admin is given to one person: `user=U…`');
    return { kind: 'user', id: user };
  }
  if (args.flag('guests', 'guest')) return { kind: 'guests' };
  const group = readMentions(args.option('group', 'usergroup'))[0];
  if (group) {
    if (!group.startsWith('S')) throw new UsageProblem('group= takes a user group id (S…)');
    return { kind: 'group', id: group };
  }
  const channel = readChannel(args.option('channel'));
  if (channel) return { kind: 'channel', id: channel };
  throw new UsageProblem('say to whom: `group=S…`, `channel=C…` or `guests`');
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
  const cap = req.capability as Restrictable;
  if (target.kind === 'guests') return { ...policy, guests: toggle(policy.guests, cap) as Restrictable[] };
  const rule = policy.restrictions[cap] ?? { groups: [], channels: [] };
  const key = target.kind === 'group' ? 'groups' : 'channels';
  if (!add && !rule[key].includes(target.id!)) return `${target.id} is not on the list for \`${cap}\`.`;
  return { ...policy, restrictions: { ...policy.restrictions, [cap]: { ...rule, [key]: toggle(rule[key], target.id!) } } };
}

function describe(req: Extract<AccessRequest, { action: 'allow' | 'deny' }>): string {
  const t = req.target;
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
  buttons: [{ id: HOME_ACTION.accessEdit, commandText: () => 'access edit', answer: 'dm-problems-only' }],
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
    const next = applyChange(policy, req);
    if (typeof next === 'string') return refusal(next, '`/adops access show` lists the policy.');
    await store.access.put(ctx.teamId, next, ctx.userId, now);
    return accessView(next, describe(req));
  },
});

/**
 * Who may ask for the access policy (commands/types.ts `Need`): anyone may see what applies to
 * them; changing it is admin.
 */
function accessNeed(req: AccessRequest): Need {
  if (req.action === 'show') return { memberOf: [], audit: { action: 'command', subject: 'access show', detail: {} } };
  if (req.action === 'form') return { capability: 'admin', memberOf: [], audit: { action: 'command', subject: 'access edit', detail: {} } };
  const detail: Record<string, string> = req.action === 'retention' ? { days: String(req.days) } : { capability: req.capability, [req.target.kind]: req.target.id ?? 'yes' };
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
