// Round 52's review (r52b): neighbours of tuners b's and d's rules that read wrong, fixed by class, and right ones
// beside them. A short clock name typed after a period ("hourly rev yesterday ET") is the clock, where the account
// has no such country (it had been read as Ethiopia, Portugal, Malta); "for Monday's update" with no other period
// keeps Monday (it had been dropped as a person's piece of work); "start the export task" asks which Task (it had
// become the Task list); "revenue last 2 with comparison" is asked (the comparison, not read, had been dropped). Today is Friday 2026-11-27 (New York, the asker's own clock: Eastern Time adds nothing).
import { describe, it } from 'vitest';
import { check, is } from './expect-words.js';
import { SET_CONTEXT } from './question-set.js';

describe('a short clock name typed after a period is the clock, not a country the account has not', () => {
  it('reads each as labelled', () => {
    check([
      // (wrong before: country=ET / PT / MT)
      ['-', 'hourly rev yesterday ET', 'breakdown by=hour metrics=revenue yesterday'],
      ['-', 'hourly rev yesterday, ET', 'breakdown by=hour metrics=revenue yesterday'],
      ['-', 'hourly revenue last week ET', 'breakdown by=hour metrics=revenue last week'],
      ['-', 'revenue by hour 11/24 ET', 'breakdown by=hour metrics=revenue 2026-11-24'],
      ['-', 'revenue by country yesterday ET', 'revenue yesterday by country'],
      ['-', 'revenue yesterday in ET', 'revenue yesterday'],
      ['-', 'revenue yesterday (ET)', 'revenue yesterday'],
      ['-', 'revenue today so far ET', 'revenue today'],
      ['-', 'hourly revenue yesterday PT', 'breakdown by=hour metrics=revenue yesterday tz=America/Los_Angeles'],
      ['-', 'revenue by day last week PT', 'breakdown by=day metrics=revenue last week tz=America/Los_Angeles'],
      ['-', 'hourly revenue yesterday MT', 'breakdown by=hour metrics=revenue yesterday tz=America/Denver'],
      ['-', 'hourly revenue yesterday CT', 'breakdown by=hour metrics=revenue yesterday tz=America/Chicago'],
      // (right, as before: the country named in full, or before the period; two codes compared are asked)
      ['-', 'revenue in PT yesterday', 'revenue yesterday country=PT'],
      ['-', 'revenue yesterday, Ethiopia', 'revenue yesterday country=ET'],
      ['-', 'revenue by hour yesterday in Portugal', 'breakdown by=hour metrics=revenue yesterday country=PT'],
      ['-', 'revenue yesterday ET vs PT', 'CLARIFY'],
      ['-', 'revenue last week US vs ET', 'CLARIFY'],
      ['-', 'hourly revenue yesterday, PT time', 'breakdown by=hour metrics=revenue yesterday tz=America/Los_Angeles'],
      ['-', 'hourly revenue yesterday UTC', 'breakdown by=hour metrics=revenue yesterday tz=UTC'],
    ]);
  });
  it('keeps the country where the account has it', () => {
    const names = SET_CONTEXT.names!;
    is('hourly revenue yesterday PT', 'breakdown by=hour metrics=revenue yesterday country=PT', { names: { ...names, countries: [...(names.countries ?? []), 'PT'] } });
  });
});

describe("a day's or a month's name before a piece of work is the period where no other is said", () => {
  it('reads each as labelled', () => {
    check([
      // (wrong before: "revenue", Monday dropped)
      ['-', "revenue for Monday's update", 'revenue 2026-11-23'],
      ['-', "revenue by app for Monday's deck", 'CLARIFY'],
      // (right: a person's, or a day's where the period is said elsewhere)
      ['-', "revenue yesterday — for Dana's slide", 'revenue yesterday'],
      ['-', "revenue last week for Jan's deck", 'revenue last week'],
      ['-', "revenue yesterday for Monday's deck", 'revenue yesterday'],
    ]);
  });
});

describe('an export started is run, never a Task named for exports', () => {
  it('reads each as labelled', () => {
    check([
      // (wrong before: "tasks", the list)
      ['-', 'start the export task', 'CLARIFY'],
      ['-', 'start the imps export task', 'CLARIFY'],
      // (right, as the tuner's rows)
      ['-', 'can u kick off an imps export for wed', 'export impressions 2026-11-25'],
      ['-', 'start the impressions export for yesterday', 'export impressions yesterday'],
    ]);
  });
});

describe('"last N with" a comparison: the comparison is not read, so the span is asked, never the comparison dropped', () => {
  it('reads each as labelled', () => {
    check([
      // (wrong before: "revenue last 2d", the comparison dropped)
      ['-', 'revenue last 2 with comparison', 'CLARIFY'],
      ['-', 'revenue last 2 w/ comparison', 'CLARIFY'],
      ['-', 'fill rate last 3 with vs', 'CLARIFY'],
      // (right, as tuner b's rows)
      ['-', 'recon last 7 w/ 2% gap', 'reconcile last 7d gap=2%'],
      ['-', 'revenue last 6 with app split', 'revenue last 6d by app'],
      ['-', 'revenue last 4 w/ wow', 'revenue last 4d vs=week'],
    ]);
  });
});

describe("tuners b's and d's rules, neighbours read right", () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'now cut it by country too', 'revenue yesterday by country'],
      ['revenue yesterday', 'cut it by 10%', 'CLARIFY'],
      ['revenue last week', "don't cut it by country", 'CLARIFY'],
      ['-', 'revenue last week so I can send it to finance', 'revenue last week'],
      ['-', 'revenue last week, send it to finance', 'CLARIFY'],
      ['-', 'gm wants to know fill rate by country last week', 'breakdown by=country metrics=fill_rate last week'],
      ['-', 'gm. revenue by app yesterday', 'revenue yesterday by app'],
      ['-', 'revenue last friday, the 21st', 'CLARIFY'],
      ['network yesterday', 'Japan vs Germany', 'CLARIFY'],
      ['-', 'reconcile last month, which number is right?', 'CLARIFY'],
      ['-', 'revenue yesterday? FR looked soft', 'CLARIFY'],
    ]);
  });
});
