// Every asker hears within seconds, queued or not. A slash command waits in the inbox while every
// worker slot is busy (ANSWER_CONCURRENCY); its slow-answer clock (./slow-answer.ts) only starts
// talking once a worker takes it, so behind a slow API a queue of askers heard nothing for as long
// as the API took. This light sweep, beside the inbox worker, looks a few times a second for
// commands that have waited almost `workingAfterMs` (ANSWER_WORKING_SECONDS) with no note yet,
// tells each asker through the outbox — "Working on it… (many requests came in at once, so yours
// waited its turn)" — and marks the request told, so the answer path sends no second note. While
// the note goes the request is leased to this sweep, so no worker answers before its note is out
// (the answer never arrives ahead of "working on it"). Button clicks are not swept: their answer
// goes by DM, opened when a worker takes them, which still notes them at once then.
import type { Logger } from '../logger.js';
import type { InboxRepo, WaitingRequest } from '../store/index.js';
import { workingView } from '../../views/answer-notes.js';
import type { BotMessage } from '../../views/types.js';

export interface InboxNotesOptions {
  inbox: InboxRepo;
  instanceId: string;
  logger: Logger;
  /** ANSWER_WORKING_SECONDS: a request waiting this long has its note by then. */
  workingAfterMs: number;
  /** ANSWER_DEADLINE_SECONDS: a request waiting longer is told it was given up when claimed, not noted. */
  deadlineMs: number;
  /** Sends the note to the request's asker (its response_url, through the outbox). */
  tell(request: WaitingRequest, note: BotMessage): Promise<void>;
  /** Notes went and their requests wait for a worker again: wake it. */
  onNoted?(): void;
}

/** How long the sweep holds a request while its note goes; a sweeper that died lets it go then. */
const NOTE_LEASE_MS = 10_000;
/** Requests told per look (the rest at the next look, a fraction of a second later). */
const PER_LOOK = 100;

export class InboxNotes {
  private timer: NodeJS.Timeout | undefined;
  private looking = false;
  private failing = false;
  /** How often it looks: four times within the working threshold, at most every 250 ms. */
  readonly everyMs: number;

  constructor(private readonly o: InboxNotesOptions) {
    this.everyMs = Math.max(20, Math.min(250, Math.floor(o.workingAfterMs / 4)));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.look(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look: tells every request that has waited long enough; how many were told. */
  async look(): Promise<number> {
    if (this.looking) return 0;
    this.looking = true;
    try {
      const now = Date.now();
      // One interval early, so a request is told by the threshold, not up to an interval after it.
      const olderThan = new Date(now - Math.max(0, this.o.workingAfterMs - this.everyMs));
      const newerThan = new Date(now - this.o.deadlineMs);
      const waiting = await this.o.inbox.takeForNote({ now: new Date(now), instanceId: this.o.instanceId, leaseMs: NOTE_LEASE_MS, limit: PER_LOOK, olderThan, newerThan });
      if (this.failing) this.o.logger.info('the inbox note sweep reads the inbox again');
      this.failing = false;
      if (waiting.length === 0) return 0;
      await Promise.all(waiting.map((req) => this.tell(req)));
      this.o.onNoted?.();
      return waiting.length;
    } catch (err) {
      // The claim loop reports a store outage (once, as an error); this only says what it means here.
      if (!this.failing) this.o.logger.info({ err }, 'the inbox note sweep could not read the inbox; requests are noted when a worker takes them');
      this.failing = true;
      return 0;
    } finally {
      this.looking = false;
    }
  }

  private async tell(req: WaitingRequest): Promise<void> {
    try {
      await this.o.tell(req, workingView('queue'));
    } catch (err) {
      this.o.logger.warn({ err, id: req.id }, 'could not tell a waiting asker their request waits its turn');
    } finally {
      await this.o.inbox.noteSent(req.id, this.o.instanceId).catch((err: unknown) => this.o.logger.warn({ err, id: req.id }, 'could not give a noted request back; it is taken when its lease ends'));
    }
  }
}
