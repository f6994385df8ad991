// understand() on issue 38's fifteenth round (the twenty-fourth set's misses, fixed by class),
// each class on the set's words, on variants of them (other reports, names, wording) and on words
// that must still be asked back; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const after = (previous: string) => ({ previous });
const table = (rows: readonly (readonly [string, string])[], more: Partial<WordsContext> = {}) => { for (const [words, text] of rows) is(words, text, more); };

describe('a command typed as a command line', () => {
  it('reads "adops" without the slash and --flags as the grammar\'s options', () => {
    table([
      ['adops bd by=country metrics=ecpm yesterday', 'bd by=country metrics=ecpm yesterday'],
      ['revenue yesterday --by country', 'revenue yesterday by=country'],
      ['bidders --sort ecpm --range 7d', 'bidders sort=ecpm 7d'],
      ['/adops why ecpm yesterday --country US', 'why ecpm yesterday country=US'],
      ['breakdown --by format --metrics fill_rate today', 'breakdown by=format metrics=fill_rate today'],
      ['revenue --vs=year mtd', 'revenue vs=year mtd'],
      ['/adops network last month --csv', 'network last month csv'],
      ['revenue --date 2026-11-20', 'revenue 2026-11-20'],
      ['adops: revenue yesterday', 'revenue yesterday'],
    ]);
    // (a flag with nothing after it says no part: asked)
    asks('revenue yesterday --by');
    asks('adops');
  });
});

describe('the thread\'s question asked again', () => {
  it('runs the thread\'s command again on "refresh", "again", "rerun", "update?"', () => {
    for (const [previous, words] of [
      ['revenue today', 'refresh'],
      ['revenue today', 'again'],
      ['bidders yesterday sort=win_rate', 'rerun'],
      ['breakdown by=hour metrics=revenue today', 'refresh pls'],
      ['abtest abt_demo_in_progress', 'check again'],
      ['revenue today vs=week', 'update?'],
      ['config validate draft', 'rerun the validation'],
      ['revenue today', 're-run it'],
      ['alerts list', 'try again'],
    ] as const) is(words, previous, after(previous));
    // (a part said beside it changes the question; another report's words are not a re-run)
    is('again, by country', 'revenue today by country', after('revenue today'));
    asks('refresh the alert', after('revenue today'));
    // (outside a thread there is nothing to run again)
    asks('refresh');
    asks('again');
  });
});

describe('whom the figures are for, and how the table is laid out', () => {
  it('lets "for the client", "for the publisher review", "client deck", "QBR-ready", "for my notebook" go', () => {
    table([
      ['how did tiny farm do for the client last quarter', 'breakdown by=app metrics=revenue last quarter'],
      ['quarter to date revenue for the publisher review', 'revenue this quarter'],
      ['revenue by country last quarter for the client', 'revenue last quarter by country'],
      ['word rush android numbers for last month, client deck', 'breakdown by=app metrics=revenue last month'],
      ['can you give me a QBR-ready csv of revenue by app and country for last quarter', 'breakdown by=app,country metrics=revenue last quarter csv'],
      ['hourly impressions for yesterday in UTC for my notebook', 'breakdown by=hour metrics=impressions yesterday tz=UTC'],
      ['monthly revenue for Q3, one row per month, for the slide', 'breakdown by=month metrics=revenue 2026-07-01..2026-09-30'],
      ['impressions last week with one row per country', 'breakdown by=country metrics=impressions last week'],
    ]);
    // (an agency's clients are its accounts, not an audience; "publisher" as a row is not said)
    asks('revenue for my clients last week');
    asks('how did the publisher do yesterday');
  });

  it('reads a list of countries beside "by country" as that split; a list alone is still asked', () => {
    is('revenue in germany, france and spain last week by country', 'revenue last week by country');
    asks('revenue yesterday for US, UK and DE');
    asks('UK, FR and DE only', after('revenue yesterday'));
  });
});

describe('stores, formats and a phone\'s autocorrect', () => {
  it('reads the app stores as platforms, and a format\'s "side"', () => {
    table([
      ['app store revenue yesterday', 'revenue yesterday os=iOS'],
      ['google play revenue last week', 'revenue last week os=Android'],
      ['the google play version of tiny farm, ecpm yesterday', 'breakdown by=app metrics=ecpm yesterday'],
      ['why did the play store version of word rush drop yesterday', 'why revenue yesterday app=com.acmegames.wordrush.android'],
    ]);
    is('now the google play side', 'revenue yesterday os=Android', after('revenue yesterday'));
    is('just the RV side', 'why revenue yesterday format=rewarded', after('why revenue yesterday'));
    asks('google play rating');
  });

  it('reads a real word autocorrect put in a week\'s or a rate\'s slot, and only there', () => {
    table([
      ['Revenue This Weak', 'revenue this week'],
      ['Reconcile Last Weak Please', 'reconcile last week'],
      ['Win Rat By Bidder Last Week', 'bidders last week sort=win_rate'],
      ['revenue is weak this week, why', 'why revenue this week'],
    ]);
  });
});

describe('hours, periods and tests said otherwise', () => {
  it('reads "since this morning", "past 3h" and "since midnight UTC"', () => {
    table([
      ['how much have we made since this morning', 'breakdown by=hour metrics=revenue today'],
      ['hourly fill past 3h', 'breakdown by=hour metrics=fill_rate today'],
      ['why did revenue dip in the past 3h', 'why revenue 2026-11-27T07:00..2026-11-27T10:00'],
      ['hourly revenue since midnight UTC', 'breakdown by=hour metrics=revenue today tz=UTC'],
    ]);
    // (the afternoon has not begun at 10:00)
    asks('revenue since this afternoon');
  });

  it('reads a holiday against "last" the same holiday as the year before; "this week" alone is no agreement', () => {
    table([
      ['thanksgiving vs last thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
      ['how did thanksgiving compare to last thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
      ['black friday revenue vs last years black friday', 'revenue 2026-11-27 vs=2025-11-28'],
      // (the same weekday a week before, said by its name: vs=week, as "today vs last friday" is — thirty-second round)
      ['black friday vs last friday', 'revenue 2026-11-27 vs=week'],
      ['this week?', 'revenue this week'],
      ['this^ revenue yesterday', 'revenue yesterday'],
    ]);
    is('this week?', 'bidders this week', after('bidders last week'));
    is('and the quarter before that', 'revenue 2026-04-01..2026-06-30', after('revenue last quarter'));
    is('the year before that', 'revenue 2024-01-01..2024-12-31', after('revenue 2025-01-01..2025-12-31'));
  });

  it('reads a test\'s confidence interval, sample size and p-value only of a test', () => {
    table([
      ['confidence interval on the interstitial floor lift', 'abtest abt_demo_achieved'],
      ['sample size reached on the banner refresh experiment?', 'abtest abt_demo_directional'],
      ["what's the p-value on the frequency cap test", 'abtest abt_demo_in_progress'],
    ]);
    // (had been read as revenue: a wrong answer)
    asks('p-value on ecpm yesterday');
    asks('confidence interval on ecpm yesterday');
  });

  it('reads the connections by their bindings and connecting "our own reporting account"', () => {
    table([
      ['show the channel bindings', 'connect show'],
      ['connect our own reporting account', 'connect'],
    ]);
    asks('how do I connect our own reporting account');
  });
});
