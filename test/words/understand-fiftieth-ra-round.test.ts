// understand() on neighbours of round 50's new rules that read wrongly (issue 38, round 50's review,
// reviewer a): a digest or alert said made ("who created this digest") was the order to make one; a
// breakdown of a change ("breakdown of the drop by country") a table of levels; "the options the config
// has" the command's help; an alert on "any country" dropping the whole figure's; "that day" under a
// week the whole week; "same a week earlier" crashed on hours, compared a span with itself, or moved
// the month to date across months; a split asked under its own value the thread's answer again;
// "Q3 2024 vs the same period 2025" vs 2023; "compare october and last week" october vs=week. Each
// class with the reading the rule was made for kept beside it. Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('who made one of the bot\'s things: the audit log, never the order to make one', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'who created this digest', 'audit'],
      ['-', 'who set up the digest', 'audit'],
      ['-', 'who set up this alert', 'audit'],
      ['-', 'who changed the digest yesterday', 'audit'],
      ['-', 'who changed the config', 'config'],
    ]);
  });
});

describe('"vs last thanksgiving week": that week against last year\'s, asked — never this week alone', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue vs last thanksgiving week', 'CLARIFY'],
      ['-', 'revenue vs last year\'s thanksgiving week', 'CLARIFY'],
      ['-', 'revenue vs last thanksgiving day', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'how did rev compare to last thanksgiving?', 'revenue 2026-11-26 vs=2025-11-27'],
    ]);
  });
});

describe('a breakdown of a change: the movers, not a table of levels', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'breakdown of the change by country', 'revenue by country'],
      ['-', 'breakdown of the drop by country', 'revenue by country'],
      ['-', 'breakdown of what moved by country', 'revenue by country'],
      ['-', 'breakdown of the growth by app', 'revenue by app'],
      // (no change said: the table, as the rule reads it)
      ['-', 'breakdown ES by app', 'breakdown by=app country=ES'],
    ]);
  });
});

describe('a thing\'s options are not its command\'s help unless "command" is said', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what options does the config have', 'CLARIFY'],
      ['-', 'which options does the test have', 'CLARIFY'],
      ['-', 'what options does breakdown take', 'help breakdown'],
      ['-', 'what options does the digest command have', 'help digest'],
    ]);
  });
});

describe('an alert\'s share in a thread said of a split\'s rows: asked', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday by country', 'alert me if any country drops 15%', 'CLARIFY'],
      ['revenue yesterday', 'alert when any app drops 10%', 'CLARIFY'],
      ['revenue yesterday', 'set an alert for 15% drops', 'alerts add revenue drop 15%'],
      ['revenue yesterday', 'alert me on 10% drops in the US', 'alerts add revenue drop 10% country=US'],
    ]);
  });
});

describe('"that day" in a thread of several days: which day is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=day metrics=revenue last week', 'why did revenue drop on that day', 'CLARIFY'],
      ['revenue last 7d', 'what about for that day', 'CLARIFY'],
      ['export impressions 2026-11-24', 'export the requests for the same day', 'export requests 2026-11-24'],
      ['revenue last week', 'auction stats for the same days', 'auction stats last week'],
    ]);
  });
});

describe('"same a week earlier": hours asked, a dated comparison moved too, a period to date asked', () => {
  it('reads each as labelled', () => {
    check([
      ['why revenue 2026-11-26T10:00..2026-11-26T12:00', 'same a day earlier', 'CLARIFY'],
      ['revenue 2026-11-20..2026-11-26 vs=2026-11-13..2026-11-19', 'same a week earlier', 'revenue vs=2026-11-06..2026-11-12 2026-11-13..2026-11-19'],
      ['revenue mtd', 'same a week earlier', 'CLARIFY'],
      ['revenue 2026-11-20..2026-11-26', 'same a week earlier', 'revenue 2026-11-13..2026-11-19'],
    ]);
  });
});

describe('a split asked under its own value in a thread: every value, or that one? asked', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday os=iOS', 'split by os', 'CLARIFY'],
      ['revenue yesterday country=US', 'and by country', 'CLARIFY'],
      ['-', 'revenue by os for ios yesterday', 'revenue yesterday os=iOS'],
    ]);
  });
});

describe('"the same period 2025" against a period of another year: not "last year"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Q3 2024 vs the same period 2025', 'CLARIFY'],
      ['-', 'revenue 2024 vs same period 2025', 'CLARIFY'],
      ['-', 'revenue last year vs same period 2025', 'CLARIFY'],
      ['revenue 2025-07-01..2025-09-30', 'vs same period 2025', 'CLARIFY'],
      ['-', 'revenue mtd vs the same time in 2025', 'revenue mtd vs=year'],
      ['revenue 2026-10-01..2026-11-26', 'Versus the same period in 2025.', 'revenue 2026-10-01..2026-11-26 vs=year'],
    ]);
  });
});

describe('"compare <month> to …": against a month-sized period, of a month begun', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'compare october and last week', 'CLARIFY'],
      ['-', 'compare october with yesterday', 'CLARIFY'],
      ['-', 'compare december to last december', 'CLARIFY'],
      ['-', 'compare this october to last october', 'revenue 2026-10-01..2026-10-31 vs=year'],
      ['-', 'compare october with september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
    ]);
  });
});
