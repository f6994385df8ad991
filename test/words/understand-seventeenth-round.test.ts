// understand() on issue 38's seventeenth round (the twenty-first set's misses, fixed by class),
// each class on the set's words, on variants of them (other reports, names, dates, wording) and on
// words that must still be asked back; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const after = (previous: string) => ({ previous });
const table = (rows: readonly (readonly [string, string])[], more: Partial<WordsContext> = {}) => { for (const [words, text] of rows) is(words, text, more); };

describe('a count of bidders ranked on a figure', () => {
  it('is the breakdown by bidder with its count, where the breakdown has the figure', () => {
    table([
      ['top 3 bidders by revenue last week', 'breakdown by=bidder metrics=revenue last week top=3'],
      ['top 5 bidders by ecpm yesterday', 'breakdown by=bidder metrics=ecpm yesterday top=5'],
      ['bottom 3 bidders by impressions this week', 'breakdown by=bidder metrics=impressions this week bottom=3'],
      ['top 2 bidders by revenue in japan yesterday', 'breakdown by=bidder metrics=revenue yesterday top=2 country=JP'],
    ]);
    // (win rate is the bidders table's own figure; no count, the table sorted)
    is('top 3 bidders by win rate last week', 'bidders last week sort=win_rate');
    is('top bidders last week', 'bidders last week');
  });
});

describe('a time grain said beside a trend word', () => {
  it('keeps the grain said; a trend word alone adds days', () => {
    table([
      ['weekly revenue trend this quarter', 'breakdown by=week metrics=revenue this quarter'],
      ['monthly revenue trend this year', 'breakdown by=month metrics=revenue ytd'],
      ['revenue trend this quarter', 'breakdown by=day metrics=revenue this quarter'],
    ]);
  });
});

describe('trend words in a question', () => {
  it('reads creeping, sliding, slipping, a dip and declining week over week as the trend', () => {
    table([
      ['is ecpm in japan creeping up this month', 'breakdown by=day metrics=ecpm mtd country=JP'],
      ['has revenue been sliding since halloween?', 'breakdown by=day metrics=revenue 2026-10-31..2026-11-27'],
      ['any dip in fill this week?', 'breakdown by=day metrics=fill_rate this week'],
      ['is fill slipping in brazil this week', 'breakdown by=day metrics=fill_rate this week country=BR'],
      ['is arpdau declining week over week this quarter?', 'breakdown by=week metrics=arpdau this quarter'],
    ]);
    // (one day: a move within it is hours — asked, as before)
    asks('any dip in revenue yesterday');
  });
});

describe('follow-ups that add to the thread\'s command', () => {
  it('adds a figure said with "too", "as well", "plus"', () => {
    is('only android, and fill too', 'breakdown by=day last 14d os=Android metrics=ecpm,fill_rate', after('breakdown by=day metrics=ecpm last 14d'));
    is('ios only, and revenue as well', 'breakdown by=day last 14d os=iOS metrics=ecpm,revenue', after('breakdown by=day metrics=ecpm last 14d'));
    is('in germany, impressions too', 'breakdown by=format yesterday country=DE metrics=revenue,impressions', after('breakdown by=format metrics=revenue yesterday'));
    // (without an adding word the figure replaces; "too low" is an adverb)
    is('and for fill?', 'breakdown by=day last 14d metrics=fill_rate', after('breakdown by=day metrics=ecpm last 14d'));
    is('is fill too low on android', 'breakdown by=day last 14d os=Android metrics=fill_rate', after('breakdown by=day metrics=ecpm last 14d'));
  });
  it('adds the grammar\'s own word: refusals, yaml', () => {
    is('only refusals', 'audit refusals', after('audit'));
    is('refused only', 'audit refusals', after('audit'));
    is('only refusals', 'audit user=U123 refusals', after('audit user=U123'));
    is('as yaml', 'config show live yaml', after('config show live'));
    is('yaml', 'config show draft yaml', after('config show draft'));
    // (a word the thread's command does not take is not this edit)
    asks('only refusals', after('revenue yesterday'));
  });
  it('keeps two named periods\' comparison', () => {
    is('W47 vs W46', 'revenue 2026-11-16..2026-11-22 vs=previous', after('revenue last week'));
    is('wk 47 vs wk 45', 'revenue 2026-11-16..2026-11-22 vs=2026-11-02..2026-11-08', after('revenue last week'));
    is('october vs september', 'why revenue 2026-10-01..2026-10-31 vs=previous', after('why revenue yesterday'));
    // (the breakdown takes no comparison: asked, not dropped)
    asks('W47 vs W46', after('breakdown by=country metrics=revenue last week'));
  });
});

describe('connections and digests', () => {
  it('reads whether the workspace\'s own account is connected as connect show', () => {
    is('is the workspace\'s own reporting account connected? show me', 'connect show');
    is('is our own account connected yet?', 'connect show');
    is('which account is connected', 'whoami');
    is('connect our own reporting account', 'connect');
  });
  it('asks which figure when a digest is said to look off', () => {
    asks('the digest looked off today, can you check');
    asks('the weekly digest looks wrong');
    is('show me my digests', 'digest list');
    is('can you check the digest', 'digest list');
  });
});

describe('the twenty-first set\'s voices', () => {
  it('lets the asker\'s own next step and a growth team\'s purpose go', () => {
    table([
      ['need ARPDAU by country for the last 7 days, I\'ll line it up against our CPIs in the sheet myself', 'breakdown by=country metrics=arpdau last 7d'],
      ['impressions by day this month, we\'ll compare with installs on our side', 'breakdown by=day metrics=impressions mtd'],
      ['growth here — ARPDAU per country last week for the payback model pls', 'breakdown by=country metrics=arpdau last week'],
      ['ARPDAU on iOS vs android last week, for the UA bid caps', 'breakdown by=os metrics=arpdau last week'],
    ]);
    // (a split asked after the comma is still asked; UA said as a place is Ukraine)
    is('ecpm by app yesterday, I\'ll need it by format too', 'breakdown by=app,format metrics=ecpm yesterday');
    is('revenue in UA last week', 'revenue last week country=UA');
  });
  it('reads sign-offs, clocks named the long way, ISO weeks, deadlines and a test\'s whole run', () => {
    table([
      ['hiya, which account is this bot connected to? xx sam', 'whoami'],
      ['Hello, I hope you\'re well. Could you please send me the fill rate by country for yesterday. Kind regards, Anke Müller | Ad Operations | Berlin', 'breakdown by=country metrics=fill_rate yesterday'],
      ['support ticket 9932 – publisher wants hourly impressions for yesterday in their timezone (CET)', 'breakdown by=hour metrics=impressions yesterday tz=CET'],
      ['ISO week 47 demand comparison', 'demand 2026-11-16..2026-11-22'],
      ['revenue for iso wk 45 by country', 'revenue 2026-11-02..2026-11-08 by country'],
      ['Dear AdOps, please validate the live config before the freeze. Best, Priya', 'config validate live'],
      ['please validate the draft config ahead of the release', 'config validate draft'],
      ['interstitial floor test results since it started', 'abtest abt_demo_achieved'],
    ]);
    // (beside a figure, "before the launch" may be a period: asked)
    asks('revenue before the launch');
  });
  it('reads a VP\'s board words', () => {
    table([
      ['Top-line performance by platform for the last full month', 'revenue last month by os'],
      ['Summarize last quarter\'s performance against the same quarter a year ago.', 'revenue last quarter vs=year'],
      ['Headline for the board: how did October close versus October of last year?', 'revenue 2026-10-01..2026-10-31 vs=year'],
      ['Which markets are contributing most to revenue growth this quarter?', 'revenue this quarter by country'],
      ['ecpm last full week by format', 'breakdown by=format metrics=ecpm last week'],
      ['how did q3 end vs the same quarter last year', 'revenue 2026-07-01..2026-09-30 vs=year'],
      ['why are bidders passing in brazil? no-bid reasons for yesterday pls', 'auction stats yesterday country=BR metric=nonbid_reason'],
    ]);
    is('does the config pass validation', 'config validate');
  });
});

describe('how to', () => {
  it('answers how-to with the command\'s help, its parts an example', () => {
    table([
      ['how do I export raw impressions', 'help export'],
      ['how do I export requests for yesterday', 'help export'],
      ['can you alert me when fill drops? how does that work', 'help alerts'],
      ['how does it work', 'help'],
    ]);
    // (how to see figures is the figures)
    is('how do I get revenue by country', 'revenue by country');
  });
});

describe('asks said otherwise', () => {
  it('reads "first N", "country/format combos", "the first two weeks of", "no winner", "chasing", "looking for", "narrow to"', () => {
    table([
      ['first 3 apps by impressions today', 'breakdown by=app metrics=impressions today top=3'],
      ['first 5 countries by revenue last week', 'breakdown by=country metrics=revenue last week top=5'],
      ['top 4 country/format combos by ecpm yesterday', 'breakdown by=country,format metrics=ecpm yesterday top=4'],
      ['top 3 app/country pairs by revenue yesterday', 'breakdown by=app,country metrics=revenue yesterday top=3'],
      ['revenue for the first two weeks of november', 'revenue 2026-11-01..2026-11-14'],
      ['escalation from a publisher: auction auc_b7k21x had no winner, what happened in that auction?', 'auction auc_b7k21x'],
      ['client is chasing bid export bidexp_7h3k, is it ready?', 'export bids bidexp_7h3k'],
      ['looking for the W47 bidder numbers', 'bidders 2026-11-16..2026-11-22'],
      ['looking for revenue by country last week', 'revenue last week by country'],
    ]);
    is('narrow to rewarded', 'why fill_rate last week format=rewarded', after('why fill_rate last week'));
    is('narrow to ios', 'breakdown by=country metrics=revenue yesterday os=iOS', after('breakdown by=country metrics=revenue yesterday'));
    // (the first time something happened is no ranking: asked)
    asks('the first time revenue dropped');
  });
});

describe('a digest quoted by another name', () => {
  it('reads "weekend recap said …", "this morning\'s digest had … what\'s behind that" as the quote', () => {
    table([
      ['weekend recap said JP ecpm -8% last weekend, can you explain', 'why ecpm 2026-11-21..2026-11-22 country=JP'],
      ['weekend recap said US fill -5% last weekend, why?', 'why fill_rate 2026-11-21..2026-11-22 country=US'],
      ['this morning\'s digest had revenue down 12% — what\'s behind that?', 'why revenue yesterday'],
    ]);
  });
});

describe('orders and follow-ups of the set\'s last classes', () => {
  it('opens the digest form when a regular digest here is ordered without its time', () => {
    is('set up a daily revenue digest in this channel', 'digest add');
    is('set up a daily revenue digest in this channel at 9am', 'digest add daily_revenue here at=09:00');
    asks('is there a daily revenue digest in this channel');
  });
  it('reads a name alone after whoami as another account\'s', () => {
    is('and for globex?', 'whoami account=globex', after('whoami'));
    is('what about initech', 'whoami account=initech', after('whoami'));
    asks('and for globex?', after('revenue yesterday'));
    asks('thanks', after('whoami'));
  });
});
