// A demand source's figures set against our own, said in the words of a discrepancy (issue 38's
// thirty-ninth round). A module of its own, called from ./reframe.ts, so the shared readers stay as they were:
//   "demand discrepancies mtd", "partner discrepancy", "do the partners agree with our numbers"
//     (made "differ from ours" by ./lay.ts): the word of a gap said of the partners or of demand
//     only says how demand's report compares — demand, not the networks' reconciling. With a
//     threshold ("discrepancies vs partners above 3%") or a network named, it stays as it was
//     (demand takes no gap; the older sets label those reconcile);
//   "bravo vs own numbers", "alpha against our figures", "how off is alpha", "how far off is
//     foxtrot": a bidder named and set against ours (or asked how far off it is) — that source's
//     report beside ours, as "does bravo's number match ours" is; "bravo last week vs their numbers",
//     "alpha vs their figures": their own side named (round 52), as "vs their own numbers" is.
// A figure other than revenue named beside it ("alpha's win rate vs ours") is left to the reader.
import { demandCommand } from '../demand/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { biddersCommand } from '../bidders/index.js';
import { intentOf } from './intents.js';
import { METRIC } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';
import type { Reading } from './reading.js';

/** Words of a gap between two sets of figures (reconcile's intent words that name no report of its own). */
const GAP_WORDS = new Set(['discrepancy', 'discrepancies', 'gap', 'gaps', 'mismatch', 'mismatches', 'match', 'matches', 'matched', 'matching', 'agree', 'agrees', 'disagree', 'differ', 'differs']);
/** Words of setting one side against the other. */
const AGAINST = new Set(['vs', 'versus', 'against', 'compared', 'compare', 'comparing']);
/** Our side, said after the words of setting against. */
const OURS = new Set(['our', 'ours', 'own', 'us', 'we']);

/** Their own side's figures, said after "their" ("vs their numbers", "against their report"). */
const THEIR_SIDE = /^(?:numbers|figures|data|stats|side|reporting|reports?|dashboard|counts?)$/;

/** "how off is alpha", "how far off": asked how far a bidder's report is from ours. */
const off = (t: readonly string[], r: Reading) => t.some((w, i) => w === 'off' && (t[i - 1] === 'how' || t[i - 1] === 'far') && !r.used[i]);

/** Rewrites the reading in place: demand, where the words set a demand source's figures against ours. */
export function againstOurs(r: Reading): void {
  const t = r.tokens.words;
  if (r.gap || r.intents.has(networkCommand) || t.some((w) => intentOf(w) === networkCommand)) return;
  // ("demand discrepancies", "do the partners differ from ours": the gap is how demand compares)
  const reconcileWords = t.filter((w) => intentOf(w) === reconcileCommand);
  if (r.intents.size === 2 && r.intents.has(demandCommand) && r.intents.has(reconcileCommand) && reconcileWords.length && reconcileWords.every((w) => GAP_WORDS.has(w))) {
    r.intents.delete(reconcileCommand);
    return;
  }
  // ("bravo vs own numbers", "how off is alpha": one bidder's report beside ours)
  if (r.bidder === undefined || r.bidders || !r.metrics.every((m) => m === METRIC.revenue)) return;
  if ([...r.intents].some((c) => c !== biddersCommand)) return;
  const against = t.some((w, i) => AGAINST.has(w) && t.slice(i + 1, i + 4).some((x) => OURS.has(x)));
  const theirs = t.some((w, i) => AGAINST.has(w) && [1, 2].some((k) => t[i + k] === 'their' && (k === 1 || t[i + 1] === 'to' || t[i + 1] === 'with') && THEIR_SIDE.test(t[i + k + 1] ?? '')));
  // ("compare us with foxtrot": "us" alone, no figures of ours — their report against ours, or how the bidder does among ours: asked — round 42)
  if (against && !theirs && !off(t, r) && !t.some((w) => w === 'our' || w === 'ours' || w === 'own')) {
    r.intents = new Set([demandCommand, biddersCommand]);
    if (r.country === 'US' && !t.some((w) => w !== 'us' && COUNTRY_WORDS.has(w))) r.country = undefined;
    r.unknown = r.unknown.filter((w) => !AGAINST.has(w) && !OURS.has(w));
    return;
  }
  if (!against && !theirs && !off(t, r)) return;
  r.intents = new Set([demandCommand]);
  // (the words that set it against ours are the comparison demand is; none is left to be asked about)
  r.unknown = r.unknown.filter((w) => !AGAINST.has(w) && !OURS.has(w) && w !== 'off' && w !== 'their');
}
