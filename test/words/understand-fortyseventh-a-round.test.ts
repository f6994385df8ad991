// understand() on issue 38's forty-seventh round (a): classes behind the eightieth set's wrong answers (an
// ad-ops analyst preparing a quarterly business review), fixed generally. None of the set's lines
// verbatim; the CLARIFY rows are the neighbours that must stay asked, or the asks that must now be asked
// back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('two splits asked after revenue compared (vs=): its movers by both, the comparison kept', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month vs=year', 'break it out by app and os', 'revenue last month vs=year by app,os'],
      ['revenue last week vs=previous', 'by format and country', 'revenue last week vs=previous by format,country'],
      // (no comparison to keep: the table of both, as before)
      ['revenue last month', 'by country and format', 'breakdown by=country,format metrics=revenue last month'],
    ]);
  });
});

describe('"the one before that" after a whole calendar period: the calendar period before, not as many days', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month', 'and the one before that', 'revenue 2026-09-01..2026-09-30'],
      ['revenue 2025-01-01..2025-12-31', 'and the one before that', 'revenue 2024-01-01..2024-12-31'],
      ['revenue last month', 'the previous period', 'revenue 2026-09-01..2026-09-30'],
      // (spans of days keep their length)
      ['revenue last 7d', 'and the one before that', 'revenue 2026-11-13..2026-11-19'],
      ['revenue last week', 'and the one before that', 'revenue 2026-11-09..2026-11-15'],
    ]);
  });
});

describe('a whole calendar period against the same one a year before: vs=year', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'august revenue vs august 2025', 'revenue 2026-08-01..2026-08-31 vs=year'],
      ['-', 'revenue q2 against q2 2025', 'revenue 2026-04-01..2026-06-30 vs=year'],
      // (the period just before stays vs=previous)
      ['-', 'revenue in october vs september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
    ]);
  });
});

describe('"the same for …" with no thread: the earlier ask cannot be seen, so asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'do the same for germany', 'CLARIFY'],
      ['-', 'same thing for last week', 'CLARIFY'],
      ['-', 'revenue for the same period last year', 'revenue vs=year'],
      ['revenue last week', 'same thing for ios', 'revenue last week os=iOS'],
    ]);
  });
});

describe('"the gap" with no side, period or threshold: the networks’ or the partners’, asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how big is the discrepancy', 'CLARIFY'],
      ['-', 'whats the gap with the networks', 'reconcile'],
      ['-', 'gaps over 5% last week', 'reconcile last week gap=5%'],
      ['-', 'any network gaps?', 'reconcile'],
    ]);
  });
});

describe('a chart, graph or plot of figures named: those figures; with none named, still asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'plot revenue for last month', 'revenue last month'],
      ['-', 'a graph of impressions by day this week', 'breakdown by=day metrics=impressions this week'],
      ['-', 'make a chart for the slides', 'CLARIFY'],
      ['breakdown by=day metrics=revenue mtd', 'can you make the chart prettier', 'CLARIFY'],
    ]);
  });
});
