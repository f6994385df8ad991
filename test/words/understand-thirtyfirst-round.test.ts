// understand() on issue 38's thirty-first round (lines of the thirty-eighth to fortieth sets asked back where a
// command was meant), each class on variants of its own (other wording, slips, other names of SET_CONTEXT, in a
// thread and not), never the sets' lines alone, and on near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('typing slips the word corrector could not reach', () => {
  it('reads "hw" and "mak" only in their phrase', () => {
    is('hw much did we mak last week', 'revenue last week');
    is('how much did they mak yesterday', 'revenue yesterday');
    is('hw much did we make today', 'revenue today');
    asks('hw are you');
    asks('mak');
  });

  it('reads a word with one letter too many as a question word, and a slipped city before "time"', () => {
    is('whay is fill down today', 'why fill_rate today');
    is('whay did ecpm drop yesterday', 'why ecpm yesterday');
    is('revenue by hour today in londn time', 'breakdown by=hour metrics=revenue today tz=Europe/London');
    is('fill by hour yesterday in sydny time', 'breakdown by=hour metrics=fill_rate yesterday tz=Australia/Sydney');
    asks('whay');
    asks('revenue at lunch time');
  });

  it('reads a slip in a bidder\'s or an A/B test\'s name (only where a test is said)', () => {
    after('demand mtd', [['foxtrot and ecoh', 'demand mtd source=bidder_foxtrot,bidder_echo']]);
    is('pull impressions yesterday for bidder alpa', 'export impressions yesterday bidder=bidder_alpha');
    is('grab impressions for bidder charlie yesterday', 'export impressions yesterday bidder=bidder_charlie');
    is('is the bonus coin ofer test done', 'abtest abt_demo_turning');
    is('is the banner refrsh test significant', 'abtest abt_demo_directional');
    asks('bonus ofer');
    // (pulled with a split or revenue: a report, never the export)
    is('pull impressions by country yesterday', 'breakdown by=country metrics=impressions yesterday');
    is('pull impressions per bidder yesterday', 'breakdown by=bidder metrics=impressions yesterday');
  });

  it('reads the required n of a test, "setup" as set up, and "mdt" after a figure as mtd', () => {
    is('when will the rewarded cap test reach requierd n', 'abtest abt_demo_in_progress');
    is('is the banner refresh test at the required n yet', 'abtest abt_demo_directional');
    is('when does the banner refresh test reach the needed sample', 'abtest abt_demo_directional');
    asks('required n');
    is('what alerts are setup', 'alerts list');
    is('revenue mdt', 'revenue mtd');
    is('us revenue mdt?', 'revenue mtd country=US');
    // (a clock where one is said as a clock)
    asks('revenue in mdt');
    asks('revenue yesterday mdt');
  });

  it('reads a month\'s comparison with its verb between', () => {
    is('hows october lookin compared to septmber', 'revenue 2026-10-01..2026-10-31 vs=previous');
    is('how is october looking versus september', 'revenue 2026-10-01..2026-10-31 vs=previous');
    is('How\'s the month tracking against last year?', 'revenue mtd vs=year');
  });
});

describe('digests', () => {
  it('opens the form for a digest subscribed here, and reads weekdays as mon-fri', () => {
    is('subscribe us to the weekly summary', 'digest add');
    is('how do i subscribe to a digest', 'digest add');
    is('post the daily revenue digest here every weekday at 8am', 'digest add daily_revenue here at=08:00 days=mon-fri');
    is('set up a daily revenue digest here at 9 monday to friday', 'digest add daily_revenue here at=09:00 days=mon-fri');
    is('set up a daily revenue digest here at 9', 'digest add daily_revenue here at=09:00');
    asks('unsubscribe this channel from the digest');
    asks('set up a daily revenue digest here at 9 on mondays');
  });

  it('takes an order on a subscription or an alert by its id after their list', () => {
    after('digest list', [
      ['preview sub_7k2m9q4xa1', 'digest preview sub_7k2m9q4xa1'],
      ['run sub_7k2m9q4xa1', 'digest run sub_7k2m9q4xa1'],
      ['sub_7k2m9q4xa1', null],
    ]);
    after('alerts list', [
      ['snooze alr_k2m9q4xa for a day', 'alerts snooze alr_k2m9q4xa 1d'],
      ['pause alr_k2m9q4xa', 'alerts pause alr_k2m9q4xa'],
      ['snooze alr_k2m9q4xa', null],
    ]);
  });
});

describe('orders and asks said in other words', () => {
  it('sets up an alert for this channel said as a ping', () => {
    is('notify this channel when ecpm drops 20%', 'alerts add ecpm drop 20% here');
    is('ping here if fill rate drops 15%', 'alerts add fill_rate drop 15% here');
    asks('ping here');
  });

  it('watches a test here said as its updates posted', () => {
    is('send the bonus coin offer test results here', 'abtest watch abt_demo_turning here');
    asks('post revenue here');
  });

  it('reads how a period closed out, a move with "what\'s up", a new export', () => {
    is('how did october wrap up', 'revenue 2026-10-01..2026-10-31');
    is('how did last week end up', 'revenue last week');
    is('revenue dropped today what happened', 'why revenue today');
    is('wordrush revenue fell yesterday, whats up?', 'why revenue yesterday app=com.acmegames.wordrush');
    asks('whats up');
    is('start a new export', 'export');
    is('create an export', 'export');
    asks('new export of impressions yesterday');
  });

  it('reads the auctions\' errors as their error types, and a verb of seeing before a part after auction stats', () => {
    is('what were the auction errors yesterday', 'auction stats yesterday metric=error_type');
    is('auction errors last week in the US', 'auction stats last week country=US metric=error_type');
    is('auction errors and timeouts yesterday', 'auction stats yesterday');
    asks('errors yesterday');
    after('auction stats last week', [
      ['show error types', 'auction stats last week metric=error_type'],
      ['show me the round durations', 'auction stats last week metric=duration'],
      // (round 50: the auction's winners, as the forty-second and fiftieth sets label "who won?" and "show the winners instead" after auction stats; was asked)
      ['show winners', 'auction stats last week metric=winner'],
    ]);
  });
});
