// understand() on the ninety-eighth set's classes (issue 38, round 52, tuner c), each with neighbours
// probed and the near-misses that must not match: "the past week" is the seven days to now (last 7d),
// as "the past fortnight" is fourteen ("past week" bare, in shorthand, stays as it was); an ad unit's
// id (au_…) is the auction report's filter, and asked back where the report takes none; "who's
// winning auctions", "the auction winners" are the auction's winners (metric=winner), "who wins the
// most auctions" still the bidders by win rate; a bare "last 50" closing an audit ask, or said after
// the audit log, is its newest rows (limit=); a digest set up with the clock its time is on ("at 9
// paris time") keeps it as tz=; a thread's change said with chat around it ("nvm, spain", "try
// canada", "top 5 is enough"). Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"the past week": the seven days to now, as "the past fortnight" is fourteen', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue the past week', 'revenue last 7d'],
      ['-', 'what were total earings in france over the past week', 'revenue last 7d country=FR'],
      ['-', 'What is the CTR for each format over the past week?', 'breakdown by=format metrics=ctr last 7d'],
      ['-', 'bidders over the past wk', 'bidders last 7d'],
      ['abtest abt_demo_turning', 'just the past week', 'abtest abt_demo_turning last 7d'],
      ['revenue yesterday', 'and the past week?', 'revenue last 7d'],
      ['-', 'revenue past 2 weeks', 'revenue last 14d'],
      // (the calendar week before this one, said so; "past week" bare, in shorthand; "this past week"; a weekend: as before)
      ['-', 'top five apps by ecpm past week', 'breakdown by=app metrics=ecpm last week top=5'],
      ['-', 'revenue past week', 'revenue past week'],
      ['-', 'revenue last week', 'revenue last week'],
      ['-', 'revenue previous week', 'revenue last week'],
      ['-', 'revenue this past week', 'revenue last week'],
      ['-', 'revenue past weekend', 'revenue 2026-11-21..2026-11-22'],
      ['abtest abt_demo_turning', 'just last week', 'abtest abt_demo_turning last week'],
    ]);
  });
});

describe('an ad unit\'s id: the auction report\'s filter, asked back where the report takes none', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'bids yesterday on au_011_banner', 'auction bids yesterday ad_unit=au_011_banner'],
      ['-', 'bids on au_011_banner yesterday', 'auction bids yesterday ad_unit=au_011_banner'],
      ['-', 'bids yesterday for au_011_banner', 'auction bids yesterday ad_unit=au_011_banner'],
      ['-', 'auction stats yesterday for au_011_banner', 'auction stats yesterday ad_unit=au_011_banner'],
      ['-', 'no bids on au_011_banner yesterday', 'auction stats yesterday ad_unit=au_011_banner'],
      ['-', 'auction fill on au_022_inter last week in japan', 'auction stats last week country=JP ad_unit=au_022_inter'],
      ['-', 'why did fill drop yesterday on au_011_banner', 'why fill_rate yesterday ad_unit=au_011_banner'],
      ['-', 'auction bids yesterday ad_unit=au_011_banner', 'auction bids yesterday ad_unit=au_011_banner'],
      // (a report that takes no ad unit: asked, never the id dropped)
      ['-', 'revenue yesterday for au_011_banner', 'CLARIFY'],
      ['-', 'fill rate on au_011_banner yesterday', 'CLARIFY'],
      ['-', 'bids yesterday on ad unit au_011_banner', 'CLARIFY'],
      ['-', 'revenue yesterday', 'revenue yesterday'],
    ]);
  });
});

describe('"who\'s winning auctions", "the auction winners": the auction\'s winners; "the most auctions" the bidders ranked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', "who's winning auctions today", 'auction stats today metric=winner'],
      ['-', 'who won the auctions last 7 days', 'auction stats last 7d metric=winner'],
      ['-', 'who won auctions yesterday in japan', 'auction stats yesterday country=JP metric=winner'],
      ['-', 'auction winners today', 'auction stats today metric=winner'],
      ['-', 'who is winning auctions this week', 'auction stats this week metric=winner'],
      ['-', 'whos wining auctions today', 'auction stats today metric=winner'],
      ['-', 'who wins the auctions on au_011_banner yesterday', 'auction stats yesterday ad_unit=au_011_banner metric=winner'],
      ['auction stats last week', 'who won?', 'auction stats last week metric=winner'],
      // (the most auctions: the bidders by win rate; one auction's winner: its page; a test's winner: the test)
      ['-', 'whos winning the most auctions this week', 'bidders this week sort=win_rate'],
      ['-', 'who won the most auctions last week? win rate per bidder', 'bidders last week sort=win_rate'],
      ['-', "who's winning today", 'bidders today sort=win_rate'],
      ['-', 'what happened in auction auc_77a0c4, who won', 'auction auc_77a0c4'],
      ['-', 'who won auctions the most yesterday', 'CLARIFY'],
    ]);
  });
});

describe('a bare "last 50" with the audit log, which takes no period: its newest rows', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what did U0LOCAL01 do, last 50', 'audit user=U0LOCAL01 limit=50'],
      ['-', 'audit refusals, latest 20', 'audit refusals limit=20'],
      ['-', 'who got refused, last 100 pls', 'audit refusals limit=100'],
      ['-', 'what did U0LOCAL01 do, last 50 entries', 'audit user=U0LOCAL01 limit=50'],
      ['audit refusals', 'last 100', 'audit refusals limit=100'],
      ['audit user=U0LOCAL01', 'last 50', 'audit user=U0LOCAL01 limit=50'],
      ['audit', 'the last 20', 'audit limit=20'],
      ['audit limit=50', 'just the last 10', 'audit limit=10'],
      ['audit', '100 of them', 'audit limit=100'],
      // (a report that takes a period: days, as before; a unit said: no count of rows)
      ['-', 'revenue last 50', 'revenue last 50d'],
      ['auction bids yesterday', 'last 100', 'auction bids last 100d'],
      ['revenue yesterday', 'last 30', 'revenue last 30d'],
      ['audit', 'last 30 days', 'CLARIFY'],
      ['-', 'what did U0LOCAL01 do', 'audit user=U0LOCAL01'],
    ]);
  });
});

describe('a digest set up with the clock its time is on: kept as tz=', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'set up a daily revenue digest here at 9 weekdays paris time', 'digest add daily_revenue here at=09:00 days=mon-fri tz=Europe/Paris'],
      ['-', 'set up a daily revenue digest here at 9 weekdays in paris time', 'digest add daily_revenue here at=09:00 days=mon-fri tz=Europe/Paris'],
      ['-', 'set up a daily revenue digest here at 9 weekdays tz=Europe/Paris', 'digest add daily_revenue here at=09:00 days=mon-fri tz=Europe/Paris'],
      ['-', 'daily revenue digest here at 9 london time', 'digest add daily_revenue here at=09:00 tz=Europe/London'],
      ['-', 'set up a daily revenue digest here at 9 weekdays CET', 'digest add daily_revenue here at=09:00 days=mon-fri tz=CET'],
      ['-', 'post the weekly summary here every monday at 9am tokyo time', 'digest add weekly_summary here at=09:00 days=mon tz=Asia/Tokyo'],
      ['-', 'send me the daily revenue digest here weekdays at 9 utc', 'digest add daily_revenue here at=09:00 days=mon-fri tz=UTC'],
      ['-', 'network digest in this channel at 9am pacific time', 'digest add network here at=09:00 tz=America/Los_Angeles'],
      // (no clock: as before; a clock of three zones: asked; no time of day: the form)
      ['-', 'set up a daily revenue digest here at 9 weekdays', 'digest add daily_revenue here at=09:00 days=mon-fri'],
      ['-', 'set up a daily revenue digest here at 9 IST', 'CLARIFY'],
      ['-', 'set up a daily revenue digest in this channel paris time', 'digest add'],
      ['-', 'revenue yesterday paris time', 'CLARIFY'],
    ]);
  });
});

describe('a thread\'s change said with chat around it: "nvm, spain", "try canada", "top 5 is enough"', () => {
  it('reads each as labelled', () => {
    check([
      ['why ecpm last week country=US', 'try canada', 'why ecpm last week country=CA'],
      ['why ecpm last week country=US', 'try canada instead', 'why ecpm last week country=CA'],
      ['revenue today country=DE', 'nvm, spain', 'revenue today country=ES'],
      ['revenue today country=DE', 'oops, spain', 'revenue today country=ES'],
      ['revenue today country=DE', 'no wait, spain', 'revenue today country=ES'],
      ['revenue today country=DE', 'never mind, spain', 'revenue today country=ES'],
      ['breakdown by=country metrics=revenue last week top=10', 'top 5 is enough', 'breakdown by=country metrics=revenue last week top=5'],
      ['breakdown by=country metrics=revenue last week top=10', 'top 5 will do', 'breakdown by=country metrics=revenue last week top=5'],
      // (outside a thread, the lead alone, or a longer ask after it: as before)
      ['-', 'try canada', 'CLARIFY'],
      ['-', 'nvm, spain', 'CLARIFY'],
      ['revenue today country=DE', 'nvm', 'CLARIFY'],
      ['revenue today country=DE', 'try revenue by country for last week please', 'CLARIFY'],
    ]);
  });
});
