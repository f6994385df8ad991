// understand() on the classes behind the eighty-ninth, eighty-second and eightieth sets' misses (issue
// 38, round 50, tuner e): an app's two platforms said against each other (its two bundles, rows of
// the table by app), a split by hour over more than a month (asked), "Q3 last year" and "the same
// period 2025" (the year before), the no-bid reasons "row by row", "bidder error types", a derived
// figure added to a table, a threshold on a figure the table shows, "the <sub> command" asked help
// of, an alert's DM said last, an alert's share said in a thread with no figure, a split asked after
// an explanation, a span moved back ("same a week earlier") and "compare this october to last
// october". In my own
// words beside the sets' lines; CLARIFY rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('an app’s iOS vs Android: its two bundles, each a row of the table by app', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'puzzlequest iOS vs android revenue last month', 'breakdown by=app metrics=revenue last month'],
      ['-', 'wordrush android vs ios revenue yesterday', 'breakdown by=app metrics=revenue yesterday'],
      ['-', 'ios vs android revenue for wordrush last week', 'breakdown by=app metrics=revenue last week'],
      ['-', 'puzzlequest android vs ios fill rate last week', 'breakdown by=app metrics=fill_rate last week'],
      // (a split by OS said in words is kept; no app named, the table by OS)
      ['-', 'puzzlequest revenue by os last month', 'breakdown by=app,os metrics=revenue last month'],
      ['-', 'ios vs android revenue last month', 'breakdown by=os metrics=revenue last month'],
      ['-', 'iOS vs android revenue in october', 'breakdown by=os metrics=revenue 2026-10-01..2026-10-31'],
    ]);
  });
});

describe('a split by hour over more than a month: asked, the table by day offered', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue by bidder and hour for all of 2024', 'CLARIFY'],
      ['-', 'hourly revenue last quarter', 'CLARIFY'],
      ['-', 'revenue by hour and country in q3', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue yesterday', 'same for all of last year', 'CLARIFY'],
      // (a month of hours or less is made; the grammar typed runs as typed)
      ['-', 'revenue by hour last month', 'breakdown by=hour metrics=revenue last month'],
      ['-', 'revenue by hour last 30 days', 'breakdown by=hour metrics=revenue last 30d'],
      ['breakdown by=hour metrics=revenue yesterday', 'and last week', 'breakdown by=hour metrics=revenue last week'],
      ['-', 'breakdown by=hour metrics=revenue 2025-01-01..2025-12-31', 'breakdown by=hour metrics=revenue 2025-01-01..2025-12-31'],
    ]);
  });
});

describe('a quarter "last year", and "the same period 2025": the year before', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what did we do in Q3 last year', 'revenue 2025-07-01..2025-09-30'],
      ['-', 'revenue q3 of last year', 'revenue 2025-07-01..2025-09-30'],
      ['-', 'Q1 last year ecpm by country', 'breakdown by=country metrics=ecpm 2025-01-01..2025-03-31'],
      ['-', 'h2 last year revenue', 'revenue 2025-07-01..2025-12-31'],
      ['-', 'revenue october of last year', 'revenue 2025-10-01..2025-10-31'],
      ['revenue last quarter', 'same thing vs Q3 last year', 'revenue last quarter vs=year'],
      ['revenue 2026-04-01..2026-06-30', 'vs q2 last year', 'revenue 2026-04-01..2026-06-30 vs=year'],
      ['-', 'year to date revnue, compared to same period 2025', 'revenue ytd vs=year'],
      ['-', 'revenue this month vs the same period in 2025', 'revenue mtd vs=year'],
      ['-', 'revenue last week vs same tiem last year', 'revenue last week vs=year'],
      // (another year than the one before is no such comparison: asked)
      ['-', 'mtd revenue vs same period 2024', 'CLARIFY'],
    ]);
  });
});

describe('the auctions’ no-bid reasons "row by row", and the bidders’ error types', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats last month', 'no bid reasons row by row', 'auction stats last month metric=nonbid_reason'],
      ['auction stats last month', 'nonbid reasons one per row', 'auction stats last month metric=nonbid_reason'],
      ['-', 'no bid reasons yesterday row by row', 'auction stats yesterday metric=nonbid_reason'],
      ['breakdown by=country metrics=revenue yesterday', 'row by row please', 'CLARIFY'],
      ['auction stats yesterday country=JP', 'break out the no-bid reasons row by row', 'auction stats yesterday country=JP metric=nonbid_reason'],
      ['auction stats yesterday country=JP', 'break out the no-bid reasons', 'auction stats yesterday country=JP metric=nonbid_reason'],
      ['revenue yesterday', 'break it out by country', 'revenue yesterday by country'],
      ['-', 'bidder error types yesterday', 'auction stats yesterday metric=error_type'],
      ['-', 'bid error types last week', 'auction stats last week metric=error_type'],
      ['-', 'what are the bidder error types in japan yesterday', 'auction stats yesterday country=JP metric=error_type'],
      ['-', 'bidder errors by type yesterday', 'auction stats yesterday metric=error_type'],
    ]);
  });
});

describe('a table’s thread: a figure per user added, rows kept by a figure the table shows, a CSV for the sheet', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=arpdau last quarter', 'add impressions per user', 'breakdown by=country metrics=arpdau,imps_per_user last quarter'],
      ['breakdown by=country metrics=revenue last quarter', 'also impressions per user', 'breakdown by=country metrics=revenue,imps_per_user last quarter'],
      ['breakdown by=country metrics=arpdau last quarter', 'add imps per user', 'breakdown by=country metrics=arpdau,imps_per_user last quarter'],
      ['breakdown by=app,format metrics=revenue,ecpm,impressions last week', 'only rows over $1k rev', 'breakdown by=app,format metrics=revenue,ecpm,impressions last week having=revenue>1000'],
      ['breakdown by=app metrics=revenue,ecpm last week', 'only rows with ecpm above 5', 'breakdown by=app metrics=revenue,ecpm last week having=ecpm>5'],
      ['breakdown by=app metrics=revenue last week', 'only the ones over 500', 'breakdown by=app metrics=revenue last week having=revenue>500'],
      // (a figure the table does not show: asked)
      ['breakdown by=app metrics=revenue,ecpm last week', 'only rows with fill rate above 50', 'CLARIFY'],
      ['breakdown by=country,format metrics=revenue last quarter', 'as a csv so i can paste it into the sheeet', 'breakdown by=country,format metrics=revenue last quarter csv'],
      ['-', 'revenue by country last week in a sheeet', 'breakdown by=country metrics=revenue last week csv'],
    ]);
  });
});

describe('"the <sub> command" and "what options does <sub> take": that subcommand’s help', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'help with revenue command', 'help revenue'],
      ['-', 'help on the bidders command', 'help bidders'],
      ['-', 'what options does breakdwon take', 'help breakdown'],
      ['-', 'which flags does the revenue command take', 'help revenue'],
      ['-', 'what options do alerts have', 'help alerts'],
      // (no "command" said: the figures or the help, asked)
      ['-', 'help with revenue', 'CLARIFY'],
      ['-', 'help with my revenue', 'CLARIFY'],
    ]);
  });
});

describe('an alert: "and dm me" said last, and a share with no figure in a thread', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'set an alert for fill rate droping 10% and dm me', 'alerts add fill_rate drop 10%'],
      ['-', 'add an alert on revenue drops of 20% & ping me', 'alerts add revenue drop 20%'],
      ['-', 'set an alert for ecpm dropping 15% in japan and dm me directly', 'alerts add ecpm drop 15% country=JP'],
      ['-', 'set an alert for fill rate dropping 10% and dm bob', 'CLARIFY'],
      ['why revenue yesterday', 'set an alert for 15% drops', 'alerts add revenue drop 15%'],
      ['why ecpm yesterday country=JP', 'set an alert for 15% drops', 'alerts add ecpm drop 15% country=JP'],
      ['revenue yesterday', 'set an alert for a 15% drop', 'alerts add revenue drop 15%'],
      // (no thread, or a thread of no alert's figure, or a level: asked)
      ['-', 'set an alert for 15% drops', 'CLARIFY'],
      ['bidders yesterday', 'set an alert for 15% drops', 'CLARIFY'],
      ['why revenue yesterday', 'set an alert when it falls below 80%', 'CLARIFY'],
    ]);
  });
});

describe('a split asked after an explanation: that figure so split, over its period and filters', () => {
  it('reads each as labelled', () => {
    check([
      ['why revenue this week country=JP', 'by format?', 'revenue this week country=JP by format'],
      ['why revenue yesterday', 'split by app', 'revenue yesterday by app'],
      ['why ecpm yesterday country=JP', 'by format?', 'breakdown by=format metrics=ecpm yesterday country=JP'],
      ['why revenue yesterday', 'show me by hour', 'breakdown by=hour metrics=revenue yesterday'],
      // (a split by the filter it has, or by bidder: asked)
      ['why fill_rate yesterday format=banner', 'by format?', 'CLARIFY'],
      ['why revenue yesterday', 'by bidder', 'CLARIFY'],
    ]);
  });
});

describe('"same a week earlier": the thread’s span moved back, as long; "compare <month> to <month>"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'a week earlier', 'revenue 2026-11-19'],
      ['revenue yesterday', 'same thing a week earlier', 'revenue 2026-11-19'],
      ['auction stats yesterday os=Android metric=nonbid_reason', 'same a week earlier', 'auction stats os=Android metric=nonbid_reason 2026-11-19'],
      ['revenue last week by country', 'same but two weeks back', 'revenue by country 2026-11-02..2026-11-08'],
      ['breakdown by=format metrics=ecpm 2026-11-20..2026-11-26', 'same a week earlier', 'breakdown by=format metrics=ecpm 2026-11-13..2026-11-19'],
      // (compared, not moved)
      ['revenue yesterday', 'compare to a week earlier', 'revenue yesterday vs=week'],
      ['-', 'compare this october to last october', 'revenue 2026-10-01..2026-10-31 vs=year'],
      ['-', 'compare november with last november', 'revenue 2026-11-01..2026-11-27 vs=year'],
      ['-', 'compare october to september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
    ]);
  });
});

describe('a bidder’s figure asked "in a table": that figure by bidder, not the bidders’ report', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'bidder revenue yesterday in a table', 'breakdown by=bidder metrics=revenue yesterday'],
      ['-', 'bidder ecpm yesterday as a table', 'breakdown by=bidder metrics=ecpm yesterday'],
      ['-', 'bidder revenue last week in japan as a table', 'breakdown by=bidder metrics=revenue last week country=JP'],
      // (no table said: the bidders' report, as the older sets label it)
      ['-', 'bidder revenue yesterday', 'bidders yesterday'],
    ]);
  });
});
