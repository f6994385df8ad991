// understand() on issue 38's forty-fifth round (c): classes behind the seventy-sixth set's misses (a
// revenue analyst answering an executive: precise periods, last year, quarter to date, top and bottom
// lists, a why), fixed generally. None of the set's lines verbatim; the CLARIFY rows are the neighbours
// that must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the thread’s comparison taken off ("without the yoy", "no comparison"): its command without vs=, the rest read against it', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month vs=year', 'drop the yoy and give me september', 'revenue 2026-09-01..2026-09-30'],
      ['revenue yesterday vs=week', 'no need for the wow', 'revenue yesterday'],
      ['revenue mtd vs=year', 'without the comparison please', 'revenue mtd'],
      ['revenue last quarter vs=year', 'skip the comparison, by country', 'revenue last quarter by country'],
      ['revenue last quarter vs=year', 'minus the yoy', 'revenue last quarter'],
      ['revenue mtd vs=year', 'take out the year comparison', 'revenue mtd'],
      ['-', 'ytd revenue without the yoy', 'revenue ytd'],
      // (a fall compared is no comparison taken off; a country left out is still asked)
      ['-', 'why did ecpm drop vs last week', 'why ecpm vs=week'],
      ['revenue last quarter vs=year', 'without canada', 'CLARIFY'],
      ['revenue last month', 'no comparison', 'CLARIFY'],
    ]);
  });
});

describe('top movers by two splits: revenue’s movers by both, as "what moved" by two is', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'biggest movers by os and country last month', 'revenue last month by os,country'],
      ['-', 'largest movers by app and format this week', 'revenue this week by app,format'],
      ['-', 'top movers by country, format and app last week', 'CLARIFY'],
      ['-', 'top movers by hour and app yesterday', 'CLARIFY'],
    ]);
  });
});

describe('"same split", "same breakdown" under a split: the thread’s split kept, the rest of the words read', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=ecpm yesterday', 'same breakdown for last week', 'breakdown by=format metrics=ecpm last week'],
      ['revenue last week by country', 'october, same cut', 'revenue by country 2026-10-01..2026-10-31'],
      ['revenue yesterday by app', 'same split but last month', 'revenue by app last month'],
      ['revenue yesterday by country', 'same split', 'CLARIFY'],
    ]);
  });
});

describe('"lower then", "behind last year": a comparison said with "than" slipped, or as behind or ahead', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why was october ecpm higher then september', 'why ecpm 2026-10-01..2026-10-31 vs=previous'],
      ['-', 'why is mtd ecpm trailing last year', 'why ecpm mtd vs=year'],
      ['-', 'is qtd revenue ahead of the same period last year', 'revenue qtd vs=year'],
      // (what was behind a move is its cause; "more then usual" stays as it was read)
      ['-', 'what was behind last week\'s drop', 'why revenue last week'],
      ['-', 'did we earn more then usual yesterday', 'revenue yesterday'],
      ['-', 'we dipped then recovered', 'CLARIFY'],
    ]);
  });
});

describe('"setup" for "set up", and the alerts or digests "we\'ve set up": their list', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which digests do we have setup', 'digest list'],
      ['-', 'list the alerts we\'ve setup', 'alerts list'],
      ['-', 'show me the digests i have configured', 'digest list'],
      ['-', 'set up an alert for fill', 'CLARIFY'],
    ]);
  });
});

describe('why asked of one A/B test named, with no figure: its status', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why did the banner refresh test flip', 'abtest abt_demo_directional'],
      ['-', 'why was the native level complete test invalidated', 'abtest abt_demo_invalidated'],
      ['-', 'why did the test flip', 'CLARIFY'],
      ['-', 'why did the native test\'s ecpm drop', 'CLARIFY'],
    ]);
  });
});

describe('"which day … was the weakest": a day, week or hour asked for by its rank, the table of them ranked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which day last week had the most revenue', 'breakdown by=day metrics=revenue last week top=1'],
      ['-', 'which week of october was the best', 'breakdown by=week metrics=revenue 2026-10-01..2026-10-31 top=1'],
      ['-', 'which hour yesterday had the lowest fill', 'breakdown by=hour metrics=fill_rate yesterday bottom=1'],
      ['-', 'which day is it', 'CLARIFY'],
    ]);
  });
});

describe('"where\'s the gap coming from" under revenue compared: what moved it, not the networks\' gaps', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month vs=previous', 'what\'s behind the gap', 'why revenue last month vs=previous'],
      ['revenue yesterday vs=week country=US', 'why the difference?', 'why revenue yesterday vs=week country=US'],
      // (round 50: over a quarter reconcile is asked back — the networks' side is read 31 dates at a time — so a month here)
      ['revenue last month vs=year', 'where\'s the gap with the networks coming from', 'reconcile last month'],
    ]);
  });
});
