// understand() on issue 38's twelfth round (the twentieth set's clarified lines, fixed by class),
// each class on the set's words, on variants of them (other dates, names, wording) and on words
// that must still be asked back; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const after = (previous: string) => ({ previous });
const table = (rows: readonly (readonly [string, string])[], more: Partial<WordsContext> = {}) => { for (const [words, text] of rows) is(words, text, more); };

describe('what the figures are for, and chat around an ask', () => {
  it('lets a business review and its pieces go (WBR, MBR, QBR: prep, deck, headline, appendix)', () => {
    table([
      ['WBR prep — top 5 countries by revenue for last week please', 'breakdown by=country metrics=revenue last week top=5'],
      ['for the WBR deck I need revenue per app for last week', 'revenue last week by app'],
      ['WBR appendix: ARPDAU per country, last week', 'breakdown by=country metrics=arpdau last week'],
      ['putting together the WBR, what did each ad network report last week', 'network last week'],
      ['need the WBR headline: last week\'s revenue compared with the same week last year', 'revenue last week vs=year'],
      ['MBR: revenue by country last month', 'revenue last month by country'],
      ['for the QBR deck, revenue last quarter vs the quarter before', 'revenue last quarter vs=previous'],
      ['WBR — revenue by app and format yesterday, excluding test traffic', 'breakdown by=app,format metrics=revenue yesterday test=production'],
    ]);
    // (the review alone names no figure; a word that narrows beside it is still asked)
    asks('MBR numbers');
    asks('WBR: revenue for the new sdk last week');
  });

  it('lets courtesy and asides go: coffee, "before I forget", a sanity check, "sorry to bug you", "(don\'t ask why)", "yes or no"', () => {
    table([
      ['happy friday all! could someone grab yesterday\'s revenue by country, coffee\'s on me', 'revenue yesterday by country'],
      ['before I forget — list my alerts please, I think I set one up twice', 'alerts list'],
      ['morning! quick sanity check on which account this bot is hooked up to', 'whoami'],
      ['sorry to bug you on a holiday, but why did fill drop yesterday?', 'why fill_rate yesterday'],
      ['sorry to bother you again, but ecpm by country yesterday', 'breakdown by=country metrics=ecpm yesterday'],
      ['ok so my boss asked me (don\'t ask why) for impressions per user by country yesterday', 'breakdown by=country metrics=imps_per_user yesterday'],
      ['heads down on the board deck, what are the digests we send out', 'digest list'],
      ['thanks for yesterday\'s help! today: eCPM by format for the last 14 days', 'breakdown by=format metrics=ecpm last 14d'],
      ['is the frequency cap test done yet, yes or no', 'abtest abt_demo_in_progress'],
      ['hope everyone had a good thanksgiving 🦃 how did we do on the day itself?', 'revenue 2026-11-26'],
      ['hope everyone had a good christmas! revenue on the day itself?', 'revenue 2025-12-25'],
    ]);
    // (an aside that names a platform is not let go)
    asks('heads down on the ios launch, what\'s fill yesterday');
    asks('yes or no');
  });
});

describe('voice-to-text', () => {
  it('mends spoken punctuation, letters said one by one, words heard in pieces and sound-alikes in their slot', () => {
    table([
      ['what was the e CPM and droid yesterday', 'revenue yesterday os=Android'],
      ['why did e CPM drop in Japan yesterday', 'why ecpm yesterday country=JP'],
      ['revenue for I oh s this month', 'revenue mtd os=iOS'],
      ['c t r by app yesterday', 'breakdown by=app metrics=ctr yesterday'],
      ['revenue in I N yesterday', 'revenue yesterday country=IN'],
      ['hey ad ops what is the revenue for yesterday period', 'revenue yesterday'],
      ['impressions by country for yesterday comma top five', 'breakdown by=country metrics=impressions yesterday top=5'],
      ['re wardid fill rate by country yesterday', 'breakdown by=country,format metrics=fill_rate yesterday'],
      ['film rate by format last week', 'breakdown by=format metrics=fill_rate last week'],
      ['show me the bitters sorted by when rate yesterday', 'bidders yesterday sort=win_rate'],
    ]);
    // ("the same period" keeps its period; "when rates drop" is no win rate; "ID" is no country)
    asks('revenue for the same period');
    asks('when rates drop alert me');
    asks('show me the user I D');
  });
});

describe('two things compared in a yes/no question', () => {
  it('shows two segments side by side in the table split by what they are', () => {
    table([
      ['did rewarded beat interstitial yesterday?', 'breakdown by=format metrics=revenue yesterday'],
      ['is android ahead of iOS this month?', 'breakdown by=os metrics=revenue mtd'],
      ['did japan beat korea on ecpm last week?', 'breakdown by=country metrics=ecpm last week'],
      ['is the US better than Canada last week', 'breakdown by=country metrics=revenue last week'],
      ['is revenue higher in japan than in korea last week', 'breakdown by=country metrics=revenue last week'],
      ['did the us make more than canada yesterday', 'breakdown by=country metrics=revenue yesterday'],
      ['is brazil behind mexico on fill this week', 'breakdown by=country metrics=fill_rate this week'],
      ['is fill better on banner than native yesterday', 'breakdown by=format metrics=fill_rate yesterday'],
      ['revenue by os side by side this month', 'breakdown by=os metrics=revenue mtd'],
    ]);
    // (a third named, an A/B test's control, bidders or apps: asked, never one of them filtered)
    for (const w of ['is germany behind france and spain', 'did the us beat canada and mexico yesterday', 'did rewarded beat control', 'did alpha beat bravo on win rate yesterday', 'revenue germany vs france']) asks(w);
  });

  it('compares two periods said with "than"', () => {
    table([
      ['was yesterday better than the same day last year?', 'revenue yesterday vs=year'],
      ['did we make more in October than in September?', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['was last week better than the week before', 'revenue last week vs=previous'],
      ['did we make more on monday than on tuesday', 'revenue 2026-11-23 vs=2026-11-24'],
      ['did we earn more in q3 than q2', 'revenue 2026-07-01..2026-09-30 vs=2026-04-01..2026-06-30'],
    ]);
    asks('was yesterday better than expected');
  });
});

describe('amounts and an analyst\'s query', () => {
  it('reads money in odd places and thresholds below an amount', () => {
    table([
      ['anything under $500 yesterday by app?', 'breakdown by=app metrics=revenue yesterday having=revenue<500'],
      ['which countries cleared 2k USD last week', 'breakdown by=country metrics=revenue last week having=revenue>2000'],
      ['countries with an ecpm over 10 bucks yesterday', 'breakdown by=country metrics=ecpm yesterday having=ecpm>10'],
      ['countries where ecpm was under $2 last week', 'breakdown by=country metrics=ecpm last week having=ecpm<2'],
      ['how much did we make in usd on the 3rd', 'revenue 2026-11-03'],
      ['top 3 of 12 countries by revenue yesterday', 'breakdown by=country metrics=revenue yesterday top=3'],
      ['bottom 3 out of 12 apps by fill yesterday', 'breakdown by=app metrics=fill_rate yesterday bottom=3'],
    ]);
    asks('how much did we make in euros yesterday');
    asks('anything under 500 yesterday by app');
  });

  it('reads order by … limit, count(*), BETWEEN, the table after FROM and a pivot\'s filter', () => {
    table([
      ['revenue group by app order by revenue desc limit 3, last month', 'breakdown by=app metrics=revenue last month top=3'],
      ['order by fill_rate asc, group by ad_unit, last 7 days, first 10 rows', 'breakdown by=ad_unit metrics=fill_rate last 7d bottom=10'],
      ['pivot: rows = country, values = requests, filter = android, period = yesterday', 'breakdown by=country metrics=requests yesterday os=Android'],
      ['count(*) of requests by country yesterday', 'breakdown by=country metrics=requests yesterday'],
      ['SELECT revenue FROM daily WHERE date BETWEEN \'2026-10-01\' AND \'2026-10-31\' GROUP BY week', 'breakdown by=week metrics=revenue 2026-10-01..2026-10-31'],
      ['vlookup-style: ctr and clicks by app for yesterday', 'breakdown by=app metrics=ctr,clicks yesterday'],
    ]);
    // (ordered by a figure beside others: a table ranks by its first, so asked)
    asks('select revenue, ecpm from daily group by country order by ecpm asc limit 3 where date = \'2026-11-20\'');
  });
});

describe('reports by other names, and shorthand', () => {
  it('reads jobs, pilots, extracts, true-ups, the mediation setup, payouts and passes', () => {
    table([
      ['when does the bidder review job run next', 'tasks task_weekly_bidders_ny'],
      ['the tokyo recon job, what\'s its schedule', 'tasks task_network_recon_tokyo'],
      ['what Tasks are set up on this account', 'tasks'],
      ['how\'s the split test on the coin bonus offer going', 'abtest abt_demo_turning'],
      ['the pilot where we bumped the interstitial price floor, did it pay off?', 'abtest abt_demo_achieved'],
      ['results of the trial with the native ad on the level complete page', 'abtest abt_demo_invalidated'],
      ['where do I request a data extract', 'export'],
      ['status of bid extract bidexp_7hq2', 'export bids bidexp_7hq2'],
      ['raw rows of requests that didn\'t fill yesterday', 'export requests yesterday status=no_fill'],
      ['do the networks\' statements tie out with our books for october', 'reconcile 2026-10-01..2026-10-31'],
      ['true-up against the networks for last week, flag anything off by more than 3%', 'reconcile last week gap=3%'],
      ['did bidder charlie\'s revenue match what they report for october?', 'demand 2026-10-01..2026-10-31 source=bidder_charlie'],
      ['show me the current mediation setup', 'config'],
      ['lint the draft waterfall', 'config validate draft'],
      ['give me version 9 of the setup as yaml', 'config show version 9 yaml'],
      ['what\'s the network payout by country last month', 'network last month by country'],
      ['reasons bidders passed on our traffic yesterday', 'auction stats yesterday metric=nonbid_reason'],
      ['which placements aren\'t mapped to a demand source', 'demand'],
      ['ads money by game and ad type last week', 'breakdown by=app,format metrics=revenue last week'],
      ['can you show the ads money for each of our games per day this week', 'breakdown by=app,day metrics=revenue this week'],
      ['how\'s the ads money on the android version of tiny farm looking, why is it lower today', 'why revenue today app=com.acmegames.tinyfarm.android'],
    ]);
    for (const w of ['help me setup the bot', 'show me the waterfall for last week', 'revenue from the free trial users yesterday', 'nice job on revenue yesterday']) asks(w);
  });

  it('reads abbreviations only', () => {
    table([
      ['bidders wr l7d', 'bidders last 7d sort=win_rate'],
      ['rev yday split ios/android', 'revenue yesterday by os'],
      ['rev hrly today', 'breakdown by=hour metrics=revenue today'],
      ['net rpt oct csv', 'network 2026-10-01..2026-10-31 csv'],
      ['abt list pls', 'abtest list'],
    ]);
  });
});

describe('dates', () => {
  it('reads days anchored on a holiday, weekdays of a week, a week of the month just named, a span restated', () => {
    table([
      ['how much did we make in the two days before thanksgiving', 'revenue 2026-11-24..2026-11-25'],
      ['revenue the three days after halloween', 'revenue 2026-11-01..2026-11-03'],
      ['revenue for the last business day before thanksgiving', 'revenue 2026-11-25'],
      ['revenue the last business day before black friday', 'revenue 2026-11-25'],
      ['ecpm by country for the week before last', 'breakdown by=country metrics=ecpm 2026-11-09..2026-11-15'],
      ['for the WBR, daily revenue Monday to Sunday last week as a csv', 'breakdown by=day metrics=revenue 2026-11-16..2026-11-22 csv'],
      ['fill tuesday through thursday last week', 'revenue 2026-11-17..2026-11-19'],
      ['revenue the first week of november vs the second week', 'revenue 2026-11-01..2026-11-07 vs=2026-11-08..2026-11-14'],
      ['this past weekend\'s revenue, sat + sun', 'revenue 2026-11-21..2026-11-22'],
    ]);
    // a span open at its end: since that day
    table([
      ['revenue from nov 1 until today', 'revenue 2026-11-01..2026-11-27'],
      ['ecpm nov 1 until today by country', 'breakdown by=country metrics=ecpm 2026-11-01..2026-11-27'],
      ['revenue nov 1 onwards', 'revenue 2026-11-01..2026-11-27'],
      ['revenue starting nov 3', 'revenue 2026-11-03..2026-11-27'],
      ['revenue beginning the 3rd', 'revenue 2026-11-03..2026-11-27'],
      ['revenue starting monday by country', 'revenue 2026-11-23..2026-11-27 by country'],
      ['fill by country since nov 3 up to today', 'breakdown by=country metrics=fill_rate 2026-11-03..2026-11-27'],
      ['revenue from nov 1 until nov 10', 'revenue 2026-11-01..2026-11-10'],
    ]);
    // ("as of" a day: that day, since it or up to it; "starting next monday" lies ahead)
    for (const w of ['revenue as of nov 3', 'revenue starting next monday']) asks(w);
    // ("2 days before thanksgiving" may be the one day; another weekday named with a week; a day to come)
    for (const w of ['revenue 2 days before thanksgiving', 'last week, monday, revenue', 'revenue sunday to monday last week']) asks(w);
  });
});

describe('follow-ups that edit the thread\'s command', () => {
  it('swaps or forgets the split, flips a filter, changes the rows\' count', () => {
    is('flip it to android', 'revenue yesterday os=Android', after('revenue yesterday os=iOS'));
    is('make it canada', 'revenue yesterday country=CA', after('revenue yesterday country=US'));
    is('give me 10 rows not 5', 'breakdown by=country metrics=revenue last week top=10', after('breakdown by=country metrics=revenue last week top=5'));
    is('swap country for app', 'revenue last month by app', after('revenue last month by country'));
    is('switch the split to format', 'breakdown by=format metrics=revenue last week', after('breakdown by=country metrics=revenue last week'));
    is('swap country for app', 'breakdown by=app,format metrics=revenue last week', after('breakdown by=country,format metrics=revenue last week'));
    is('forget the split', 'revenue last month', after('revenue last month by country'));
    // (a value said with more than the edit is not this edit: never the period or split dropped)
    asks('switch to japan by country', after('revenue yesterday os=iOS country=US'));
    asks('flip it to android', after('revenue yesterday'));
  });
});
