// bidders: bid rate, win rate, eCPM and revenue per bidder (spec 4.4), sorted, with the change of
// win rate and eCPM against the period a range is compared with everywhere (src/time/compare.ts);
// the figures are the bidders report's (src/reports/bidders.ts).
import type { BidderRow, ReportFilters } from '../../src/api/index.js';
import { biddersReport } from '../../src/reports/bidders.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { biddersView } from '../../views/bidders.js';
import { describeFilters } from '../../views/filters.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { FILTERS_USAGE, readReportFilters } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { biddersRollUp } from './roll-up.js';

export const BIDDER_SORTS = ['revenue', 'ecpm', 'bid_rate', 'win_rate', 'bids', 'impressions'] as const;
export type BidderSort = (typeof BIDDER_SORTS)[number];

export interface BiddersRequest {
  range?: RangeSpec;
  sort: BidderSort;
  filters: ReportFilters;
}

export const biddersCommand = defineCommand<BiddersRequest>({
  name: 'bidders',
  aliases: ['bidder'],
  group: 'Reports',
  summary: 'Bid rate, win rate, eCPM and revenue per bidder, best first; win rate and eCPM against the period before.',
  usage: `bidders [range] [sort=${BIDDER_SORTS.join('|')}] ${FILTERS_USAGE}`,
  examples: ['bidders yesterday', 'bidders last 7d country=US', 'bidders last week sort=win_rate'],
  need: 'read',
  rollUp: biddersRollUp,
  parse: (text) =>
    parseWith(text, (args) => {
      const range = args.range();
      const filters = readReportFilters(args, 'bidders');
      const sort = (args.option('sort', 'by') ?? 'revenue').toLowerCase();
      if (!(BIDDER_SORTS as readonly string[]).includes(sort)) throw new UsageProblem(`sort= takes ${BIDDER_SORTS.join(', ')}`);
      args.done();
      return { range, sort: sort as BidderSort, filters };
    }),
  run: async (req, ctx) => {
    const range = await rangeFor(req.range, ctx);
    const { comparison, rows, previous, parts, dataNote } = await biddersReport({ range, filters: req.filters }, ctx.api);
    return biddersView({
      title: `Bidders — ${describeSpec(range.spec)}`,
      dates: formatDates(range),
      comparedWith: `${comparison.name} (${formatDates(comparison.range)})`,
      tz: range.tz,
      filters: describeFilters(req.filters),
      sort: req.sort,
      rows: sortBidders(rows, req.sort),
      previous,
      parts,
      dataNote,
    });
  },
});

export function sortBidders(rows: readonly BidderRow[], sort: BidderSort): BidderRow[] {
  return [...rows].sort((a, b) => b[sort] - a[sort] || a.name.localeCompare(b.name));
}
