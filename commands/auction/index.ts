// auction <auction_id>: its rounds (floors, winner, price) and the bids of each round.
// auction bids [range] [filters]: recent bid and non-bid rows with a per-bidder summary.
// auction [stats] [range] [filters] [vs=] [metric=]: why auctions did not fill over a period, against
// the period it is compared with (src/reports/auction.ts); `metric=` shows one aggregate as given.
// The bids operation has no auction_id filter (spec 4.12), so one auction's bids are read in a
// short window around its rounds' event time, narrowed by app and ad unit, then matched by id.
import { DateTime } from 'luxon';
import {
  checkCountry,
  checkEnum,
  checkIntegerIn,
  DEVICE_OSES,
  FLOOR_SOURCES,
  ROUND_METRICS,
  TEST_MODES,
  type AuctionFilters,
  type BidRow,
} from '../../src/api/index.js';
import { AUCTION_ONE_CALL, auctionFigures, auctionMetricReport, auctionStatsReport, bidderCalls, oldestBid, type AuctionStatsFilters } from '../../src/reports/auction.js';
import { toApiTimeRange } from '../../src/time/api-range.js';
import { COMPARE_WITH, type CompareWith } from '../../src/time/compare.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { auctionBidsView, auctionView } from '../../views/auction.js';
import { auctionMetricView, auctionStatsView } from '../../views/auction-stats.js';
import { API_ID, parseWith, refuseEveryAccount, UsageProblem, type Args } from '../shared/args.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand, type CommandContext } from '../types.js';
import { auctionRollUp } from './roll-up.js';

export type AuctionRequest =
  | { kind: 'one'; auctionId: string }
  | { kind: 'bids'; range?: RangeSpec; filters: AuctionFilters & { floor_source?: string }; limit: number }
  | { kind: 'stats'; range?: RangeSpec; filters: AuctionStatsFilters; vs?: CompareWith; metric?: string };

const OP = 'auction';
/** What compares auctions across accounts. */
const EVERY_ACCOUNT = 'Every account side by side: `auction stats <range> account=all` (auctions, fill and bidder timeouts and errors per account).';
const DEFAULT_BIDS_RANGE: RangeSpec = { kind: 'today' };
const BIDS_LIMIT = 200;
/** Seconds either side of an auction's rounds searched for its bids. */
const BID_WINDOW_SECONDS = 120;

export const auctionCommand = defineCommand<AuctionRequest>({
  name: 'auction',
  aliases: ['auctions'],
  group: 'Network & auctions',
  summary: 'One auction: rounds, floors, winner and bids. `auction bids`: recent bids and non-bids per bidder. `auction stats`: why auctions did not fill over a period.',
  usage:
    'auction <auction_id> | auction bids [range] [app=<bundle>] [ad_unit=<id>] [country=US] [os=ios] [floor_source=static|configured|dynamic|publisher] [limit=N] | ' +
    `auction [stats] [range] [app=] [ad_unit=] [country=] [os=] [vs=${COMPARE_WITH.join('|')}] [metric=${ROUND_METRICS.join('|')}]`,
  examples: ['auction auc_aos0d4000', 'auction bids today country=US', 'auction bids yesterday ad_unit=au_011_banner limit=50', 'auction yesterday', 'auction stats last 7d country=US', 'auction stats yesterday metric=nonbid_reason'],
  need: 'read',
  // Only the aggregate has a row per account; the other forms refuse account=all while parsing.
  rollUp: (req, ctx) => {
    if (req.kind !== 'stats' || req.metric) throw new UsageProblem(EVERY_ACCOUNT);
    return auctionRollUp(req, ctx);
  },
  parse: (text) =>
    parseWith<AuctionRequest>(text, (args) => {
      const first = args.peekWord();
      if (first?.toLowerCase() === 'stats' || first === undefined) {
        args.flag('stats');
        return readStats(args);
      }
      if (first?.toLowerCase() === 'bids') {
        args.word();
        refuseEveryAccount(args, 'auction bids', 'its rows are one account’s newest bids', EVERY_ACCOUNT);
        const range = args.range();
        const filters = { ...readFilters(args), floor_source: checkEnum(args.option('floor_source', 'floor'), FLOOR_SOURCES, 'floor_source', OP) };
        const limitRaw = args.option('limit');
        const limit = limitRaw === undefined ? BIDS_LIMIT : checkIntegerIn(limitRaw, 'limit', 1, 1000, OP);
        args.done();
        return { kind: 'bids', range, filters, limit };
      }
      // A range where the id would be (`auction yesterday`, `auction last 7d country=US`): the aggregate.
      const range = args.range();
      if (range) return readStats(args, range);
      const auctionId = args.word();
      if (!auctionId) throw new UsageProblem('give an auction id (e.g. auction auc_123), or `auction bids` for recent bids');
      if (!API_ID.test(auctionId)) throw new UsageProblem(`"${auctionId}" does not look like an auction id`);
      refuseEveryAccount(args, 'auction <auction_id>', 'an auction id belongs to the one account it ran on', `Ask \`auction ${auctionId} account=<name>\`. ${EVERY_ACCOUNT}`);
      args.done();
      return { kind: 'one', auctionId };
    }),
  run: (req, ctx) => (req.kind === 'one' ? oneAuction(req.auctionId, ctx) : req.kind === 'bids' ? recentBids(req, ctx) : stats(req, ctx)),
});

/** The filters both auction operations take over a period (spec: app, ad unit, country, OS, test mode). */
function readFilters(args: Args) {
  return {
    app_bundle: args.option('app', 'app_bundle'),
    ad_unit_id: args.option('ad_unit', 'ad_unit_id'),
    country: checkCountry(args.option('country'), 'country', OP),
    device_os: checkEnum(args.option('os', 'device_os'), DEVICE_OSES, 'os', OP),
    test_mode: checkEnum(args.option('test', 'test_mode'), TEST_MODES, 'test', OP),
  };
}

function readStats(args: Args, given?: RangeSpec): AuctionRequest {
  const range = given ?? args.range();
  const filters = readFilters(args);
  const vsRaw = args.option('vs', 'compare')?.trim().toLowerCase();
  if (vsRaw !== undefined && !(COMPARE_WITH as readonly string[]).includes(vsRaw)) {
    throw new UsageProblem(`vs= takes ${COMPARE_WITH.join(', ')} (the previous period, the same days last week, or last year)`);
  }
  const metric = args.option('metric')?.trim().toLowerCase();
  if (metric !== undefined && !(ROUND_METRICS as readonly string[]).includes(metric)) {
    throw new UsageProblem(`"${metric}" is not an auction metric${didYouMean(metric, ROUND_METRICS)}; use ${ROUND_METRICS.join(', ')} — or leave metric= out for the whole picture`);
  }
  if (metric !== undefined) refuseEveryAccount(args, 'auction stats metric=', 'its rows are one account’s aggregate keys per round', `Ask it with \`account=<name>\`. ${EVERY_ACCOUNT}`);
  args.done();
  return { kind: 'stats', range, filters, vs: vsRaw as CompareWith | undefined, metric };
}

async function stats(req: Extract<AuctionRequest, { kind: 'stats' }>, ctx: CommandContext) {
  const range = await rangeFor(req.range, ctx);
  const scope = { dates: formatDates(range), tz: range.tz, filters: describeStatsFilters(req.filters) };
  const question = { range, filters: req.filters, vs: req.vs };
  if (req.metric) {
    const m = await auctionMetricReport({ ...question, metric: req.metric }, ctx.api);
    return auctionMetricView({
      title: `Auctions — ${req.metric} — ${describeSpec(range.spec)}`,
      scope: [scope.dates, scope.tz, scope.filters].filter(Boolean).join(' · '),
      comparedWith: `${m.comparison.name} (${formatDates(m.comparison.range)})`,
      metric: req.metric,
      now: m.now,
      before: m.before,
      sampleRate: m.sample?.rate ?? undefined,
    });
  }
  const report = await auctionStatsReport(question, ctx.api);
  const oldest = oldestBid(report.now.bids);
  return auctionStatsView({
    title: `Auctions — ${describeSpec(range.spec)}`,
    ...scope,
    comparedWith: `${report.comparison.name} (${formatDates(report.comparison.range)})`,
    now: auctionFigures(report.now),
    before: auctionFigures(report.before),
    bidders: bidderCalls(report.now.bids),
    biddersBefore: bidderCalls(report.before.bids),
    bidRows: { now: report.now.bids.length, before: report.before.bids.length, whole: report.now.bidsWhole, wholeBefore: report.before.bidsWhole, oldest: oldest && localTime(oldest, range.tz) },
    sampleRate: report.now.sample?.rate ?? undefined,
    capped: { now: report.now.sample?.capped === true, before: report.before.sample?.capped === true },
  });
}

/** "app com.x · au_1 · country US · iOS · test traffic": what narrows an aggregate. */
function describeStatsFilters(f: AuctionStatsFilters): string {
  const test = f.test_mode && f.test_mode !== 'production' ? `${f.test_mode} traffic` : undefined;
  return [f.app_bundle && `app ${f.app_bundle}`, f.ad_unit_id && `ad unit ${f.ad_unit_id}`, f.country && `country ${f.country}`, f.device_os, test].filter(Boolean).join(' · ');
}

const localTime = (iso: string, tz: string) => {
  const d = DateTime.fromISO(iso, { zone: 'utc' });
  return d.isValid ? d.setZone(tz).toFormat('ccc d LLL HH:mm') : iso;
};

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
  const res = await ctx.api.auctions.bids({ ...toApiTimeRange(range, AUCTION_ONE_CALL), ...req.filters, limit: req.limit });
  return auctionBidsView({ title: `Bids — ${describeSpec(range.spec)}`, dates: formatDates(range), tz: range.tz, bids: res.bids, limit: req.limit });
}
