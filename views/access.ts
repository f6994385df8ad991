// What the access policy says to people: a refusal (one plain sentence why, and who can change
// it — no data), the policy as `/adops access show` lists it, and the recent audit entries.
import { CAPABILITIES, DEFAULT_POLICY, type AccessPolicy, type Capability, type RefusalReason } from '../src/store/access-policy.js';
import type { AuditEntry } from '../src/store/access.js';
import { context, esc, header, section, sections } from './blocks.js';
import { refusal } from './error.js';
import type { BotMessage } from './types.js';

/** Why a request was refused, beyond the policy's own reasons. */
export type Refused =
  | { reason: RefusalReason; capability?: Capability; channels?: readonly string[] }
  /** The account the request reads is limited to its channels and groups (access allow read account=…). */
  | { reason: 'account'; account: string }
  | { reason: 'not_member'; channel: string }
  | { reason: 'not_owner'; id: string; owner: string }
  | { reason: 'unavailable' }
  /** An org-wide install's request that names no workspace: there is no policy or fact to judge it by. */
  | { reason: 'no_workspace' };

const ASK_ADMIN = 'A workspace owner or admin can change this with `/adops access`.';

/** The refusal shown to the user: what and why, and who can change it. Never any data. */
export function accessRefusal(r: Refused): BotMessage {
  switch (r.reason) {
    case 'external':
      return refusal('This bot answers members of its own workspace only, and your account is from another workspace or organisation.', 'Ask your contact in this workspace for what you need; its owners decide who can use the bot.');
    case 'deleted':
      return refusal('Your Slack account is deactivated in this workspace.', 'A workspace owner or admin can reactivate it.');
    case 'guest':
      return refusal(`Guest accounts cannot use ${r.capability ? `\`${r.capability}\` in ` : ''}this bot here.`, `${ASK_ADMIN} (for example \`/adops access allow read guests\`).`);
    case 'not_admin':
      return refusal('Only the bot’s admins (workspace owners and admins, and people they named) can do that.', 'Ask a workspace owner or admin.');
    case 'group':
      return refusal(`\`${r.capability}\` is limited to certain user groups, and you are in none of them.`, `${ASK_ADMIN} \`/adops access show\` lists the groups.`);
    case 'channel':
      return refusal(`\`${r.capability}\` can only be used in ${channelList(r.channels ?? [])}.`, `Ask there instead. ${ASK_ADMIN}`);
    case 'account':
      return refusal(
        `Account *${esc(r.account)}* can only be read in the channels bound to it and by the groups an admin named, and this request is neither.`,
        `Ask in one of its channels, or ask an admin to add you (\`/adops access allow read account=${esc(r.account)} group=S…\`). \`/adops whoami\` lists the accounts you may read.`,
      );
    case 'not_member':
      return refusal(`Digests and alerts can only post in channels you are a member of, and you are not in channel ${r.channel}.`, 'Join the channel first, or choose one you are in.');
    case 'not_owner':
      return refusal(`${r.id} belongs to someone else (${r.owner}).`, 'Only its owner or a workspace admin can change, run, preview or delete it; you can create your own.');
    case 'no_workspace':
      return refusal('I could not tell which workspace of your organisation this came from, so I answered nothing.', 'Ask again with `/adops` in a channel of your workspace.');
    case 'unavailable':
      return refusal('I could not check just now who may ask for this, so I answered nothing.', 'Try again in a minute; if it keeps happening, tell the bot’s maintainers.');
  }
}

/** Ids shown as code, never as live mentions: a shared answer must ping nobody. */
function code(id: string): string {
  return `\`${esc(id)}\``;
}

function channelList(channels: readonly string[]): string {
  return channels.length ? channels.map(code).join(', ') : 'certain channels';
}

const WHAT: Record<Capability, string> = {
  read: 'reports (revenue, breakdowns, A/B tests, network, config, Tasks)',
  export: 'data exports and their signed links',
  manage: 'digests and alerts in channels',
  admin: 'the access policy and the audit log',
};

/** Each account's scope and each organisation allowed in, one line each (none: nothing shown). */
function accountLines(policy: AccessPolicy) {
  const scopes = Object.entries(policy.accounts).map(([name, r]) => {
    const parts = [r.channels.length ? `channels ${channelList(r.channels)}` : '', r.groups.length ? `groups ${r.groups.map(code).join(', ')}` : ''].filter(Boolean);
    return `• account *${esc(name)}* — read only in its bound channels${parts.length ? `, ${parts.join(' and ')}` : ''} (and by admins)`;
  });
  const external = policy.external.map((g) => `• organisation ${code(g.teamId)} may \`read\` in ${code(g.channelId)} (account *${esc(g.account)}*), nothing else`);
  const lines = [...scopes, ...external];
  return lines.length ? sections(lines.join('\n')) : [];
}

/** Who holds each capability, in the words of the access model table. */
export function whoHolds(policy: AccessPolicy, cap: Capability): string {
  if (cap === 'admin') return `workspace owners and admins${policy.admins.length ? `, and ${policy.admins.map(code).join(', ')}` : ''}`;
  const rule = policy.restrictions[cap];
  const members = rule?.groups.length ? `members of the groups ${rule.groups.map(code).join(', ')}` : 'all full members';
  const where = rule?.channels.length ? ` in ${channelList(rule.channels)}` : '';
  const guests = policy.guests.includes(cap) ? ' and guests' : '';
  return `${members}${guests}${where}`;
}

export function accessView(policy: AccessPolicy, note?: string): BotMessage {
  const lines = CAPABILITIES.map((cap) => `• \`${cap}\` — ${WHAT[cap]}: ${whoHolds(policy, cap)}`);
  return {
    text: `${note ? `${note} ` : ''}Access to adops in this workspace.`,
    blocks: [
      header('Who may use adops'),
      ...(note ? [section(`:white_check_mark: ${esc(note)}`)] : []),
      ...sections(lines.join('\n')),
      ...accountLines(policy),
      context(
        `Users from other workspaces or organisations (Slack Connect) are refused, except where an admin allowed one to read in one channel. Audit entries are kept ${policy.auditRetentionDays} days. ` +
          'Change: `/adops access allow|deny read|export|manage group=S… | channel=C… | guests` · `/adops access allow|deny read account=<name> channel=C…|group=S…` · ' +
          '`/adops access allow|deny read external=T… channel=C…` · `/adops access allow|deny admin user=U…` · `/adops access retention <days>`',
      ),
    ],
    kind: 'answer',
  };
}

export function auditView(entries: readonly AuditEntry[], retentionDays = DEFAULT_POLICY.auditRetentionDays): BotMessage {
  const rows = entries.map((e) => {
    const where = e.channelId ? ` in ${code(e.channelId)}` : '';
    const detail = Object.entries(e.detail).map(([k, v]) => `${esc(k)}=${esc(v)}`).join(' ');
    const mark = e.outcome === 'refused' ? ':no_entry:' : ':white_small_square:';
    return `${mark} ${e.at.toISOString().slice(0, 16).replace('T', ' ')} ${code(e.userId)}${where} · ${esc(e.action)} \`${esc(e.subject)}\`${detail ? ` · ${detail}` : ''}${e.account ? ` · account ${esc(e.account)}` : ''}`;
  });
  return {
    text: `The last ${entries.length} audit entries.`,
    blocks: [
      header('Audit log'),
      ...(rows.length ? sections(rows.join('\n')) : [section('Nothing recorded yet.')]),
      context(`Newest first; ids only, no report data. Entries older than ${retentionDays} days are deleted. \`/adops audit user=U… refusals limit=50\``),
    ],
    kind: 'answer',
  };
}

