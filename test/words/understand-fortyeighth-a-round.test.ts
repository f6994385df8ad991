// understand() on the classes of issue 38's round 48 (tuner a, the eighty-third set): each fixed
// generally, in words of our own, with neighbours that keep their reading. CLARIFY rows are asks that
// must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the split said before "movers": movers by that split', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'country movers last month', 'revenue last month by country'],
      ['-', 'biggest format movers yesterday', 'revenue yesterday by format'],
      // (said after, as before)
      ['-', 'movers by app last week', 'revenue last week by app'],
      ['-', 'revenue by country last week', 'revenue by country last week'],
    ]);
  });
});

describe('"alone" / "by itself" ending a follow-up: that one only', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month', 'and october alone', 'revenue 2026-10-01..2026-10-31'],
      ['revenue this week', 'android by itself', 'revenue this week os=Android'],
      ['revenue this week', 'just yesterday', 'revenue yesterday'],
      ['revenue yesterday', 'leave it alone', 'CLARIFY'],
    ]);
  });
});

describe('a letter dropped from a word known only in the plural ("eror")', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'auction erors yesterday', 'auction stats yesterday metric=error_type'],
      ['auction stats last week', 'by eror type', 'auction stats last week metric=error_type'],
      ['auction stats yesterday', 'show the error types', 'auction stats yesterday metric=error_type'],
    ]);
  });
});

describe('a Task of the list named by its words, no "one" said', () => {
  it('reads each as labelled', () => {
    check([
      ['tasks', 'open the weekend recap', 'tasks task_weekend_recap_sydney'],
      ['tasks', 'floor watch?', 'tasks task_floor_watch'],
      ['tasks', 'the a/b watch', 'tasks task_ab_watch_la'],
      // (one word, or words of no one Task, are read as before)
      ['tasks', 'revenue last week', 'revenue last week'],
      ['tasks', 'the paris one', 'tasks task_revenue_digest_paris'],
    ]);
  });
});

describe('an order after a preamble ("i want to", "could you"): asked back as the order alone is', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'could you delete my weekly digest', 'CLARIFY'],
      ['-', 'i need to pause the fill alert', 'CLARIFY'],
      ['-', 'please change my morning digest', 'CLARIFY'],
      // (a question or an add said after the same preamble keeps its reading)
      ['-', 'i want to see my alerts', 'alerts list'],
      ['-', 'can you set up an alert when revenue drops 10%', 'alerts add revenue drop 10%'],
      ['-', 'can you make me a daily revenue digest', 'digest add'],
    ]);
  });
});

describe('"hourly" alone after a breakdown split by no time: the hourly flag, the split kept', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=revenue last week', 'hourly', 'breakdown by=country metrics=revenue last week hourly'],
      ['breakdown by=app metrics=ecpm today', 'hourly pls', 'breakdown by=app metrics=ecpm today hourly'],
      // ("instead", "by hour", or a split by days: the hours take the split's place)
      ['breakdown by=app metrics=ecpm today', 'hourly instead', 'breakdown by=hour metrics=ecpm today'],
      ['breakdown by=country metrics=revenue yesterday', 'by hour', 'breakdown by=hour metrics=revenue yesterday'],
      ['breakdown by=day metrics=revenue last week', 'hourly', 'breakdown by=hour metrics=revenue last week'],
    ]);
  });
});

describe('the asker’s expectation said after the ask: an aside, the figure asked stands', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue today, expecting it to be soft', 'revenue today'],
      ['-', 'fill rate last week? we expect a dip', 'revenue last week'],
      ['-', 'ecpm yesterday, drop expected', 'revenue yesterday'],
      // (a why said too is still a why; an expectation asked about is a forecast, asked back)
      ['-', 'revenue yesterday? expecting a dip, why', 'why revenue yesterday'],
      ['-', 'do you expect a dip tomorrow', 'CLARIFY'],
    ]);
  });
});
