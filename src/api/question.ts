// One question's hold on the API (issue 33): what a person asked, a digest run, an export step or
// a watch check. Everything the API client does for it carries its signal — aborted when the
// asker is told (the give-up) or the job stops — and its deadline, the time left as the one bound
// of every attempt, retry, wait for a connection, part and page; and its paging budget. Built with
// `ApiClient.within(question)`, so no call site has to remember to pass a signal.
import { randomUUID } from 'node:crypto';

export interface PageBudgetLimits {
  /** Pages a question may read, over every paginated read it makes. */
  pages: number;
  /** Rows those pages may bring. */
  rows: number;
}

/**
 * A person's question: a CSV file of 250,000 network rows is already more than anyone opens in
 * Slack, and 60 pages is six full 10,000-row pages for every 1,000 rows a page-ful brings back.
 */
export const QUESTION_PAGE_BUDGET: PageBudgetLimits = { pages: 60, rows: 250_000 };

/** What the pages of one question may still bring; shared by all of its paginated reads. */
export class PageBudget {
  pagesRead = 0;
  rowsRead = 0;

  constructor(readonly limits: PageBudgetLimits = { pages: Infinity, rows: Infinity }) {}

  /** Why the next page may not be read, or undefined when it may. */
  spent(): 'pages' | 'rows' | undefined {
    if (this.pagesRead >= this.limits.pages) return 'pages';
    if (this.rowsRead >= this.limits.rows) return 'rows';
    return undefined;
  }

  /** A page was read, bringing `rows` rows. */
  took(rows: number): void {
    this.pagesRead += 1;
    this.rowsRead += rows;
  }
}

export interface QuestionOptions {
  /** Aborted when nobody waits for the answer any more. */
  signal?: AbortSignal;
  /** When the asker is told if there is no answer yet (ms since the epoch); unset: no deadline of its own. */
  deadline?: number;
  /** The paging budget (default: none beyond the API's own offset limit). */
  pages?: PageBudgetLimits;
}

export class Question {
  /** Names the question's share of connections (src/api/fair-share.ts). */
  readonly id = randomUUID();
  readonly deadline: number | undefined;
  /** Aborts when the question is cancelled or its deadline passes (reason: a TimeoutError). */
  readonly signal: AbortSignal | undefined;
  readonly pages: PageBudget;

  constructor(o: QuestionOptions = {}) {
    this.deadline = o.deadline;
    const timeout = o.deadline === undefined ? undefined : AbortSignal.timeout(Math.max(0, o.deadline - Date.now()));
    const signals = [o.signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    this.signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    this.pages = new PageBudget(o.pages);
  }

  /** Milliseconds left before the deadline (Infinity without one). */
  timeLeft(now = Date.now()): number {
    return this.deadline === undefined ? Infinity : this.deadline - now;
  }
}

/** Whether an abort reason is a deadline passing (AbortSignal.timeout's), not a cancellation. */
export function isDeadlineReason(reason: unknown): boolean {
  return (reason as { name?: unknown } | null)?.name === 'TimeoutError';
}
