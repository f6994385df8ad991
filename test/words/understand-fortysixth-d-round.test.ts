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
      ['revenue last week', 'vs last month', 'revenue last week vs=previous'],
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
