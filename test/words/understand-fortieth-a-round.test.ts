// understand() on issue 38's fortieth round, helper a: dates and comparisons among the fifty-ninth to
// sixty-first sets' wrong and clarified lines, each class on words of its own (never the sets' lines)
// and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('dates and comparisons of the fifty-ninth to sixty-first sets, by class', () => {
  it('reads a running period against the whole calendar period before it as like for like', () => {
    is('ecpm this month so far vs october', 'revenue mtd vs=previous');
    after('revenue this quarter', [['vs q3', 'revenue this quarter vs=previous']]);
    // (the same calendar period a year before: vs=year, as "ytd vs last year")
    is('revenue mtd vs november last year', 'revenue mtd vs=year');
    after('revenue ytd country=DE', [['and against 2025?', 'revenue ytd country=DE vs=year']]);
    // (another month, or a year further back, stays the dates named)
    is('revenue mtd vs september', 'revenue mtd vs=2026-09-01..2026-09-30');
    is('ytd vs 2024', 'revenue ytd vs=2024-01-01..2024-12-31');
  });

  it('reads the day just before, named by its weekday, as the previous day in a thread', () => {
    after('revenue 2026-11-25 vs=week', [['and vs tuesday', 'revenue 2026-11-25 vs=previous']]);
    // (a date said stays that date)
    after('revenue yesterday', [['compared with the 25th', 'revenue yesterday vs=2026-11-25']]);
  });

  it('reads a slipped unit or month in a comparison', () => {
    after('revenue yesterday', [['against the same day last yaer', 'revenue yesterday vs=year']]);
    after('revenue this week', [['vs the same days last weel', 'revenue this week vs=week']]);
    after('revenue last month', [['against setp', 'revenue last month vs=previous']]);
  });

  it('reads a filter with a comparison and no figure as the revenue summary', () => {
    is('canada wow', 'revenue vs=week country=CA');
    is('ios yoy', 'revenue vs=year os=iOS');
    asks('wow');
  });

  it('reads today against a day named as that day', () => {
    is('revenue today vs christmas last year', 'revenue today vs=2025-12-25');
    // (a day a calendar year back is that date: a day's vs=year is the same weekday 52 weeks back)
    is('yesterday vs nov 26 2025', 'revenue yesterday vs=2025-11-26');
  });

  it('reads "<month> D1 thru D2" as those days of that month', () => {
    is('ecpm daily oct 5 thru 11', 'breakdown by=day metrics=ecpm 2026-10-05..2026-10-11');
    is('revenue oct 5 until 11', 'revenue 2026-10-05..2026-10-11');
    // (a day the month does not have: asked)
    asks('revenue nov 30 thru 31');
  });

  it("reads a day's move between two clock times as those hours", () => {
    is("explain today's dip from 8am to 9am", 'why revenue 2026-11-27T08:00..2026-11-27T09:00');
    is('why is yesterdays drop so big', 'why revenue yesterday');
  });

  it("reads a day compared after one day's hourly table as that day's table", () => {
    after('breakdown by=hour metrics=ecpm yesterday', [
      ['compare with wednesday', 'breakdown by=hour metrics=ecpm 2026-11-25'],
      ['compare last month', null],
    ]);
    // (another table: no such reading)
    after('breakdown by=country metrics=ecpm yesterday', [['compare wednesday', null]]);
  });
});
