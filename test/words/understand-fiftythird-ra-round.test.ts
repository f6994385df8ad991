// understand() on round 53's new rules of tuners a and b, read by reviewer a: neighbours of each rule
// probed, the wrong readings fixed. "go back a week" under a thread's command over a period gone by
// ("revenue last week") may move that period back as well as widen it to now: asked back, not read as
// the last 7 days. "is there an ecpm alert for the US at 15% drop?" asks whether the alert is there and
// "don't set an ecpm alert …" refuses it: asked back, never `alerts add`. The orders are read as before.
// Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"go back N weeks" under a period gone by: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last week', 'go back a week', 'CLARIFY'],
      ['revenue last month', 'go back a month', 'CLARIFY'],
      ['revenue 2026-11-01..2026-11-20', 'go back 2 weeks', 'CLARIFY'],
      // (right ones: a span running to now widened; no thread)
      ['revenue last 7d', 'go back 30 days', 'revenue last 30d'],
      ['revenue this week', 'go back 2 weeks', 'revenue last 14d'],
      ['-', 'go back 14 days', 'revenue last 14d'],
    ]);
  });
});

describe('an alert asked about or refused: never added', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'is there an ecpm alert for the US at 15% drop?', 'CLARIFY'],
      ['-', 'do we have an ecpm alert for the US at 15% drop?', 'CLARIFY'],
      ['-', 'is there an alert on ecpm drop 15% for the US?', 'CLARIFY'],
      ['-', "don't set an ecpm alert for the US, 15% drop", 'CLARIFY'],
      ['-', "don't set an alert on ecpm drop 15%", 'CLARIFY'],
      // (right ones: the orders)
      ['-', 'ecpm alert for the US, 15% drop', 'alerts add ecpm drop 15% country=US'],
      ['-', 'ecpm alert, 15% drop', 'alerts add ecpm drop 15%'],
      ['-', 'can you set an ecpm alert at 15% drop', 'alerts add ecpm drop 15%'],
      ['-', "ecpm alert for the US, 15% drop, don't page me", 'alerts add ecpm drop 15% country=US'],
    ]);
  });
});

describe('neighbours of the other round-53 rules read right', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'rev 2 weeks ago', 'CLARIFY'],
      ['-', 'ecpm 3 days in a row', 'CLARIFY'],
      ['-', 'revenue the past months', 'CLARIFY'],
      ['-', 'ecpm past month', 'revenue last month'],
      ['-', 'impressions were up until yesterday', 'CLARIFY'],
      ['-', 'are the floors commands available?', 'CLARIFY'],
      ['abtest watch abt_123', "don't post it in here", 'CLARIFY'],
      ['abtest watch abt_123', 'post it in here and dm me', 'CLARIFY'],
      ['-', 'our numbers vs last week', 'CLARIFY'],
    ]);
  });
});
