// understand() on issue 38's thirty-ninth round, helper c: dates, comparisons and filters among the
// fifty-sixth to fifty-eighth sets' wrong and clarified lines, each class on words of its own (never the
// sets' lines) and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('dates, comparisons and filters of the fifty-sixth to fifty-eighth sets, by class', () => {
  it('reads "compare <period> to <period>" as the first against the second', () => {
    is('compare last week with the week before', 'revenue last week vs=previous');
    is('compare this quarter against last year', 'revenue this quarter vs=year');
    is('compare revenue yesterday to the same day last year', 'revenue yesterday vs=year');
    // (two apps compared are no periods: still asked)
    asks('compare puzzlequest to tinyfarm');
  });

  it('reads "more <period> than <period>" as the two periods compared', () => {
    is('did we earn less this week than last week?', 'revenue this week vs=week');
    is('was revenue lower yesterday than the day before', 'revenue yesterday vs=previous');
  });

  it('reads "vs last week, same days" as the same days a week before', () => {
    is('ecpm this month vs last year, same period', 'revenue mtd vs=year');
    after('revenue this week', [['against last week same days', 'revenue this week vs=week']]);
  });

  it('reads "<weekday> N weeks ago" as that weekday of that week, and asks on that weekday itself', () => {
    is('revenue monday a week ago', 'revenue 2026-11-16');
    is('ecpm a week ago on tuesday', 'revenue 2026-11-17');
    after('revenue yesterday', [['and wednesday two weeks ago', 'revenue 2026-11-11']]);
    // (asked on a Friday: a week ago today, or the Friday before last?)
    asks('revenue friday a week ago');
    // (compared: two weeks back a date; a week back the comparison's own reading, left as before)
    is('revenue this tuesday vs the tuesday two weeks back', 'revenue 2026-11-24 vs=2026-11-10');
    asks('revenue yesterday vs the thursday a week ago');
  });

  it('reads "and the weekend before?" after a weekend as that weekend, and "vs the weekend before" as the comparison', () => {
    after('revenue 2026-11-14..2026-11-15', [['and the previous weekend too', 'revenue 2026-11-07..2026-11-08']]);
    after('revenue 2026-11-21..2026-11-22', [['vs the weekend before', 'revenue 2026-11-21..2026-11-22 vs=week']]);
    // (after a week, which weekend is not in the words)
    after('revenue last week os=iOS', [['and the weekend before?', null]]);
  });

  it('reads "did X recover / bounce back" of a past period as its figures, and asks without one', () => {
    is('did brazil bounce back last week', 'revenue last week country=BR');
    is('did revenue pick up over the weekend', 'revenue 2026-11-21..2026-11-22');
    asks('did brazil bounce back');
    asks('is fill recovering');
  });

  it('reads every source said otherwise: "not just ours" in a clause of its own, "the other sources"', () => {
    is('revenue yesterday from all sources. not just ours', 'revenue yesterday source=all');
    is('revenue yesterday plus the other sources', 'revenue yesterday source=all');
    after('revenue last week', [['with the other sources', 'revenue last week source=all']]);
  });

  it('reads a city\'s clock with "time" typed with two letters swapped', () => {
    after('breakdown by=hour metrics=revenue today', [['on london tiem', 'breakdown by=hour metrics=revenue today tz=Europe/London']]);
    is('requests by hour today on tokyo tmie', 'breakdown by=hour metrics=requests today tz=Asia/Tokyo');
  });

  it('puts an app named after an OS filter in the filter\'s place (its bundle is one platform\'s)', () => {
    after('why ecpm yesterday os=iOS', [
      ['and wordrush on android', 'why ecpm yesterday app=com.acmegames.wordrush.android'],
      ['what about tiny farm', 'why ecpm yesterday app=com.acmegames.tinyfarm'],
    ]);
    after('why ecpm yesterday os=Android', [['and puzzle quest', 'why ecpm yesterday app=com.acmegames.puzzlequest.android']]);
  });

  it('reads an occasion said first ("standup time -") as a lead-in', () => {
    is('standup time - fill rate yesterday', 'revenue yesterday');
    is('weekly reveiw time: revenue mtd by country', 'revenue mtd by country');
    asks('the review time by app');
  });
});
