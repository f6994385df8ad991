// GET /report/bidders (spec 4.4, 2.5).
import { z } from 'zod';
import type { HttpClient } from '../http.js';
import { checkReportFilters, checkTimeRange, type ReportFilters, type TimeRange } from '../params.js';

const int = z.number().int();

export const BidderRow = z.object({
  name: z.string(),
  requests: int,
  bids: int,
  bid_rate: z.number(),
  impressions: int,
  win_rate: z.number(),
  revenue: z.number(),
  ecpm: z.number(),
});
export type BidderRow = z.infer<typeof BidderRow>;

export const BiddersResponse = z.object({ bidders: z.array(BidderRow) });
export type BiddersResponse = z.infer<typeof BiddersResponse>;

export type BiddersParams = TimeRange & ReportFilters;

export function checkBiddersParams(p: BiddersParams, operation = 'reports.bidders'): BiddersParams {
  return { ...checkTimeRange(p, operation), ...checkReportFilters(p, operation) };
}

export class BiddersResource {
  constructor(private readonly http: HttpClient) {}

  get(params: BiddersParams, opts: { signal?: AbortSignal } = {}): Promise<BiddersResponse> {
    return this.http.json(BiddersResponse, {
      operation: 'reports.bidders',
      needs: ['reports:read'], // spec 4.4
      method: 'GET',
      path: 'report/bidders',
      query: { ...checkBiddersParams(params) },
      idempotent: true,
      signal: opts.signal,
    });
  }
}
