// understand() on issue 38's eighteenth round: the classes behind the twenty-fifth set's wrong answers
// (a weekday said bare on that very weekday, two bidders compared on no figure), fixed generally, and
// about 190 mainstream probes written around them (the examples paraphrased, typos, dates in
// words, follow-ups) — none of the set's lines verbatim; CLARIFY rows must stay asked. Pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

type Row = readonly [previous: string, words: string, expected: string];

/** Each row as the question sets write it: '-' for no thread, CLARIFY for a question back. */
function check(rows: readonly Row[]): void {
  for (const [previous, words, expected] of rows) {
    const got = understand(words, { ...SET_CONTEXT, previous: previous === '-' ? undefined : previous });
    if (expected === 'CLARIFY') expect(got.kind, `${previous} → ${words}`).toBe('clarify');
    else expect(got, `${previous} → ${words}`).toEqual({ kind: 'command', text: expected });
  }
}

describe('a weekday said bare on that weekday is asked (today, or a week ago); placed, it is read', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what was our revenue on friday?', 'CLARIFY'],
      ['-', 'how much did we make friday', 'CLARIFY'],
      ['-', 'friday\'s revenue pls', 'CLARIFY'],
      ['-', 'revenu on fri', 'CLARIFY'],
      ['-', 'why did fill drop on friday', 'CLARIFY'],
      ['-', 'ecpm friday in the US', 'CLARIFY'],
      ['-', 'how did friday go', 'CLARIFY'],
      ['-', 'revenue last friday', 'revenue 2026-11-20'],
      ['-', 'revenue friday last week', 'revenue 2026-11-20'],
      ['-', 'revenue on thursday', 'revenue 2026-11-26'],
      ['-', 'why did revenue drop on tuesday', 'why revenue 2026-11-24'],
      ['-', 'what did we make on wednesday', 'revenue 2026-11-25'],
      ['-', 'revenue on monday in germany', 'revenue 2026-11-23 country=DE'],
      ['-', 'happy friday! revenue yesterday please', 'revenue yesterday'],
      ['-', 'black friday so far', 'revenue 2026-11-27'],
      ['-', 'revenue since monday', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue 2 fridays ago', 'revenue 2026-11-13'],
      ['revenue yesterday', 'and on friday?', 'CLARIFY'],
      ['revenue yesterday', 'what about last friday', 'revenue 2026-11-20'],
      ['-', 'why did revenue drop on tuesday?', 'why revenue 2026-11-24'],
      ['-', 'why did revnue dip tuesday', 'why revenue 2026-11-24'],
      ['-', 'revenue on saturday', 'revenue 2026-11-21'],
      ['-', 'revenue sunday vs saturday', 'revenue 2026-11-22 vs=previous'],
      ['revenue today', 'vs last friday', 'revenue today vs=week'],
      ['revenue yesterday', 'compare to friday', 'revenue yesterday vs=2026-11-20'],
      ['revenue yesterday', 'what about friday', 'CLARIFY'],
      ['breakdown by=format metrics=ecpm yesterday', 'and on friday?', 'CLARIFY'],
      ['-', 'how much did we earn on friday in the uk', 'CLARIFY'],
      ['-', 'fri revenue by country', 'CLARIFY'],
      ['-', 'what was fill on friday for rewarded', 'CLARIFY'],
      ['-', 'revenue on friday the 20th', 'revenue 2026-11-20'],
      ['-', 'revenue on friday nov 20', 'revenue 2026-11-20'],
      ['-', 'how did last friday compare to this friday', 'revenue 2026-11-20 vs=2026-11-27'],
      ['revenue yesterday', 'and friday?', 'CLARIFY'],
      ['revenue yesterday', 'vs last friday', 'revenue yesterday vs=2026-11-20'],
      ['revenue today', 'vs last fri', 'revenue today vs=week'],
      ['revenue yesterday', 'and the thursday before?', 'CLARIFY'],
      ['-', 'why did revnue drop on tuesday in the us', 'why revenue 2026-11-24 country=US'],
      ['-', 'whyd fill drop tuesday', 'CLARIFY'],
      ['-', 'why did ecpm drop last tuesday', 'why ecpm 2026-11-24'],
      ['-', 'export impressions from tuesday', 'export impressions 2026-11-24'],
      ['-', 'export impressions friday', 'CLARIFY'],
      ['-', 'puzzle quest revenue on tuesday', 'breakdown by=app metrics=revenue 2026-11-24'],
    ]);
  });
});

describe('two bidders set against each other on no figure are asked; on a figure of their table, the table sorted by it; a bidder\'s words name no Task', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'compare bravo and alpha', 'CLARIFY'],
      ['-', 'compare alpha with bravo last week', 'CLARIFY'],
      ['-', 'alpha vs bravo', 'CLARIFY'],
      ['-', 'how does bravo stack up against charlie', 'CLARIFY'],
      ['-', 'bidder alpha vs bidder bravo', 'CLARIFY'],
      ['-', 'compare alpha and bravo win rate', 'bidders sort=win_rate'],
      ['-', 'delta vs echo ecpm this month', 'bidders mtd sort=ecpm'],
      ['-', 'alpha vs bravo win rate yesterday', 'bidders yesterday sort=win_rate'],
      ['-', 'compare alpah and bravo ecpm', 'bidders sort=ecpm'],
      ['-', 'what do alpha and charlie say they paid us yesterday', 'demand yesterday source=bidder_alpha,bidder_charlie'],
      ['-', 'demand for alpha and bravo last month', 'demand last month source=bidder_alpha,bidder_bravo'],
      ['-', 'bidder charlie win rate last week', 'bidders last week sort=win_rate'],
      ['-', 'run the weekly bidder review task', 'tasks task_weekly_bidders_ny'],
      ['-', 'bidders yesterday', 'bidders yesterday'],
      ['-', 'how are the bidders doing this week', 'bidders this week'],
      ['-', 'which bidder has the best win rate', 'bidders sort=win_rate'],
      ['-', 'bravo win rate yesterday', 'bidders yesterday sort=win_rate'],
      ['-', 'how\'s charlie doing', 'bidders'],
      ['-', 'what did bravo pay us last month', 'demand last month source=bidder_bravo'],
      ['bidders yesterday', 'only alpha and bravo', 'CLARIFY'],
      ['-', 'alpha and bravo last week', 'CLARIFY'],
      ['-', 'compare bravo vs charlie in japan', 'CLARIFY'],
      ['-', 'bravo vs charlie bid rate', 'bidders sort=bid_rate'],
      ['-', 'which is winning more, alpha or bravo', 'bidders sort=win_rate'],
      ['-', 'compare the bidders', 'bidders'],
      ['-', 'bidder review', 'CLARIFY'],
      ['-', 'bidders alpha bravo win rate last week', 'bidders last week sort=win_rate'],
    ]);
  });
});

describe('follow-ups: the period edited, not the split; a weekday a week before is vs=week; a figure named after a table of one replaces it, as the older sets label it', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=ecpm yesterday', 'and the fill rate?', 'breakdown by=format yesterday metrics=fill_rate'],
      ['breakdown by=country metrics=ecpm last week', 'and fill % as well', 'breakdown by=country metrics=ecpm,fill_rate last week'],
      ['breakdown by=format metrics=ecpm yesterday', 'add fill rate too', 'breakdown by=format metrics=ecpm,fill_rate yesterday'],
      ['breakdown by=format metrics=ecpm yesterday', 'what about last week', 'breakdown by=format metrics=ecpm last week'],
      ['revenue yesterday by country', 'and last week?', 'revenue by country last week'],
      ['revenue yesterday', 'by country?', 'revenue yesterday by country'],
      ['revenue yesterday', 'and for brazil', 'revenue yesterday country=BR'],
      ['revenue yesterday', 'vs last week?', 'revenue yesterday vs=week'],
      ['revenue country=BR vs=week', 'and mexico?', 'revenue vs=week country=MX'],
      ['revenue yesterday', 'and the day before?', 'revenue 2026-11-25'],
      ['revenue yesterday', 'what about ios', 'revenue yesterday os=iOS'],
      ['revenue yesterday', 'just android', 'revenue yesterday os=Android'],
      ['revenue yesterday country=BR', 'what about mexico', 'revenue yesterday country=MX'],
      ['revenue last week by country', 'and by app?', 'revenue last week by app'],
      ['breakdown by=app metrics=revenue last week top=5', 'top 10 instead', 'breakdown by=app metrics=revenue last week top=10'],
      ['breakdown by=app metrics=revenue last week top=5', 'and for ecpm?', 'breakdown by=app last week top=5 metrics=ecpm'],
      ['breakdown by=country metrics=ecpm yesterday', 'what about android', 'breakdown by=country metrics=ecpm yesterday os=Android'],
      ['bidders yesterday', 'sort by win rate', 'bidders yesterday sort=win_rate'],
      ['bidders yesterday', 'and last week?', 'bidders last week'],
      ['why revenue yesterday', 'and in the US?', 'why revenue yesterday country=US'],
      ['revenue today', 'compared with a week ago', 'revenue today vs=week'],
      ['breakdown by=country metrics=revenue yesterday', 'and fill rate?', 'breakdown by=country yesterday metrics=fill_rate'],
      ['breakdown by=country metrics=revenue yesterday', 'add ecpm', 'breakdown by=country metrics=revenue,ecpm yesterday'],
      ['breakdown by=app metrics=ecpm last week', 'only ios', 'breakdown by=app metrics=ecpm last week os=iOS'],
      ['breakdown by=app metrics=ecpm last week', 'for brazil', 'breakdown by=app metrics=ecpm last week country=BR'],
      ['breakdown by=app metrics=ecpm last week', 'this week instead', 'breakdown by=app metrics=ecpm this week'],
      ['revenue yesterday by country', 'top 5 only', 'breakdown by=country metrics=revenue yesterday top=5'],
      ['revenue last week', 'by format', 'revenue last week by format'],
      ['revenue last week', 'why?', 'why revenue last week'],
      ['revenue country=BR vs=week', 'why', 'why revenue country=BR vs=week'],
    ]);
  });
});

describe('the issue\'s asks paraphrased, with typos and dates in words (no wrong answer among them)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'fill rate for brazil vs last week', 'revenue vs=week country=BR'],
      ['-', 'fil rate in brasil vs last week', 'revenue vs=week country=BR'],
      ['-', 'whats our fill in BR compared to last week', 'revenue vs=week country=BR'],
      ['-', 'revenue in japan vs last week', 'revenue vs=week country=JP'],
      ['-', 'ecpm this week vs last week', 'revenue this week vs=week'],
      ['-', 'how\'s fill in germany vs last week', 'revenue vs=week country=DE'],
      ['-', 'rev yesterday vs same day last week', 'revenue yesterday vs=week'],
      ['-', 'revenue by country for yesterday', 'revenue yesterday by country'],
      ['-', 'rev by country last week', 'rev by country last week'],
      ['-', 'revenue by app this month', 'revenue by app this month'],
      ['-', 'revenue by format for last week', 'revenue last week by format'],
      ['-', 'revnue by contry yesterday', 'revenue yesterday by country'],
      ['-', 'revenue per country yesterday', 'revenue yesterday by country'],
      ['-', 'yesterday\'s revenue by country', 'revenue yesterday by country'],
      ['-', 'top 5 apps by ecpm last week', 'breakdown by=app metrics=ecpm last week top=5'],
      ['-', 'top 5 apps by ecmp last wk', 'breakdown by=app metrics=ecpm last week top=5'],
      ['-', 'ecpm by format yesterday', 'breakdown by=format metrics=ecpm yesterday'],
      ['-', 'fill rate by country last week', 'breakdown by=country metrics=fill_rate last week'],
      ['-', 'how much did we make yesterday?', 'revenue yesterday'],
      ['-', 'how much did we mak yesterday', 'CLARIFY'],
      ['-', 'how much money did we make yday', 'revenue yesterday'],
      ['-', 'is the rewarded test done?', 'CLARIFY'],
      ['-', 'export yesterday\'s impressions', 'export impressions yesterday'],
      ['-', 'revenue on the 20th', 'revenue 2026-11-20'],
      ['-', 'revenue november 1st to 15th', 'revenue 2026-11-01..2026-11-15'],
      ['-', 'revenue past 30 days', 'revenue past 30 days'],
      ['-', 'revenue this month so far', 'revenue mtd'],
      ['-', 'revenue for puzzle quest yesterday', 'breakdown by=app metrics=revenue yesterday'],
      ['-', 'how did tiny farm android do last week', 'breakdown by=app metrics=revenue last week'],
      ['-', 'how was the weekend', 'revenue 2026-11-21..2026-11-22'],
      ['-', 'revenue for the 3rd', 'revenue 2026-11-03'],
      ['-', 'revenue from the 1st to the 15th', 'revenue 2026-11-01..2026-11-15'],
      ['-', 'revenue first week of november', 'revenue 2026-11-01..2026-11-07'],
      ['-', 'revenue the week before last', 'revenue 2026-11-09..2026-11-15'],
      ['-', 'whats revenue looking like so far today', 'revenue today'],
      ['-', 'rev mtd vs last month', 'revenue mtd vs=previous'],
      ['-', 'this month vs last month revenue', 'revenue mtd vs=previous'],
      ['-', 'ecpm for rewarded yesterday', 'breakdown by=format metrics=ecpm yesterday'],
      ['-', 'rewarded ecpm yesterday', 'breakdown by=format metrics=ecpm yesterday'],
      ['-', 'top 3 countries by revenue last month', 'breakdown by=country metrics=revenue last month top=3'],
      ['-', 'top five apps by ecpm past week', 'breakdown by=app metrics=ecpm last week top=5'],
      ['-', 'worst 3 apps by fill rate yesterday', 'breakdown by=app metrics=fill_rate yesterday bottom=3'],
      ['-', 'do the network numbers match ours last month', 'reconcile last month'],
      ['-', 'list the ab tests', 'abtest list'],
      ['-', 'how is the banner refresh test going', 'abtest abt_demo_directional'],
      ['-', 'is the interstitial floor test significant', 'abtest abt_demo_achieved'],
      ['-', 'show my tasks', 'tasks'],
      ['-', 'list all tasks', 'tasks'],
      ['-', 'who has access', 'access'],
      ['-', 'validate the draft config', 'config validate draft'],
      ['-', 'alert me if fill drops below 80% in brazil', 'CLARIFY'],
      ['-', 'why is ecpm down yesterday', 'why ecpm yesterday'],
      ['-', 'why did fill drop in canada yesterday', 'why fill_rate yesterday country=CA'],
      ['-', 'whats going on with revenue today', 'why revenue today'],
      ['-', 'hourly revenue today', 'breakdown by=hour metrics=revenue today'],
      ['-', 'revenue by hour yesterday', 'breakdown by=hour metrics=revenue yesterday'],
      ['-', 'daily revenue last week', 'breakdown by=day metrics=revenue last week'],
      ['-', 'revenue by day last week', 'breakdown by=day metrics=revenue last week'],
      ['-', 'puzzel quest revenue yesterday', 'breakdown by=app metrics=revenue yesterday'],
      ['-', 'word rush ios ecpm last week', 'breakdown by=app metrics=ecpm last week'],
      ['-', 'tiny farm rev this month', 'breakdown by=app metrics=revenue mtd'],
      ['-', 'revenue in the uk yesterday', 'revenue yesterday country=GB'],
      ['-', 'revenue in korea yesterday', 'revenue yesterday country=KR'],
      ['-', 'rev in mex last wk', 'CLARIFY'],
      ['-', 'fill rate in the states yesterday', 'revenue yesterday country=US'],
      ['-', 'export impressions for the 24th', 'export impressions 2026-11-24'],
      ['-', 'export no fill requests yesterday', 'export requests yesterday status=no_fill'],
      ['-', 'revenue the last 7 days', 'revenue last 7d'],
      ['-', 'revenue for the past two weeks', 'revenue last 14d'],
      ['-', 'revenue in october', 'revenue 2026-10-01..2026-10-31'],
      ['-', 'revenue oct vs sep', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['-', 'revenue q3', 'revenue 2026-07-01..2026-09-30'],
      ['-', 'revenue ytd', 'revenue ytd'],
      ['-', 'what\'s the ecpm on banners this week', 'breakdown by=format metrics=ecpm this week'],
      ['-', 'compare this week to last week', 'CLARIFY'],
      ['-', 'how are we doing vs last week', 'CLARIFY'],
      ['-', 'revenue yesterday vs the day before', 'revenue yesterday vs=previous'],
      ['-', 'revenue yesterday vs last year', 'revenue yesterday vs=year'],
      ['-', 'fill rate in brazil vs last week?', 'revenue vs=week country=BR'],
      ['-', 'brazil fill rate compared to last week', 'revenue vs=week country=BR'],
      ['-', 'fill rate in brazil this week vs last', 'revenue this week vs=week country=BR'],
      ['-', 'revenue by country yesterday pls', 'revenue yesterday by country'],
      ['-', 'rev by app mtd', 'rev by app mtd'],
      ['-', 'revenue split by format last week', 'revenue last week by format'],
      ['-', 'revenue by os yesterday', 'revenue by os yesterday'],
      ['-', 'revenue by country and format yesterday', 'breakdown by=country,format metrics=revenue yesterday'],
      ['-', 'how much did we make yesterday in the us on ios', 'revenue yesterday country=US os=iOS'],
      ['-', 'is the banner test done?', 'abtest abt_demo_directional'],
      ['-', 'is the freq cap test done yet', 'abtest abt_demo_in_progress'],
      ['-', 'export yesterdays impressions', 'export impressions yesterday'],
      ['-', 'top 5 apps by ecpm last wek', 'breakdown by=app metrics=ecpm last week top=5'],
      ['-', 'top 5 apps by ecpm in november', 'breakdown by=app metrics=ecpm 2026-11-01..2026-11-27 top=5'],
      ['-', 'tiny farm android fill rate last week', 'breakdown by=app metrics=fill_rate last week'],
    ]);
  });
});

describe('the clarification offered', () => {
  it('offers both days for a bare weekday, and both reports for two bidders', () => {
    expect(understand('what did we make on friday', SET_CONTEXT)).toMatchObject({ kind: 'clarify', suggestions: ['revenue today', 'revenue 2026-11-20'] });
    expect(understand('compare alpha and bravo in the US', SET_CONTEXT)).toMatchObject({ kind: 'clarify', suggestions: ['bidders country=US', 'demand source=bidder_alpha,bidder_bravo'] });
  });
});
