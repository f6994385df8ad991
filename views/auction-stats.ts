// Why auctions did not fill, over a period: auctions and fill, bidder calls by outcome (bids,
// no-bids, timeouts and errors apart), no-bid reasons in words (./bid-outcome.ts, the same words
// as one auction's view), round durations, and per bidder its timeouts, errors and latency — each
// with its change against the period compared with. The figures come in computed
// (src/reports/auction.ts); this only words them.
import type { RoundMetric } from '../src/api/index.js';
import { context, esc, fields, header, section } from './blocks.js';
import { nonbidReasonText, type Outcome } from './bid-outcome.js';
import { change, changePoints, count, pct } from './format.js';
import { fitMessage } from './limits.js';
import { buildTable, tableText, type CellValue, type TableColumn } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface RoundDuration {
  round: number;
  rounds: number;
  p50: number | null;
  p95: number | null;
}

export interface AuctionFigures {
  /** Auctions = rounds numbered 1 (every auction runs round 1). */
  auctions: number;
  /** Auctions with a winner (shadow rounds are not counted by `winner`). */
  filled: number;
  /** filled / auctions × 100; null without auctions. */
  fillRate: number | null;
  /** Bidder calls by outcome: bids (won, lost, rejected), no-bids, timeouts, errors — apart. */
  calls: Record<Outcome, number>;
  /** Calls per bid status as the API names it (won, lost, rejected, no_bid, timeout, error). */
  statuses: Map<string, number>;
  /** nonbid_reason code → calls, over every round. */
  reasons: Map<number, number>;
  /** The API's own percentiles per round number (percentiles cannot be added across rounds). */
  durations: RoundDuration[];
}

export interface BidderCalls {
  bidder: string;
  calls: number;
  bids: number;
  wins: number;
  noBids: number;
  timeouts: number;
  errors: number;
  /** Latency of the calls, nearest-rank percentiles, ms; null without a latency. */
  p50: number | null;
  p95: number | null;
}

export interface AuctionStatsData {
  title: string;
  dates: string;
  /** "the same weekday last week (Sat 14 Nov 2026)". */
  comparedWith: string;
  tz: string;
  filters: string;
  now: AuctionFigures;
  before: AuctionFigures;
  bidders: BidderCalls[];
  biddersBefore: BidderCalls[];
  /** Bid rows read per period, whether they are all of it, and how far back the newest-first rows reached (local time). */
  bidRows: { now: number; before: number; whole: boolean; wholeBefore: boolean; oldest?: string };
  /** "1/1000" when the API says its aggregates are a sample. */
  sampleRate?: string;
  /** Periods whose aggregates the API cut short (it says `capped`): their changes would not be like for like. */
  capped: { now: boolean; before: boolean };
}

/** Reasons and rounds listed at most; the rest are counted ("and 3 more"). */
const MAX_LINES = 10;
const atMost = (lines: string[], what: string) =>
  lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `_and ${count(lines.length - MAX_LINES)} more ${what}_`] : lines;

const share = (n: number, of: number) => (of ? pct((n / of) * 100) : '—');
const ms = (n: number | null) => (n === null ? '—' : `${count(n)} ms`);

function headline(d: AuctionStatsData, compare: boolean): (readonly [string, string])[] {
  const vs = (a: number, b: number) => (compare ? ` (${change(a, b)})` : '');
  const n = d.now;
  const b = d.before;
  const fill = n.fillRate === null ? '—' : pct(n.fillRate);
  const fillChange = compare && n.fillRate !== null && b.fillRate !== null ? ` (${changePoints(n.fillRate, b.fillRate)})` : '';
  const calls = n.calls.bid + n.calls.no_bid + n.calls.timeout + n.calls.error;
  return [
    ['Auctions', `${count(n.auctions)}${vs(n.auctions, b.auctions)}`],
    ['Filled', `${count(n.filled)} · fill ${fill}${fillChange}`],
    ['Bidder calls', `${count(calls)}${vs(calls, b.calls.bid + b.calls.no_bid + b.calls.timeout + b.calls.error)}`],
    ['Bids', `${count(n.calls.bid)} (${share(n.calls.bid, calls)})${vs(n.calls.bid, b.calls.bid)}`],
    ['No-bids', `${count(n.calls.no_bid)} (${share(n.calls.no_bid, calls)})${vs(n.calls.no_bid, b.calls.no_bid)}`],
    ['Timeouts · errors', `${count(n.calls.timeout)}${vs(n.calls.timeout, b.calls.timeout)} · ${count(n.calls.error)}${vs(n.calls.error, b.calls.error)}`],
  ];
}

/** Why calls did not end in a winning bid, biggest first, in words. */
function reasonsText(d: AuctionStatsData, compare: boolean): string {
  const calls = d.now.calls.bid + d.now.calls.no_bid + d.now.calls.timeout + d.now.calls.error;
  const lines = [...d.now.reasons]
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `• ${esc(nonbidReasonText(code))}: ${count(n)} (${share(n, calls)} of calls)${compare ? ` ${change(n, d.before.reasons.get(code) ?? 0)}` : ''}`);
  return lines.length ? `*Why calls did not win*\n${atMost(lines, 'reasons').join('\n')}` : '*Why calls did not win*\n_No no-bids, timeouts, errors or rejected bids._';
}

function durationsText(d: AuctionStatsData): string {
  const before = new Map(d.before.durations.map((r) => [r.round, r]));
  const parts = d.now.durations.map((r) => {
    const b = before.get(r.round);
    const was = b ? ` (was ${ms(b.p50)} / ${ms(b.p95)})` : '';
    return `round ${r.round}: ${ms(r.p50)} / ${ms(r.p95)}${was} over ${count(r.rounds)} rounds`;
  });
  return parts.length ? `*Round duration p50 / p95*\n${atMost(parts, 'rounds').join('\n')}` : '';
}

const COLUMNS: TableColumn[] = [
  { title: 'bidder' },
  { title: 'calls', format: count },
  { title: 'bids', format: count },
  { title: 'wins', format: count },
  { title: 'no-bids', format: count },
  { title: 'timeouts', format: count },
  { title: 'errors', format: count },
  { title: 'timeout+error %', format: (n) => pct(n) },
  { title: 'Δ pts', format: (n) => changePoints(n, 0) },
  { title: 'p50 ms', format: count },
  { title: 'p95 ms', format: count },
];

const failedPct = (r: BidderCalls) => (r.calls ? ((r.timeouts + r.errors) / r.calls) * 100 : 0);

function bidderRows(d: AuctionStatsData, compare: boolean): CellValue[][] {
  const before = new Map(d.biddersBefore.map((r) => [r.bidder, r]));
  return d.bidders.map((r) => {
    const b = before.get(r.bidder);
    const delta = compare && b ? failedPct(r) - failedPct(b) : compare ? 'new' : '—';
    return [r.bidder, r.calls, r.bids, r.wins, r.noBids, r.timeouts, r.errors, failedPct(r), delta, r.p50, r.p95];
  });
}

export function auctionStatsView(d: AuctionStatsData): BotMessage {
  const compare = !d.capped.now && !d.capped.before;
  const scope = [d.dates, d.tz, d.filters].filter(Boolean);
  const blocks: KnownBlock[] = [header(d.title), context(`${scope.map(esc).join(' · ')} · vs ${esc(d.comparedWith)}`)];
  if (d.now.auctions === 0) {
    blocks.push(section('_No auctions in this range and these filters._'));
    return { text: `${d.title}: no auctions`, blocks, kind: 'answer' };
  }
  blocks.push(...fields(headline(d, compare)), section(reasonsText(d, compare)));
  const durations = durationsText(d);
  if (durations) blocks.push(section(durations));
  const rows = bidderRows(d, compare);
  if (rows.length) {
    const caption = `Per bidder · ${scope.join(' · ')} · ${d.bidRows.whole ? 'all' : 'the newest'} ${count(d.bidRows.now)} calls`;
    blocks.push(section('*Per bidder* (timeouts and errors first)'), ...buildTable({ columns: COLUMNS, rows, caption }).blocks);
  }
  const notes = [
    `Auctions, fill, calls and reasons are the API's aggregate round metrics for the whole period${d.sampleRate ? ` (a sample of ${esc(d.sampleRate)} auctions, as the API aggregates them)` : ''}; fill = auctions with a winner / auctions. A timeout or an error is the bidder not answering, not a no-bid; shadow rounds never count as fills.`,
    d.bidRows.whole
      ? `Per bidder: every bidder call of the period (${count(d.bidRows.now)}), from the bid rows; Δ pts is the change of the timeout+error share${d.bidRows.wholeBefore ? '' : ' against the newest calls of the period before'}.`
      : `Per bidder: the newest ${count(d.bidRows.now)} bidder calls of the period (back to ${esc(d.bidRows.oldest ?? '?')}), the most read for one answer; Δ pts compares the timeout+error share with the newest calls of the period before. Narrow the range or add filters to cover the whole period.`,
  ];
  if (!compare) notes.push(`The API aggregated only part of ${d.capped.now ? 'this period' : 'the period compared with'} (it says so), so changes are left out rather than compare unlike periods. Narrow the range or add filters.`);
  blocks.push(context(notes.join(' ')));
  const text = `${d.title}: ${count(d.now.auctions)} auctions, fill ${d.now.fillRate === null ? '—' : pct(d.now.fillRate)}, ${count(d.now.calls.timeout)} timeouts, ${count(d.now.calls.error)} errors${rows.length ? ` — ${tableText(COLUMNS, rows)}` : ''}`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}

// --- one aggregate metric, row by row: `auction stats metric=<name>` ---

/** A metric row's key in words: reasons and statuses as the other auction answers word them. */
function keyText(r: RoundMetric): string {
  if (r.nonbid_reason != null) return nonbidReasonText(r.nonbid_reason);
  return (r.key ?? '—').replace(/_/g, ' ');
}

export function auctionMetricView(d: { title: string; scope: string; comparedWith: string; metric: string; now: RoundMetric[]; before: RoundMetric[]; sampleRate?: string }): BotMessage {
  const blocks: KnownBlock[] = [header(d.title), context(`${esc(d.scope)} · vs ${esc(d.comparedWith)}`)];
  if (d.now.length === 0) {
    blocks.push(section(`_No ${esc(d.metric)} rows in this range and these filters._`));
    return { text: `${d.title}: no rows`, blocks, kind: 'answer' };
  }
  const before = new Map(d.before.map((r) => [`${r.round_number}|${r.key}`, r.count ?? 0]));
  const columns: TableColumn[] = [
    { title: 'round', format: String },
    { title: 'what' },
    { title: 'count', format: count },
    { title: 'before', format: count },
    { title: 'avg ms', format: (n) => n.toFixed(1) },
    { title: 'p50 ms', format: count },
    { title: 'p95 ms', format: count },
    { title: 'max ms', format: count },
  ];
  const rows: CellValue[][] = d.now.map((r) => [r.round_number, keyText(r), r.count, before.get(`${r.round_number}|${r.key}`) ?? 0, r.avg_duration_ms, r.p50_duration_ms, r.p95_duration_ms, r.max_duration_ms]);
  blocks.push(...buildTable({ columns, rows, caption: d.scope }).blocks);
  blocks.push(context(`The API's \`${esc(d.metric)}\` rows as given, per round number${d.sampleRate ? ` (a sample of ${esc(d.sampleRate)} auctions)` : ''}; "before" is the same key over ${esc(d.comparedWith)}. Durations are round durations for \`duration\` and \`winner\`, bidder call latencies otherwise.`));
  return { text: `${d.title}: ${d.now.length} rows — ${tableText(columns, rows)}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
