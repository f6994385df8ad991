// Auction inspection: one auction round by round (floors, winner, price, each bid and non-bid
// with its reason in words: ./bid-outcome.ts), or recent bids summarised per bidder.
import { DateTime } from 'luxon';
import type { AuctionRound, BidRow } from '../src/api/index.js';
import { context, esc, fields, header, section } from './blocks.js';
import { errorView } from './error.js';
import { fitMessage } from './limits.js';
import { buildTable, type TableColumn } from './table.js';
import { plural, reasonText, statusText, tally, tallyText } from './bid-outcome.js';
import type { BotMessage, KnownBlock } from './types.js';

const cpm = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `$${n.toFixed(2)}`);
const price = (n: number) => `$${n.toFixed(2)}`;

function localTime(iso: string | null | undefined, tz: string, format = 'ccc d LLL yyyy, HH:mm:ss'): string {
  if (!iso) return '—';
  const d = DateTime.fromISO(iso, { zone: 'utc' });
  return d.isValid ? d.setZone(tz).toFormat(format) : iso;
}

/** Shadow mode, said once where a shadow round appears. */
const SHADOW_NOTE =
  'Shadow mode: a candidate floor model evaluated beside the auction, for comparison only — it changes neither the winner nor the price.';

function roundSection(r: AuctionRound, rows: readonly BidRow[]): KnownBlock {
  const floors = `configured floor ${cpm(r.configured_floor)} → round floor ${cpm(r.round_floor)}${r.floor_currency ? ` ${esc(r.floor_currency)}` : ''}`;
  const model = r.dps_model ? ` · dynamic floors ${esc(r.dps_model)}${r.dps_model_version ? ` ${esc(r.dps_model_version)}` : ''}` : '';
  const duration = r.round_duration_ms != null ? ` · ${r.round_duration_ms} ms` : '';
  const title = `*Round ${r.round_number}*${r.priority != null ? ` (priority ${r.priority})` : ''}`;
  if (r.shadow_mode) {
    const would = r.has_winner ? `it would have picked *${esc(r.winner_bidder ?? '?')}* at ${cpm(r.winner_price_cpm)} CPM` : 'it would have picked no winner';
    return section(`${title} — shadow mode, not part of the outcome: ${would}\n${floors}${duration}${model}`);
  }
  const winner = r.has_winner
    ? `winner *${esc(r.winner_bidder ?? '?')}* at ${cpm(r.winner_price_cpm)} CPM${r.winner_line_item_id ? ` (line item \`${esc(r.winner_line_item_id)}\`)` : ''}`
    : 'no winner';
  // The bid rows tell no-bids, timeouts and errors apart; the round's own counts lump them together.
  const counts = rows.length
    ? `${plural(r.bidder_count ?? rows.length, 'bidder')} called: ${tallyText(tally(rows))}`
    : `${plural(r.bidder_count ?? 0, 'bidder')}, ${plural(r.bid_count ?? 0, 'bid')}, ${plural(r.nonbid_count ?? 0, 'non-bid')} (no-bids, timeouts and errors)`;
  return section(`${title} — ${winner}\n${floors} · ${counts}${duration}${model}`);
}

export function auctionView(d: { auctionId: string; rounds: AuctionRound[]; bids: BidRow[]; tz: string }): BotMessage {
  if (d.rounds.length === 0) {
    return errorView({ what: `No auction with id ${d.auctionId} was found.`, next: 'Check the id; `/adops auction bids today` lists recent auctions and their ids.' });
  }
  const first = d.rounds[0]!;
  const where = [
    first.app_name ? `${first.app_name} (${first.app_bundle ?? ''})` : first.app_bundle,
    first.ad_unit_id,
    first.device_os,
    first.device_country,
    first.sdk_version && `SDK ${first.sdk_version}`,
    first.test_mode ? 'test traffic' : undefined,
  ].filter(Boolean);
  const blocks: KnownBlock[] = [
    header(`Auction ${d.auctionId}`),
    context(`${esc(where.join(' · '))} · ${esc(localTime(first.event_time, d.tz))} ${esc(d.tz)}`),
    ...[...d.rounds].sort((a, b) => a.round_number - b.round_number).map((r) => roundSection(r, d.bids.filter((b) => b.round_number === r.round_number))),
  ];
  if (d.rounds.some((r) => r.shadow_mode)) blocks.push(context(SHADOW_NOTE));
  if (d.bids.length) {
    const rows = [...d.bids].sort((a, b) => (a.round_number ?? 0) - (b.round_number ?? 0) || (b.price_cpm ?? -1) - (a.price_cpm ?? -1));
    const columns: TableColumn[] = [
      { title: 'round', format: String },
      { title: 'bidder' },
      { title: 'status' },
      { title: 'price (CPM)', format: price },
      { title: 'floor (CPM)', format: price },
      { title: 'floor from' },
      { title: 'latency ms', format: String },
      { title: 'reason' },
    ];
    const table = buildTable({
      columns,
      rows: rows.map((b) => [b.round_number, b.bidder ?? '?', statusText(b), b.price_cpm, b.effective_floor, b.effective_floor_source, b.latency_ms, reasonText(b)]),
      caption: `Bids of auction ${d.auctionId} · ${d.tz}`,
    });
    blocks.push(section(`*Bids* (${d.bids.length})`), ...table.blocks);
  } else {
    blocks.push(context('No bid rows were found for this auction.'));
  }
  return { text: `Auction ${d.auctionId}: ${d.rounds.length} rounds, ${d.bids.length} bids`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}

export function auctionBidsView(d: { title: string; dates: string; tz: string; bids: BidRow[]; limit: number }): BotMessage {
  const blocks: KnownBlock[] = [header(d.title), context(`${esc(d.dates)} · ${esc(d.tz)} · up to ${d.limit} rows`)];
  if (d.bids.length === 0) {
    blocks.push(section('_No bids in this range and these filters._'));
    return { text: `${d.title}: no bids`, blocks, kind: 'answer' };
  }
  const per = new Map<string, { rows: BidRow[]; wins: number; sum: number; priced: number }>();
  for (const b of d.bids) {
    const s = per.get(b.bidder ?? '?') ?? { rows: [], wins: 0, sum: 0, priced: 0 };
    s.rows.push(b);
    if (b.price_cpm != null) {
      s.sum += b.price_cpm;
      s.priced += 1;
    }
    if (b.is_winner) s.wins += 1;
    per.set(b.bidder ?? '?', s);
  }
  // Per bidder as fields, the rows as the message's one (sortable) table.
  const summary = [...per]
    .map(([name, s]) => ({ name, s, t: tally(s.rows) }))
    .sort((a, b) => b.s.wins - a.s.wins || b.t.bids - a.t.bids)
    .slice(0, 20)
    .map(({ name, s, t }) => [esc(name), `${tallyText(t, s.wins)} · avg bid ${cpm(s.priced ? s.sum / s.priced : null)}`] as const);
  const latest = buildTable({
    columns: [{ title: `time (${d.tz})` }, { title: 'auction' }, { title: 'bidder' }, { title: 'status' }, { title: 'price (CPM)', format: price }, { title: 'floor (CPM)', format: price }, { title: 'reason' }],
    rows: d.bids.map((b) => [localTime(b.event_time, d.tz, 'HH:mm:ss'), b.auction_id, b.bidder ?? '?', statusText(b), b.price_cpm, b.effective_floor, reasonText(b)]),
    caption: `${d.dates} · ${d.tz} · up to ${d.limit} rows`,
  });
  blocks.push(section('*Per bidder*'), ...fields(summary), section(`*Rows* (first ${latest.shownRows} of ${d.bids.length})`), ...latest.blocks);
  const more = latest.shownRows < d.bids.length ? ' Narrow the range or add filters to see the other rows.' : '';
  blocks.push(context(`★ = won. Bids include those rejected (below the floor, invalid creative); a timeout or an error is the bidder not answering, not a no-bid. \`/adops auction <auction id>\` shows one auction round by round.${more}`));
  return { text: `${d.title}: ${d.bids.length} bid rows`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
