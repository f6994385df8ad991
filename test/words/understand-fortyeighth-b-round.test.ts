// understand() on issue 38's round 48 (tuner b, the eighty-fourth set): classes the reader asked back or
// read wrong, fixed generally — short words slipped in their phrase, a rate's first word or a weekday
// slipped, chat shorthand in a thread's moved period, a summary asked to be received on a schedule, an
// A/B test watched "when it moves", "only US traffic" in a thread, a bare figure "for the client".
// CLARIFY rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a short word slipped, read only in its phrase (./short-slips.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue by app this month so fr', 'revenue mtd by app'],
      ['breakdown by=country metrics=revenue yesterday', 'and ecpm nex to it', 'breakdown by=country metrics=revenue,ecpm yesterday'],
      ['-', 'how can i uss the digest', 'help digest'],
      ['breakdown by=format metrics=revenue last week', 'csv please, for the board dek', 'breakdown by=format metrics=revenue last week csv'],
      // (neighbours: the words spelt right keep their reading)
      ['-', 'revenue by app this month so far', 'revenue mtd by app'],
      ['-', 'revenue in fr yesterday', 'revenue yesterday country=FR'],
    ]);
  });
});

describe('a rate’s first word, a weekday twice slipped, "wh" before a move on a day said', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders yesterday', 'sort by wim rate', 'bidders yesterday sort=win_rate'],
      ['revenue last week', 'and thusrday', 'revenue 2026-11-26'],
      ['-', 'revenue on wensday', 'revenue 2026-11-25'],
      ['-', 'wh is ecpm down yesterday', 'why ecpm yesterday'],
      // (no day said: why or when, asked back; a month's word is no Monday)
      ['-', 'wh did ecpm drop', 'CLARIFY'],
      ['-', 'montly ecpm ytd', 'breakdown by=month metrics=ecpm ytd'],
    ]);
  });
});

describe('chat shorthand before a thread’s moved period; a test watched "when it moves"', () => {
  it('reads each as labelled', () => {
    check([
      ['demand yesterday', 'ovr the whole week', 'demand this week'],
      ['demand yesterday', 'over the whole week', 'demand this week'],
      ['abtest abt_demo_turning', 'post an update here when the result flips', 'abtest watch abt_demo_turning here'],
      ['abtest abt_demo_turning', 'post updates here', 'abtest watch abt_demo_turning here'],
    ]);
  });
});

describe('a summary asked to be received on a schedule is a digest (./recurring-sends.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'could we get a weekly revenue recap in #finance every monday', 'digest add'],
      ['-', 'i want the revenue summary posted here every morning', 'digest add'],
      // (no summary named: the Fridays' figures or a digest — asked; a summary with no schedule stays the figures)
      ['-', 'can i get revenue every friday', 'CLARIFY'],
      ['-', 'can i get the daily revenue summary for last week', 'breakdown by=day metrics=revenue last week'],
    ]);
  });
});

describe('"only US traffic" in a thread: the filter, not the requests (./scoped-traffic.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders this week', 'only JP traffic', 'bidders this week country=JP'],
      ['bidders this week', 'android traffic only', 'bidders this week os=Android'],
      ['breakdown by=app metrics=revenue last week', 'just US traffic', 'breakdown by=app metrics=revenue last week country=US'],
      ['revenue yesterday', 'restrict it to germany traffic', 'revenue yesterday country=DE'],
    ]);
  });
});

describe('a bare figure "for the client": whose figure is not said — asked (./client-figure.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm for the publisher', 'CLARIFY'],
      ['-', 'could you pull revenue for our client', 'CLARIFY'],
      // (with a period or a split said, the client is whom the figures are for)
      ['-', 'revenue for the client last month', 'revenue last month'],
      ['-', 'revenue by country last week for the client', 'revenue last week by country'],
    ]);
  });
});
