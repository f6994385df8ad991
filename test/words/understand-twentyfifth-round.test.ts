// understand() on issue 38's twenty-fifth round: periods, hours and threads the mainstream sets (twenty-ninth
// to thirty-first) asked back where a command was meant, each class on paraphrases of the set's words (never
// its lines), other names of the account and typos, and on near asks that must still be asked back.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('periods, hours and threads asked back, by class', () => {
  it('reads "how bout" in a thread as "how about", the thread\'s question moved to the place said', () => {
    after('revenue yesterday country=US', [
      ['how bout the uk', 'revenue yesterday country=GB'],
      ['how bout germany?', 'revenue yesterday country=DE'],
      ['ok how bout japan then', 'revenue yesterday country=JP'],
      ['how bout last week', 'revenue country=US last week'],
    ]);
    // (alone, nothing to move: asked, the place offered)
    asks('how bout canada');
  });

  it('writes "the week/month/day before" moved or chained in a thread as the dates before the thread\'s own period', () => {
    after('revenue last week', [
      ['what about the week prior?', 'revenue 2026-11-09..2026-11-15'],
      ['how about the wk before', 'revenue 2026-11-09..2026-11-15'],
      ['same for the week prior', 'revenue 2026-11-09..2026-11-15'],
      ['and the week before that?', 'revenue 2026-11-09..2026-11-15'],
      // (a comparison stays one; a bare "and the week before?" is contested between older sets: kept as read)
      ['compared to the week before?', 'revenue last week vs=previous'],
      ['and the week before?', null],
      // (another unit than the thread's period: which month is not in the words)
      ['what about the month before', null],
    ]);
    after('revenue last month by os', [
      ['what about the month before?', 'revenue by os 2026-09-01..2026-09-30'],
      ['same for the month before', 'revenue by os 2026-09-01..2026-09-30'],
    ]);
    after('bidders last week', [['what about the week before', 'bidders 2026-11-09..2026-11-15']]);
    after('revenue last week by country', [['and the week before that?', 'revenue by country 2026-11-09..2026-11-15']]);
    after('reconcile last month', [['what about the month before?', 'reconcile 2026-09-01..2026-09-30']]);
    after('revenue yesterday', [
      ['how about the day before', 'revenue 2026-11-25'],
      // ("the day before yesterday" is its own day, read as such)
      ['what about the day before yesterday', 'revenue 2026-11-25'],
      ['what about the week before', null],
    ]);
    // (a period that is no whole week or month, or none at all: before what is not in the words)
    after('revenue mtd', [['what about the month before', null]]);
    after('revenue last 7d', [['what about the week before', null]]);
    asks('the week before');
  });

  it('reads "las month" in a thread as last month', () => {
    after('reconcile yesterday gap=10%', [
      ['what about las week', 'reconcile gap=10% last week'],
      ['las month pls', 'reconcile gap=10% last month'],
    ]);
    after('revenue yesterday', [['what about las month?', 'revenue last month']]);
  });

  it('compares a day with another when "how did X do" sits between them', () => {
    is('how did yesterday do vs last thursday', 'revenue yesterday vs=week');
    is('how did monday go compared to last monday', 'revenue 2026-11-23 vs=week');
    is('how did thanksgiving perform against last thursday?', 'revenue 2026-11-26 vs=week');
    is('How did Thanksgiving do vs. last Thursday?', 'revenue 2026-11-26 vs=week');
    is('how did thanksgiving day do versus the thursday before', 'revenue 2026-11-26 vs=week');
    is('how did the 26th do vs the 19th', 'revenue 2026-11-26 vs=2026-11-19');
    is('how did thanksgiving do', 'revenue 2026-11-26');
    // (a split compared, not a period: read as before)
    is('how did ios do vs android yesterday', 'revenue yesterday by os');
    asks('how did bidder alpha do vs bravo yesterday');
  });

  it('reads "how\'s the month tracking" as the month under way', () => {
    is('how is the month going vs last year', 'revenue mtd vs=year');
    is('hows the month looking compared to last year', 'revenue mtd vs=year');
    is("how's the month tracking", 'revenue mtd');
    is("how's the quarter going vs last year", 'revenue this quarter vs=year');
    is('how is the week tracking vs last week', 'revenue this week vs=week');
    is('hows the year looking', 'revenue ytd');
    // (a month past: "the month" is no month under way)
    asks('how was the month vs last year');
    asks("how's the month tracking vs last year", { previous: 'revenue last month' });
  });

  it('reads a period restated after a comma as one, and "how X went" as "how did X go"', () => {
    is('how did the first half of Nov go, the 1st to the 15th?', 'revenue 2026-11-01..2026-11-15');
    is('revenue last week, the 16th to the 22nd', 'revenue last week');
    is('revenue last month, october 1 to 31', 'revenue last month');
    is('revenue last week, by country', 'revenue last week by country');
    is('tell me how last week went', 'revenue last week');
    is('how yesterday went in the us', 'revenue yesterday country=US');
    is('let me know how black friday went, please', 'revenue 2026-11-27');
    // (a restatement of other days: the clash asked back)
    asks('revenue for the first half of nov, the 1st to the 14th');
    asks('not sure how it went');
    asks('how much revenue went to alpha yesterday');
  });

  it('reads two bare hours of today as the morning\'s only when those have passed and the evening\'s have not', () => {
    is('why did fill drop today from 8 to 10', 'why fill_rate 2026-11-27T08:00..2026-11-27T10:00');
    is('why is ecpm down between 9 and 10 today?', 'why ecpm 2026-11-27T09:00..2026-11-27T10:00');
    is('revenue today between 9 and 10', 'breakdown by=hour metrics=revenue today');
    // (the second hour not yet passed, another day, no day, or an amount)
    asks('revenue today between 9 and 11');
    asks('revenue yesterday between 9 and 10');
    asks('revenue between 9 and 10');
    asks('ecpm today between 5 and 10 dollars');
    asks('why is revenue low today between 9 and 10', { now: new Date('2026-11-28T03:00:00Z') });
    after('why revenue today', [
      ['what about between 9 and 10 today', 'why revenue 2026-11-27T09:00..2026-11-27T10:00'],
      ['what about between 9 and 10', null],
    ]);
  });

  it('makes a revenue split a file as its table', () => {
    after('revenue last month by country', [
      ['csv pls', 'breakdown by=country metrics=revenue last month csv'],
      ['as csv but by os', 'breakdown by=os metrics=revenue last month csv'],
      ['as a csv for last week', 'breakdown by=country metrics=revenue last week csv'],
    ]);
    after('revenue yesterday by os country=US', [['can I get that as a spreadsheet', 'breakdown by=os metrics=revenue yesterday country=US csv']]);
    after('revenue last week by format', [['send it as a file', 'breakdown by=format metrics=revenue last week csv']]);
    // (no split, or a comparison no table carries: asked)
    after('revenue last month', [['as a csv', null]]);
    after('revenue last month by country vs=year', [['as csv', null]]);
  });

  it('reads an app by its initials before a platform, and "the android version" as the app\'s bundle', () => {
    after('why fill_rate today', [
      ['for pq android', 'why fill_rate today app=com.acmegames.puzzlequest.android'],
      ['for tf ios', 'why fill_rate today app=com.acmegames.tinyfarm'],
      // ("wr" is win rate, "ca" Canada; initials alone name nothing)
      ['wr android?', 'bidders today os=Android sort=win_rate'],
      ['for ca android', 'why fill_rate today os=Android country=CA'],
      ['for pq', null],
    ]);
    after('why revenue yesterday app=com.acmegames.wordrush', [
      ['the android version', 'why revenue yesterday app=com.acmegames.wordrush.android'],
      ['what about the android app', 'why revenue yesterday app=com.acmegames.wordrush.android'],
      ['and the android build?', 'why revenue yesterday app=com.acmegames.wordrush.android'],
    ]);
    // (no app in the thread: which app is not in the words)
    after('revenue yesterday', [['and the android version?', null]]);
  });

  it('splits the thread\'s answer when "split that by" points at it', () => {
    after('revenue mtd', [
      ['split that by OS', 'revenue mtd by os'],
      ['can you split it up by country?', 'revenue mtd by country'],
      ['divide that by 2', null],
    ]);
    after('revenue last week', [['split the numbers by format please', 'revenue last week by format']]);
    after('revenue last month', [['split that by format and country', 'breakdown by=format,country metrics=revenue last month']]);
    asks('split that by os');
  });

  it('asks another report alone over the thread\'s period, only where the thread is its report and period', () => {
    after('revenue yesterday', [
      ['and the bidders?', 'bidders yesterday'],
      ['how did bidders do', 'bidders yesterday'],
      ['and the network report?', 'network yesterday'],
      ['and the bidders in the us?', null],
    ]);
    after('revenue last week', [['how about the bidders', 'bidders last week']]);
    after('revenue mtd', [['and how did the bidders do', 'bidders mtd']]);
    after('network yesterday', [['and the bidders', 'bidders yesterday']]);
    // (the thread's filter would be dropped: asked)
    after('revenue yesterday country=US', [['and the bidders?', null]]);
  });

  it('splits the network report by app as the report names it', () => {
    after('network yesterday', [
      ['split by app', 'network yesterday by app_name'],
      ['per app?', 'network yesterday by app_name'],
      ['by game', 'network yesterday by app_name'],
      ['by os', 'network yesterday by platform'],
      ['by ad unit', null],
    ]);
    after('network last month', [['by app and country', 'network last month by app_name,country']]);
  });
});
