// "why did the bonus coins test flip?", "native level-complete test, why invalidated?" (issue 38's round
// 45): "why" asked of one A/B test named, with no figure named, asks what its status answers — the
// verdict and the reason for it — where `why` explains figures, not a test. A word of the test's name
// that is also a format ("rewarded", "native") had made it look like a figure's move to explain, and
// the two reports were offered. A figure named ("why did rewarded ecpm drop in the coins test") or a
// test not named ("why did the test lose") is left as it was: asked back.
import { abtestCommand } from '../abtest/index.js';
import { whyCommand } from '../why/index.js';
import type { Reading } from './reading.js';

export function whyOfTest(r: Reading): Reading {
  if (r.intents.size !== 2 || !r.intents.has(whyCommand) || !r.intents.has(abtestCommand)) return r;
  if (r.metrics.length || r.named?.length !== 1 || !/^abt_/.test(r.named[0]!)) return r;
  return { ...r, intents: new Set([abtestCommand]) };
}
