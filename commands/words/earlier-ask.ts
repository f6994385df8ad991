// An earlier ask pointed at with nothing of its own ("do the thing from yesterday again", "the same
// report as Monday"): outside a thread there is no earlier question to see, so understand() asks back.
import type { Reading } from './read.js';

/** "do the thing from yesterday again", "run that again": an earlier ask pointed at, naming no figure or report of its own. */
export const pointsBack = (r: Reading) => r.tokens.words.includes('again') && r.tokens.words.some((w) => ['thing', 'that', 'it', 'one', 'same'].includes(w)) && !r.metrics.length && !r.intents.size;

/** "the same report as …", "same as before": a question asked earlier, pointed at (not "the same period as last year", "the same as ours"). */
export function sameAsBefore(t: readonly string[]): boolean {
  return t.some((w, i) => {
    const as = t.indexOf('as', i + 1);
    if (w !== 'same' || as < 0 || as > i + 3) return false;
    return !t.slice(i + 1, as).some((x) => ['period', 'day', 'week', 'month', 'quarter', 'year', 'time', 'weekday', 'days'].includes(x)) && !['our', 'ours', 'us', 'we', 'their', 'theirs', 'they', 'them'].includes(t[as + 1] ?? '');
  });
}
