// understand() on issue 38's thirty-seventh round: the fifty-first (new hires in everyday words) and
// fifty-second (dictated by voice) sets' misses, each class on phrasings of its own (never the sets'
// lines), and beside each the near asks that must still be asked back or read as before; pure,
// called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('a voice message\'s letters and sound-alikes (./spoken-voice.ts)', () => {
  it('reads a country or a code said letter by letter in lower case', () => {
    is('ecpm last week for the u k', 'revenue last week country=GB');
    is('what did the u s bring in last week', 'revenue last week country=US');
    is('fill rate in the u a e today', 'revenue today country=AE');
    is('show me all the a b tests', 'abtest list');
    is('send me the network numbers for last week as a c s v', 'network last week csv');
    is('why did fill dip yesterday between 1 and 3 p m', 'why fill_rate 2026-11-26T13:00..2026-11-26T15:00');
  });

  it('reads "buy", "four", "two" and "to day" where by, for, to and today belong', () => {
    is('bidders last week sorted buy win rate', 'bidders last week sort=win_rate');
    is('impressions buy os yesterday', 'breakdown by=os metrics=impressions yesterday');
    is('fill rate four last month', 'revenue last month');
    is('export requests four monday', 'export requests 2026-11-23');
    is('revenue the third two the ninth of november', 'revenue 2026-11-03..2026-11-09');
    is('revenue first to the twelfth', 'revenue 2026-11-01..2026-11-12');
    is('two day impressions so far', 'revenue today');
    // (the numbers left as numbers)
    is('four days ago revenue', 'revenue 2026-11-23');
    asks('a two day window of revenue');
  });

  it('reads the holiday\'s nickname and "wy" for why', () => {
    is('revenue on turkey day last year', 'revenue 2025-11-27');
    is('wy is fill down today', 'why fill_rate today');
  });
});

describe('a new hire\'s everyday asks (./everyday-asks.ts)', () => {
  it('reads the ads shown, served or displayed as the impressions', () => {
    is('ads displayed by country last week', 'breakdown by=country metrics=impressions last week');
    is('why were there fewer ads served yesterday', 'why impressions yesterday');
  });

  it('reads why they did not bid as the non-bid reasons', () => {
    after('bidders yesterday', [["why didn't any of them bid", 'auction stats yesterday metric=nonbid_reason']]);
    is("why weren't bidders bidding yesterday", 'auction stats yesterday metric=nonbid_reason');
  });

  it('reads "is the config okay", "has it errors" as validating it, and pushing it live as an aside', () => {
    is('is our live config fine', 'config validate live');
    is('check whether the draft settings have any problems', 'config validate draft');
    is('please check if my draft config has mistakes so we can push it live', 'config validate draft');
  });

  it('reads a period "to compare" or "for comparison" as compared to it', () => {
    // (a week against last month is no like period: asked since 2026-11-29's fourth stop, ./unit-said.ts; it had been the week before)
    after('revenue last week', [['last month to compare', null]]);
    after('revenue mtd', [['last month to compare', 'revenue mtd vs=previous']]);
    after('revenue yesterday', [['and the previous year for comparison', 'revenue yesterday vs=year']]);
  });

  it('reads "fewer", "less" and "earn less" as why the figure fell', () => {
    is('why is there less fill today', 'why fill_rate today');
    is('why did banner make less money yesterday', 'why revenue yesterday format=banner');
  });

  it('reads the test traffic as the subject as the test traffic alone', () => {
    is('how much did test devices earn this month', 'revenue mtd test=test');
    is('what did the test traffic bring in yesterday, i mean test phones', 'revenue yesterday test=test');
    is('revenue today, test traffic included', 'revenue today test=all');
  });

  it('reads a split said first, to date beside today, a month against last year\'s, splits before the figure', () => {
    is("please slice last week's ecpm by os", 'breakdown by=os metrics=ecpm last week');
    is("don't split it by os, just ecpm last week", 'revenue last week');
    is("today's impressions, numbers to date", 'revenue today');
    is('is october stacking up against last october', 'revenue 2026-10-01..2026-10-31 vs=year');
    is('os and format ecpm breakdown last week', 'breakdown by=os,format metrics=ecpm last week');
  });

  it('reads a percent typed apart, alerts on config edits and the per-user figures', () => {
    is('alert me if fill rate falls 15 %', 'alerts add fill_rate drop 15%');
    is('notify me about config edits', 'alerts add config');
    is('revenue a head per day by os last week', 'breakdown by=os metrics=arpdau last week');
    is('how many ads does every person get by country yesterday', 'breakdown by=country metrics=imps_per_user yesterday');
  });
});

describe('the bidders in a newcomer\'s words (./bidder-asks.ts)', () => {
  it('reads bidding partners, bidding most often, winning the most and bids each sent', () => {
    is('what are the bidding partners doing today', 'bidders today');
    is('which buyer bids most frequently this month', 'bidders mtd sort=bid_rate');
    is('which dsp wins the most yesterday', 'bidders yesterday sort=win_rate');
    is('how many bids has every bidder placed last week', 'bidders last week sort=bids');
    // (as the older sets label them)
    is('which bidder bid the most yesterday', 'bidders yesterday sort=bids');
    is('how are the partners doing this week', 'demand this week');
  });
});

describe('a test\'s status asked in its thread (./test-due.ts)', () => {
  it('reads "how much longer" and "can we ship it" as its status again, never "ship it!"', () => {
    after('abtest abt_demo_in_progress', [['roughly how much longer', 'abtest abt_demo_in_progress'], ['should we ship it yet', 'abtest abt_demo_in_progress'], ['ok ship it', null]]);
  });
});

describe('the thing itself asked for after its summary (./thread-shows.ts)', () => {
  it('reads "the yaml" after a validation as the file, "the raw bids" after the stats as the bids', () => {
    after('config validate live', [['can i see the yaml', 'config show live yaml'], ['show me the yaml for live', 'config show live yaml']]); // (the live config named: round 34's second look reads it so)
    after('auction stats last week country=US', [['pull up the individual bids', 'auction bids last week country=US']]);
  });
});
