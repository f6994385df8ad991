// understand() on the classes issue 38's round 48 (tuner f, the fortyninth set: a product manager and a
// data scientist running A/B tests, much of it dictated) fixed generally: number words slipped, a sign
// said aloud before a percentage, a move said as an idiom, a test's sample asked after, "o s" said as
// letters, "post in here when", a test's health, "the week before" ending a follow-up, a bidder named
// "and the other bidders". CLARIFY rows are asks that must stay asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a number word slipped by a dropped letter: the number word, where nothing else fits', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=revenue last week', 'just the top thre', 'breakdown by=app metrics=revenue last week top=3'],
      ['-', 'revenue from october tenth to the twenty eigth', 'revenue 2026-10-10..2026-10-28'],
      // (the number word as typed keeps its reading)
      ['breakdown by=app metrics=revenue last week', 'just the top three', 'breakdown by=app metrics=revenue last week top=3'],
    ]);
  });
});

describe('a sign said aloud before a percentage, a move said as an idiom, a test’s sample asked after', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'is the interstitial floor plus 20 percent one ready to ship', 'abtest abt_demo_achieved'],
      ['-', 'why did fill rate go off a cliff on tuesday', 'why fill_rate 2026-11-24'],
      ['-', 'how come ecpm went through the roof yesterday', 'why ecpm yesterday'],
      ['-', 'bonus coins offer how many more players does it need', 'abtest abt_demo_turning'],
      // (a fall said plainly keeps its reading)
      ['-', 'why did fill rate fall on tuesday', 'why fill_rate 2026-11-24'],
    ]);
  });
});

describe('"o s" said as letters, "post in here when", a test’s health', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm last week buy o s', 'breakdown by=os metrics=ecpm last week'],
      ['-', 'post in here when the banner refresh test finishes', 'abtest watch abt_demo_directional here'],
      ['-', 'is the bonus coins test busted', 'abtest abt_demo_turning'],
      ['-', 'the rewarded cap test split looks wrong', 'abtest abt_demo_in_progress'],
      // (letters that make no word stay as said; "post here when" keeps its reading)
      ['-', 'post here when the banner refresh test finishes', 'abtest watch abt_demo_directional here'],
    ]);
  });
});

describe('"just the week before" ending a follow-up; a bidder "and the other bidders"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last week by country', 'just the week before', 'revenue by country 2026-11-09..2026-11-15'],
      ['revenue last month', 'only the month before', 'revenue 2026-09-01..2026-09-30'],
      ['-', 'how did bravo and the other bidders do yesterday', 'bidders yesterday'],
      // ("before that" keeps its reading; a week before one day is another length, not answered as one)
      ['revenue last week by country', 'and the week before that', 'revenue by country 2026-11-09..2026-11-15'],
      ['revenue yesterday', 'just the week before', 'CLARIFY'],
    ]);
  });
});

describe('in a thread, a report said only by a weak word ("the bids"): over the thread’s period', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders last week', 'can i see the bids', 'auction bids last week'],
      // (alone, no period to borrow: still asked which report)
      ['-', 'can i see the bids', 'CLARIFY'],
      // (a period said is its own)
      ['bidders last week', 'can i see the bids from yesterday', 'auction bids yesterday'],
    ]);
  });
});
