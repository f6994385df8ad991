// understand() on issue 38's round 48 (tuner t48e, the forty-eighth set: a junior coordinator who does
// not know the jargon, and their manager's terse replies): the classes of its misses, fixed generally,
// each in other words than the set's, with neighbours that keep their reading. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('everyday words for the jargon: the thing the reader has a word for', () => {
  it('reads each as labelled', () => {
    check([
      // (ads that pay players in coins or gems: rewarded; its revenue is the table by format, as "how much did rewarded make")
      ['-', 'what did the ads that give users gems earn yesterday', 'breakdown by=format metrics=revenue yesterday'],
      ['-', 'how much did rewarded make yesterday', 'breakdown by=format metrics=revenue yesterday'],
      // (the price per thousand impressions: eCPM; the share of requests filled: the fill rate; click rate: ctr)
      ['-', 'why did the price per 1000 impressions fall last week', 'why ecpm last week'],
      ['-', 'why did the share of requests that got filled drop yesterday', 'why fill_rate yesterday'],
      ['-', 'click rate by country yesterday', 'breakdown by=country metrics=ctr yesterday'],
      ['-', 'clicks by country yesterday', 'breakdown by=country metrics=clicks yesterday'],
      // (how many people used the apps: the users; ads one player sees: impressions per user)
      ['-', 'how many players played the games last week', 'revenue last week'],
      ['-', 'how many ads does a user see per day by country', 'breakdown by=country metrics=imps_per_user'],
      // (ad buyers, ad companies: the bidders; a bidder "still bidding": the bidders)
      ['-', 'how did the ad companies do last week', 'bidders last week'],
      ['-', 'is bravo still bidding this week?', 'bidders this week'],
      ['-', 'is bravo still bidding?', 'CLARIFY'],
      ['-', 'network last week', 'network last week'],
      // (including the partner networks: every source)
      ['-', 'revenue last week including the ad networks', 'revenue last week source=all'],
      // (how long auction rounds take: their durations)
      ['-', 'how long did auction rounds take last week', 'auction stats last week metric=duration'],
    ]);
  });
});

describe('a why said otherwise: "what is the reason", "fewer"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what is the reason revenue fell on monday', 'why revenue 2026-11-23'],
      ['-', 'why were there fewer impressions last week', 'why impressions last week'],
      ['-', 'why did ecpm drop yesterday, i\'m confused', 'why ecpm yesterday'],
    ]);
  });
});

describe('digests said as summaries, or asked for as "can I get … every morning"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what summaries do i get', 'digest list'],
      ['digest list', 'add a weekly summary here mondays at 9', 'digest add weekly_summary here at=09:00 days=mon'],
      ['-', 'could i get the digest every monday', 'digest add'],
      ['-', 'can i get revenue yesterday', 'revenue yesterday'],
    ]);
  });
});

describe('an order to move a figure, said politely: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'could you make the ecpm go higher', 'CLARIFY'],
      ['-', 'can you get revenue for yesterday', 'revenue yesterday'],
    ]);
  });
});

describe('requests that "did not get filled": no fill', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'export the requests that did not get filled yesterday', 'export requests yesterday status=no_fill'],
      ['-', 'export the requests that got filled yesterday', 'export requests yesterday status=filled'],
    ]);
  });
});

describe('the config checked for mistakes, its setup, its whole file', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'can you look over the live config for problems', 'config validate live'],
      ['-', 'is the config ok? could you verify it', 'config validate'],
      ['config show draft', 'check it', 'config validate draft'],
      ['config show live', 'the draft', 'config show draft'],
      ['-', 'show me our current live setup', 'config show live'],
      ['config show draft', 'the entire file', 'config show draft yaml'],
      ['revenue yesterday', 'the whole file', 'CLARIFY'],
    ]);
  });
});

describe('a day of this or last month said by its number', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue on the 2nd of last month', 'revenue 2026-10-02'],
      ['-', 'revenue on the 3rd of november', 'revenue 2026-11-03'],
      // (a day still to come is not read)
      ['-', 'revenue on the 29th of this month', 'CLARIFY'],
    ]);
  });
});

describe('a second sentence that only checks the first', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what was ecpm yesterday? is that the amount of money per thousand ads?', 'revenue yesterday'],
    ]);
  });
});

describe('thread follow-ups: a count of a log, a test watched here, the rest of a list', () => {
  it('reads each as labelled', () => {
    check([
      ['audit', 'just 10', 'audit limit=10'],
      ['auction bids yesterday', 'only the first 20', 'auction bids yesterday limit=20'],
      ['breakdown by=app metrics=revenue last week', 'just 5', 'CLARIFY'],
      ['abtest abt_demo_directional', 'tell the channel once it\'s done', 'abtest watch abt_demo_directional here'],
      ['abtest abt_demo_directional', 'and all the others', 'abtest list'],
      ['tasks task_floor_watch', 'show me all the other ones', 'tasks'],
      // (one row pointed at stays asked)
      ['breakdown by=app metrics=revenue last week', 'why did the other one drop', 'CLARIFY'],
    ]);
  });
});

describe('slips the corrector left: compair, as wel, vidoe, the most auctons', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last week', 'compair to the year before', 'revenue last week vs=year'],
      ['revenue yesterday by app', 'split by os as wel', 'breakdown by=app,os metrics=revenue yesterday'],
      ['-', 'rewarded vidoe revenue yesterday', 'breakdown by=format metrics=revenue yesterday'],
      ['-', 'who won the most auctons yesterday', 'bidders yesterday sort=win_rate'],
    ]);
  });
});
