// understand() on issue 38's twenty-ninth round: asks of the mainstream sets (thirty-second to
// thirty-sixth) that were asked back where a command was meant, each class on variants of its own
// (other wording, other names of the sets' context, in a thread and not — never the sets' lines), and
// beside each the near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('asks said around the asker\'s work (./work-asks.ts)', () => {
  it('leaves aside the occasion, the work the figures are for and who they go to', () => {
    is('monthly wrap up: revenue mtd by country', 'revenue mtd by country');
    is('weekly wrap-up: revenue last week by country', 'revenue last week by country');
    is('before we share the monthly deck - revenue mtd by format', 'revenue mtd by format');
    is('before I send the exec recap - ecpm last week by format', 'breakdown by=format metrics=ecpm last week');
    is("we're closing the books tomorrow: revenue mtd", 'revenue mtd');
    is('ecpm by format last week - finance needs it for the close', 'breakdown by=format metrics=ecpm last week');
    is('ecpm in germany yesterday, the boss needs it for their meeting', 'revenue yesterday country=DE');
    is('impressions today by hour, are we still serving?', 'breakdown by=hour metrics=impressions today');
    after('revenue yesterday', [['friday wrap up, revenue this week by app', 'revenue this week by app'], ['before I send the weekly email, what was last weeks revenue?', 'revenue last week']]);
    // (nothing asked beside them: still asked back)
    asks('wrap up');
    asks('sales wants it');
    asks('we close the quarter friday - where is revenue at this quarter');
  });

  it('reads "the week" under way, both traffics, every source and today against last week\'s same day', () => {
    is("how's the month going", 'revenue mtd');
    after('revenue yesterday', [['how did the week go', 'revenue this week']]);
    is('impressions yesterday prod and test together', 'revenue yesterday test=all');
    is('revenue last week including what the ad networks report', 'revenue last week source=all');
    is('revenue today versus last frid', 'revenue today vs=week');
    is('fill today compared to last fri', 'revenue today vs=week');
    asks('how was the week');
  });

  it('reads "what\'s killing …" as why it fell, and "lower than last year this month" as one period compared', () => {
    is("what's hurting fill in brazil yesterday", 'why fill_rate yesterday country=BR');
    is('whats dragging down banner ecpm yesterday', 'why ecpm yesterday format=banner');
    is('why is fill worse than last year today', 'why fill_rate today vs=year');
    is('why is revenue lower than last month this month', 'why revenue mtd vs=previous');
    after('revenue yesterday', [['whats killing rewarded revenue today', 'why revenue today format=rewarded']]);
    asks('what is killing it');
  });
});

describe('a figure\'s movers other than revenue\'s (./moves-explained.ts)', () => {
  it('is the explanation of its move; two figures, a bidder or a second split still asked', () => {
    is("which app's ecpm dropped the most last week", 'why ecpm last week');
    is("which format's requests fell the most today", 'why requests today');
    is("which os's impressions grew the most this week", 'why impressions this week');
    is("which country's revenue fell the most yesterday", 'revenue yesterday by country');
    asks("which country's fill and ecpm fell the most yesterday");
    asks("which bidder's fill fell the most yesterday");
    asks("which country's win rate fell the most");
    asks("which country's fill fell the most yesterday by format");
  });
});

describe('hours of this morning and overnight (./hour-spans.ts)', () => {
  it('reads two bare hours "this morning" and "overnight, midnight to 6am" as today\'s hours', () => {
    is('why was fill low between 1 and 3 this morning', 'why fill_rate 2026-11-27T01:00..2026-11-27T03:00');
    is('why did ecpm drop from 6 to 9 this morning', 'why ecpm 2026-11-27T06:00..2026-11-27T09:00');
    is('why were impressions low overnight, 2am to 5am', 'why impressions 2026-11-27T02:00..2026-11-27T05:00');
    is('why were requests low overnight from midnight to 6am', 'why requests 2026-11-27T00:00..2026-11-27T06:00');
    is('why did revenue drop from 6pm to midnight yesterday', 'why revenue 2026-11-26T18:00..2026-11-27T00:00');
    after('why revenue today', [['why did revenue dip between 8 and 10 this morning', 'why revenue 2026-11-27T08:00..2026-11-27T10:00']]);
    asks('why did revenue dip between 8 and 14 this morning');
    asks('why did revenue dip between 8 and 10');
    asks('why were requests low overnight');
    asks('why did revenue drop overnight, 10pm to 2am');
    asks('why were requests low midnight to 6am');
  });
});

describe('a bidder\'s rates told of in chat (./bidder-rates.ts, ./work-asks.ts)', () => {
  it('shows the bidders table sorted on the rate told of; a cause asked for stays asked back', () => {
    is('charlie stopped bidding yesterday, what happened?', 'bidders yesterday sort=bid_rate');
    is('alpha stopped bidding today', 'bidders today sort=bid_rate');
    is('win rate by bidder this week, is echo winning less?', 'bidders this week sort=win_rate');
    is('how did delta do yesterday compared to the others', 'bidders yesterday');
    is('how did delta do yesterday compared with other bidders', 'bidders yesterday');
    is('what bidders paid the most yesterday', 'bidders yesterday');
    is('who is bidding the most today', 'bidders today sort=bids');
    is("who's bidding most last week", 'bidders last week sort=bids');
    after('bidders yesterday', [['bravo stopped winning this morning, whats going on', 'bidders today sort=win_rate']]);
    after('revenue yesterday', [['which bidder spent the most last week', 'bidders last week']]);
    asks('why did bravo stop winning this morning');
    asks('why is bidder echo winning less');
    asks("why did alpha's win rate drop");
    asks('revenue in the US compared to the others');
  });
});

describe('alerts, A/B tests, exports, config, digests, audit and connections', () => {
  it('reads "alert if …" as "alert me if …"', () => {
    is('alert if german ecpm drops 10%', 'alerts add ecpm drop 10% country=DE');
    is('ping when ecpm in germany drops 20%', 'alerts add ecpm drop 20% country=DE');
    is('notify when revenue drops 30%', 'alerts add revenue drop 30%');
    after('revenue yesterday', [['alert if US fill rate drops 15%', 'alerts add fill_rate drop 15% country=US']]);
    asks('alert if');
  });

  it('finds a test by its change and numbers ("30→45s", "+20% win"), a bid export by its id', () => {
    is('what experiments have we got running', 'abtest list');
    is('what ab tests do we have running', 'abtest list');
    is('has the 30s to 45s refresh won?', 'abtest abt_demo_directional');
    is('did the rewarded cap win?', 'abtest abt_demo_in_progress');
    is('did the coins offer win?', 'abtest abt_demo_turning');
    is('did the interstitial floor +20% win yesterday', 'abtest abt_demo_achieved yesterday');
    after('abtest list', [['did the interstitial floor +20% win?', 'abtest abt_demo_achieved']]);
    is('bidexp_demo_ready status', 'export bids bidexp_demo_ready');
    is('is bidexp_demo_ready finished', 'export bids bidexp_demo_ready');
    is('did bravo win?', 'bidders sort=win_rate');
    asks('banner 30 -> 60s test');
    asks('did the interstitial floor +35% win?');
  });

  it('reads a config\'s "version" as the config, "version 12" kept; whom work is for left aside', () => {
    is('whats the draft config version', 'config show draft');
    is('which version of the draft config', 'config show draft');
    is('show config version 12', 'config show version 12');
    is('Please show me the configuration in version 12.', 'config show version 12');
    after('revenue yesterday', [['whats the live config version?', 'config show live']]);
    asks('what version are we on');
    is('I need an export for the client', 'export');
    is('set up a new digest for finance', 'digest add');
    is('who ran exports recently (audit)', 'audit');
    is('which slack channels are linked to which account', 'connect show');
    is('what channels are connected', 'connect show');
    asks('who pulled exports this week');
  });
});
