// understand() on the ninety-third set's classes (issue 38, round 51, tuner a), each with neighbours
// probed and the near-misses that must not match: "us" after a verb of what befell us ("did
// thanksgiving hit us") is the pronoun, not the US; a time split said beside a figure in a thread
// ("hourly rev today" after revenue by country) is kept, never dropped for the thread's split; "wk so
// far"; a remark that a figure "feels"/"seems" low, and "feels of" for off; a test named without
// "test" ordered watched ("watch the banner refresh one"); the grammar's comparison with its value cut
// short ("vs=prev"); "the whole run" after a test over some days; "and thurs last year" after a
// Thursday's figures (the same day last year). Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"us" after a verb of what befell us: the pronoun, never the US', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'hey, did thanksgiving hit us yesterday or is it something else? why is rev down', 'why revenue 2026-11-26'],
      ['-', 'did thanksgiving hit us yesterday', 'revenue 2026-11-26'],
      ['-', 'did the holiday affect us yesterday', 'CLARIFY'],
      ['-', 'is the outage impacting us today', 'CLARIFY'],
      // (the country, said as one: capitals, "the us", "in us", or beside another country)
      ['-', 'did thanksgiving hit US revenue yesterday', 'revenue 2026-11-26 country=US'],
      ['-', 'did thanksgiving hit the us yesterday', 'revenue 2026-11-26 country=US'],
      ['-', 'how did thanksgiving hit revenue in us', 'revenue 2026-11-26 country=US'],
      ['-', 'did thanksgiving hit us or uk more', 'CLARIFY'],
      ['-', 'did thanksgiving hit us and canada', 'CLARIFY'],
      ['-', 'which countries make us the most money', 'breakdown by=country metrics=revenue top=10'],
    ]);
  });
});

describe('a time split said beside a figure in a thread ("hourly rev today"): kept, not the thread\'s split over the day', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue today by country', 'hourly rev today plz', 'breakdown by=hour metrics=revenue today'],
      ['revenue today by country', 'houlry rev today', 'breakdown by=hour metrics=revenue today'],
      ['revenue today by country', 'hourly requests today', 'breakdown by=hour metrics=requests today'],
      ['revenue yesterday by format', 'hourly rev today', 'breakdown by=hour metrics=revenue today'],
      ['revenue yesterday by country', 'daily rev last week', 'breakdown by=day metrics=revenue last week'],
      ['revenue today by country', 'weekly rev this month', 'breakdown by=week metrics=revenue mtd'],
      ['revenue today by country', 'hourly revenue today in the us', 'breakdown by=hour metrics=revenue today country=US'],
      ['revenue today by country', 'hourly rev today by country', 'breakdown by=hour,country metrics=revenue today'],
      ['why revenue yesterday', 'hourly rev yesterday', 'breakdown by=hour metrics=revenue yesterday'],
      // (no time split said: the thread's split kept, as before)
      ['revenue today by country', 'ecpm today', 'breakdown by=country metrics=ecpm today'],
      ['revenue today by country', 'revenue yesterday', 'revenue yesterday'],
      ['breakdown by=format metrics=ecpm yesterday', 'hourly', 'breakdown by=format metrics=ecpm yesterday hourly'],
    ]);
  });
});

describe('"wk so far": the week so far, as "week so far" is', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'wk so far pls', 'revenue this week'],
      ['-', 'the wk so far', 'revenue this week'],
      ['-', 'rev wk so far by country', 'revenue this week by country'],
      ['-', 'qtr so far', 'revenue this quarter'],
      ['-', 'yr so far vs last yr', 'revenue ytd vs=year'],
      ['-', 'wk so far vs last wk', 'revenue this week vs=week'],
      ['revenue yesterday', 'wk so far?', 'revenue this week'],
      ['-', 'rev wk to date vs last wk?', 'revenue this week vs=week'],
      ['-', 'a wk so far', 'CLARIFY'],
      ['-', 'every wk so far', 'CLARIFY'],
    ]);
  });
});

describe('a figure that "feels" or "seems" low, and "feels of" for off: a remark beside the ask', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'fill rate by format yesterday? interstital feels low', 'breakdown by=format metrics=fill_rate yesterday'],
      ['-', 'fill rate by format yesterday? interstitial seems low', 'breakdown by=format metrics=fill_rate yesterday'],
      ['-', 'hourly requests today, something feels of', 'breakdown by=hour metrics=requests today'],
      ['-', 'hourly requests today, something looks of', 'breakdown by=hour metrics=requests today'],
      ['-', 'hourly requests today, something seems of?', 'breakdown by=hour metrics=requests today'],
      ['-', 'fill rate yesterday in japan, feels low', 'revenue yesterday country=JP'],
      // ("of" not last, or after no verb of seeming: a word of its own)
      ['-', 'a lot of revenue yesterday', 'CLARIFY'],
      ['-', 'which share of revenue looks of', 'CLARIFY'],
    ]);
  });
});

describe('a test named without "test", ordered watched: its watch', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'watch the banner refesh one for me', 'abtest watch abt_demo_directional'],
      ['-', 'keep an eye on the banner refresh one', 'abtest watch abt_demo_directional'],
      ['-', 'watch the freq cap one for me', 'abtest watch abt_demo_in_progress'],
      ['-', 'please monitor the bonus coins one', 'abtest watch abt_demo_turning'],
      ['-', 'can you watch the interstitial floor one here', 'abtest watch abt_demo_achieved here'],
      // (no order to watch, a Task's name, a figure watched, or the watch not first: not a watch)
      ['-', 'the banner refresh one', 'abtest abt_demo_directional'],
      ["-", "how's the banner refresh one doing", 'abtest abt_demo_directional'],
      ['-', 'watch the weekend recap one', 'CLARIFY'],
      ['-', 'watch revenue on the banner refresh one', 'CLARIFY'],
      ['-', 'i watch the banner refresh one', 'CLARIFY'],
    ]);
  });
});

describe('the comparison typed in the grammar with its value cut short ("vs=prev")', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'vs=prev', 'revenue yesterday vs=previous'],
      ['-', 'revenue yesterday vs=prev', 'revenue yesterday vs=previous'],
      ['-', 'revenue yesterday vs=wk', 'revenue yesterday vs=week'],
      ['revenue last week', 'vs=prev', 'revenue last week vs=previous'],
      ['why revenue yesterday', 'vs=prev', 'why revenue yesterday vs=previous'],
      ['revenue yesterday', 'vs=prev by country', 'revenue yesterday vs=previous by country'],
      ['revenue yesterday', 'vs=prevs', 'CLARIFY'],
      ['revenue yesterday', 'sort=prev', 'CLARIFY'],
    ]);
  });
});

describe('"the whole run" after an A/B test over some days: the test over its whole run', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest abt_demo_directional last 14d', 'and the whole run?', 'abtest abt_demo_directional'],
      ['abtest abt_demo_turning last 7d', 'whole run', 'abtest abt_demo_turning'],
      ['abtest abt_demo_turning last 7d', 'the entire test', 'abtest abt_demo_turning'],
      ['abtest abt_demo_turning last 7d', 'all of it since it started', 'abtest abt_demo_turning'],
      // (a negation, another period, or a test over its whole run already: not this)
      ['abtest abt_demo_turning last 7d', 'not the whole run', 'CLARIFY'],
      ['abtest abt_demo_turning last 7d', 'the whole week', 'CLARIFY'],
      ['abtest abt_demo_turning', 'and the whole run?', 'CLARIFY'],
      ['revenue last 7d', 'and the whole run?', 'CLARIFY'],
    ]);
  });
});

describe('an app\'s revenue named without its platform: the table by app (relabelled, as four older sets label it)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'wordrush rev yesterday', 'breakdown by=app metrics=revenue yesterday'],
      ['-', 'revenue puzzlequest yesterday', 'breakdown by=app metrics=revenue yesterday'],
    ]);
  });
});

describe('"and thurs last year" after the figures of a Thursday: the same day last year', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday', 'and thurs last year', 'revenue yesterday vs=year'],
      ['revenue yesterday', 'and thursday last year?', 'revenue yesterday vs=year'],
      ['revenue yesterday', 'vs thu last year', 'revenue yesterday vs=year'],
      ['revenue yesterday', 'compare to thursday a year ago', 'revenue yesterday vs=year'],
      ['revenue yesterday by country', 'and thurs last year', 'revenue yesterday by country vs=year'],
      ['why revenue yesterday', 'and thurs last year', 'why revenue yesterday vs=year'],
      ['revenue 2026-11-25', 'and wed last year', 'revenue 2026-11-25 vs=year'],
      // (another weekday than the thread's, a span, every such day, a negation, no thread, last week: not this)
      ['revenue yesterday', 'and wed last year', 'CLARIFY'],
      ['revenue last week', 'and thurs last year', 'CLARIFY'],
      ['revenue yesterday', 'and every thu last year', 'CLARIFY'],
      ['revenue yesterday', 'not thurs last year', 'CLARIFY'],
      ['-', 'and thurs last year', 'CLARIFY'],
      ['revenue yesterday', 'and thurs last week', 'revenue 2026-11-19'],
      // (a holiday's weekday is the holiday: its date last year)
      ['revenue today', 'what did we do on black friday last year', 'revenue 2025-11-28'],
      ['revenue today', 'vs black friday last year, 2025-11-28', 'revenue today vs=2025-11-28'],
    ]);
  });
});
