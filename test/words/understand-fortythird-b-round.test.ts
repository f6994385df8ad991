// understand() on issue 38's forty-third round (b): classes behind the sixty-eighth (a founder-CEO on a
// phone, a finance controller at the November close) and seventieth (a PM and a UA lead writing English
// as a second language) sets' misses, fixed generally — a comparison with the same period a year
// before said without its article or with "of", the month under way said by its name "to date" or
// bare "so far", a whole month compared as such, "what moved" by two splits, "ios vs android" with
// no figure, a figure added "in the same table" or swapped with "not", a digest set up or listed in
// everyday words, a how-to without its "do", a config "ok to push". None of the sets' lines verbatim;
// the CLARIFY rows are the neighbours that must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the same period a year before, said without an article or with "of"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'compare with same day of last year', 'revenue yesterday vs=year'],
      ['revenue last week by format', 'versus same week of last year', 'revenue last week by format vs=year'],
      ['revenue last month country=DE', 'compare to october of last year', 'revenue last month country=DE vs=year'],
      ['auction stats last week', 'compare with year before', 'auction stats last week vs=year'],
      ['-', 'revenue last month vs same month of last year', 'revenue last month vs=year'],
    ]);
  });
});

describe('the month or quarter under way, by its name "to date" or bare "so far"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue november to date', 'revenue mtd'],
      ['-', 'daily impressions for November so far', 'breakdown by=day metrics=impressions mtd'],
      ['breakdown by=format metrics=revenue last month', 'november-to-date please', 'breakdown by=format metrics=revenue mtd'],
      ['-', 'how much we earn month until now', 'revenue mtd'],
      ['-', 'fill of month vs last year', 'revenue mtd vs=year'],
      ['-', 'how is quarter so far', 'revenue this quarter'],
      ['-', 'november to date, all demand sources', 'revenue mtd source=all'],
      ['-', 'october to date', 'CLARIFY'],
    ]);
  });
});

describe('a whole month compared as such keeps its days; the month alone is like for like', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue mtd vs the full month of october', 'revenue mtd vs=2026-10-01..2026-10-31'],
      ['revenue mtd country=US', 'and against all of october', 'revenue mtd country=US vs=2026-10-01..2026-10-31'],
      ['-', 'revenue mtd vs october', 'revenue mtd vs=previous'],
    ]);
  });
});

describe('what moved, by two splits: revenue\'s movers by both; platforms set apart with no figure: the movers by OS', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what moved last week revenue, by app and country', 'revenue last week by app,country'],
      ['-', 'revenue last week by app and country', 'breakdown by=app,country metrics=revenue last week'],
      ['-', 'android vs iphone last week', 'revenue last week by os'],
      ['-', 'ecpm android vs iphone last week', 'breakdown by=os metrics=ecpm last week'],
    ]);
  });
});

describe('a figure put in the same table, or swapped with "not"', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=revenue last week', 'impressions in the same table', 'breakdown by=app last week metrics=revenue,impressions'],
      ['breakdown by=app metrics=revenue last week', 'fill rate not revenue', 'breakdown by=app last week metrics=fill_rate'],
      ['-', 'impressions not revenue by country yesterday', 'breakdown by=country metrics=impressions yesterday'],
      ['breakdown by=app metrics=revenue last week', 'not now', 'CLARIFY'],
    ]);
  });
});

describe('digests set up and listed in everyday words; a how-to without "do"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'can you set us up a weekly summary digest', 'digest add'],
      ['-', 'we want weekly summary in this channel', 'digest add'],
      ['-', 'which digests are we receiving', 'digest list'],
      ['-', 'what alerts am i subscribed to', 'alerts list'],
      ['-', 'how i create alert?', 'help alerts'],
      ['-', 'set me up', 'CLARIFY'],
    ]);
  });
});

describe('a second language\'s shapes: a table "of" its splits, "every day of" a period', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'table of app and format impressions last week', 'breakdown by=app,format metrics=impressions last week'],
      ['-', 'ecpm every day of last week', 'breakdown by=day metrics=ecpm last week'],
    ]);
  });
});

describe('a config "ok to push", its last change, channels that "go to" an account', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'is our draft config safe to ship', 'config validate draft'],
      ['-', 'who changed the config last time', 'config'],
      ['-', 'which channel goes to which account', 'connect show'],
    ]);
  });
});

describe('alerts said in a hurry: "within the hour", "post here", a snooze slipped; a slipped fill rate or with', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ping me within the hour if ecpm in japan falls 15%', 'alerts add ecpm drop 15% hourly country=JP'],
      ['-', 'alert impressions drop 30% android and post it here', 'alerts add impressions drop 30% os=Android here'],
      ['-', 'snooz alr_ab12cd34 one hour', 'alerts snooze alr_ab12cd34 1h'],
      ['-', 'worst full rate formats yesterday', 'breakdown by=format metrics=fill_rate yesterday bottom=10'],
      ['revenue last week by app', 'compare wit last year', 'revenue last week by app vs=year'],
    ]);
  });
});

describe('which split is dragging us down: its movers; why a period fell against the one before', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which country is pulling us down yesterday', 'revenue yesterday by country'],
      ['-', 'how much did we make in the us yesterday', 'revenue yesterday country=US'],
      ['-', 'why did last week drop vs the week before', 'why revenue last week vs=previous'],
      ['-', 'why was september down vs august', 'why revenue 2026-09-01..2026-09-30 vs=previous'],
      ['-', 'was september down vs august', 'CLARIFY'],
    ]);
  });
});

describe('under a split, "and <split> also" adds it; under named sources, "add <bidder>" adds one; a calendar year said', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday by country', 'and os too, two levels', 'breakdown by=country,os metrics=revenue yesterday'],
      ['breakdown by=format metrics=ecpm last week', 'plus app as well', 'breakdown by=format,app metrics=ecpm last week'],
      ['demand last week source=bidder_alpha', 'add charlie', 'demand last week source=bidder_alpha,bidder_charlie'],
      ['demand last week', 'add charlie', 'CLARIFY'],
      ['-', 'impressions for calendar year 2025', 'revenue 2025-01-01..2025-12-31'],
      ['-', 'revenue for fiscal year 2025', 'CLARIFY'],
    ]);
  });
});

describe('under the month to date, "through yesterday only" ends it yesterday', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=ecpm mtd', 'only until yesterday', 'breakdown by=country metrics=ecpm 2026-11-01..2026-11-26'],
      ['revenue last week', 'through yesterday only', 'CLARIFY'],
    ]);
  });
});
