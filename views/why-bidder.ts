// `/adops why … bidder=<id>` (a bidder's *Why in* button): the bidder's revenue change split into
// its own components — bid requests, bid rate, win rate, eCPM — that add up to it exactly, its days,
// and what the API cannot tell within a bidder. Pure: figures in (src/reports/why-bidder.ts), Block Kit out.
import { context, esc, section } from './blocks.js';
import { change, money, signedMoney } from './format.js';
import { fitMessage } from './limits.js';
import { buildTable } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

type BidderComponent = 'bid_requests' | 'bid_rate' | 'win_rate' | 'ecpm';
interface BidderParts {
  requests: number;
  impressions: number;
  revenue: number;
  bids?: number;
  wins?: number;
}

export interface WhyBidderViewInput {
  bidder: string;
  dates: string;
  against: string;
  filters: string;
  before: BidderParts;
  after: BidderParts;
  effects: Record<BidderComponent, number>;
  days: readonly { day: string; bidRequests: number; wins: number; impressions: number; revenue: number }[];
  apiCalls: number;
}

const NAMES: Record<BidderComponent, string> = { bid_requests: 'bid requests', bid_rate: 'bid rate', win_rate: 'win rate', ecpm: 'eCPM' };
const ORDER: readonly BidderComponent[] = ['bid_requests', 'bid_rate', 'win_rate', 'ecpm'];

function valueOf(k: BidderComponent, p: BidderParts): number {
  if (k === 'bid_requests') return p.requests;
  if (k === 'bid_rate') return p.requests > 0 ? (p.bids ?? 0) / p.requests : 0;
  if (k === 'win_rate') return p.bids ? (p.wins ?? 0) / p.bids : 0;
  return p.impressions > 0 ? (p.revenue * 1000) / p.impressions : 0;
}

export function whyBidderView(v: WhyBidderViewInput): BotMessage {
  const main = ORDER.reduce((best, k) => (Math.abs(v.effects[k]) > Math.abs(v.effects[best]) ? k : best));
  const sentence = `Bidder ${esc(v.bidder)} revenue ${change(v.after.revenue, v.before.revenue)} (${signedMoney(v.after.revenue - v.before.revenue)}): mostly its ${NAMES[main]} ${change(valueOf(main, v.after), valueOf(main, v.before))}`;
  const blocks: KnownBlock[] = [
    section(`*${sentence}*`),
    context(`${esc(v.dates)} vs ${esc(v.against)}${v.filters ? ` · ${esc(v.filters)}` : ''} · ${money(v.before.revenue)} → ${money(v.after.revenue)}`),
    context(`Split of its change: ${ORDER.map((k) => `${NAMES[k]} ${signedMoney(v.effects[k])} (${change(valueOf(k, v.after), valueOf(k, v.before))})`).join(' + ')} = ${signedMoney(v.after.revenue - v.before.revenue)} (revenue = bid requests × bid rate × win rate × impressions per win × eCPM / 1000, a Shapley split: the parts add up exactly; a won auction that did not render counts with the win rate)`),
  ];
  if (v.days.length) {
    const table = buildTable({
      caption: `Bidder ${v.bidder} by day (UTC)`,
      columns: [{ title: 'Day' }, { title: 'Bid requests', format: (n) => Math.round(n).toLocaleString('en-US') }, { title: 'Wins', format: (n) => Math.round(n).toLocaleString('en-US') }, { title: 'Revenue', format: (n) => money(n) }, { title: 'eCPM', format: (n) => money(n) }],
      rows: v.days.map((d) => [d.day, d.bidRequests, d.wins, d.revenue, d.impressions > 0 ? (d.revenue * 1000) / d.impressions : 0]),
    });
    blocks.push(...table.blocks);
  }
  blocks.push(context(`What this cannot tell: the API breaks a bidder down by no other dimension (country, app, format, ad unit, OS), so where inside the bidder it moved is not known; and bids come only per period, so bid rate and win rate are the whole range's, not each day's. · ${v.apiCalls} API calls`));
  return { text: sentence, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
