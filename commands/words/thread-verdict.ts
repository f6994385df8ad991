// "should we ship it?", "is it a winner?", "can we roll it out?" in the thread of one A/B test's status
// (issue 38's thirty-fifth round): the test's verdict is what that status shows, as the older sets label
// "should we ship the banner refresh test?" (the test's status) — so the thread's command is the answer.
// Beside ./test-due.ts (when it is due). Only words of that ask, pointing at "it"/"the test"; a figure,
// a country or another test named is left to the reader.
import { abtestCommand } from '../abtest/index.js';

const JUDGE = new Set(['ship', 'shipping', 'shipped', 'shippable', 'winner', 'win', 'won', 'winning', 'roll', 'rollout', 'launch', 'significant', 'go', 'keep', 'promote', 'call']);
const GLUE = new Set(['should', 'shall', 'can', 'could', 'we', 'i', 'is', 'it', "it's", 'its', 'a', 'the', 'this', 'that', 'one', 'test', 'experiment', 'variant', 'out', 'live', 'did', 'does', 'do', 'you', 'think', 'so', 'ok', 'okay', 'then', 'now', 'yet', 'to', 'safe', 'ready', 'clear', 'there', 'or', 'not', 'no', 'a/b', 'statistically', 'stat', 'sig', 'already', 'really', 'well', 'so', 'lets', "let's", 'b', 'treatment', 'thanks', 'thx', 'pls', 'please',
  // ("is that significant or just noise?": whether it is real is the verdict too — round 48)
  'just', 'noise', 'random', 'chance', 'luck', 'fluke', 'real']);

const ASKS = new Set(['should', 'shall', 'can', 'could', 'is', 'did', 'does', 'do', 'think', 'safe', 'ready']);

/** The thread's A/B test status again, when the words only ask whether to ship it; else undefined. */
export function testVerdict(previous: string, words: readonly string[]): string | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  if (!new RegExp(`^${abtestCommand.name} abt_[a-z0-9_]+$`, 'i').test(text)) return undefined;
  // (asked, not ordered: "nice, ship it" is no question, and is asked back)
  return words.some((w) => JUDGE.has(w)) && words.some((w) => ASKS.has(w)) && words.every((w) => JUDGE.has(w) || GLUE.has(w)) ? text : undefined;
}
