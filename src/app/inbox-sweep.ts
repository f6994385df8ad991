// Every asker hears within seconds, queued or not. A request waits in the inbox while every worker
// slot is busy (ANSWER_CONCURRENCY), and what speaks for it on the answer path (the slow-answer
// clock, ./slow-answer.ts; the words door's thread status, ./words/door.ts) only starts once a
// worker takes it: behind a slow API a queue of askers heard nothing for as long as the API took.
// THE sweep, beside the inbox worker, looks a few times a second for requests that have waited a
// moment untaken, speaks for each, and marks it spoken for, so the answer path says nothing twice.
// While it speaks the request is leased to the sweep, so no worker answers first (the answer never
// arrives ahead of its "working on it"). It takes one of the inbox's two queries:
//   - `noteSweep` (issue 34): slash commands near ANSWER_WORKING_SECONDS get "Working on it… (many
//     requests came in at once, so yours waited its turn)" at their response_url. It always looks.
//     Button clicks are not swept: their answer goes by DM, opened when a worker takes them, which
//     still notes them at once then.
//   - `statusSweep` (issue 38): messages in the agent view get their thread's status ("is looking
//     into it…"). It looks only while messages arrive: the door pokes it, it stops after a quiet spell.
import type { Logger } from '../logger.js';
import type { InboxRepo, WaitingRequest } from '../store/index.js';
import { workingView } from '../../views/answer-notes.js';
import type { BotMessage } from '../../views/types.js';

export interface InboxSweepOptions {
  /** What it is, in its log lines. */
  name: string;
  inbox: InboxRepo;
  instanceId: string;
  logger: Logger;
  /** Which of the inbox's queries takes the requests it speaks for. */
  query: 'takeForNote' | 'takeWordsForStatus';
  /** How long a request waits untaken before it is spoken for: a free slot answers sooner. */
  waitedMs: number;
  /** A request waiting longer is left to the worker's own handling of late requests. */
  deadlineMs: number;
  everyMs: number;
  /** Set: it looks only while poked, and stops after this quiet spell or when the inbox cannot be read (the next poke starts it). */
  quietMs?: number;
  /** Speaks for one waiting request; the request is given back to the workers whatever happens. */
  speak(request: WaitingRequest): Promise<void>;
  /** It spoke for some: they wait for a worker again. */
  onSpoke?(): void;
}

/** How long the sweep holds a request while it speaks; a sweeper that died lets it go then. */
const LEASE_MS = 10_000;
/** Requests spoken for per look (the rest at the next look, a fraction of a second later). */
const PER_LOOK = 100;

export class InboxSweep {
  private timer: NodeJS.Timeout | undefined;
  private looking = false;
  private failing = false;
  private quietSince = 0;

  constructor(private readonly o: InboxSweepOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.look(), this.o.everyMs);
    this.timer.unref();
  }

  /** A request arrived (a sweep that runs while poked): look until it has been quiet a while. */
  poke(): void {
    this.quietSince = Date.now();
    this.start();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look: speaks for every request that has waited long enough; how many. */
  async look(): Promise<number> {
    if (this.looking) return 0;
    this.looking = true;
    try {
      const now = Date.now();
      const window = { olderThan: new Date(now - this.o.waitedMs), newerThan: new Date(now - this.o.deadlineMs) };
      const waiting = await this.o.inbox[this.o.query]({ now: new Date(now), instanceId: this.o.instanceId, leaseMs: LEASE_MS, limit: PER_LOOK, ...window });
      if (this.failing) this.o.logger.info(`${this.o.name} reads the inbox again`);
      this.failing = false;
      if (waiting.length) this.quietSince = now;
      else if (this.o.quietMs !== undefined && now - this.quietSince > this.o.quietMs) this.stop();
      if (waiting.length === 0) return 0;
      await Promise.all(waiting.map((req) => this.speakFor(req)));
      this.o.onSpoke?.();
      return waiting.length;
    } catch (err) {
      // The claim loop reports a store outage (once, as an error); this only says what it means here:
      // the answer path speaks for a request when a worker takes it.
      if (!this.failing) this.o.logger.info({ err }, `${this.o.name} could not read the inbox; requests are spoken for when a worker takes them`);
      this.failing = true;
      if (this.o.quietMs !== undefined) this.stop();
      return 0;
    } finally {
      this.looking = false;
    }
  }

  private async speakFor(req: WaitingRequest): Promise<void> {
    try {
      await this.o.speak(req);
    } catch (err) {
      this.o.logger.warn({ err, id: req.id }, `${this.o.name} could not speak for a waiting request`);
    } finally {
      await this.o.inbox.noteSent(req.id, this.o.instanceId).catch((err: unknown) => this.o.logger.warn({ err, id: req.id }, 'could not give a waiting request back; it is taken when its lease ends'));
    }
  }
}

type Shared = Pick<InboxSweepOptions, 'inbox' | 'instanceId' | 'logger'>;

/**
 * Slash commands near ANSWER_WORKING_SECONDS (`workingAfterMs`) are told they wait their turn
 * (`tell`: at the response_url, through the outbox); one past ANSWER_DEADLINE_SECONDS is told it
 * was given up when claimed. It looks four times within the working threshold, at most every 250 ms,
 * one look early, so a request is told by the threshold, not up to a look after it.
 */
export function noteSweep(o: Shared & { workingAfterMs: number; deadlineMs: number; tell(request: WaitingRequest, note: BotMessage): Promise<void>; onNoted?(): void }): InboxSweep {
  const everyMs = Math.max(20, Math.min(250, Math.floor(o.workingAfterMs / 4)));
  const { tell, onNoted, workingAfterMs, ...shared } = o;
  return new InboxSweep({
    ...shared,
    name: 'the inbox note sweep',
    query: 'takeForNote',
    everyMs,
    waitedMs: Math.max(0, workingAfterMs - everyMs),
    speak: (req) => tell(req, workingView('queue')),
    ...(onNoted ? { onSpoke: onNoted } : {}),
  });
}

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

/** Messages in the agent view waiting untaken `waitedMs` get their thread's status (`setStatus`, which never throws); poke it as each arrives. */
export function statusSweep(o: Shared & { setStatus(place: { teamId: string; channel: string; threadTs: string }): Promise<void>; waitedMs?: number }): InboxSweep {
  const { setStatus, waitedMs, ...shared } = o;
  return new InboxSweep({
    ...shared,
    name: 'the agent view status sweep',
    query: 'takeWordsForStatus',
    everyMs: 100,
    waitedMs: waitedMs ?? 250,
    deadlineMs: 60_000,
    quietMs: 10_000,
    speak: async (req) => {
      const place = statusPlace(req.body);
      if (place) await setStatus(place);
    },
  });
}
