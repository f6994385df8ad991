// understand() on issue 38's twenty-sixth round (lines of the twenty-ninth to thirty-first sets asked back
// where a command was meant), each class on variants of its own (never the sets' lines), in a thread and
// not, and on near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('A/B tests asked after in plain words', () => {
  it('lists the A/B tests "we are tracking" (tracking, said of A/B tests, is running), as "which test should we ship" is', () => {
    is('which ab tests are we tracking', 'abtest list');
    is('what a/b tests are we tracking right now', 'abtest list');
    is('which experiments are we tracking', 'abtest list');
    is('which test should we ship', 'abtest list');
    is('which experiment can we ship', 'abtest list');
    is('which tests are ready to ship', 'abtest list');
    // (tests not said to be A/B tests, or nothing named: asked)
    asks('which tests are we tracking');
    asks('what are we tracking');
  });

  it('opens the row of the tests\' list a word of its id names ("abtest list" is the list, as "abtest" is)', () => {
    after('abtest list', [
      ['open the achieved one', 'abtest abt_demo_achieved'],
      ['show me the invalidated one', 'abtest abt_demo_invalidated'],
      ['pull up the turning one', 'abtest abt_demo_turning'],
      ['open the in progress one', 'abtest abt_demo_in_progress'],
      ['open the directional one', 'abtest abt_demo_directional'],
      // (a word of every row, two rows named: asked)
      ['open the demo one', null],
      ['open the rewarded one', null],
    ]);
    after('abtest', [['open the achieved one', 'abtest abt_demo_achieved']]);
    after('tasks list', [['open the paris one', 'tasks task_revenue_digest_paris']]);
  });

  it('answers when a test is due with its status (which has the ETA), in that test\'s thread only', () => {
    after('abtest abt_demo_in_progress', [
      ['when will it be done', 'abtest abt_demo_in_progress'],
      ['when will it finish?', 'abtest abt_demo_in_progress'],
      ['eta?', 'abtest abt_demo_in_progress'],
      ['any idea when the test will be over', 'abtest abt_demo_in_progress'],
      // (more than when it is due, or a figure's future: asked)
      ['when will it be done in germany', null],
      ['when will revenue recover', null],
    ]);
    after('abtest abt_demo_turning', [['how long until it\'s done', 'abtest abt_demo_turning']]);
    after('abtest abt_demo_directional', [['is it done yet', 'abtest abt_demo_directional']]);
    after('revenue yesterday', [['when will it be done', null]]);
    after('abtest list', [['when will it be done', null]]);
  });

  it('reads "what\'s up with", "where … stands", "ready to call" of a named test as its status', () => {
    is('whats up with the native level complete test', 'abtest abt_demo_invalidated');
    is("what's up with the banner refresh test", 'abtest abt_demo_directional');
    is('whats up with the bonus coins experiment', 'abtest abt_demo_turning');
    is('Can you tell me where the banner refresh test stands?', 'abtest abt_demo_directional');
    is('where does the frequency cap test stand', 'abtest abt_demo_in_progress');
    is('where do we stand on the floor test', 'abtest abt_demo_achieved');
    is('Is the rewarded frequency cap test ready to call yet?', 'abtest abt_demo_in_progress');
    is('can we call the bonus coins test', 'abtest abt_demo_turning');
    is('is the interstitial floor test ready to call', 'abtest abt_demo_achieved');
    // (a figure beside the test, no test named, or no test at all: asked; "what's up with" a figure stays why)
    asks('whats up with revenue on the banner test');
    asks("what's up with the test");
    asks('where things stand with revenue');
    asks('is it ready to call');
    asks('call me when revenue drops');
    is('whats up with banner revenue', 'why revenue format=banner');
  });
});

describe('exports said otherwise', () => {
  it('exports the requests that timed out ("timeouts export": only requests time out)', () => {
    is('timeouts export yesterday', 'export requests yesterday status=timeout');
    is("export yesterday's timeouts", 'export requests yesterday status=timeout');
    is('export the timed out requests from the 24th', 'export requests 2026-11-24 status=timeout');
    is('timeout export for brazil yesterday', 'export requests yesterday country=BR status=timeout');
    // (no day: asked; timeouts not exported are the auction picture)
    asks('export timeouts');
    is('timeouts yesterday', 'auction stats yesterday');
  });

  it('reads "the full request log" as the day\'s export, not fullscreen (interstitial)', () => {
    is('Can you give me the full request log for brazil on the 23rd?', 'export requests 2026-11-23 country=BR');
    is('full impression log for germany yesterday', 'export impressions yesterday country=DE');
    is('send me the full request export for the 24th', 'export requests 2026-11-24');
  });

  it('reads the impressions a bidder "won", as a file, as its export filtered to that bidder', () => {
    is('The client needs every impression bidder_alpha won yesterday as a file.', 'export impressions yesterday bidder=bidder_alpha');
    is('export every impression bidder_bravo won on the 24th', 'export impressions 2026-11-24 bidder=bidder_bravo');
    is('i need a file of all impressions bidder_charlie won yesterday', 'export impressions yesterday bidder=bidder_charlie');
    // (a count, not a file: asked)
    asks('how many impressions bidder_alpha won yesterday');
  });
});

describe('bidders ranked by a column of theirs', () => {
  it('reads "who has the best bid rate" as the bidders sorted, not who has access', () => {
    is('who has the best bid rate last 7 days', 'bidders last 7d sort=bid_rate');
    is('who has the highest win rate yesterday', 'bidders yesterday sort=win_rate');
    is('who has access to exports', 'access');
    // (eCPM is apps' and countries' too; a bottom rank the table does not sort by: asked)
    asks('who has the best ecpm last week');
    asks('who has the lowest bid rate this week');
  });

  it('reads a demand partner ranked by a bidder column as the bidders\' table (demand shows no such column)', () => {
    is('Which demand partner pays the highest eCPM over the last 7 days?', 'bidders last 7d sort=ecpm');
    is('which partner has the best win rate last week', 'bidders last week sort=win_rate');
    is('which demand partner has the highest bid rate yesterday', 'bidders yesterday sort=bid_rate');
    is('which demand partner reported the most revenue last month', 'demand last month');
    is('are the demand partners paying what they report', 'demand');
    asks('which network pays the highest ecpm last week');
  });
});

describe('figures set against each other', () => {
  it('reads "against the networks" with reconcile, and "in line with ours" with demand or reconcile', () => {
    is('Can you reconcile our revenue against the networks for yesterday?', 'reconcile yesterday');
    is('reconcile against the networks for last week', 'reconcile last week');
    is("Are the demand sources' numbers in line with ours this month?", 'demand mtd');
    is('are demand partner numbers in line with ours last week', 'demand last week');
    // (the networks' own report, a figure against a period: asked)
    asks("are the networks' numbers in line with ours last month");
    asks('is revenue in line with last week');
    // (round 40: the networks set against our figures, either way round, are reconcile's — ../../commands/words/reframe.ts, as the sixtieth set labels "check networks against our revenue")
    is('check our numbers against the networks yesterday', 'reconcile yesterday');
  });
});

describe('auctions said plainly', () => {
  it('reads how long auctions are "taking" as their duration (the corrector made it revenue\'s "takings")', () => {
    is('How long are the auction rounds taking yesterday?', 'auction stats yesterday metric=duration');
    is('how long are auctions taking today', 'auction stats today metric=duration');
    is('how long do auctions take yesterday', 'auction stats yesterday metric=duration');
  });

  it('reads "the main no-bid reasons" as the reasons\' table', () => {
    is('What were the main no-bid reasons yesterday?', 'auction stats yesterday metric=nonbid_reason');
    is('top no-bid reasons last week', 'auction stats last week metric=nonbid_reason');
    is('what are the biggest nonbid reasons today', 'auction stats today metric=nonbid_reason');
    asks('the main reasons revenue dropped yesterday');
    asks('what were the main apps yesterday');
    is("why aren't auctions filling yesterday", 'auction stats yesterday');
  });
});

describe('the bot\'s own set-up asked for', () => {
  it('sets up a digest wanted "posted in our channel every morning" (the form, no time said)', () => {
    is('I want a daily revenue summary posted in our channel every morning, can you set that up?', 'digest add');
    is('can you get a daily revenue summary posted here every morning', 'digest add');
    is('we need the daily revenue digest posted in our channel each morning', 'digest add');
    is('post a daily revenue summary in our channel every morning', 'digest add');
    is('i want a daily revenue summary posted in our channel every morning at 8am please', 'digest add daily_revenue here at=08:00');
    // (a summary posted already, not said wanted, no kind of digest, or another place: asked)
    asks('a daily revenue summary posted in our channel every morning');
    asks('the daily revenue summary posted in our channel this morning looks off');
    asks('was the daily revenue summary posted in our channel every morning last week?');
    asks('I want a revenue summary posted in our channel, can you set that up?');
    asks("we'd like the daily revenue summary posted in our channel for germany every morning");
  });

  it('connects the workspace\'s own reporting account, said to Slack or to this workspace', () => {
    is('How do I connect our own reporting account to Slack?', 'connect');
    is('connect this workspace to our reporting account', 'connect');
    is('how do we link our own reporting account to this workspace', 'connect');
    is('how can i connect my own ad ops account to slack', 'connect');
    is('hook up slack with our reporting account', 'connect');
    is('could you connect this workspace to our own ad ops account please', 'connect');
    is('which account is this bot connected to', 'whoami');
    // (a how-to not said of here — as the fifteenth round holds it —, no account, another thing, a second account —
    // help's, as the oncall set labels it: asked)
    asks('how do I connect our own reporting account');
    asks('how can i connect my own ad ops account');
    asks('how do i connect');
    asks('how do I connect a second account');
    asks('connect this workspace to bidder_alpha');
    asks('how do I connect the network report to the digest');
  });
});
