// What Slack says about the people asking, cached so a burst of requests costs one lookup each:
// the installation's own team (auth.test, once), a user's account (users.info: guest, external,
// admin, deleted, timezone; refreshed after a few minutes), user groups' members
// (usergroups.users.list; dropped at once when Slack reports a change) and channels' members
// (conversations.members).
//
// A user's account is a fact about one workspace: in an Enterprise Grid org the same user id can be
// an admin in one workspace, a plain member or a guest in another. So it is asked in, and cached
// for, the workspace the request comes from — `team_id` tells an org-wide token which one (a
// workspace token ignores it) — and never carried from one workspace to another. This is the one
// users.info cache of the app: the timezone comes from the same answer.
import type { Logger } from '../../logger.js';
import type { webApi } from '@slack/bolt';
import type { SlackOutbox } from '../../outbox/outbox.js';
import { slackErrorCode, type WebClient } from '../../outbox/slack-io.js';
import { isValidTimezone } from '../../time/resolve.js';

export interface Installation {
  teamId: string;
  enterpriseId?: string;
  /** An org-wide (Enterprise Grid) install: one token acts in every workspace of the org. */
  orgWide: boolean;
}

export interface UserAccount {
  /** The user's own workspace, as users.info says. */
  teamId?: string;
  kind: 'member' | 'guest' | 'external' | 'deleted';
  /** Owner or admin of the workspace the account was asked in (not of any other). */
  workspaceAdmin: boolean;
  /** The user's IANA timezone, when Slack gives a valid one. */
  tz?: string;
}

export interface UserZone {
  tz: string;
  /** false when Slack did not tell us and UTC is a fallback. */
  known: boolean;
}

const USER_TTL_MS = 5 * 60_000;
const GROUP_TTL_MS = 10 * 60_000;
const CHANNEL_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
const MAX_MEMBER_PAGES = 20;

/** A small expiring map, oldest entry dropped when full. */
class Ttl<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(private readonly now: () => number) {}
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }
  set(key: string, value: V, ttlMs: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

export class SlackFacts {
  private readonly installations = new Map<string, Promise<Installation>>();
  private readonly users: Ttl<UserAccount>;
  private readonly groups: Ttl<ReadonlySet<string>>;
  private readonly channels: Ttl<ReadonlySet<string>>;

  constructor(
    private readonly outbox: SlackOutbox,
    private readonly logger: Logger,
    now: () => number = Date.now,
  ) {
    this.users = new Ttl(now);
    this.groups = new Ttl(now);
    this.channels = new Ttl(now);
  }

  /**
   * The bot's own workspace (and org): what every asker is compared with. Asked once per bot
   * token: one workspace's with SLACK_BOT_TOKEN, each installed workspace's in the OAuth mode.
   */
  install(client: WebClient): Promise<Installation> {
    const token = client.token ?? '';
    const held = this.installations.get(token);
    if (held) return held;
    const asked = this.outbox.call(undefined, 'auth.test', () => client.auth.test()).then(
      (res) => {
        if (!res.team_id) throw new Error('auth.test returned no team_id');
        return { teamId: res.team_id, enterpriseId: res.enterprise_id || undefined, orgWide: res.is_enterprise_install === true };
      },
      (err: unknown) => {
        this.installations.delete(token); // asked again next time
        throw err;
      },
    );
    // Bounded: a rotated token is a new key; old ones are dropped all at once now and then.
    if (this.installations.size > 10_000) this.installations.clear();
    this.installations.set(token, asked);
    return asked;
  }

  /**
   * The user's account in workspace `teamId` (the request's); a user Slack does not know there is
   * treated as from outside. Throws when Slack cannot be asked.
   */
  async user(client: WebClient, teamId: string, userId: string): Promise<UserAccount> {
    const key = `${teamId}:${userId}`;
    const hit = this.users.get(key);
    if (hit) return hit;
    let account: UserAccount;
    try {
      // users.info's declared arguments lack team_id, which Slack takes from an org-wide token (and ignores otherwise).
      const args: webApi.UsersInfoArguments & { team_id: string } = { user: userId, team_id: teamId };
      const res = await this.outbox.call(teamId, 'users.info', () => client.users.info(args), { maxRetryAfterMs: 3_000 });
      const u = (res.user ?? {}) as Record<string, unknown>;
      account = {
        teamId: typeof u.team_id === 'string' ? u.team_id : undefined,
        kind: u.deleted ? 'deleted' : u.is_stranger ? 'external' : u.is_restricted || u.is_ultra_restricted ? 'guest' : 'member',
        workspaceAdmin: Boolean(u.is_admin || u.is_owner || u.is_primary_owner),
        ...(typeof u.tz === 'string' && isValidTimezone(u.tz) ? { tz: u.tz } : {}),
      };
    } catch (err) {
      if (slackErrorCode(err) !== 'user_not_found') throw err;
      account = { kind: 'external', workspaceAdmin: false };
    }
    this.users.set(key, account, USER_TTL_MS);
    return account;
  }

  /** The user's timezone in workspace `teamId`; UTC (said to be a fallback) when Slack does not tell. Never throws. */
  async zone(client: WebClient, teamId: string, userId: string): Promise<UserZone> {
    try {
      const { tz } = await this.user(client, teamId, userId);
      if (tz) return { tz, known: true };
    } catch (err) {
      this.logger.warn({ err, userId }, 'users.info failed; reading ranges in UTC');
    }
    return { tz: 'UTC', known: false };
  }

  /** True when the user is in one of the groups; a group Slack cannot list counts as not. */
  async inAnyGroup(client: WebClient, teamId: string, groups: readonly string[], userId: string): Promise<boolean> {
    for (const group of groups) {
      if ((await this.groupMembers(client, teamId, group)).has(userId)) return true;
    }
    return false;
  }

  private async groupMembers(client: WebClient, teamId: string, group: string): Promise<ReadonlySet<string>> {
    const hit = this.groups.get(group);
    if (hit) return hit;
    try {
      // A group's members are the same whichever workspace asks; an org-wide token still needs team_id.
      const res = await this.outbox.call(teamId, 'usergroups.users.list', () => client.usergroups.users.list({ usergroup: group, team_id: teamId }));
      const members = new Set(res.users ?? []);
      this.groups.set(group, members, GROUP_TTL_MS);
      return members;
    } catch (err) {
      this.logger.warn({ err, group }, 'usergroups.users.list failed; the group counts as empty');
      return new Set();
    }
  }

  /** Slack said the group's members changed (subteam_members_changed): read them again next time. */
  forgetGroup(group: string): void {
    this.groups.delete(group);
  }

  /** Whether the user is a member of the channel; throws when Slack cannot tell. */
  async isMember(client: WebClient, teamId: string, channel: string, userId: string): Promise<boolean> {
    let members = this.channels.get(channel);
    if (!members) {
      const all = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
        const res = await this.outbox.call(teamId, 'conversations.members', () => client.conversations.members({ channel, limit: 1000, ...(cursor ? { cursor } : {}) }));
        for (const m of res.members ?? []) all.add(m);
        cursor = res.response_metadata?.next_cursor || undefined;
        if (!cursor) break;
      }
      members = all;
      this.channels.set(channel, members, CHANNEL_TTL_MS);
    }
    return members.has(userId);
  }
}
