// understand() on issue 38's round 49 (tuner t49a, the eighty-sixth set): classes of question the
// reader got wrong or asked back, fixed generally, each beside neighbours that keep their reading.
// CLARIFY rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('auction stats over a period the command refuses (over 31 days, before 2020): asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'auction stats for all of 2018', 'CLARIFY'],
      ['-', 'no-bid reasons over the last 90 days', 'CLARIFY'],
      ['-', 'why didnt auctions fill in 2025', 'CLARIFY'],
      // (a month, 30 days, a day compared with last year: run)
      ['-', 'auction stats in october', 'auction stats 2026-10-01..2026-10-31'],
      ['-', 'timeouts this month', 'auction stats mtd'],
      ['-', 'auction stats yesterday vs last year', 'auction stats yesterday vs=year'],
    ]);
  });
});

describe('a bucket said as an adjective beside a period, under the network report: its day split', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'daily network revenue last week', 'network last week by day'],
      ['-', 'network figures last 7 days daily', 'network last 7d by day'],
      // (no period said: the report as it comes; "per day" as before)
      ['-', 'is the network report daily?', 'network'],
      ['-', 'network per day last 7 days', 'network last 7d by day'],
    ]);
  });
});

describe('"why rejected" under auction stats or bids: the rejection reasons', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats last week country=US', 'why were they rejected?', 'auction stats last week country=US metric=rejection_reason'],
      ['auction bids yesterday', 'the rejected ones', 'auction stats yesterday metric=rejection_reason'],
      ['auction stats yesterday', 'why no bids', 'auction stats yesterday metric=nonbid_reason'],
      // (under another report, what was rejected is not said: as before)
      ['revenue yesterday', 'why rejected', 'why revenue yesterday'],
    ]);
  });
});

describe('"N only" under a log that takes a limit: that many rows', () => {
  it('reads each as labelled', () => {
    check([
      ['auction bids last week', '25 only', 'auction bids last week limit=25'],
      ['audit', '10 only pls', 'audit limit=10'],
      // (a table's rank is not a limit; a period's count is not either)
      ['breakdown by=country metrics=revenue yesterday', '5 only', 'CLARIFY'],
      ['revenue yesterday', '7 only', 'CLARIFY'],
    ]);
  });
});

describe('the audit retention set in words ("set retention to N days")', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'change the retention to 45 days', 'access retention 45'],
      ['-', 'could you set audit log retention to 120 days?', 'access retention 120'],
      // (a retention figure, a number with no days, a user retention: not the audit's)
      ['-', 'what is the retention', 'CLARIFY'],
      ['-', 'set retention to 90', 'CLARIFY'],
      ['-', 'set user retention to 30 days', 'CLARIFY'],
    ]);
  });
});

describe('"switch to X" in a thread: X instead', () => {
  it('reads each as labelled', () => {
    check([
      ['why revenue last week country=DE', 'switch to ecpm', 'why ecpm last week country=DE'],
      ['bidders yesterday', 'swap to win rate', 'bidders yesterday sort=win_rate'],
      ['breakdown by=app metrics=revenue last week', 'switch over to fill rate', 'breakdown by=app last week metrics=fill_rate'],
      // (no thread: what is switched from is not said; a filter with none to flip, a filter and a split: asked, as before)
      ['-', 'switch to fill', 'CLARIFY'],
      ['revenue yesterday', 'flip it to android', 'CLARIFY'],
      ['revenue yesterday os=iOS country=US', 'switch to japan by country', 'CLARIFY'],
    ]);
  });
});

describe('a choice of two figures put and made in one message ("a or b? b")', () => {
  it('reads each as labelled', () => {
    check([
      ['why revenue last week', 'fill or ecpm? ecpm pls', 'why ecpm last week'],
      // (the choice not made, or both named: asked back)
      ['-', 'revenue or ecpm? yesterday', 'CLARIFY'],
      ['-', 'is it revenue or ecpm? show both', 'CLARIFY'],
    ]);
  });
});

describe('"and win rate?" under a table of bidders: the bidders by win rate over its period', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=bidder metrics=revenue last week country=US', 'and the win rates?', 'bidders last week country=US sort=win_rate'],
      ['breakdown by=bidder metrics=ecpm mtd', 'win rate instead', 'bidders mtd sort=win_rate'],
      // (under a table of something else: asked, as before)
      ['breakdown by=country metrics=revenue yesterday', 'and win rate?', 'CLARIFY'],
    ]);
  });
});

describe('a figure said by its short name between two periods compared ("october rev vs september")', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'september rev vs august', 'revenue 2026-09-01..2026-09-30 vs=previous'],
      ['-', 'yesterday rev vs monday', 'revenue yesterday vs=2026-11-23'],
      ['-', 'q3 cpm vs q2', 'revenue 2026-07-01..2026-09-30 vs=2026-04-01..2026-06-30'],
    ]);
  });
});

describe('a figure said to look weird or odd: the figures, or what moved them — asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'banner fill looks odd this week', 'CLARIFY'],
      ['-', 'ecpm looks strange yesterday in japan', 'CLARIFY'],
      // (asked why: why; nothing named: asked which figures)
      ['-', 'why does rewarded ecpm look weird this week', 'why ecpm this week format=rewarded'],
      ['-', 'something looks weird', 'CLARIFY'],
    ]);
  });
});

describe('an app named after the word "app": that app, not a split by app', () => {
  it('reads each as labelled', () => {
    check([
      ['why fill_rate last week country=BR', 'for app tiny farm', 'why fill_rate last week country=BR app=com.acmegames.tinyfarm'],
      ['why ecpm yesterday', 'app puzzlequest', 'why ecpm yesterday app=com.acmegames.puzzlequest'],
      // (a split by app, no app named, stays the split)
      ['-', 'revenue by app and country yesterday', 'breakdown by=app,country metrics=revenue yesterday'],
    ]);
  });
});
