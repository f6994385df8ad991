// What the scheduler runs and whom it tells: the contracts between src/scheduler and src/jobs.
import type { Run, Subscription } from '../store/index.js';

export interface PostedRef {
  channelId: string;
  ts: string;
}

/** What a run reports while it works, so a run taken over or retried resumes instead of repeating. */
export interface RunProgress {
  /** Posted later than planned: the post says so. */
  delayed: boolean;
  /** The main post is about to go out: recorded first, so a resumed run knows to look for it. */
  posting(): Promise<void>;
  /** The main post is out: recorded before the thread reply is posted. */
  posted(ref: PostedRef): Promise<void>;
  /** The thread reply is about to go out: recorded first, so a resumed run knows to look for it. */
  threadPosting(): Promise<void>;
  /** The thread reply is out: recorded before the run goes on. */
  threadPosted(ts: string): Promise<void>;
}

/**
 * Builds and posts one digest. `run.messageTs` set: the main post went out in an earlier attempt;
 * post only the thread reply under it. Quiet digests post nothing and return undefined.
 */
export type DigestRun = (subscription: Subscription, run: Run, signal: AbortSignal, progress?: RunProgress) => Promise<PostedRef | undefined>;

export interface RunNotifier {
  failed(subscription: Subscription, run: Run, error: unknown): Promise<void>;
  skipped(subscription: Subscription, run: Run): Promise<void>;
  interrupted(subscription: Subscription, run: Run): Promise<void>;
}
