// Test hooks: inject errors or slowness into matching operations, and record what arrived,
// so tests can prove retries, Retry-After handling, slow-API acks and "nothing was sent".
import { HttpError } from './http-error.js';

export interface Fault {
  /** Operation path under /api/v1, matched as a prefix, e.g. '/report/dashboard'. */
  path: string;
  method?: 'GET' | 'POST';
  /** Answer with this status instead of running the operation. */
  status?: number;
  /** Sent as Retry-After (seconds) with the status. */
  retryAfterSeconds?: number;
  /** Wait this long before answering (or before running the operation). */
  delayMs?: number;
  /** How many matching requests it affects (default 1). */
  times?: number;
  message?: string;
}

export interface ReceivedCall {
  method: string;
  path: string;
  /** The id of the API key the request carried (never the key itself), when it carried one. */
  keyId?: string;
  /** The query string as sent (`?…`), when there was one: tells identical queries apart from different ones. */
  query?: string;
}

export class FaultInjector {
  private faults: (Fault & { left: number })[] = [];
  /** Every request that reached an operation, oldest first (bounded). */
  readonly received: ReceivedCall[] = [];

  inject(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clear(): void {
    this.faults = [];
    this.received.length = 0;
  }

  count(pathPrefix: string, method?: string): number {
    return this.received.filter((c) => c.path.startsWith(pathPrefix) && (!method || c.method === method)).length;
  }

  async apply(path: string, method: string, keyId?: string, query?: string): Promise<void> {
    this.received.push({ method, path, ...(keyId ? { keyId } : {}), ...(query ? { query } : {}) });
    if (this.received.length > 10_000) this.received.splice(0, 5_000);
    const fault = this.faults.find((f) => f.left > 0 && path.startsWith(f.path) && (!f.method || f.method === method));
    if (!fault) return;
    fault.left -= 1;
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.status) {
      const headers: Record<string, string> = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      throw new HttpError(fault.status, fault.message ?? `injected fault: status ${fault.status}`, headers);
    }
  }
}
