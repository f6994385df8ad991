// auction <auction_id>: its rounds (floors, winner, price) and the bids of each round.
// auction bids [range] [filters]: recent bid and non-bid rows with a per-bidder summary.
// The bids operation has no auction_id filter (spec 4.12), so one auction's bids are read in a
// short window around its rounds' event time, narrowed by app and ad unit, then matched by id.
import {
  checkCountry,
  checkEnum,
  checkIntegerIn,
  DEVICE_OSES,
  FLOOR_SOURCES,
  TEST_MODES,
  type AuctionFilters,
  type BidRow,
} from '../../src/api/index.js';
import { toApiTimeRange } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { auctionBidsView, auctionView } from '../../views/auction.js';
import { API_ID, parseWith, UsageProblem } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand, type CommandContext } from '../types.js';

export type AuctionRequest =
  | { kind: 'one'; auctionId: string }
  | { kind: 'bids'; range?: RangeSpec; filters: AuctionFilters & { floor_source?: string }; limit: number };

const OP = 'auction';
const DEFAULT_BIDS_RANGE: RangeSpec = { kind: 'today' };
const BIDS_LIMIT = 200;
/** Seconds either side of an auction's rounds searched for its bids. */
const BID_WINDOW_SECONDS = 120;

export const auctionCommand = defineCommand<AuctionRequest>({
  name: 'auction',
  aliases: ['auctions'],
  group: 'Network & auctions',
  summary: 'One auction: rounds, floors, winner and bids. `auction bids`: recent bids and non-bids per bidder.',
  usage: 'auction <auction_id> | auction bids [range] [app=<bundle>] [ad_unit=<id>] [country=US] [os=ios] [floor_source=static|configured|dynamic|publisher] [limit=N]',
  examples: ['auction auc_aos0d4000', 'auction bids today country=US', 'auction bids yesterday ad_unit=au_011_banner limit=50'],
  parse: (text) =>
    parseWith<AuctionRequest>(text, (args) => {
      const first = args.peekWord();
      if (first?.toLowerCase() === 'bids') {
        args.word();
        const range = args.range();
        const filters = {
          app_bundle: args.option('app', 'app_bundle'),
          ad_unit_id: args.option('ad_unit', 'ad_unit_id'),
          country: checkCountry(args.option('country'), 'country', OP),
          device_os: checkEnum(args.option('os', 'device_os'), DEVICE_OSES, 'os', OP),
          test_mode: checkEnum(args.option('test', 'test_mode'), TEST_MODES, 'test', OP),
          floor_source: checkEnum(args.option('floor_source', 'floor'), FLOOR_SOURCES, 'floor_source', OP),
        };
        const limitRaw = args.option('limit');
        const limit = limitRaw === undefined ? BIDS_LIMIT : checkIntegerIn(limitRaw, 'limit', 1, 1000, OP);
        args.done();
        return { kind: 'bids', range, filters, limit };
      }
      const auctionId = args.word();
      if (!auctionId) throw new UsageProblem('give an auction id (e.g. auction auc_123), or `auction bids` for recent bids');
      if (!API_ID.test(auctionId)) throw new UsageProblem(`"${auctionId}" does not look like an auction id`);
      args.done();
      return { kind: 'one', auctionId };
    }),
  run: (req, ctx) => (req.kind === 'one' ? oneAuction(req.auctionId, ctx) : recentBids(req, ctx)),
});

async function oneAuction(auctionId: string, ctx: CommandContext) {
  const { rounds } = await ctx.api.auctions.rounds({ auction_id: auctionId });
  const tz = await ctx.timezone();
  if (rounds.length === 0) return auctionView({ auctionId, rounds, bids: [], tz });
  const times = rounds.map((r) => Date.parse(r.event_time ?? '')).filter((t) => !Number.isNaN(t));
  let bids: BidRow[] = [];
  if (times.length) {
    const first = rounds[0]!;
    const res = await ctx.api.auctions.bids({
      start_time: Math.floor(Math.min(...times) / 1000) - BID_WINDOW_SECONDS,
      end_time: Math.floor(Math.max(...times) / 1000) + BID_WINDOW_SECONDS,
      app_bundle: first.app_bundle ?? undefined,
      ad_unit_id: first.ad_unit_id ?? undefined,
      test_mode: first.test_mode ? 'all' : undefined,
      limit: 10_000,
    });
    bids = res.bids.filter((b) => b.auction_id === auctionId);
  }
  return auctionView({ auctionId, rounds, bids, tz });
}

async function recentBids(req: Extract<AuctionRequest, { kind: 'bids' }>, ctx: CommandContext) {
  const range = await rangeFor(req.range, ctx, { fallback: DEFAULT_BIDS_RANGE });
  const res = await ctx.api.auctions.bids({ ...toApiTimeRange(range), ...req.filters, limit: req.limit });
  return auctionBidsView({ title: `Bids — ${describeSpec(range.spec)}`, dates: formatDates(range), tz: range.tz, bids: res.bids, limit: req.limit });
}
