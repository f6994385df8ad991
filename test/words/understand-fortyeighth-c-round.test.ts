// understand() beside issue 38's round 48 (tuner c, the eighty-fifth set): classes of question the
// set found read wrong or asked back needlessly, fixed generally — "us" after a verb of how something
// went, "mak it", an A/B test's thread asked when it has enough users or whether it is just noise, the
// test run again by "we", partners' reports late, the same days of a month named in a thread, and a
// digest named with how often and where it goes. CLARIFY rows must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"for us" after a verb of how something went is the pronoun, not the US', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how did the black friday sale go for us', 'revenue 2026-11-27'],
      ['-', 'how did yesterday go for us', 'revenue yesterday'],
      // (the country where nothing went: a filter, as before)
      ['-', 'ecpm for us yesterday', 'revenue yesterday country=US'],
      ['-', 'revenue in us yesterday', 'revenue yesterday country=US'],
    ]);
  });
});

describe('"mak it", "mke that": make, a letter dropped, before what is made so', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=ecpm yesterday top=5', 'mke that top 3', 'breakdown by=app metrics=ecpm yesterday top=3'],
      ['breakdown by=app metrics=ecpm yesterday top=5', 'make it top 3', 'breakdown by=app metrics=ecpm yesterday top=3'],
    ]);
  });
});

describe('an A/B test’s thread: when it has enough users, whether it is just noise — its status', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest abt_demo_turning', 'when will it have enough users', 'abtest abt_demo_turning'],
      ['abtest abt_demo_turning', 'is it significant or is that just noise', 'abtest abt_demo_turning'],
      ['abtest abt_demo_turning', 'is it significant?', 'abtest abt_demo_turning'],
      // (neighbours keep their reading)
      ['abtest abt_demo_turning', 'when will it be done?', 'abtest abt_demo_turning'],
      ['revenue yesterday', 'is that normal?', 'CLARIFY'],
    ]);
  });
});

describe('an A/B test run again by "we": the experiment over, or its report? asked', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest abt_demo_turning', 'could we re-run the test?', 'CLARIFY'],
      ['abtest abt_demo_turning', "let's restart it", 'CLARIFY'],
      // (the report again, said so, stays the report; under another report "we" changes nothing)
      ['abtest abt_demo_turning', 'refresh', 'abtest abt_demo_turning'],
      ['bidders yesterday', 'can we rerun it?', 'bidders yesterday'],
    ]);
  });
});

describe('partners’ reports late, delayed or overdue: whether each reported, the demand report', () => {
  it('reads each as labelled', () => {
    check([
      ['-', "which partners' reports are overdue", 'demand'],
      ['-', 'are any partner reports delayed this week', 'demand this week'],
      ['-', 'did all the partners report yet', 'demand'],
      // ("late" of no partners' report is not read into one)
      ['-', 'is revenue late?', 'CLARIFY'],
    ]);
  });
});

describe('"vs the same days in <month>" in a thread of days: those days of that month', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue 2026-11-09..2026-11-15', 'compared with the same dates in october', 'revenue 2026-11-09..2026-11-15 vs=2026-10-09..2026-10-15'],
      ['revenue 2026-11-25', 'against the same day of september', 'revenue 2026-11-25 vs=2026-09-25'],
      // (the month alone stays the whole month)
      ['revenue 2026-11-09..2026-11-15', 'vs october', 'revenue 2026-11-09..2026-11-15 vs=2026-10-01..2026-10-31'],
    ]);
  });
});

describe('a digest named with how often and where it goes: set up with the form', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'weekly revenue digest to #adops', 'digest add'],
      // (a report no digest sends: asked, the form offered)
      ['-', 'monthly summary of bidders into #leadership', 'CLARIFY'],
      // (asked about, or doubted: not an order)
      ['-', 'which digests go to #adops weekly', 'digest list'],
      ['-', 'daily revenue digest here at 9am', 'digest add daily_revenue here at=09:00'],
    ]);
  });
});
