// understand() on neighbours of round 53's tuner c rules, probed by review r53b (issue 38): "to day" as
// today where it opens the words or follows a lead word ("to day please", "ok to day", "same but to day"
// in an hourly thread ask for the daily grain, never today: asked back); "since october ended" is not
// from October's first day (asked back); "revenue from october to now" / "till now" / "to date" is from
// the month's first day to today, never October alone; "and round durations" after revenue keeps the
// durations (the lead "and" sets nothing beside them). Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"to day" after a lead word or opening the words: never today', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=hour metrics=revenue yesterday', 'to day please', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue yesterday', 'ok to day', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue yesterday', 'same but to day', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue yesterday', 'hourly to day', 'CLARIFY'],
      ['breakdown by=hour metrics=revenue yesterday', 'change to day', 'breakdown by=day metrics=revenue yesterday'],
      // (ending the period after a figure: today, as the tuner's rows)
      ['-', 'revenue to day', 'revenue today'],
      ['-', 'what is the revenue to day', 'revenue today'],
      ['-', 'why is revenue down to day in the uk', 'why revenue today country=GB'],
    ]);
  });
});

describe('"since october" with the month ended: not from its first day', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue since october ended', 'CLARIFY'],
      ['-', 'revenue since october', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue since october started', 'revenue 2026-10-01..2026-11-27'],
    ]);
  });
});

describe('"from october to now": the month\'s first day to today, never October alone', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue from october to now', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from october till now', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from october until now', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from october until today', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from oct to date', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from oct 5 to now', 'revenue 2026-10-05..2026-11-27'],
      // (a month with its year is left as before: eightieth:197 "revenue from jan 2025 thru today" is labelled CLARIFY)
      ['-', 'revenue from jan 2025 thru today', 'CLARIFY'],
      ['-', 'revenue from october till now by country', 'revenue 2026-10-01..2026-11-27 by country'],
      ['-', 'weekly revenue from october to now', 'breakdown by=week metrics=revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue from monday till now', 'revenue 2026-11-23..2026-11-27'],
      ['-', 'revenue in october', 'revenue 2026-10-01..2026-10-31'],
    ]);
  });
});

describe('"and round durations" after another report: the durations, never dropped by the lead "and"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'and round durations', 'auction stats yesterday metric=duration'],
      ['revenue yesterday', 'and the round durations', 'auction stats yesterday metric=duration'],
      ['bidders yesterday', 'ok and round durations', 'auction stats yesterday metric=duration'],
      ['revenue yesterday', 'round durations', 'auction stats yesterday metric=duration'],
      // (two views said beside each other: the whole picture, as before)
      ['-', 'errors and round durations yesterday', 'auction stats yesterday'],
      ['revenue yesterday', 'and revenue by country', 'revenue yesterday by country'],
    ]);
  });
});
