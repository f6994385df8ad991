// What Slack says about the people asking, cached so a burst of requests costs one lookup each:
// the installation's own team (auth.test, once), a user's account (users.info: guest, external,
// admin, deleted; refreshed after a few minutes), user groups' members (usergroups.users.list;
// dropped at once when Slack reports a change) and channels' members (conversations.members).
import type { Logger } from '../../logger.js';
import { slackCall, slackErrorCode, type WebClient } from '../../outbox/slack-io.js';

export interface Installation {
  teamId: string;
  enterpriseId?: string;
}

export interface UserAccount {
  /** The user's own workspace, as users.info says. */
  teamId?: string;
  kind: 'member' | 'guest' | 'external' | 'deleted';
  workspaceAdmin: boolean;
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

  constructor(private readonly logger: Logger, now: () => number = Date.now) {
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
    const asked = slackCall(() => client.auth.test()).then(
      (res) => {
        if (!res.team_id) throw new Error('auth.test returned no team_id');
        return { teamId: res.team_id, enterpriseId: res.enterprise_id || undefined };
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

  /** The user's account; a user Slack does not know here is treated as from outside. Throws when Slack cannot be asked. */
  async user(client: WebClient, userId: string): Promise<UserAccount> {
    const hit = this.users.get(userId);
    if (hit) return hit;
    let account: UserAccount;
    try {
      const res = await slackCall(() => client.users.info({ user: userId }), { maxWaitMs: 3_000 });
      const u = (res.user ?? {}) as Record<string, unknown>;
      account = {
        teamId: typeof u.team_id === 'string' ? u.team_id : undefined,
        kind: u.deleted ? 'deleted' : u.is_stranger ? 'external' : u.is_restricted || u.is_ultra_restricted ? 'guest' : 'member',
        workspaceAdmin: Boolean(u.is_admin || u.is_owner || u.is_primary_owner),
      };
    } catch (err) {
      if (slackErrorCode(err) !== 'user_not_found') throw err;
      account = { kind: 'external', workspaceAdmin: false };
    }
    this.users.set(userId, account, USER_TTL_MS);
    return account;
  }

  /** True when the user is in one of the groups; a group Slack cannot list counts as not. */
  async inAnyGroup(client: WebClient, groups: readonly string[], userId: string): Promise<boolean> {
    for (const group of groups) {
      if ((await this.groupMembers(client, group)).has(userId)) return true;
    }
    return false;
  }

  private async groupMembers(client: WebClient, group: string): Promise<ReadonlySet<string>> {
    const hit = this.groups.get(group);
    if (hit) return hit;
    try {
      const res = await slackCall(() => client.usergroups.users.list({ usergroup: group }));
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
  async isMember(client: WebClient, channel: string, userId: string): Promise<boolean> {
    let members = this.channels.get(channel);
    if (!members) {
      const all = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
        const res = await slackCall(() => client.conversations.members({ channel, limit: 1000, ...(cursor ? { cursor } : {}) }));
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
