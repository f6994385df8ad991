// understand() on issue 38's forty-sixth round (c): classes behind the seventy-ninth set's misses (a
// monetization manager on a phone: terse, lowercase, abbreviations, thread follow-ups changing one
// part), fixed generally. None of the set's lines verbatim; the CLARIFY rows are the neighbours that
// must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"dwn": down with its vowel dropped, a move like "down"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why is ecpm dwn this wk', 'why ecpm this week'],
      ['revenue last week', 'why so dwn', 'why revenue last week'],
      // (a move without "why" stays asked: the figures, or what moved them?)
      ['-', 'fill dwn yday', 'CLARIFY'],
    ]);
  });
});
