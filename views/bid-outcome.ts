// What became of one bidder's call in an auction round, in words: a bid (won, lost or rejected),
// a no-bid, a timeout or an error — kept apart, since a timeout or an error is the bidder's
// failure to answer, not its choice to pass. The codes are the API's (bid rows: status,
// nonbid_reason, error_type, rejection_reason; docs/sandbox-operations.md lists the values).
import type { BidRow } from '../src/api/index.js';

export type Outcome = 'bid' | 'no_bid' | 'timeout' | 'error';

/** nonbid_reason codes → the outcome and the reason in words. */
const NONBID: Record<number, { outcome: Outcome; words: string }> = {
  0: { outcome: 'no_bid', words: 'passed (no bid)' },
  100: { outcome: 'error', words: 'bidder error' },
  101: { outcome: 'timeout', words: 'no answer in time' },
  301: { outcome: 'bid', words: 'below the floor' },
  302: { outcome: 'bid', words: 'invalid creative' },
};

const REJECTION: Record<string, string> = { below_floor: 'below the floor', invalid_creative: 'invalid creative' };
const STATUS: Record<string, string> = { won: 'won', lost: 'lost (outbid)', rejected: 'rejected', no_bid: 'no bid', timeout: 'timed out', error: 'error' };

/** `some_code` → "some code": an unknown code is still shown, readably. */
const words = (code: string) => code.replace(/_/g, ' ');

export function outcomeOf(b: BidRow): Outcome {
  if (b.status === 'timeout' || b.error_type === 'timeout') return 'timeout';
  if (b.status === 'error' || b.error_type) return 'error';
  if (b.status === 'no_bid') return 'no_bid';
  if (b.price_cpm !== null && b.price_cpm !== undefined) return 'bid';
  return (b.nonbid_reason !== null && b.nonbid_reason !== undefined && NONBID[b.nonbid_reason]?.outcome) || 'no_bid';
}

/** What a call with this bid status (2.10 `bid_status` key, 2.11 `status`) came to. */
export function outcomeOfStatus(status: string): Outcome {
  if (status === 'timeout' || status === 'error' || status === 'no_bid') return status;
  return 'bid';
}

/** A nonbid_reason code in words, from the same table as a bid row's reason. */
export function nonbidReasonText(code: number): string {
  const known = NONBID[code];
  if (!known) return `no bid (code ${code})`;
  return known.outcome === 'bid' ? `bid rejected: ${known.words}` : known.words;
}

/** The status column: the API's status in words, ★ for the winner. */
export function statusText(b: BidRow): string {
  const status = b.status ? (STATUS[b.status] ?? words(b.status)) : '';
  return `${status}${b.is_winner ? ' ★' : ''}`;
}

/** Why a call did not win, in words; '' for a won or lost bid. */
export function reasonText(b: BidRow): string {
  if (b.rejection_reason) return REJECTION[b.rejection_reason] ?? words(b.rejection_reason);
  if (b.error_type === 'timeout') return 'no answer in time';
  if (b.error_type) return `${b.error_type === 'http_5xx' ? 'bidder error' : words(b.error_type)}${b.http_status ? ` (HTTP ${b.http_status})` : ''}`;
  if (b.nonbid_reason === null || b.nonbid_reason === undefined) return '';
  return NONBID[b.nonbid_reason]?.words ?? `no bid (code ${b.nonbid_reason})`;
}

/** "1 bid", "2 bids". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export interface Tally {
  bids: number;
  noBids: number;
  timeouts: number;
  errors: number;
}

export function tally(rows: readonly BidRow[]): Tally {
  const t: Tally = { bids: 0, noBids: 0, timeouts: 0, errors: 0 };
  for (const b of rows) {
    const o = outcomeOf(b);
    if (o === 'bid') t.bids += 1;
    else if (o === 'no_bid') t.noBids += 1;
    else if (o === 'timeout') t.timeouts += 1;
    else t.errors += 1;
  }
  return t;
}

/** "2 bids · 2 no-bids · 1 timeout" (timeouts and errors only when there were some; wins after the bids when given). */
export function tallyText(t: Tally, wins?: number): string {
  return [plural(t.bids, 'bid'), wins === undefined ? '' : plural(wins, 'win'), plural(t.noBids, 'no-bid'), t.timeouts ? plural(t.timeouts, 'timeout') : '', t.errors ? plural(t.errors, 'error') : '']
    .filter(Boolean)
    .join(' · ');
}
