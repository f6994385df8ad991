// A/B tests asked after by their status, none named (issue 38's fourteenth round): "which test is
// winning?", "any tests done?", "which experiments can we ship", "which tests are significant". The
// list answers it: it shows each test's status. Only status words and glue: "which test is losing
// us money" asks a figure, and "which tests are running" is left as the older sets label it (asked
// back in one, the list in another).
import { abtestCommand } from '../abtest/index.js';

const TEST = new Set(['test', 'tests', 'experiment', 'experiments', abtestCommand.name, `${abtestCommand.name}s`, 'a/b']);
const STATUS = new Set(['winning', 'won', 'winner', 'winners', 'done', 'finished', 'concluded', 'conclusive', 'significant', 'ship', 'shippable', 'ready', 'complete', 'completed', 'decided', 'called']);
const GLUE = new Set(['which', 'what', 'any', 'are', 'is', 'was', 'were', 'has', 'have', 'been', 'yet', 'the', 'our', 'of', 'ones', 'one', 'can', 'could', 'we', 'to', 'already', 'so', 'far', 'now', 'there', 'a', 'b', 'ab', 'please', 'pls']);

/** "the test", "this experiment": one test pointed at, not named ("is the test done" is asked back); "which test", "any tests" ask over all. */
function pointsAtOne(words: readonly string[]): boolean {
  return words.some((w, i) => {
    if (!TEST.has(w) || /s$/.test(w)) return false;
    let k = i - 1;
    while (k >= 0 && (TEST.has(words[k]!) || words[k] === 'a' || words[k] === 'b' || words[k] === 'ab')) k--;
    return !['which', 'what', 'any'].includes(words[k] ?? '');
  });
}

/**
 * "which a/b tests are running", "what experiments are live" (issue 38's twenty-first round): running
 * asked of tests said to be A/B tests is the list too; "which tests are running" alone stays asked
 * (tests of traffic, of a config, a Task's run), as the tune set labels it.
 */
const RUNNING = new Set(['running', 'live', 'active', 'ongoing', 'underway', 'on', 'tracking']);
const AB = new Set(['ab', 'a/b', abtestCommand.name, `${abtestCommand.name}s`, 'experiment', 'experiments']);
const HAVE = new Set(['do', 'have', 'got', 'currently', 'right', 'at', 'moment', 'still', 'live']);

export function asksTestsByStatus(words: readonly string[]): boolean {
  const status = (w: string) => STATUS.has(w) || (RUNNING.has(w) && words.some((x) => AB.has(x)));
  return words.some((w) => TEST.has(w)) && words.some(status) && words.every((w) => TEST.has(w) || status(w) || GLUE.has(w) || (HAVE.has(w) && words.some((x) => AB.has(x)))) && !pointsAtOne(words);
}
