// An earlier ask pointed at with nothing of its own ("do the thing from yesterday again", "the same
// report as Monday"): outside a thread there is no earlier question to see, so understand() asks back.
import { demandCommand } from '../demand/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import type { Composed } from './compose.js';
import type { Reading } from './read.js';

/** "do the thing from yesterday again", "run that again": an earlier ask pointed at, naming no figure or report of its own. */
export const pointsBack = (r: Reading) => r.tokens.words.includes('again') && r.tokens.words.some((w) => ['thing', 'that', 'it', 'one', 'same'].includes(w)) && !r.metrics.length && !r.intents.size;

/** "the same report as …", "same as before": a question asked earlier, pointed at (not "the same period as last year", "the same as ours"). */
export function sameAsBefore(t: readonly string[]): boolean {
  // ("do the same for last quarter", "same thing but for iOS": what was done before, with one part
  // changed — which part, of what, is in no thread to see; round 47)
  if (t.some((w, i) => w === 'same' && /^(for|but)$/.test(t[i + (t[i + 1] === 'thing' ? 2 : 1)] ?? ''))) return true;
  return t.some((w, i) => {
    const as = t.indexOf('as', i + 1);
    if (w !== 'same' || as < 0 || as > i + 3) return false;
    return !t.slice(i + 1, as).some((x) => ['period', 'day', 'week', 'month', 'quarter', 'year', 'time', 'weekday', 'days'].includes(x)) && !['our', 'ours', 'us', 'we', 'their', 'theirs', 'they', 'them'].includes(t[as + 1] ?? '');
  });
}

/** Words that say whose figures a gap is between: the networks' (reconcile) or the demand partners' (demand). */
const SIDE = /^(networks?|ad|partners?|bidders?|bidder_\w+|demand|sources?|us|ours|statements?|recon\w*)$/;

/**
 * "what's the gap", "how big is the discrepancy": a gap pointed at with "the", naming no period, no
 * threshold and no side (networks or partners) — a gap talked of elsewhere, between figures this
 * message does not name (round 47). Outside a thread it is asked, the networks' and the partners' offered.
 */
export function gapPointed(r: Reading): boolean {
  const t = r.tokens.words;
  const at = t.findIndex((w, i) => /^(gap|discrepancy|difference|mismatch)$/.test(w) && t[i - 1] === 'the');
  return at >= 0 && r.range === undefined && !r.gap && r.intents.size === 1 && r.intents.has(reconcileCommand) && !t.some((w) => SIDE.test(w));
}

/** The clarification of a gap pointed at: both reports that show one offered. */
export const GAP_ASKED: Composed = { kind: 'clarify', reason: 'Which gap: between our revenue and the ad networks, or the demand partners?', suggestions: [reconcileCommand.name, demandCommand.name] };
