// Reading a whole network report (spec 4.6 rules 8 and 9): page after page with the first
// page's snapshot, one page fetched ahead while the consumer handles the current one (so memory
// stays at two pages whatever the report size).
//
// Who waits for what: 503 (data being updated) and 504 (query past its budget) are retried by
// http.ts, honouring Retry-After, at most `retry.maxRetries` times per request. This module adds
// no waits of its own; it only handles 409 (snapshot no longer matches): either it fails with the
// ConflictError, or it restarts from offset 0 — at most `maxRestarts` times — after yielding a
// `restart` event that tells the consumer to discard every row it has received.
//
// Every read spends the question's paging budget (src/api/question.ts: pages and rows, shared by
// all the reads of one question — a summary and its CSV file alike): when it is spent, the read
// ends with a `cut` event saying from which row on nothing was read, and the answer says so. A
// question given up aborts the page in flight and the one fetched ahead (its signal).
import { ConflictError, LimitExceededError } from './errors.js';
import type { PageBudget } from './question.js';
import {
  NETWORK_MAX_LIMIT, NETWORK_MAX_OFFSET,
  type CoverageEntry, type NetworkPage, type NetworkParams, type NetworkReport, type NetworkResource, type NetworkRow,
} from './resources/network.js';

/** The query of a whole report: paging is this module's business. */
export type NetworkReportQuery = Omit<NetworkParams, 'limit' | 'offset' | 'snapshot'>;

export interface NetworkPageEvent {
  type: 'page';
  /** Column order; the same on every page of one pass. */
  fields: string[];
  rows: NetworkRow[];
  coverage: CoverageEntry[];
  page: NetworkPage;
  queryTime: string;
}

/** Everything yielded before this event belongs to a report that changed: discard it. */
export interface NetworkRestartEvent {
  type: 'restart';
  error: ConflictError;
  /** 1 for the first restart. */
  restart: number;
}

/** The paging budget was spent: rows from `fromRow` (0-based offset) on were not read. */
export interface PagingCut {
  type: 'cut';
  reason: 'pages' | 'rows';
  fromRow: number;
  budget: { pages: number; rows: number };
}

export type NetworkReportEvent = NetworkPageEvent | NetworkRestartEvent | PagingCut;

export interface NetworkPagesOptions {
  /** Rows per page, 1..10000 (default 10000: fewest requests). */
  pageSize?: number;
  /**
   * On 409: 'fail' throws the ConflictError (the caller decides what to do); 'restart' starts
   * again from offset 0 after a `restart` event. No default: the caller must choose.
   */
  onConflict: 'fail' | 'restart';
  /** Restarts allowed before the ConflictError is thrown anyway (default 3). */
  maxRestarts?: number;
  signal?: AbortSignal;
  /** Use the /reports/network alias. */
  alias?: boolean;
  /** Pages and rows this read may still take (default: the client's question's, ./question.ts). */
  budget?: PageBudget;
}

const OPERATION = 'network.report';

/** Yields every page of the report, in order, and `restart` events when it had to start over. */
export async function* networkReportPages(
  network: NetworkResource,
  query: NetworkReportQuery,
  options: NetworkPagesOptions,
): AsyncGenerator<NetworkReportEvent, void, undefined> {
  const limit = options.pageSize ?? NETWORK_MAX_LIMIT;
  const maxRestarts = options.maxRestarts ?? 3;
  const budget = options.budget ?? network.pageBudget();
  const cut = (fromRow: number): PagingCut => ({ type: 'cut', reason: budget.spent()!, fromRow, budget: { ...budget.limits } });
  if (budget.spent()) {
    yield cut(0);
    return;
  }
  // Our own controller: the page fetched ahead is cancelled when the consumer stops early.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const fetchPage = (offset: number, snapshot?: string): Promise<NetworkReport> => {
    const pending = network.report({ ...query, limit, offset, snapshot }, { signal, alias: options.alias });
    pending.catch(() => undefined); // a page fetched ahead may fail while nobody awaits it yet
    return pending;
  };
  let restarts = 0;
  let offset = 0;
  let snapshot: string | undefined;
  let next: Promise<NetworkReport> | undefined = fetchPage(0);
  try {
    while (next) {
      let report: NetworkReport;
      try {
        report = await next;
      } catch (err) {
        if (!(err instanceof ConflictError) || snapshot === undefined) throw err;
        if (options.onConflict === 'fail' || restarts >= maxRestarts) throw err;
        restarts += 1;
        yield { type: 'restart', error: err, restart: restarts };
        offset = 0;
        snapshot = undefined;
        next = fetchPage(0);
        continue;
      }
      snapshot ??= report.page.snapshot;
      budget.took(report.rows.length);
      const nextOffset = offset + report.rows.length;
      // A page without rows ends the report even if has_more says otherwise: no endless loop.
      const more = report.page.has_more && report.rows.length > 0;
      const spent = more && budget.spent() !== undefined;
      if (more && nextOffset > NETWORK_MAX_OFFSET) {
        throw new LimitExceededError(
          `${OPERATION}: the report has more rows than paging can reach (offset at most ${NETWORK_MAX_OFFSET}); narrow the dates or filters, or group by fewer dimensions`,
          { operation: OPERATION },
        );
      }
      next = more && !spent ? fetchPage(nextOffset, snapshot) : undefined;
      yield { type: 'page', fields: report.fields, rows: report.rows, coverage: report.coverage, page: report.page, queryTime: report.query_time };
      offset = nextOffset;
      if (spent) yield cut(nextOffset);
    }
  } finally {
    stop.abort();
  }
}

export interface CollectedNetworkReport {
  fields: string[];
  rows: NetworkRow[];
  coverage: CoverageEntry[];
  snapshot: string;
  /** How many times the report changed while it was read (and was read again). */
  restarts: number;
  /** Set when the paging budget ran out: the rows from `cut.fromRow` on were not read. */
  cut?: PagingCut;
}

/**
 * The whole report in memory, for reports a person reads (a Slack summary): restarts on 409 and
 * refuses to hold more than `maxRows` rows (use network-csv.ts to write large reports to a file).
 */
export async function collectNetworkReport(
  network: NetworkResource,
  query: NetworkReportQuery,
  options: Omit<NetworkPagesOptions, 'onConflict'> & { maxRows?: number } = {},
): Promise<CollectedNetworkReport> {
  const maxRows = options.maxRows ?? 50_000;
  let out: CollectedNetworkReport = { fields: [], rows: [], coverage: [], snapshot: '', restarts: 0 };
  for await (const event of networkReportPages(network, query, { ...options, onConflict: 'restart' })) {
    if (event.type === 'restart') {
      out = { fields: [], rows: [], coverage: [], snapshot: '', restarts: event.restart };
      continue;
    }
    if (event.type === 'cut') {
      out.cut = event;
      continue;
    }
    if (event.page.offset === 0) Object.assign(out, { fields: event.fields, coverage: event.coverage, snapshot: event.page.snapshot });
    if (out.rows.length + event.rows.length > maxRows) {
      throw new LimitExceededError(
        `${OPERATION}: the report has more than ${maxRows} rows; narrow the dates or filters, or export it as a CSV file`,
        { operation: OPERATION },
      );
    }
    for (const row of event.rows) out.rows.push(row);
  }
  return out;
}
