// understand() on issue 38's seventh round (the sixteenth set's classes), each on words of its own,
// not a line of a set; pure, called directly. Wrong answers first: a move asked without "why", an
// export asked about rather than asked for, two rankings in one ask; then the classes asked back.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');

describe('asked back, never answered: the wrong answers\' classes', () => {
  it('asks whether a figure said to be up or down wants the figures or what moved them', () => {
    asks('ecpm is down in germany yesterday');
    asks('fill way up in japan');
    asks('impressions so down today!! android');
    // (a comparison said with "down vs" is a comparison)
    is('rev down vs last week', 'revenue vs=week');
  });

  it('asks about an export already asked for instead of starting another', () => {
    asks('is the requests export for tuesday ready yet');
    asks('status of the requests export for the 24th');
    is('export yesterday\'s impressions', 'export impressions yesterday');
  });

  it('asks which ranking when one ask ranks by two figures', () => {
    asks('best 5 apps by fill and by impressions yesterday');
    asks('bottom countries by ecpm and by fill rate this week');
  });

  it('reads "which of their …" as one, as "which of our …" is', () => {
    is('which of your countries has the best fill', 'breakdown by=country metrics=fill_rate top=1');
    is('which of their games had the worst eCPM in October', 'breakdown by=app metrics=ecpm 2026-10-01..2026-10-31 bottom=1');
  });

  it('reads refused commands as the audit log\'s refusals', () => {
    is('any refused commands lately?', 'audit refusals');
    is('show me denied requests', 'audit refusals');
  });
});

describe('numbers and dates in other countries\' and trades\' forms', () => {
  it.each([
    ['revenue 3.11.', 'revenue 2026-11-03'],
    ['why did ecpm drop on 25.11.2026', 'why ecpm 2026-11-25'],
    ['fill in DE from 9.11. to 15.11.', 'revenue 2026-11-09..2026-11-15 country=DE'],
    ['network report 9 Nov – 15 Nov', 'network 2026-11-09..2026-11-15'],
    ['apps above 2,500 dollars revenue yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>2500'],
    ['countries with more than 2.000 € revenue last week', 'breakdown by=country metrics=revenue last week having=revenue>2000'],
    ['countries with ecpm over 2,50 € yesterday', 'breakdown by=country metrics=ecpm yesterday having=ecpm>2.50'],
    ['apps with revenue above 1 500 € last month', 'breakdown by=app metrics=revenue last month having=revenue>1500'],
    ['formats with ecpm > 4 yesterday', 'breakdown by=format metrics=ecpm yesterday having=ecpm>4'],
    ['apps over $1.5k revenue yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>1500'],
    ['reconcile last month, gaps above 2,5 %', 'reconcile last month gap=2.5%'],
    ['L14 ecpm', 'revenue last 14d'],
    ['T30D revenue by app', 'revenue last 30d by app'],
    ['bidders last 14, by win rate', 'bidders last 14d sort=win_rate'],
    ['last 14 ecpm', 'revenue last 14d'],
    ['the last 1,000 bids in the US', 'auction bids country=US limit=1000'],
    ['the last 30 audit log entries', 'audit limit=30'],
  ])('%s → %s', (words, text) => is(words, text));

  it('leaves "5m", "T1" and a version number as they are', () => {
    asks('T1 countries revenue yesterday');
    asks('sdk 7.1.2 revenue');
  });
});

describe('lead-ins and chat around a question', () => {
  it.each([
    ['anybody got the fill for BR yesterday', 'revenue yesterday country=BR'],
    ['could someone pull revenue by country for last week', 'revenue last week by country'],
    ['does anyone know why fill fell yesterday', 'why fill_rate yesterday'],
    ['Relaying from the partnerships team: bidders yesterday', 'bidders yesterday'],
    ['via the partnerships channel: demand last week', 'demand last week'],
    ['for the quarterly board deck: revenue last month', 'revenue last month'],
    ['back from vacation, ecpm yesterday by format pls', 'breakdown by=format metrics=ecpm yesterday'],
    ['my boss wants to know who can export', 'access'],
    ['catching up after the offsite — how did the banner refresh test end?', 'abtest abt_demo_directional'],
    ['forwarding for the initech account: revenue yesterday', 'revenue yesterday account=initech'],
    ['audit log for member U07SEC0002', 'audit user=U07SEC0002'],
    ['revenue by os last week, ios and android side by side', 'revenue last week by os'],
  ])('%s → %s', (words, text) => is(words, text));

  it('still asks about a lead-in that sets figures apart, and about someone who says something', () => {
    asks('for the beta cohort: revenue yesterday');
    is('somebody says the bot refused them, show me the refusals', 'audit refusals');
  });
});

describe('a query or a pivot table written as the question', () => {
  it.each([
    ['select revenue, impressions group by app where country = DE, yesterday', 'breakdown by=app metrics=revenue,impressions yesterday country=DE'],
    ['avg(ecpm) by format last week', 'breakdown by=format metrics=ecpm last week'],
    ['sum of revenue by country last week', 'revenue last week by country'],
    ["impressions by day where os = 'android' for the last 7 days", 'breakdown by=day metrics=impressions last 7d os=Android'],
    ['pivot table: rows = country, columns = os, values = revenue, last week', 'breakdown by=country,os metrics=revenue last week'],
    ['revenue by country where os is android', 'revenue by country os=Android'],
    ["SELECT revenue FROM stats WHERE country='JP' AND date = yesterday", 'revenue yesterday country=JP'],
    ['rev/imps by app yesterday', 'breakdown by=app metrics=revenue,impressions yesterday'],
    ['revenue, fill — all 2 for japan yesterday', 'revenue yesterday country=JP'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('words of the reports\' own things', () => {
  it.each([
    ['why did fill crater on tuesday', 'why fill_rate 2026-11-24'],
    ['who gets the admin role', 'access'],
    ['p50 auction latency yesterday', 'auction stats yesterday metric=duration'],
    ['which channel digests do we have', 'digest list'],
    ['when does the paris digest task trigger', 'tasks task_revenue_digest_paris'],
    ['which alerts are set up', 'alerts list'],
    ['any digests set up?', 'digest list'],
    ['bidder leaderboard by bid rate yesterday', 'bidders yesterday sort=bid_rate'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('periods ranked: the best or worst day, hour, week', () => {
  it.each([
    ['our one best day last week', 'breakdown by=day metrics=revenue last week top=1'],
    ['worst day of october for ecpm', 'breakdown by=day metrics=ecpm 2026-10-01..2026-10-31 bottom=1'],
    ['top 3 hours yesterday for impressions', 'breakdown by=hour metrics=impressions yesterday top=3'],
    ['the #2 app for fill last week', 'breakdown by=app metrics=fill_rate last week top=2'],
    ['best performing hour yesterday', 'breakdown by=hour metrics=revenue yesterday top=1'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('a follow-up that edits the thread\'s command', () => {
  it.each([
    ['remove the os filter', 'revenue last week os=iOS', 'revenue last week'],
    ['drop the app filter', 'export impressions yesterday app=com.acmegames.tinyfarm', 'export impressions yesterday'],
    ['also show fill', 'breakdown by=country metrics=revenue last week', 'breakdown by=country metrics=revenue,fill_rate last week'],
    ['plus impressions', 'breakdown by=format metrics=ecpm yesterday', 'breakdown by=format metrics=ecpm,impressions yesterday'],
    ['just those above 1000', 'breakdown by=app metrics=revenue last month', 'breakdown by=app metrics=revenue last month having=revenue>1000'],
    ['and the 14 before that', 'revenue last 14d', 'revenue 2026-10-30..2026-11-12'],
    ['the previous period?', 'bidders last 7d', 'bidders 2026-11-13..2026-11-19'],
    ['and the month before that', 'revenue last month', 'revenue 2026-09-01..2026-09-30'],
    ['before that?', 'bidders yesterday', 'bidders 2026-11-25'],
    ['notify me once it reaches significance', 'abtest abt_demo_in_progress', 'abtest watch abt_demo_in_progress'],
    ['just the timeouts', 'export requests yesterday', 'export requests yesterday status=timeout'],
    ['loosen it to 4%', 'reconcile last month', 'reconcile last month gap=4%'],
  ])('%s after %s → %s', (words, previous, text) => is(words, text, { previous }));

  it('leaves a figure named in place of the table\'s to the follow-up reader, and a span of another length asked', () => {
    is('and for revenue?', 'breakdown by=app last week top=5 metrics=revenue', { previous: 'breakdown by=app metrics=ecpm last week top=5' });
    asks('and the 3 before that', { previous: 'revenue last 7d' });
  });
});

describe('a subcommand\'s own actions said in words', () => {
  it.each([
    ['switch alr_7k2m9q4xa1 off', 'alerts pause alr_7k2m9q4xa1'],
    ['turn alert alr_7k2m9q4xa1 on again', 'alerts resume alr_7k2m9q4xa1'],
    ['re-enable alr_7k2m9q4xa1', 'alerts resume alr_7k2m9q4xa1'],
    ['what would sub_2b4n6m8q send? dry run', 'digest preview sub_2b4n6m8q'],
    ['open the export form', 'export'],
    ['bid feed in japan yesterday, 20 rows', 'auction bids yesterday country=JP limit=20'],
    ['are bidders responding in time on android today', 'auction stats today os=Android'],
    ['what was in config v12', 'config show version 12'],
    ['anything scheduled for the agents', 'tasks'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('an alert told to members, days joined with a plus, a city\'s clock', () => {
  it('tells the members mentioned in the channel an alert posts to', () => {
    is('ping this channel and <@U0ABC1234> if ecpm drops 15%', 'alerts add ecpm drop 15% here notify=U0ABC1234');
    // (a DM alert has no channel to tell them in: the mention is left, as before)
    is('<@U0ABC1234> alert me if fill drops 10%', 'alerts add fill_rate drop 10%');
  });

  it.each([
    ['fri+sat revenue in japan', 'revenue 2026-11-20..2026-11-21 country=JP'],
    ['hourly ecpm yesterday on Tokyo time', 'breakdown by=hour metrics=ecpm yesterday tz=Asia/Tokyo'],
    ['impressions by hour yesterday in los angeles time', 'breakdown by=hour metrics=impressions yesterday tz=America/Los_Angeles'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('the causes of a move asked, and a place in a lead-in', () => {
  it.each([
    ['was the revenue dip on monday driven by fill or by ecpm', 'why revenue 2026-11-23'],
    ['did impressions fall because of fill', 'why impressions'],
    ['was yesterday\'s fill drop due to ecpm', 'why fill_rate yesterday'],
    ['question from Marco in Italy: revenue in spain yesterday', 'revenue yesterday country=ES'],
    // (a day compared with the same weekday said as "last": a week before, never itself nor the day before)
    ['was revenue higher yesterday vs last thursday', 'revenue yesterday vs=week'],
    ['ecpm yesterday vs last friday', 'revenue yesterday vs=2026-11-20'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('what the new forms leave alone', () => {
  it('asks about a version, a ticket number, another span\'s length; runs a digest asked to run', () => {
    asks('revenue for sdk 5.3.');
    asks('ticket #12 revenue yesterday');
    asks('the week before that', { previous: 'revenue yesterday' });
    is('would you run sub_2b4n6m8q now', 'digest run sub_2b4n6m8q');
  });
});
