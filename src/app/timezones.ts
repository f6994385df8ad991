// The user's timezone from Slack (users.info → user.tz), cached briefly per workspace and user
// so a burst of commands costs one lookup. Never called before ack. When Slack does not answer,
// the range is read in UTC and the answer says so.
import type { WebClient } from '../outbox/slack-io.js';
import type { Logger } from '../logger.js';
import { isValidTimezone } from '../time/resolve.js';
import { slackCall } from '../outbox/slack-io.js';

export interface UserZone {
  tz: string;
  /** false when Slack did not tell us and UTC is a fallback. */
  known: boolean;
}

export class TimezoneCache {
  private readonly entries = new Map<string, { zone: UserZone; expires: number }>();

  constructor(
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(client: WebClient, teamId: string | undefined, userId: string): Promise<UserZone> {
    const key = `${teamId ?? ''}:${userId}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.zone;
    const zone = await this.lookup(client, userId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed lookup is retried sooner than a successful one.
    this.entries.set(key, { zone, expires: this.now() + (zone.known ? this.ttlMs : 60_000) });
    return zone;
  }

  private async lookup(client: WebClient, userId: string): Promise<UserZone> {
    try {
      const res = await slackCall(() => client.users.info({ user: userId }), { maxWaitMs: 3_000 });
      const tz = res.user?.tz;
      if (tz && isValidTimezone(tz)) return { tz, known: true };
    } catch (err) {
      this.logger.warn({ err, userId }, 'users.info failed; reading ranges in UTC');
    }
    return { tz: 'UTC', known: false };
  }
}
