// Who may hold the connections to an API origin (issue 33). One pool's sockets are shared by every
// question, job and workspace that call it; without a bound, eight questions whose endpoint drips
// one byte a second held all sixteen and a question to a healthy endpoint was never even sent.
// Each call takes a slot before it is sent and gives it back when its answer is read (or cut):
//   - the pool's own size in all;
//   - at most SHARE_OF_OPERATION of it for one operation of one account (an endpoint that drips
//     leaves the rest to the others);
//   - at most SHARE_OF_ACCOUNT of it for one account (many workspaces' keys on one API server);
//   - at most PER_QUESTION for one question (a year read in parts, a page fetched ahead).
// Calls that find their share full wait, first come first served among those that may go, and the
// wait counts against their deadline: a question given up leaves the queue at once.

export const SHARE_OF_OPERATION = 1 / 2;
export const SHARE_OF_ACCOUNT = 3 / 4;
export const PER_QUESTION = 4;

/** A named counter and how many of it may be held at once. */
export interface Claim {
  key: string;
  cap: number;
}

interface Waiter {
  claims: Claim[];
  grant: () => void;
}

export class FairShare {
  private readonly held = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(readonly size: number) {}

  /** The claims of one call: the pool, its account, its operation, and its question when it has one. */
  claimsOf(account: string, operation: string, question?: string): Claim[] {
    const claims: Claim[] = [
      { key: '*', cap: this.size },
      { key: `a ${account}`, cap: Math.max(1, Math.floor(this.size * SHARE_OF_ACCOUNT)) },
      { key: `o ${account} ${operation}`, cap: Math.max(1, Math.floor(this.size * SHARE_OF_OPERATION)) },
    ];
    if (question) claims.push({ key: `q ${question}`, cap: PER_QUESTION });
    return claims;
  }

  /** Calls holding a slot now (all of them, or one counter's). */
  holding(key = '*'): number {
    return this.held.get(key) ?? 0;
  }

  /** Calls waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Resolves with the release once every claim is under its cap; rejects with the signal's reason
   * if it aborts first (the call was never sent). `claims` are claimsOf's: the pool's among them.
   */
  acquire(claims: Claim[], signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        claims,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.take(claims));
        },
      };
      const onAbort = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.wake();
    });
  }

  private fits(claims: Claim[]): boolean {
    return claims.every((c) => (this.held.get(c.key) ?? 0) < c.cap);
  }

  private take(claims: Claim[]): () => void {
    for (const c of claims) this.held.set(c.key, (this.held.get(c.key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const c of claims) {
        const n = (this.held.get(c.key) ?? 1) - 1;
        if (n > 0) this.held.set(c.key, n);
        else this.held.delete(c.key);
      }
      this.wake();
    };
  }

  /**
   * Grants every waiter that now fits, in order; one that does not fit does not block those behind it.
   * With the pool's every slot held nobody fits (each call claims the pool, claimsOf): the look
   * ends there instead of testing every waiter at every release (hundreds wait while a thousand
   * workspaces' digests run; issue 36).
   */
  private wake(): void {
    for (let i = 0; i < this.queue.length && this.holding() < this.size; ) {
      const w = this.queue[i]!;
      if (!this.fits(w.claims)) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      w.grant();
    }
  }
}

/** One FairShare per pool, however many clients share the pool. */
const shares = new WeakMap<object, FairShare>();

export function fairShareOf(pool: object, size: number): FairShare {
  let share = shares.get(pool);
  if (!share) shares.set(pool, (share = new FairShare(size)));
  return share;
}
