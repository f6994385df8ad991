// Words that only restate an ask of a report named beside them (issue 38's twenty-sixth round), read
// as the glue they are instead of words not understood (which are asked back) or words of another
// report. Each is taken only beside the report it restates, so the same word elsewhere is still asked:
//   "where the banner refresh test stands", "is the … test ready to call": a test's status;
//   "every impression bidder_alpha won yesterday": the impressions that bidder won, its export's filter;
//   "the full request log": the whole day's export, not "fullscreen" (interstitial);
//   "reconcile our revenue against the networks", "are the demand sources' numbers in line with ours":
//   the comparison those reports are;
//   "the main no-bid reasons": the no-bid reasons, ranked as their table is;
//   "who has the best bid rate", "which demand partner pays the highest eCPM": the bidders' table, sorted
//   by a column only it has (not access's "who has", nor demand's partners, which show no such column);
//   "what's up with the native level complete test": that test's status (not why a figure moved).
import { abtestCommand } from '../abtest/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { demandCommand } from '../demand/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { intentOf } from './intents.js';
import { TOP } from './lexicon.js';
import { metricOf, type Reading } from './reading.js';

const TEST = new Set(['test', 'tests', 'experiment', 'experiments']);
const WON = new Set(['won', 'win', 'wins', 'bought', 'buys']);
const LOG = new Set(['request', 'requests', 'impression', 'impressions', 'log', 'logs', exportCommand.name, 'dump', 'file']);
const NONBID = new Set(['no-bid', 'nonbid', 'no_bid', 'non-bid']);
/** Columns only the bidders' table has: a ranking by one of them is of bidders. */
const BIDDER_ONLY = (t: readonly string[], i: number) => ['bid_rate', 'win_rate'].includes(metricOf(t[i]!) ?? '') || (['bid', 'win'].includes(t[i]!) && /^rates?$/.test(t[i + 1] ?? ''));
const BIDDER_COLUMN = (t: readonly string[], i: number) => BIDDER_ONLY(t, i) || metricOf(t[i]!) === 'ecpm';

export function readRestated(t: readonly string[], used: boolean[], r: Reading, has: (cmd: unknown) => boolean): void {
  const tested = has(abtestCommand) || t.some((w) => TEST.has(w));
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    const [w, next] = [t[i]!, t[i + 1]];
    // "where the … test stands", "ready to call", "can we call it": a test's status.
    if (tested && (((w === 'stands' || w === 'stand' || w === 'standing') && t.slice(0, i).includes('where')) || (w === 'call' && ['to', 'we', 'i'].includes(t[i - 1] ?? '')))) used[i] = true;
    // "every impression bidder_alpha won": the impressions the bidder won, which its filter is.
    else if (WON.has(w) && (has(exportCommand) || t.some((x) => ['file', 'csv', 'spreadsheet'].includes(x))) && t.some((x) => /^impressions?$/.test(x)) && /^bidder_/.test(t[i - 1] ?? '')) used[i] = true;
    // "the full request log": all of the day's rows (the tokenizer made "full" fullscreen).
    else if (w === 'fullscreen' && LOG.has(next ?? '') && (has(exportCommand) || LOG.has(t[i + 2] ?? ''))) used[i] = true;
    // "reconcile our revenue against the networks": the comparison reconcile is.
    else if (w === 'against' && (has(reconcileCommand) || t[0] === reconcileCommand.name)) used[i] = true;
    // "in line with ours": whether two sets of figures match, which demand and reconcile show (the networks'
    // own report does not set theirs beside ours: "are the networks' numbers in line with ours" is asked back).
    else if (w === 'in' && next === 'line' && t[i + 2] === 'with' && (has(demandCommand) || has(reconcileCommand))) used.fill(true, i, i + 3);
    // "the main no-bid reasons": the reasons' table, ranked already.
    else if (['main', 'top', 'biggest', 'common'].includes(w) && (NONBID.has(next ?? '') || (next === 'no' && t[i + 2] === 'bid')) && t.some((x) => /^reasons?$/.test(x))) used[i] = true;
    // "who has the best bid rate": the bidders ranked by a column of theirs (not who has access).
    else if (w === 'who' && next === 'has' && TOP.has(t[i + 2] === 'the' ? t[i + 3] ?? '' : t[i + 2] ?? '') && t.some((_, k) => BIDDER_ONLY(t, k)) && !has(auctionCommand)) {
      r.intents.add(biddersCommand);
      used.fill(true, i, i + 2);
    }
    // "which demand partner pays the highest eCPM": a partner ranked by a bidder's column — the bidders' table.
    else if (/^partners?$/.test(w) && ['which', 'who', 'what'].some((x) => t.slice(0, i).includes(x)) && t.some((x) => TOP.has(x)) && t.some((_, k) => BIDDER_COLUMN(t, k)) && !t.some((x) => intentOf(x) === networkCommand)) {
      r.intents.add(biddersCommand);
      used[i] = true;
      if (t[i - 1] === demandCommand.name) used[i - 1] = true;
    }
    // "what's up with the native level complete test": the test named (the words between name no figure), its status.
    else if (w === 'up' && next === 'with' && /^what/.test(t[i - 1] ?? '')) {
      const end = t.findIndex((x, k) => k > i && TEST.has(x));
      if (end > i + 2 && end === t.length - 1 && t.slice(i + 2, end).every((x) => metricOf(x) === undefined && [undefined, abtestCommand].includes(intentOf(x)))) used.fill(true, i, i + 2);
    }
  }
}
