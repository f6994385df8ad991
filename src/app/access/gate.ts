// The one access check, run by the pipeline (and App Home) before any API call: who is asking
// (the installation's team and org against the payload's, users.info's guest/external/deleted
// flags), what the request needs (./needs.ts), and the workspace's stored policy decide. A refusal
// is one plain sentence with no data; every decision goes to the audit log, ids only.
//
// Everything is judged per workspace: the workspace the request comes from (its team_id) is where
// the user's facts are asked, the policy read and the audit entry written — also under an org-wide
// install, whose one token serves every workspace of the org. `/adops access`, `/adops audit` and
// App Home read and write under the same key (the request's team).
import type { Logger } from '../../logger.js';
import type { WebClient } from '../../outbox/slack-io.js';
import { decide, DEFAULT_POLICY, externalGrant, groupsToCheck, mayReadAccount, type AccessPolicy, type AccountRead, type Requester } from '../../store/access-policy.js';
import type { Store } from '../../store/index.js';
import { accessRefusal, type Refused } from '../../../views/access.js';
import type { BotMessage } from '../../../views/types.js';
import type { EdgeFacts } from './edge.js';
import type { SlackOutbox } from '../../outbox/outbox.js';
import { SlackFacts, type Installation, type UserAccount } from './facts.js';
import type { Need } from '../../../commands/types.js';
import type { AuditInput, AuditWrite } from '../../store/index.js';

export interface Who {
  userId: string;
  teamId: string;
  channelId?: string;
  edge?: EdgeFacts;
  /** The reporting account the request reads (its `account=`, else its channel's): its per-connection scope applies. */
  account?: AccountRead;
}

/** `teamId`: the workspace the request is judged in, where its policy and audit log are kept. */
/** `external`: admitted as another organisation by an admin's grant (the team id, audited). */
export type Admission = ({ ok: true; admin: boolean; policy: AccessPolicy; external?: string } | { ok: false; message: BotMessage; reason: Refused['reason'] }) & { teamId: string };

const DAY_MS = 86_400_000;

/**
 * The workspace a request is judged in: under an org-wide install, the one it comes from (the
 * install serves them all) — none when the request names none, which is then refused rather than
 * judged in the workspace the token happens to name; otherwise the installation's own — the only
 * one it serves, so an admitted request always comes from it, and a refused one from elsewhere is
 * recorded where the installation's admins see it.
 */
export function workspaceOf(install: Installation, who: Who): string | undefined {
  if (!install.orgWide) return install.teamId;
  return who.teamId || undefined;
}

/**
 * Same organisation: every team the request names is the installation's, or — for an org-wide
 * install only — the request comes from the install's org. A workspace install in an Enterprise
 * Grid org serves its own workspace alone, even if other workspaces of the org reach it.
 */
export function sameOrg(install: Installation, who: Who, account: UserAccount): boolean {
  const edge = who.edge ?? { extShared: false };
  const enterprise = edge.enterpriseId;
  if (enterprise && enterprise !== install.enterpriseId) return false;
  const orgWide = Boolean(install.orgWide && install.enterpriseId && enterprise === install.enterpriseId);
  const teams = [who.teamId || undefined, edge.teamId, edge.userTeamId, edge.appInstalledTeamId, account.teamId];
  if (!orgWide && teams.some((t) => t !== undefined && t !== install.teamId)) return false;
  // In a channel shared with another organisation, the user's own team must be known to be ours.
  const userTeam = edge.userTeamId ?? account.teamId;
  return !edge.extShared || userTeam === install.teamId || (orgWide && userTeam !== undefined);
}

export class AccessGate {
  readonly facts: SlackFacts;
  private readonly purgedAt = new Map<string, number>();
  /** When entries of teams without a policy were last swept (`audit` below). */
  private sweptAt = 0;

  /**
   * `accountOf`: which API account answers a scope, without the key (the client's fingerprint of
   * URL and key); undefined when none does (a workspace not connected yet).
   */
  constructor(private readonly o: { store: () => Store; outbox: SlackOutbox; logger: Logger; now: () => number; accountOf: (scope: { teamId: string; channelId?: string }) => string | undefined }) {
    this.facts = new SlackFacts(o.outbox, o.logger.child({ component: 'access-gate' }), o.now);
  }

  /** Checks a request by what it needs (commands/types.ts `Need`) and records the decision. */
  async check(client: WebClient, who: Who, need: Need): Promise<Admission> {
    const { admission, audit } = await this.judge(client, who, need);
    await this.record(audit);
    return admission;
  }

  /**
   * The decision and its audit entry, not yet written: the pipeline writes it with the answer's
   * other writes, in one transaction (src/store/answered.ts).
   */
  async judge(client: WebClient, who: Who, need: Need): Promise<{ admission: Admission; audit: AuditWrite }> {
    const admission = await this.admit(client, who, need);
    return { admission, audit: await this.auditWrite(who, need, admission) };
  }

  /** Writes an audit entry (and the sweeps due with it); a failure is logged, never thrown. */
  async record(audit: AuditWrite): Promise<void> {
    await this.o.store().answered.record({ audit }, new Date(this.o.now())).catch((err: unknown) => this.o.logger.error({ err }, 'could not write the audit log'));
  }

  /**
   * Of `accounts`, those the person may read (App Home, `account=all`, `whoami`): each one's
   * per-connection scope judged as a read of it from `who.channelId`. Nothing is recorded.
   */
  async readable<A extends AccountRead>(client: WebClient, who: Who, accounts: readonly A[]): Promise<A[]> {
    const out: A[] = [];
    for (const account of accounts) {
      const admission = await this.admit(client, { ...who, account }, { capability: 'read', memberOf: [] });
      if (admission.ok && !admission.external) out.push(account);
    }
    return out;
  }

  /** App Home shows reports: `read`. Only a refusal is recorded (opening Home is not a command). */
  async checkHome(client: WebClient, who: Who): Promise<Admission> {
    const need: Need = { capability: 'read', memberOf: [], audit: { action: 'home', subject: 'app home', detail: {} } };
    const admission = await this.admit(client, who, need);
    if (!admission.ok) await this.record(await this.auditWrite(who, need, admission));
    return admission;
  }

  /** The decision alone; any failure to learn the facts refuses (closed, never open). */
  private async admit(client: WebClient, who: Who, need: Pick<Need, 'capability' | 'question' | 'memberOf' | 'owned'>): Promise<Admission> {
    const store = this.o.store();
    let requester: Requester;
    let policy: AccessPolicy;
    let userTeamId: string | undefined;
    let teamId = who.teamId;
    try {
      const install = await this.facts.install(client);
      const workspace = workspaceOf(install, who);
      // Recorded under the org, where only the operator reads it (no workspace can be told).
      if (!workspace) return refuse(install.enterpriseId ?? install.teamId, { reason: 'no_workspace' });
      teamId = workspace;
      const [account, stored] = await Promise.all([this.facts.user(client, teamId, who.userId), store.access.get(teamId)]);
      policy = stored;
      userTeamId = who.edge?.userTeamId ?? account.teamId;
      requester = { userId: who.userId, sameOrg: sameOrg(install, who, account), kind: account.kind, workspaceAdmin: account.workspaceAdmin };
    } catch (err) {
      this.o.logger.warn({ err, user: who.userId }, 'could not check who is asking; refused');
      return refuse(teamId, { reason: 'unavailable' });
    }
    const refused = (r: Refused) => refuse(teamId, r);
    // Slack Connect: another organisation reads in the one channel an admin allowed it, nothing else.
    const grant = !requester.sameOrg && who.edge?.extShared && requester.kind !== 'deleted'
      ? externalGrant(policy, { userTeamId, channelId: who.channelId, capability: need.capability, question: need.question, account: who.account })
      : undefined;
    if (grant && !need.memberOf.length && !need.owned) return { ok: true, admin: false, policy, teamId, external: grant.teamId };
    const groups = groupsToCheck(policy, need.capability);
    const inGroup = groups.length && requester.sameOrg && requester.kind !== 'deleted' ? await this.facts.inAnyGroup(client, teamId, groups, who.userId) : false;
    const verdict = decide(policy, requester, { capability: need.capability, channelId: who.channelId }, () => inGroup);
    if (!verdict.ok) return refused({ reason: verdict.reason, capability: need.capability, channels: need.capability && need.capability !== 'admin' ? policy.restrictions[need.capability]?.channels : undefined });
    for (const channel of need.memberOf) {
      const member = await this.facts.isMember(client, teamId, channel, who.userId).catch((err: unknown) => {
        this.o.logger.warn({ err, channel }, 'conversations.members failed; refused');
        return false;
      });
      if (!member) return refused({ reason: 'not_member', channel });
    }
    if (who.account && need.capability && need.capability !== 'admin' && !verdict.admin && policy.accounts[who.account.name]) {
      const scope = policy.accounts[who.account.name]!;
      const inScopeGroup = scope.groups.length ? await this.facts.inAnyGroup(client, teamId, scope.groups, who.userId) : false;
      if (!mayReadAccount(policy, who.account, who.channelId, () => inScopeGroup)) return refused({ reason: 'account', account: who.account.name });
    }
    if (need.owned && !verdict.admin) {
      const owner = await this.ownerOf(store, need.owned);
      if (owner && owner.teamId === who.teamId && owner.userId !== who.userId) return refused({ reason: 'not_owner', id: need.owned.id, owner: owner.userId });
    }
    return { ok: true, admin: verdict.admin, policy, teamId };
  }

  private accountOf(who: Who): string | null {
    const account = this.o.accountOf({ teamId: who.teamId, channelId: who.channelId });
    return account ? `key:${account.slice(0, 12)}` : null;
  }

  private async ownerOf(store: Store, owned: NonNullable<Need['owned']>): Promise<{ userId: string; teamId: string } | undefined> {
    if (owned.kind === 'subscription') {
      const sub = await store.subscriptions.get(owned.id);
      return sub && { userId: sub.ownerUserId, teamId: sub.teamId };
    }
    const watch = await store.watches.get(owned.id);
    return watch && { userId: watch.ownerUserId, teamId: watch.teamId };
  }

  /**
   * One audit entry per decision; with it, once a day per workspace, entries past its retention
   * go, and once a day those of every team without a policy past the default retention — teams no
   * request comes from any more: uninstalled workspaces, and an org-wide install's entries written
   * under the org before they were kept per workspace (no workspace's admins can read those: they
   * cannot be told apart by workspace).
   */
  private async auditWrite(who: Who, need: Need, admission: Admission): Promise<AuditWrite> {
    const now = this.o.now();
    const refusedBy = admission.ok ? undefined : admission.reason;
    const account: Record<string, string> = who.account ? { account: who.account.name } : {};
    const entry: AuditInput = {
      teamId: admission.teamId,
      userId: who.userId,
      channelId: who.channelId,
      action: admission.ok ? need.audit.action : 'refusal',
      subject: need.audit.subject,
      outcome: admission.ok ? 'ok' : 'refused',
      detail: refusedBy ? { ...need.audit.detail, reason: refusedBy, ...account } : { ...need.audit.detail, ...(admission.ok && admission.external ? { external: admission.external } : {}), ...account },
      account: admission.ok && need.capability ? this.accountOf(who) : null,
    };
    const write: AuditWrite = { entry };
    const team = admission.teamId;
    if ((this.purgedAt.get(team) ?? 0) < now - DAY_MS) {
      this.purgedAt.set(team, now);
      const days = admission.ok ? admission.policy.auditRetentionDays : await this.o.store().access.get(team).then((p) => p.auditRetentionDays, () => DEFAULT_POLICY.auditRetentionDays);
      write.purgeBefore = new Date(now - days * DAY_MS);
    }
    if (this.sweptAt < now - DAY_MS) {
      this.sweptAt = now;
      write.sweepBefore = new Date(now - DEFAULT_POLICY.auditRetentionDays * DAY_MS);
    }
    return write;
  }
}

function refuse(teamId: string, r: Refused): Admission {
  return { ok: false, message: accessRefusal(r), reason: r.reason, teamId };
}
