// Who may do what: the stored access policy of a workspace and the one pure decision over it.
// The Slack edge (src/app/access) gathers the facts (who is asking, from which team, their
// groups); this file decides. Kept beside the store because the policy is stored data and both
// the edge and `/adops access` read its meaning from here.

export const CAPABILITIES = ['read', 'export', 'manage', 'admin'] as const;
export type Capability = (typeof CAPABILITIES)[number];
/** The capabilities an admin may narrow to groups or channels (admin itself is not narrowed). */
export const RESTRICTABLE = ['read', 'export', 'manage'] as const;
export type Restrictable = (typeof RESTRICTABLE)[number];

/** Empty lists: no restriction on that side. Both given: the user must satisfy both. */
export interface Restriction {
  /** User groups (S…) whose members hold the capability. */
  groups: string[];
  /** Channels (C…/G…) where the capability may be used. */
  channels: string[];
}

/**
 * Slack Connect: people of another organisation (its team id) may `read` in one channel, which
 * must be bound to `account` (a connection's name) when they ask. Nothing else is opened to them.
 */
export interface ExternalGrant {
  teamId: string;
  channelId: string;
  account: string;
}

export interface AccessPolicy {
  /** Capabilities explicitly allowed to guests (multi- and single-channel); admin never. */
  guests: Restrictable[];
  restrictions: Partial<Record<Restrictable, Restriction>>;
  /**
   * Per-connection scopes, by connection name: once an account has one, its data is read only in
   * the channels bound to it and the channels listed, or by members of the groups listed (admins
   * always). An account without one is read by whoever holds `read`.
   */
  accounts: Record<string, Restriction>;
  /** Other organisations allowed to read in one channel each (Slack Connect clients). */
  external: ExternalGrant[];
  /** Users (U…) made admins besides the workspace's owners and admins. */
  admins: string[];
  /** Audit entries older than this are deleted. */
  auditRetentionDays: number;
}

export const DEFAULT_POLICY: AccessPolicy = { guests: [], restrictions: {}, accounts: {}, external: [], admins: [], auditRetentionDays: 90 };

/** Who is asking, as Slack's edge and users.info tell it. */
export interface Requester {
  userId: string;
  /** false: another team, another org, or a Slack Connect user. */
  sameOrg: boolean;
  kind: 'member' | 'guest' | 'external' | 'deleted';
  /** Workspace owner or admin per users.info. */
  workspaceAdmin: boolean;
}

export type Verdict = { ok: true; admin: boolean } | { ok: false; reason: RefusalReason };
export type RefusalReason = 'external' | 'deleted' | 'guest' | 'not_admin' | 'group' | 'channel';

export function isAdmin(policy: AccessPolicy, who: Requester): boolean {
  return who.kind === 'member' && who.sameOrg && (who.workspaceAdmin || policy.admins.includes(who.userId));
}

/**
 * The decision. `capability` undefined: only who is asking is checked (help). `inGroup` says
 * whether the user is in one of the groups given (the edge looks the groups up).
 */
export function decide(
  policy: AccessPolicy,
  who: Requester,
  need: { capability?: Capability; channelId?: string },
  inGroup: (groups: readonly string[]) => boolean,
): Verdict {
  if (who.kind === 'deleted') return { ok: false, reason: 'deleted' };
  if (!who.sameOrg || who.kind === 'external') return { ok: false, reason: 'external' };
  const admin = isAdmin(policy, who);
  const cap = need.capability;
  if (who.kind === 'guest' && (cap === undefined ? policy.guests.length === 0 : cap === 'admin' || !policy.guests.includes(cap))) {
    return { ok: false, reason: 'guest' };
  }
  if (cap === undefined || admin) return { ok: true, admin };
  if (cap === 'admin') return { ok: false, reason: 'not_admin' };
  for (const c of impliedBy(cap)) {
    const rule = policy.restrictions[c];
    if (rule?.channels.length && !(need.channelId && rule.channels.includes(need.channelId))) return { ok: false, reason: 'channel' };
    if (rule?.groups.length && !inGroup(rule.groups)) return { ok: false, reason: 'group' };
  }
  return { ok: true, admin: false };
}

/**
 * The restrictions a capability must pass: its own, and read's for export and manage — an export
 * or a digest shows report data, so whoever may not read reports may not get them that way either.
 */
function impliedBy(cap: Restrictable): Restrictable[] {
  return cap === 'read' ? ['read'] : [cap, 'read'];
}

/** The account a request reads: its connection's name and the channels bound to it. */
export interface AccountRead {
  name: string;
  channels: readonly string[];
}

/**
 * Whether a request may read `account` under its per-connection scope (an admin always may): no
 * scope, or asked in a channel bound to it or listed, or by a member of a listed group.
 */
export function mayReadAccount(policy: AccessPolicy, account: AccountRead, channelId: string | undefined, inGroup: (groups: readonly string[]) => boolean): boolean {
  const scope = policy.accounts[account.name];
  if (!scope) return true;
  if (channelId && (account.channels.includes(channelId) || scope.channels.includes(channelId))) return true;
  return scope.groups.length > 0 && inGroup(scope.groups);
}

/**
 * The admin's grant that lets someone of another organisation read here: their team, this
 * channel, a read that is a report answer (`question`: not a list of the workspace's digests,
 * alerts or anything else), and the channel still bound to the account granted. Anything else: none.
 */
export function externalGrant(
  policy: AccessPolicy,
  q: { userTeamId?: string; channelId?: string; capability?: Capability; question?: boolean; account?: AccountRead },
): ExternalGrant | undefined {
  const { account, channelId } = q;
  if (q.capability !== 'read' || q.question !== true || !q.userTeamId || !channelId || !account || !account.channels.includes(channelId)) return undefined;
  return policy.external.find((g) => g.teamId === q.userTeamId && g.channelId === channelId && g.account === account.name);
}

/** The groups a decision for `capability` needs to know membership of. */
export function groupsToCheck(policy: AccessPolicy, capability: Capability | undefined): string[] {
  if (!capability || capability === 'admin') return [];
  return [...new Set(impliedBy(capability).flatMap((c) => policy.restrictions[c]?.groups ?? []))];
}

/** A stored policy read defensively: unknown or missing fields take their defaults. */
export function normalizePolicy(raw: unknown): AccessPolicy {
  const p = (raw ?? {}) as Partial<AccessPolicy>;
  const caps = (v: unknown): Restrictable[] => (Array.isArray(v) ? v.filter((c): c is Restrictable => (RESTRICTABLE as readonly string[]).includes(c as string)) : []);
  const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const restrictions: AccessPolicy['restrictions'] = {};
  for (const cap of RESTRICTABLE) {
    const r = p.restrictions?.[cap];
    if (r && (ids(r.groups).length || ids(r.channels).length)) restrictions[cap] = { groups: ids(r.groups), channels: ids(r.channels) };
  }
  const days = Number(p.auditRetentionDays);
  const accounts: AccessPolicy['accounts'] = {};
  for (const [name, r] of Object.entries(p.accounts ?? {})) {
    if (r && (ids(r.groups).length || ids(r.channels).length)) accounts[name] = { groups: ids(r.groups), channels: ids(r.channels) };
  }
  const external = (Array.isArray(p.external) ? p.external : []).filter(
    (g): g is ExternalGrant => typeof g?.teamId === 'string' && typeof g.channelId === 'string' && typeof g.account === 'string',
  );
  return {
    guests: caps(p.guests),
    restrictions,
    accounts,
    external: external.map((g) => ({ teamId: g.teamId, channelId: g.channelId, account: g.account })),
    admins: ids(p.admins),
    auditRetentionDays: Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_POLICY.auditRetentionDays,
  };
}
