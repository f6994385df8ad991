// understand() on the ninety-ninth set's classes (issue 38, round 53, tuner a), each with neighbours
// probed and the near-misses that must not match: a day's span to now said with "till"/"until"
// ("from monday till now": Monday to today, never Monday alone); a week before compared with, no
// period said ("fill rate br vs prev week": the report's day against the week before, as "vs last
// week" is); "the past month" (the thirty days to now, as "the past week" is seven); yesterday with
// letters of its middle dropped ("ystday", "yestday", "ysday"); "our numbers" matched or compared with
// the partners' ("how do our numbers compare to what demand partners say": demand's own comparison, not
// "the numbers" left vague); a figure's span of days said without "last" ("rev 2 weeks"). Today is
// Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"from monday till now": the day\'s span to today, never the day alone', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue from monday till now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue from monday until now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue from monday til now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'rev from mon till now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue from wednesday till now by country', 'revenue 2026-11-25..2026-11-27 by country'],
      ['-', 'revenue from the 1st till now', 'revenue 2026-11-01..2026-11-27'],
      ['-', 'revenue from nov 3 till now', 'revenue 2026-11-03..2026-11-27'],
      ['-', 'fill rate from thursday till now in japan', 'revenue 2026-11-26..2026-11-27 country=JP'],
      ['-', 'revenue from sat till now', 'revenue 2026-11-21..2026-11-27'],
      ['revenue yesterday', 'from monday till now', 'revenue 2026-11-23..2026-11-27'],
      // ("since" says it already; no day before "till now": as before)
      ['-', 'revenue since monday till now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue since the 3rd until now', 'revenue 2026-11-03..2026-11-27'],
      ['-', 'revenue this week till now', 'revenue this week'],
      ['-', 'revenue from 9am till now', 'CLARIFY'],
    ]);
  });
});

describe('"vs prev week" with no period said: the report\'s day against the week before, as "vs last week"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'fillrate br vs prev week', 'revenue vs=week country=BR'],
      ['-', 'fill rate br vs previous week', 'revenue vs=week country=BR'],
      ['-', 'fill rate in brazil vs the previous week', 'revenue vs=week country=BR'],
      ['-', 'fill rate brazil vs prior week', 'revenue vs=week country=BR'],
      ['-', 'revenue vs prev wk', 'revenue vs=week'],
      ['-', 'ecpm in japan compared to the previous week', 'revenue vs=week country=JP'],
      ['-', 'auction stats vs prev week', 'auction stats vs=week'],
      ['-', 'revenue yesterday vs prev week', 'revenue yesterday vs=week'],
      ['-', 'revenue this week vs previous week', 'revenue this week vs=week'],
      // (a week said: the week before it; another unit, or in a thread: as before)
      ['-', 'revenue last week vs previous week', 'revenue last week vs=previous'],
      ['-', 'fill rate br vs prev month', 'revenue vs=previous country=BR'],
      ['-', 'fillrate br vs prev day', 'revenue vs=previous country=BR'],
      ['revenue last week', 'vs prev week', 'revenue last week vs=previous'],
    ]);
  });
});

describe('"the past month": the thirty days to now, as "the past week" is seven', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how much did aus make in the past month', 'revenue last 30d country=AU'],
      ['-', 'revenue the past month', 'revenue last 30d'],
      ['-', 'revenue over the past month by country', 'revenue last 30d by country'],
      ['-', 'ecpm in japan for the past month', 'revenue last 30d country=JP'],
      ['-', 'bidders the past month', 'bidders last 30d'],
      ['-', 'revenue in the past mth', 'revenue last 30d'],
      ['revenue yesterday', 'the past month', 'revenue last 30d'],
      ['-', 'revenue the past week', 'revenue last 7d'],
      // ("last", "previous", "this past": the calendar month, as before)
      ['-', 'revenue the last month', 'revenue last month'],
      ['-', 'revenue the previous month', 'revenue last month'],
      ['-', 'revenue this past month', 'revenue last month'],
      ['-', 'revenue the past months', 'CLARIFY'],
    ]);
  });
});

describe('"ystday", "yestday", "ysday": yesterday with letters of its middle dropped', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=hour metrics=requests today', 'same ystday', 'breakdown by=hour metrics=requests yesterday'],
      ['breakdown by=hour metrics=requests today', 'same for yestday', 'breakdown by=hour metrics=requests yesterday'],
      ['-', 'rev ystday', 'revenue yesterday'],
      ['-', 'revenue yestday by country', 'revenue yesterday by country'],
      ['-', 'ecpm ysday in japan', 'revenue yesterday country=JP'],
      ['-', 'why did rev drop ystday', 'why revenue yesterday'],
      ['-', 'rev yesterdays', 'revenue yesterday'],
      ['-', 'rev ystrday', 'revenue yesterday'],
      // (further from the word: still asked back)
      ['-', 'rev ysdy', 'CLARIFY'],
      ['-', 'rev ystdays', 'CLARIFY'],
    ]);
  });
});

describe('"our numbers" compared with the partners\': demand\'s own comparison, not "the numbers" left vague', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how do our numbers compare to what demand partners say', 'demand'],
      ['-', 'how do our numbers compare to what partners say', 'demand'],
      ['-', 'do our numbers match the demand partners', 'demand'],
      ['-', 'do our numbers match what partners report', 'demand'],
      ['-', 'compare our numbers to demand partners', 'demand'],
      ['-', 'our numbers vs demand partners', 'demand'],
      ['-', 'do the partners agree with our numbers', 'demand'],
      ['-', 'do our numbers match what demand partners say last week', 'demand last week'],
      ['-', 'do our numbers match the networks', 'reconcile'],
      // (the numbers sent to the partners, or all of them: what is wanted is not said — asked back, as before)
      ['-', 'send the partners our numbers so they can compare', 'CLARIFY'],
      ['-', 'send the partners our numbers', 'CLARIFY'],
      ['-', 'give demand partners all the numbers', 'CLARIFY'],
      ['-', 'our numbers for the partners', 'CLARIFY'],
      ['-', 'can you compare our figures?', 'CLARIFY'],
    ]);
  });
});

describe('"rev 2 weeks": a figure\'s span of days said without "last"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'rev 2 weeks', 'revenue last 14d'],
      ['-', 'rev 30 days', 'revenue last 30d'],
      ['-', 'revenue 7 days by country', 'revenue last 7d by country'],
      ['-', 'ecpm 14 days?', 'revenue last 14d'],
      ['-', 'fill rate 2 wks', 'revenue last 14d'],
      ['-', 'rev two weeks pls', 'revenue last 14d'],
      ['-', 'imps 90 days per app', 'breakdown by=app metrics=impressions last 90d'],
      ['revenue yesterday', 'rev 2 weeks', 'revenue last 14d'],
      // (a day counted from, a run of days, another unit, no figure: as before)
      ['-', 'rev 2 weeks ago', 'CLARIFY'],
      ['-', 'rev 3 days in a row', 'CLARIFY'],
      ['-', 'revenue 2 weeks before thanksgiving', 'CLARIFY'],
      ['-', 'rev 2 months', 'CLARIFY'],
      ['-', 'snooze 2 days', 'CLARIFY'],
      ['-', 'retention 90 days', 'CLARIFY'],
    ]);
  });
});
