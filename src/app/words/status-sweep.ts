// The agent view's first word while every answer slot is busy (issue 38). A message to the app
// waits in the inbox until a worker takes it (ANSWER_CONCURRENCY at once), and the status "is
// looking into it…" was set only then: with 30 askers at once the 17th heard nothing for as long
// as the answers before it took. This sweep, beside the words door, looks a few times a second
// for messages that have waited a moment untaken, sets each thread's status, and marks the
// message noted, so the door sets no second one. While the status goes the message is leased to
// the sweep (no worker answers before its status is set, so a late status never follows the
// answer). It runs only while messages arrive: the door pokes it, and it stops after a quiet spell.
import type { Logger } from '../../logger.js';
import type { InboxRepo, WaitingRequest } from '../../store/index.js';

export interface StatusSweepOptions {
  inbox: InboxRepo;
  instanceId: string;
  logger: Logger;
  /** Sets the thread's status for a waiting message (never throws). */
  setStatus(place: { teamId: string; channel: string; threadTs: string }): Promise<void>;
  /** How long a message waits untaken before the sweep speaks for it: a free slot answers sooner. */
  waitedMs?: number;
  everyMs?: number;
  /** The quiet spell after which it stops (the next message starts it again). */
  quietMs?: number;
  /** A message waiting longer is left to the worker's own handling of late requests. */
  deadlineMs?: number;
}

const LEASE_MS = 10_000;
const PER_LOOK = 100;

/** Where a waiting message's status goes: its channel and thread, from the event as Slack sent it. */
export function statusPlace(body: Record<string, unknown>): { teamId: string; channel: string; threadTs: string } | undefined {
  const e = body.event as Record<string, unknown> | undefined;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const teamId = str(body.team_id);
  const channel = str(e?.channel);
  const threadTs = str(e?.thread_ts) ?? str(e?.ts);
  if (!teamId || !channel || !threadTs || e?.subtype !== undefined || e?.bot_id !== undefined) return undefined;
  return { teamId, channel, threadTs };
}

export class WordStatusSweep {
  private timer: NodeJS.Timeout | undefined;
  private looking = false;
  private quietSince = 0;
  private readonly waitedMs: number;
  private readonly everyMs: number;
  private readonly quietMs: number;
  private readonly deadlineMs: number;

  constructor(private readonly o: StatusSweepOptions) {
    this.waitedMs = o.waitedMs ?? 250;
    this.everyMs = o.everyMs ?? 100;
    this.quietMs = o.quietMs ?? 10_000;
    this.deadlineMs = o.deadlineMs ?? 60_000;
  }

  /** A message arrived: look until it has been quiet a while. */
  poke(): void {
    this.quietSince = Date.now();
    if (this.timer) return;
    this.timer = setInterval(() => void this.look(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look: sets the status of every message that has waited long enough; how many. */
  async look(): Promise<number> {
    if (this.looking) return 0;
    this.looking = true;
    try {
      const now = Date.now();
      const waiting = await this.o.inbox.takeWordsForStatus({ now: new Date(now), instanceId: this.o.instanceId, leaseMs: LEASE_MS, limit: PER_LOOK, olderThan: new Date(now - this.waitedMs), newerThan: new Date(now - this.deadlineMs) });
      if (waiting.length) this.quietSince = now;
      else if (now - this.quietSince > this.quietMs) this.stop();
      await Promise.all(waiting.map((req) => this.speakFor(req)));
      return waiting.length;
    } catch (err) {
      // The store is away (or closed): the door sets the status when a worker takes the message.
      this.o.logger.debug({ err }, 'the agent view status sweep could not read the inbox');
      this.stop();
      return 0;
    } finally {
      this.looking = false;
    }
  }

  private async speakFor(req: WaitingRequest): Promise<void> {
    try {
      const place = statusPlace(req.body);
      if (place) await this.o.setStatus(place);
    } finally {
      await this.o.inbox.noteSent(req.id, this.o.instanceId).catch((err: unknown) => this.o.logger.warn({ err, id: req.id }, 'could not give a message back after its status; it is taken when its lease ends'));
    }
  }
}
