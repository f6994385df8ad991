// understand() on issue 38's thirty-ninth round (helper a): the asks about bidders, demand partners,
// auctions, A/B tests, config, digests and alerts among the fifty-sixth to fifty-eighth sets' wrong and
// clarified lines, each class on phrasings of its own (never the sets' lines) and on near asks that
// must keep their reading.
import { describe, expect, it } from 'vitest';
import { ask, is, asks, after } from './expect-words.js';

describe('bidders, partners, auctions, tests, config, digests and alerts said otherwise, by class', () => {
  it('reads a gap said of the partners or of demand as demand, and keeps the networks\' and a threshold\'s as they were', () => {
    is('partner discrepancies last week', 'demand last week');
    is('any demand mismatch yesterday?', 'demand yesterday');
    is('do the demand partners disagree with our figures for october', 'demand 2026-10-01..2026-10-31');
    // (the networks' gap is reconcile's; a threshold is one demand cannot take: asked)
    is('network discrepancies last week', 'reconcile last week');
    asks('partner gaps over 5% last week');
  });

  it('reads one bidder set against our numbers, or asked how far off it is, as that source\'s demand report', () => {
    is('charlie versus our own numbers yesterday', 'demand yesterday source=bidder_charlie');
    is('how far off is delta this month', 'demand mtd source=bidder_delta');
    is('echo compared with our numbers yesterday', 'demand yesterday source=bidder_echo');
    // (against another bidder, or a rate of the bidders' table, it stays the bidders' question)
    asks('bravo vs alpha last week');
    is('alpha win rate vs ours yesterday', 'bidders yesterday sort=win_rate');
  });

  it('reads "bidding less / more" as the bidders\' table with no sort, unless a rate or a ranking is asked', () => {
    is('is delta bidding less this week?', 'bidders this week');
    is('are the bidders bidding more on ios yesterday', 'bidders yesterday os=iOS');
    is('is delta bidding less this week, bid rates', 'bidders this week sort=bid_rate');
    is('which bidder is bidding more this week', 'bidders this week sort=bid_rate');
  });

  it('reads "lst 7d" as the last seven days, as "last 7d" is', () => {
    is('which bidder has the lowest win rate lst 30d', 'bidders last 30d sort=win_rate');
    is('bidders lst 7d', 'bidders last 7d');
  });

  it('drops a claim relayed after an id, and reads "bidder timeouts / errors" as the auctions\'', () => {
    is('open auction auc_9z8y7x - the client said it had no bids', 'auction auc_9z8y7x');
    is('bidder errors and timeouts in the auctions last week', 'auction stats last week');
  });

  it('reads "from <day> on <platform>" as that day on that platform, and "from <day> on" alone as since then', () => {
    is('export requests from monday on ios that timed out', 'export requests 2026-11-23 os=iOS status=timeout');
    is('revenue from monday on', 'revenue 2026-11-23..2026-11-27');
  });

  it('answers "when will it reach significance / sample size" in a test\'s thread with its status', () => {
    after('abtest abt_demo_turning', [['when does it reach significance', 'abtest abt_demo_turning'], ['when will it hit the sample size it needs', 'abtest abt_demo_turning']]);
    // (more named than when it is due is left to the reader)
    after('abtest abt_demo_turning', [['when will it hit sample size in japan', null]]);
  });

  it('reads "who changed the config last / most recently" as the config, "last night" still asked', () => {
    is('who changed the draft config most recently', 'config show draft');
    asks('who changed the config last night and why');
  });

  it('reads "alert on <figure> drop(s)" as an alert, and "make it just <filter>" / "make it hourly" as an edit of the one just set up', () => {
    is('alert for impressions dropping 30% on ios', 'alerts add impressions drop 30% os=iOS');
    is('notify us on revenue falls over 20%', 'alerts add revenue drop 20%');
    is('ecpm drop alert 20% in this chanell', 'alerts add ecpm drop 20% here');
    after('alerts add ecpm drop 15%', [['make it just germany', 'alerts add ecpm drop 15% country=DE'], ['make it hourly', 'alerts add ecpm drop 15% hourly']]);
    // (a figure an alert cannot watch, or a format it takes no filter of: asked)
    after('alerts add ecpm drop 15%', [['make it banner', null], ['make it clicks', null]]);
  });

  it('reads the thread\'s answer asked to come regularly as a digest\'s form, and a pause "over the holidays" as the pause', () => {
    after('revenue by country last week', [['post this in here every friday', 'digest add'], ['email that to me weekly', 'digest add']]);
    is('pause sub_3x9q2m7k until i am back', 'digest pause sub_3x9q2m7k');
    is('pause alr_k2m9q4xa over christmas', 'alerts pause alr_k2m9q4xa');
    // (a snooze still takes its length)
    is('snooze alr_k2m9q4xa for an hour', 'alerts snooze alr_k2m9q4xa 1h');
    expect(ask('send me this').kind).toBe('clarify');
  });
});
