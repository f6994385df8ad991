// What the words read one by one make plain, read after them (./read.ts): a bidder said to report or
// pay is its own figures (demand); a match said beside demand is how, not reconcile; a network report
// downloaded is its CSV, not an export; "app" after an app's name; a rank's count said before it.
// Each needs the whole reading first (a bidder, the reports, a rank), so it cannot be read word by word.
import { demandCommand } from '../demand/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { intentOf } from './intents.js';
import { BOTTOM, METRIC, TOP } from './lexicon.js';
import { dimensionOf, type Reading } from './reading.js';

/** After the words are read one by one: what a bidder says it paid, and a rank's count said before it. */
export function readAfterWords(t: readonly string[], used: boolean[], r: Reading): void {
  // "what does bidder bravo report": the demand source's own figures.
  // ("what does bidder echo think we earned": a view said of the bidder just named is its report too)
  const thinks = (w: string, i: number) => /^(think|thinks)$/.test(w) && i > 0 && used[i - 1]! && [t[i - 2], t[i - 3]].some((x) => /^(do|does|did)$/.test(x ?? ''));
  const says = (w: string, i: number) => ['report', 'reports', 'reported', 'reporting', 'says', 'say', 'claims', 'paid', 'pay', 'pays'].includes(w) || thinks(w, i);
  // ("did bidder charlie's revenue match what they report": a bidder's report set against ours is demand's, not the networks' reconciling)
  const matched = r.intents.size === 1 && r.intents.has(reconcileCommand) && t.some((w) => /^(match|matches|matched|agree|agrees|line|tally)$/.test(w));
  if (r.bidder && t.some(says) && (!r.intents.size || matched)) {
    r.intents.clear();
    r.intents.add(demandCommand);
    t.forEach((w, i) => says(w, i) && (used[i] = true));
  }
  // ("does our revenue match what the demand sources report": demand's report set against ours, the match word only says how — issue 38's twenty-first round)
  const matchWord = (w: string) => /^(match|matches|matched|agree|agrees|line|tally)$/.test(w);
  if (r.intents.size === 2 && r.intents.has(demandCommand) && r.intents.has(reconcileCommand) && t.filter((w) => intentOf(w) === reconcileCommand).every(matchWord) && !t.some((w) => intentOf(w) === networkCommand)) r.intents.delete(reconcileCommand);
  // ("download the network report for last month as csv": the network report's own CSV — an export is of impression or request rows, none named)
  if (r.intents.size === 2 && r.intents.has(exportCommand) && r.intents.has(networkCommand) && !r.metrics.some((m) => m === METRIC.impressions || m === METRIC.requests) && t.filter((w) => intentOf(w) === exportCommand).every((w) => /^(download|downloads|export|exported|dump)$/.test(w))) {
    r.intents.delete(exportCommand);
    r.csv = true;
  }
  // "the wordrush app": the word after an app's name is part of naming it.
  if (r.apps.length) t.forEach((w, i) => (w === 'app' || w === 'game') && i > 0 && used[i - 1] && !used[i] && (used[i] = true));
  // "which 5 apps had the highest eCPM", "the 3 weakest apps": the count said before the rank or the dimension.
  if (r.rank && r.rank.n === undefined) {
    const at = t.findIndex((w, i) => !used[i] && /^\d{1,3}$/.test(w) && Number(w) > 0 && (dimensionOf(t[i + 1] ?? '') !== undefined || TOP.has(t[i + 1] ?? '') || BOTTOM.has(t[i + 1] ?? '')));
    if (at >= 0) {
      r.rank = { ...r.rank, n: Number(t[at]) };
      used[at] = true;
    }
  }
}
