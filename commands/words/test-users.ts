// A figure narrowed to an A/B test's users (issue 38's forty-second round, the sixty-seventh set):
// "revenue yesterday for users in the freq cap test", "ecpm of players in the coins experiment".
// No report filters its figures to the users a test enrolled: the A/B test's report shows each
// arm's figures side by side, and the revenue report everyone's. The test's name made the answer
// that test's report, which answers another question (the arms compared), so it is asked back,
// the test's report offered. A test asked about without its users ("how is the coins test doing on
// revenue", "ecpm of the coins test last week") is the test's report, as before.
import type { Understanding } from './compose.js';
import { abtestCommand } from '../abtest/index.js';
import { metricOf } from './reading.js';

/** "users in the … test", "players enrolled in that experiment", "people who are in our a/b test". */
const TEST_USERS = /\b(?:users|players|people|devices|folks|gamers)\s+(?:who\s+(?:are|were)\s+|that\s+(?:are|were)\s+)?(?:in|from|enrolled\s+in|exposed\s+to|bucketed\s+(?:in|into))\s+(?:the\s+|our\s+|that\s+|this\s+)?(?:[\w/→>+-]+\s+){0,6}?(?:test|experiment|a\/b(?:\s+test)?|ab\s+test|abt)\b/i;

/** The answer, or a question back where a figure is asked of a test's users and the answer is the test's report. */
export function testUsers(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || !u.text.startsWith(`${abtestCommand.name} `) || !TEST_USERS.test(words)) return u;
  if (!words.toLowerCase().split(/[^a-z_]+/).some((w) => metricOf(w) !== undefined)) return u;
  return { kind: 'clarify', reason: 'No report narrows figures to the users of an A/B test; the test\'s report compares its arms. Did you mean that?', suggestions: [u.text] };
}
