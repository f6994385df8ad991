// understand() on issue 38's forty-fifth round (a): classes behind the seventy-fourth set's misses (a
// mediation ad-ops specialist's Black Friday morning check), fixed generally. None of the set's lines
// verbatim; the CLARIFY rows are the neighbours that must stay asked, or the asks that must now be asked
// back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('an alert to post in a channel said by its name: the name is no channel id, so it is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ping me in #monetization when ecpm falls 20%', 'CLARIFY'],
      ['-', 'set up an alert to #ops-watch if revenue drops 10% on android', 'CLARIFY'],
      ['-', 'post an alert in <#C0OPSWATCH|ops-watch> if revenue drops 10%', 'alerts add revenue drop 10% channel=C0OPSWATCH'],
      ['-', 'alert this channel when fill rate drops 25%', 'alerts add fill_rate drop 25% here'],
      ['-', 'saw this in #finance: why did revenue drop on tuesday', 'why revenue 2026-11-24'],
    ]);
  });
});

describe('users asked for with no day: the user base, or a day not said — asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how many players have we got on android', 'CLARIFY'],
      ['-', 'dau in germany', 'CLARIFY'],
      ['-', 'how many players did we have on android yesterday', 'revenue yesterday os=Android'],
      ['-', 'dau in germany last week', 'revenue last week country=DE'],
    ]);
  });
});
