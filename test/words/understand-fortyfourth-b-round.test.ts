// understand() on issue 38's forty-fourth round (b): classes behind the seventy-first (an ad-ops
// manager's end-of-week review) and seventy-second (a monetization lead's weekly note, a junior
// analyst's how-to asks) sets' misses, fixed generally — "which apps drove it" in revenue's thread is
// its movers by that split, and "compare" beside a figure alone is asked back. None of the sets' lines
// verbatim; the CLARIFY rows and the explanations are the neighbours that must stay as they are.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"which <split> drove it" in revenue\'s thread: its movers by that split', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last week', 'which countries drove that', 'revenue last week by country'],
      ['revenue yesterday', 'what formats drove the dip', 'revenue yesterday by format'],
      ['revenue mtd country=DE', 'which app drove it?', 'revenue mtd country=DE by app'],
      ['revenue yesterday', 'what drove it', 'why revenue yesterday'],
      ['revenue yesterday', 'why? by country', 'why revenue yesterday'],
    ]);
  });
});

describe('"compare" beside a figure, with no period, split or other side: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'compare ecpm', 'CLARIFY'],
      ['-', 'can you compare the revenue', 'CLARIFY'],
      ['-', 'compare revenue across formats', 'revenue by format'],
      ['-', 'compare revenue this week vs last week', 'revenue this week vs=week'],
    ]);
  });
});
