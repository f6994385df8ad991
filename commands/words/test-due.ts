// "when will it be done", "is it finished yet", "how long until it's called" in the thread of one A/B
// test's status (issue 38's twenty-sixth round): when it is due is what that status shows (its ETA), so
// the thread's command is the answer. Only words of that ask, pointing at "it"/"the test"; anything
// more ("when will it be done in germany", "is it done, and revenue?") is left to the reader.
// ("when will it hit sample size", "when does it reach significance": its due sample reached, which the
// status shows as it shows the ETA — round 39, as "when will the … test reach significance" is read alone)
import { abtestCommand } from '../abtest/index.js';

const DONE = new Set(['done', 'finished', 'finish', 'finishes', 'over', 'complete', 'completed', 'end', 'ends', 'conclude', 'concluded', 'called', 'significant', 'ready', 'wrap', 'wrapped', 'eta', 'longer', 'significance', 'sample', 'sampled', 'enough']);
const GLUE = new Set(['when', 'will', 'is', 'it', 'its', "it's", 'be', 'the', 'test', 'this', 'that', 'experiment', 'yet', 'does', 'do', 'we', 'expect', 'how', 'long', 'until', 'till', 'left', 'before', 'up', 'roughly', 'about', 'any', 'idea', 'on', 'so', 'ok', 'okay', 'and', 'what', 'whats', "what's", 'get', 'gets', 'have', 'a', 'result', 'results', 'verdict', 'by', 'likely', 'probably', 'still', 'running', 'going', 'to', 'thanks', 'thx', 'pls', 'please', 'should', 'would', 'expected', 'due', 'much', 'can', 'could', 'or', 'not', 'yeah', 'um', 'hit', 'hits', 'reach', 'reaches', 'reached', 'size', 'required', 'needed', 'enough', 'users', 'n', 'need', 'needs']);

/** The thread's A/B test status again, when the words only ask when it is due; else undefined. */
export function testDue(previous: string, words: readonly string[]): string | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  if (!new RegExp(`^${abtestCommand.name} abt_[a-z0-9_]+$`, 'i').test(text)) return undefined;
  // (round 37: "how much longer"; whether to ship it is ./thread-verdict.ts's)
  const asksWhen = words.includes('when') || (words.includes('how') && (words.includes('long') || words.includes('longer'))) || words.includes('eta') || words.includes('yet');
  return asksWhen && words.some((w) => DONE.has(w) || w === 'long' || w === 'longer') && words.every((w) => DONE.has(w) || GLUE.has(w)) ? text : undefined;
}
