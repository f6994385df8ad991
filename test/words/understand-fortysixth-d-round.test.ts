// understand() on the lead's probes beside issue 38's round 46: wrong answers found outside any set
// (a comparison said by its unit with no period of its own, a ranking by a move, a month named as the
// other side that the command lost), fixed generally. CLARIFY rows are asks that must be asked back,
// the closest command offered. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a comparison said by its unit, no period said: the unit so far against the one compared', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm vs last month', 'revenue mtd vs=previous'],
      ['-', 'fill vs last month in brazil', 'revenue mtd vs=previous country=BR'],
      ['-', 'revenue vs last quarter', 'revenue this quarter vs=previous'],
      ['-', 'revenue for the same month last year', 'revenue mtd vs=year'],
      ['-', 'revenue same week last year', 'revenue this week vs=year'],
      // (a period said keeps it; a thread's period is kept)
      ['-', 'revenue last month vs the same month last year', 'revenue last month vs=year'],
      ['revenue last week', 'vs the same week last year?', 'revenue last week vs=year'],
      ['revenue mtd', 'vs last month?', 'revenue mtd vs=previous'],
      // (a day against a month is no like period: asked, alone or in a thread)
      ['-', 'revenue yesterday vs last month', 'CLARIFY'],
      ['revenue yesterday', 'vs last month', 'CLARIFY'],
      // (the week keeps its own reading: a day against the same weekday)
      ['-', 'revenue vs last week', 'revenue vs=week'],
    ]);
  });
});

describe('ranked by a move ("by revenue growth"): revenue’s movers, never the figure ranked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'apps by revenue growth last week', 'revenue last week by app'],
      ['-', 'countries ranked by revenue change yesterday', 'revenue yesterday by country'],
      // (a count the movers cannot take is asked about, the movers offered)
      ['-', 'top 5 apps by revenue growth', 'CLARIFY'],
      ['-', 'top 3 countries by revenue decline yesterday', 'CLARIFY'],
      // (ranked by the figure itself stays the table)
      ['-', 'top 5 apps by revenue last week', 'breakdown by=app metrics=revenue last week top=5'],
    ]);
  });
});

describe('a month named as the other side ("vs last november") that the command would lose: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue vs last november', 'CLARIFY'],
      ['-', 'how are we pacing vs last november', 'CLARIFY'],
      ['-', 'revenue vs last october', 'CLARIFY'],
      ['-', 'revenue last month vs the month before', 'revenue last month vs=previous'],
    ]);
  });
});

describe('a period compared with last month or quarter that is no month or quarter: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'this week vs last month', 'CLARIFY'],
      ['-', 'revenue last month vs last quarter', 'CLARIFY'],
      ['-', 'revenue this month vs last month', 'revenue mtd vs=previous'],
      ['-', 'revenue this quarter vs last quarter', 'revenue this quarter vs=previous'],
      ['revenue last week', 'vs last month', 'CLARIFY'],
      ['revenue mtd', 'vs last month?', 'revenue mtd vs=previous'],
    ]);
  });
});

describe('found in review of rounds 45–46: neighbours of their rules that must keep their own reading', () => {
  it('reads each as labelled', () => {
    check([
      // ("minus last year" is a difference, never the comparison taken off)
      ['-', 'revenue this year minus last year', 'CLARIFY'],
      ['revenue last quarter vs=year', 'without the yoy, just Q3', 'revenue 2026-07-01..2026-09-30'],
      // ("in us" is the country, not our side against the bidders')
      ['-', 'what are bidders reporting in us', 'bidders country=US'],
      ['-', 'do the bidders report the same revenue as us', 'demand'],
      // (a span with the day is no one day to count weeks back from)
      ['-', 'revenue since yesterday vs 2 weeks ago', 'CLARIFY'],
      ['-', 'yesterday revenue vs 2 weeks ago', 'revenue yesterday vs=2026-11-12'],
      // ("all the auctions" asks the wider answer: the thread's country is not kept)
      ['why revenue yesterday country=BR', 'show me all the auctions', 'auction stats yesterday'],
      ['why revenue yesterday country=BR', 'show me the auctions', 'auction stats yesterday country=BR'],
      // ("what's fill" asks the figure; the trade's shorthand alone asks what it means)
      ['-', "what's fill", 'revenue'],
      ['-', 'what is arpdau', 'CLARIFY'],
      // ("triggered by drops" is no ranking by a move)
      ['-', 'which alerts were triggered by drops yesterday', 'CLARIFY'],
    ]);
  });
});

describe('long runs of spaces in a help thread are read in linear time', () => {
  it('names the subcommand asked about, however much space follows it', () => {
    check([
      ['help', `export${' '.repeat(490)}`, 'help export'],
      ['help', `and alerts?${'\n'.repeat(400)}`, 'help alerts'],
    ]);
  });
});
