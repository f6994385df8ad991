// understand() on the reviewer's neighbours of issue 38's round 48: questions beside the round's new
// everyday-word rewrites (./commands/words/junior-words.ts) that the rewrites read wrong, fixed by class —
// "summaries" asked to be sent or of figures, "the reason" of a no-fill or a no-bid, and "are … bidding"
// said with a negation. CLARIFY rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('summaries as the digests one is on, never summaries asked to be sent or of figures', () => {
  it('reads each as labelled', () => {
    check([
      // (the round's own: the digests one gets)
      ['-', 'which daily summaries am i subscribed to', 'digest list'],
      ['-', 'what summaries do i get', 'digest list'],
      // (asked to be sent: a digest to set up, asked back with its form, as before the round)
      ['-', 'send me the daily summaries', 'CLARIFY'],
      ['-', 'send me the weekly summaries', 'CLARIFY'],
      // (summaries of or for figures: the figures)
      ['-', 'summaries for last week', 'revenue last week'],
      ['-', 'can I get summaries of revenue by app', 'revenue by app'],
    ]);
  });
});

describe('"what is the reason": why, except the reason of a no-fill or a no-bid (the bidders’ reasons)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what is the reason revenue fell on monday', 'why revenue 2026-11-23'],
      ["-", "what's the reason for the drop in fill rate yesterday", 'why fill_rate yesterday'],
      ['-', 'whats the reason behind the no fill yesterday', 'auction stats yesterday metric=nonbid_reason'],
      ["-", "what's the reason bidders are not bidding yesterday", 'auction stats yesterday metric=nonbid_reason'],
    ]);
  });
});

describe('"is echo still bidding today": the bidders; never "are not bidding"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'is alpha bidding today', 'bidders today'],
      ['-', 'is echo still bidding today', 'bidders today'],
      ['-', 'why are bidders not bidding yesterday', 'auction stats yesterday'],
    ]);
  });
});

describe('an expectation said after the ask is an aside; one asked of someone, or of a time to come, is a forecast asked', () => {
  it('reads each as labelled', () => {
    check([
      // (the round's own: the asker's aside, the figure asked stands)
      ['-', 'revenue yesterday, i expect a drop', 'revenue yesterday'],
      ['-', 'revenue yesterday? holiday so expecting a dip', 'revenue yesterday'],
      // (asked: never dropped, asked back as before the round)
      ['-', 'revenue this week. do you expect a drop next week?', 'CLARIFY'],
      ['-', 'revenue yesterday? should we expect a dip next week', 'CLARIFY'],
      ['-', 'revenue yesterday, expecting a drop tomorrow', 'CLARIFY'],
    ]);
  });
});

describe('"through the floor" said of bids is the price floor they clear, never a fall', () => {
  it('reads each as labelled', () => {
    check([
      // (a figure gone through the floor: the fall, its why or its figures asked back as the round reads it)
      ['-', 'revenue went through the floor yesterday', 'CLARIFY'],
      // (bids or bidders through the floor: the floor they clear — asked back, never the bids or the bidders alone)
      ['-', 'how many bids went through the floor yesterday', 'CLARIFY'],
      ['-', 'which bidders went through the floor last week', 'CLARIFY'],
      ["-", "did bravo's bids go through the floor yesterday", 'CLARIFY'],
    ]);
  });
});

describe('a telling of what is pulled opens the ask; the asker’s own state or a symptom is no telling', () => {
  it('reads each as labelled', () => {
    check([
      // (the round's own: the telling dropped, the ask run)
      ['-', 'running the recon for oct w/ a 5% gap', 'reconcile 2026-10-01..2026-10-31 gap=5%'],
      ['-', 'ill grab yesterdays impressions export for u', 'export impressions yesterday'],
      // ("running late", a symptom "getting …", the asker's own reading "here's what i see": as before the round)
      ['-', 'running late, can someone pull revenue yesterday', 'revenue yesterday'],
      ['-', 'getting a weird number for revenue yesterday', 'CLARIFY'],
      ['-', "sure, here's what i see: ecpm down on monday", 'CLARIFY'],
    ]);
  });
});

describe('"wh" before a move is why only where a period is said, never where when it began or last happened is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'wh did revenue drop last week', 'why revenue last week'],
      ['-', 'wh did revenue last drop this much', 'CLARIFY'],
      ['-', 'wh did the drop start this week', 'CLARIFY'],
    ]);
  });
});

describe('two months under one table over time, the year said after them', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'weekly revenue for september and october', 'breakdown by=week metrics=revenue 2026-09-01..2026-10-31'],
      // (the year said is those months', never this year's)
      ['-', 'weekly revenue for september and october 2025', 'breakdown by=week metrics=revenue 2025-09-01..2025-10-31'],
      ['-', 'weekly revenue for december and january 2025', 'breakdown by=week metrics=revenue 2024-12-01..2025-01-31'],
      // (a year said whose months are still to come: asked)
      ['-', 'weekly revenue for october and november 2027', 'CLARIFY'],
    ]);
  });
});
