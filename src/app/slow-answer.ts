// The asker always hears something. An answer not ready after `workingAfterMs` (ANSWER_WORKING_SECONDS,
// 4 s) is preceded by a "working on it" note; one not ready by `deadlineMs` (ANSWER_DEADLINE_SECONDS,
// 60 s) is given up with a plain message saying what to try, and the late answer, if it ever comes,
// is not posted (two answers, the second after "try again", would only confuse).
// A request that changes something is never given up on: it may already have done its work, and
// "try again" could do it twice. Its asker is told it is still running and not to repeat it, and
// gets the answer when it comes. Both notes go through the pipeline's own delivery (response_url,
// or the DM). The clock starts when Slack's request was taken, not when a worker picks it up:
// time waiting in the inbox counts, so a request claimed after waiting past a threshold gets its
// note at once — the asker hears something within seconds even when the workers are behind.
import type { AnswerTimes } from '../config.js';
import { gaveUpView, stillRunningView, workingView, type SlowCause } from '../../views/answer-notes.js';
import { AdopsError, ErrorCode } from '../errors.js';
import type { BotMessage } from '../../views/types.js';

/**
 * Thrown by what would still reach the asker (a file to their DM) after they were told the answer
 * was given up: the work stops there, and nothing more is posted.
 */
export class GivenUpError extends AdopsError {
  readonly code = ErrorCode.GivenUp;
  constructor() {
    super('the asker was told the answer was given up');
  }
}

export interface SlowAnswerOptions {
  times: AnswerTimes;
  /** The request changes something: it is never given up on (see above). */
  changesState: boolean;
  /**
   * When Slack's request was taken (ms since the epoch, as the taking process recorded it in the
   * inbox; the hosts' clocks are assumed in step, as NTP keeps them); unset: now.
   */
  arrivedAt?: number;
  /** The asker was told "working on it" while the request waited in the inbox (./inbox-sweep.ts): no second note. */
  noted?: boolean;
  /** Delivers a note; failures are the caller's to log. */
  send(message: BotMessage): Promise<void>;
  onGaveUp?(): void;
}

/** One request's clock, from the request's arrival: `finish` before delivering the answer. */
export class SlowAnswer {
  private readonly timers: NodeJS.Timeout[] = [];
  /** The last note sent, so the answer is never posted before it. */
  private noted: Promise<void> = Promise.resolve();
  private done = false;
  private gaveUp = false;
  private noteSent = false;

  constructor(private readonly o: SlowAnswerOptions) {
    const { times } = o;
    const waited = o.arrivedAt === undefined ? 0 : Math.max(0, Date.now() - o.arrivedAt);
    // Past a threshold already: the wait was the inbox's, and its note goes now (before the work starts).
    const at = (ms: number, act: (cause: SlowCause) => void) => {
      if (waited >= ms) return act('queue');
      this.timers.push(setTimeout(() => act('api'), ms - waited).unref());
    };
    if (o.noted) this.noteSent = true;
    else if (times.workingAfterMs < times.deadlineMs && waited < times.deadlineMs) at(times.workingAfterMs, (cause) => this.note(workingView(cause)));
    at(times.deadlineMs, (cause) => {
      if (!o.changesState) {
        this.gaveUp = true;
        o.onGaveUp?.();
        return this.note(gaveUpView(times.deadlineMs, cause));
      }
      this.note(stillRunningView(times.deadlineMs, cause));
    });
  }

  /**
   * A note went to the asker: the answer then closes it, even where it would otherwise go unsaid
   * (a DM that only reports problems — App Home's buttons, whose effect shows in Home).
   */
  get spoke(): boolean {
    return this.noteSent;
  }

  /** The asker has been told it gave up: the work's answer must not be posted. */
  get givenUp(): boolean {
    return this.gaveUp;
  }

  /**
   * The answer is ready: stops the clock. Resolves true when it may be delivered (after any note
   * already on its way), false when the asker was told it gave up.
   */
  async finish(): Promise<boolean> {
    if (!this.done) {
      this.done = true;
      for (const t of this.timers) clearTimeout(t);
    }
    await this.noted;
    return !this.gaveUp;
  }

  /**
   * The instance is stopping and the answer was not ready (src/app/stop.ts): the asker is told
   * `message` and the late answer, should it still come, is not posted. Nothing when the answer
   * is already on its way.
   */
  async cutOff(message: BotMessage): Promise<void> {
    if (this.done) return;
    this.gaveUp = true;
    this.note(message);
    this.done = true;
    for (const t of this.timers) clearTimeout(t);
    await this.noted;
  }

  private note(message: BotMessage): void {
    if (this.done) return;
    this.noteSent = true;
    this.noted = this.noted.then(() => this.o.send(message));
  }
}
