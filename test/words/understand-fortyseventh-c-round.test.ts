// understand() on issue 38's forty-seventh round (c): classes behind the eighty-second set's misses (an
// ad-ops specialist chasing a publisher's drop: hours, bidders, auctions, months compared), fixed
// generally. None of the set's lines verbatim; the CLARIFY rows are the neighbours that must stay asked.
// Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('two clock times after an hourly table of one day: those hours of that day explained', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=hour metrics=revenue yesterday os=iOS', 'what made it dip between 4 and 8pm', 'why revenue 2026-11-26T16:00..2026-11-26T20:00 os=iOS'],
      ['breakdown by=hour metrics=ecpm yesterday', 'why did it sag from 1am to 5am', 'why ecpm 2026-11-26T01:00..2026-11-26T05:00'],
      ['breakdown by=hour metrics=revenue yesterday country=DE', 'why the slump 6-9pm', 'why revenue 2026-11-26T18:00..2026-11-26T21:00 country=DE'],
      // (one hour still read alone)
      ['breakdown by=hour metrics=revenue yesterday', 'why did it fall at 9pm', 'why revenue 2026-11-26T21:00..2026-11-26T22:00'],
      // (hours of a table of several days, or still to come: which day's, asked)
      ['breakdown by=hour metrics=revenue last 3d', 'why did it drop between 4 and 8pm', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue today', 'why did it drop between 4 and 8pm', 'CLARIFY'],
    ]);
  });
});

describe('the current month named, compared with the month before named: month to date, like for like', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue 2026 against 2025', 'revenue ytd vs=year'],
      ['-', 'revenue for november compared with october', 'revenue mtd vs=previous'],
      ['-', 'november vs october ecpm', 'revenue mtd vs=previous'],
      // (a past month against the one before it keeps its dates)
      ['-', 'revenue october vs september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
    ]);
  });
});

describe('errors of bidders by their type, and rejection slipped: the auction’s own breakdowns', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'bidder errors per type last week', 'auction stats last week metric=error_type'],
      ['-', 'auction errors by type on monday', 'auction stats 2026-11-23 metric=error_type'],
      ['-', 'rejction reasons last week', 'auction stats last week metric=rejection_reason'],
      ['-', 'revenue by type yesterday', 'revenue yesterday by format'],
    ]);
  });
});

describe('a format named with the word "format" after it: that format, not a split by format', () => {
  it('reads each as labelled', () => {
    check([
      ['why ecpm last week', 'just the rewarded format', 'why ecpm last week format=rewarded'],
      ['-', 'why did fill drop yesterday on the interstitial ad format', 'why fill_rate yesterday format=interstitial'],
      ['-', 'how did revenue do yesterday split by format', 'revenue yesterday by format'],
    ]);
  });
});

describe('"all sources" after one demand source: every source again, the source filter dropped', () => {
  it('reads each as labelled', () => {
    check([
      ['demand last week source=bidder_bravo', 'all sources for yesterday', 'demand yesterday'],
      ['-', 'demand last week for all sources', 'demand last week'],
      ['revenue last week', 'all sources', 'revenue last week source=all'],
    ]);
  });
});
