// understand() on issue 38's fourteenth round (the twenty-second set's classes: its wrong answers
// first, then its clarified lines), each class on the set's words, on variants of them (other dates,
// names, wording) and on words that must still be asked back; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const after = (previous: string) => ({ previous });
const table = (rows: readonly (readonly [string, string])[], more: Partial<WordsContext> = {}) => { for (const [words, text] of rows) is(words, text, more); };

describe('wrong answers of the twenty-second set, by class', () => {
  it('reads a shouted run of words as words, not country codes (IS, ME, US)', () => {
    table([
      ['WHY IS REVENUE DOWN TODAY???', 'why revenue today'],
      ['GIVE ME THE WORST 3 APPS BY REVENUE YESTERDAY', 'breakdown by=app metrics=revenue yesterday bottom=3'],
      ['THIS IS THE THIRD TIME I ASK: revenue last month vs the month before!!!', 'revenue last month vs=previous'],
      ['WHY IS FILL DOWN IN JAPAN YESTERDAY', 'why fill_rate yesterday country=JP'],
    ]);
    // (a code typed in capitals inside a plain sentence is still a code)
    is('revenue in IN yesterday', 'revenue yesterday country=IN');
  });

  it('asks back a figure said to be "off" without why, as "tanked" is', () => {
    asks('I think fill might be off in Brazil? could you check maybe');
    asks('ecpm looks off in japan');
    is('why is fill off in brazil yesterday', 'why fill_rate yesterday country=BR');
  });

  it('asks back a value left out said as disinterest, unless another is asked for alone', () => {
    asks('not interested in rewarded or native, show me fill by format for the last 7 days');
    asks("banner I don't care about, ecpm by format yesterday");
    is("android only please, ios I don't care about - revenue yesterday", 'revenue yesterday os=Android');
    is('skip the test traffic, just production revenue for this week', 'revenue this week test=production');
  });

  it('reads a team named by a figure as who the figures are for', () => {
    is('Could you please give me ARPDAU by country for the month to date, iOS only? I need it for a memo to the pricing team', 'breakdown by=country metrics=arpdau mtd os=iOS');
    is('fill by format yesterday for the revenue team', 'breakdown by=format metrics=fill_rate yesterday');
  });

  it('sets two bidders against each other on one figure of their table: the bidders sorted by it', () => {
    is('delta vs echo ecpm this month', 'bidders mtd sort=ecpm');
    is('alpha vs bravo ecpm yesterday', 'bidders yesterday sort=ecpm');
    is('delta vs bravo win rate', 'bidders sort=win_rate');
  });

  it('takes access given or taken in words, the whole message the order', () => {
    table([
      ['give guests read access', 'access allow read guests'],
      ['please grant export access to group S0REVOPS', 'access allow export group=S0REVOPS'],
      ['remove read access from guests', 'access deny read guests'],
      ['keep audit entries for 30 days', 'access retention 30'],
      ['who has read access?', 'access'],
    ]);
    asks('give me read access');
    asks('give guests access');
  });

  it('takes connections ordered in words, the whole message the order', () => {
    table([
      ['unbind C0AGENCY1', 'connect unbind C0AGENCY1'],
      ['bind C0AGENCY1 to globex', 'connect bind C0AGENCY1 globex'],
      ['connect our own reporting account', 'connect'],
      ['which account is this bot connected to', 'whoami'],
    ]);
    asks('unbind');
  });

  it('sets up a digest said in words when they name its kind, this channel and a time', () => {
    table([
      ['I want to receive each morning the revenue digest in this channel at 9h', 'digest add daily_revenue here at=09:00'],
      ['send me the revenue digest every day at 17h30 in this channel', 'digest add daily_revenue here at=17:30'],
      ['post the weekly summary here at 9am every week', 'digest add weekly_summary here at=09:00'],
      ['what digests do we send here daily', 'digest list'],
    ]);
    // (one day of the week is read since round 35 (./digest-said.ts), as the forty-fifth set labels "mondays";
    // a filter more than it reads; no time; not regularly)
    is('post the weekly summary here every monday at 9am', 'digest add weekly_summary here at=09:00 days=mon');
    asks('send me the revenue digest every day at 17h30 in this channel for japan');
    asks('I want to receive the revenue digest');
  });

  it('asks which row is meant when a follow-up points at one by its place', () => {
    asks('why did the second one drop?', after('revenue yesterday by country'));
    asks('what about the top one', after('breakdown by=app metrics=revenue last week top=5'));
    asks('and the last row?', after('breakdown by=country metrics=ecpm last week'));
    // (a rank said as a count is still a rank)
    is('top 3 countries', 'breakdown by=country metrics=revenue last week top=3', after('revenue last week'));
  });

  it('adds a split or a figure said with "too" / "as well" to the thread\'s table', () => {
    is('and then by format too', 'breakdown by=country,format metrics=revenue last week', after('revenue last week by country'));
    is('by app too', 'breakdown by=country,app metrics=revenue yesterday', after('revenue yesterday by country'));
    is('and fill % as well', 'breakdown by=country metrics=ecpm,fill_rate last week', after('breakdown by=country metrics=ecpm last week'));
    // ("and by format" alone still replaces, as the older sets label it)
    is('and by format', 'revenue last week by format', after('revenue last week by country'));
  });
});

describe('clarified lines of the twenty-second set, by class', () => {
  it('reads apps by nickname or genre, with a platform said after them', () => {
    table([
      ['please share why revenue dropped for the farming game on android yesterday', 'why revenue yesterday app=com.acmegames.tinyfarm.android'],
      ['what is the reason for ecpm decrease in the word game on android this week', 'why ecpm this week app=com.acmegames.wordrush.android'],
      ['why did fill drop for the farm game last week?', 'why fill_rate last week app=com.acmegames.tinyfarm'],
      ['auction stats for the farming game yesterday', 'auction stats yesterday app=com.acmegames.tinyfarm'],
      ["alert me if the puzzle game's revenue drops 15%", 'alerts add revenue drop 15% app=com.acmegames.puzzlequest'],
      ['export impressions for the word game on android from yesterday', 'export impressions yesterday app=com.acmegames.wordrush.android'],
    ]);
    is('why did the word game on android fall?', 'why revenue last week app=com.acmegames.wordrush.android', after('revenue last week by app'));
    is('for the farming game only', 'why fill_rate yesterday app=com.acmegames.tinyfarm', after('why fill_rate yesterday'));
    // (a word in no app's name, or a game not named, is not an app)
    asks('revenue for the racing game yesterday');
    is('which game made the most revenue yesterday', 'breakdown by=app metrics=revenue yesterday top=1');
  });

  it('reads Indian English: "country wise", "do the needful", "of yesterday"', () => {
    table([
      ['kindly share the revenue of last week country wise', 'revenue last week by country'],
      ['please do the needful and send the impressions dump of yesterday', 'export impressions yesterday'],
      ['need format wise eCPM for last 7 days, do the needful', 'breakdown by=format metrics=ecpm last 7d'],
      ['app wise revenue yesterday', 'revenue yesterday by app'],
    ]);
    is('do the needful for this month also', 'revenue mtd', after('revenue last month'));
  });

  it('reads grouping said in its order, and where the figures go (a spreadsheet, a chart)', () => {
    table([
      ['Hi! Could you pull revenue for last week, broken down first by country and then by format, so I can put it in the weekly deck? Thanks so much', 'breakdown by=country,format metrics=revenue last week'],
      ["I'd like to see revenue by OS first and then by country for yesterday, one row per OS and country", 'breakdown by=os,country metrics=revenue yesterday'],
      // (the rows said alone are the split, never dropped: it had been read as the revenue summary)
      ['ecpm last week with one row per OS and country', 'breakdown by=os,country metrics=ecpm last week'],
      ['fill last week, one row per app', 'breakdown by=app metrics=fill_rate last week'],
      ["I'm building a dashboard and need revenue, impressions and eCPM per week for last quarter, one row per week please", 'breakdown by=week metrics=revenue,impressions,ecpm last quarter'],
      ['can I get impressions and requests per day for this month so far, as a spreadsheet if possible, I want to make a chart in excel', 'breakdown by=day metrics=impressions,requests mtd csv'],
      ['same revenue for last month also send as excel country wise', 'breakdown by=country metrics=revenue last month csv'],
      ['ARE THE NETWORKS EVEN PAYING US WHAT WE SEE?? last month', 'reconcile last month'],
    ]);
  });

  it('lets a long ask\'s asides go: a second ask put off, a vague reason passed on, "I was asked to look at"', () => {
    table([
      ["could you give me the top 10 countries by revenue for the last 30 days? later I'd also like to know which format does best in each but the first part is enough for now", 'breakdown by=country metrics=revenue last 30d top=10'],
      ['I was asked to look at revenue hour by hour yesterday, in Tokyo time, because the JP team says something happened during their night', 'breakdown by=hour metrics=revenue yesterday tz=Asia/Tokyo'],
      ['I was asked to look at why revenue dropped yesterday', 'why revenue yesterday'],
      ['for the weekly review, ecpm by country last week', 'breakdown by=country metrics=ecpm last week'],
      ['hello, for the bidder review I need a table of revenue and fills per bidder for last week, only bidders above $100 in revenue', 'breakdown by=bidder metrics=revenue,fills last week having=revenue>100'],
      ['only countries above $500 in revenue, revenue by country yesterday', 'breakdown by=country metrics=revenue yesterday having=revenue>500'],
    ]);
    // (a reason that names what moved where may narrow the figures: asked)
    asks('revenue yesterday, because the CEO says it dropped in japan');
  });

  it('reads A/B tests asked by their status, none named, as the list', () => {
    table([
      ['which test is winning?', 'abtest list'],
      ['any tests done?', 'abtest list'],
      ['which experiments can we ship', 'abtest list'],
      ['any experiments finished yet?', 'abtest list'],
    ]);
    asks('is the test done');
    asks('which test is losing us money');
  });

  it('reads days relative to today in unusual forms', () => {
    table([
      ['revenue this day last month', 'revenue 2026-10-27'],
      ['revenue on this day last year', 'revenue 2025-11-27'],
      ['revenue for the last 3 weekdays', 'revenue 2026-11-24..2026-11-26'],
      ['eCPM by country on the Monday of last week', 'breakdown by=country metrics=ecpm 2026-11-16'],
      ['network revenue at the end of last month, the 31st', 'network 2026-10-31'],
      // (fill alone is in the summary, which shows it)
      ['fill on the wednesday of this week', 'revenue 2026-11-25'],
    ]);
    is('this day last month?', 'revenue 2026-10-27', after('revenue yesterday'));
    // (weekdays with a weekend between them are no span; a comparison with the same day stays one)
    asks('revenue for the last 5 weekdays');
    is('was yesterday better than the same day last year?', 'revenue yesterday vs=year');
  });

  it('reads alerts and digests quieted or paused in other words', () => {
    table([
      ['shut up alert alr_9x8w7v6u for an hour pls', 'alerts snooze alr_9x8w7v6u 1h'],
      ['keep alert alr_9x8w7v6u quiet for France only', 'alerts mute alr_9x8w7v6u country=FR'],
      ["pause digest sub_3x9q2m7k while I'm on holiday", 'digest pause sub_3x9q2m7k'],
      ['silence alr_9x8w7v6u for a day', 'alerts snooze alr_9x8w7v6u 1d'],
    ]);
    asks('keep alr_9x8w7v6u quiet');
  });

  it('reads a Task pointed at by words of its name that hold a report\'s everyday word', () => {
    is('the bidder review one', 'tasks task_weekly_bidders_ny', after('tasks'));
    is('the paris one', 'tasks task_revenue_digest_paris', after('tasks'));
    asks('the bidder one', after('revenue yesterday'));
  });

  it('reads "drill into" a value of the split of revenue\'s movers as that value\'s summary', () => {
    is('drill into JP', 'revenue yesterday country=JP', after('revenue yesterday by country'));
    is('zoom in on brazil please', 'revenue last week country=BR', after('revenue last week by country'));
    asks('drill into JP by app', after('revenue yesterday by country'));
    asks('drill into android', after('revenue yesterday by country'));
  });
});
