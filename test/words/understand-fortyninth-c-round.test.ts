// understand() on issue 38's round 49 (tuner c, the eighty-eighth set: a junior coordinator whose first
// language is not English): each class of the set's misses, fixed generally, in words of our own, with
// neighbours that must keep their reading. CLARIFY rows are asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a newcomer’s ways of saying the words the reader knows (./learner-slips.ts)', () => {
  it('an amount with its dollar sign after, and a gap "bigger than" a share', () => {
    check([
      ['-', 'apps that made more than 250$ yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>250'],
      ['-', 'reconcile yesterday, flag gaps larger than 5%', 'reconcile yesterday gap=5%'],
      // (a count "bigger than" is no share: left to the threshold's own reading)
      ['-', 'alert me if revenue drops 10%', 'alerts add revenue drop 10%'],
    ]);
  });

  it('a month’s whole month, a year before compared, how a command works', () => {
    check([
      ['-', 'fill rate for october full month', 'revenue 2026-10-01..2026-10-31'],
      ['-', 'ecpm last week compared with one year before', 'revenue last week vs=year'],
      ['-', 'how alerts work', 'help alerts'],
      ['help', 'how digest works?', 'help digest'],
      ['-', 'what is the audit thing?', 'help audit'],
      // (a word that is no command stays as said; "whole month" with no month named is not read)
      ['-', 'what is the floor thing', 'CLARIFY'],
      ['-', 'revenue whole month', 'CLARIFY'],
    ]);
  });

  it('orders on alerts said in everyday words', () => {
    check([
      ['-', 'silence alert alr_k2m9q4xa for a day', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'inc_7k2m9q4x, ok i have seen it', 'alerts ack inc_7k2m9q4x'],
      // (without a time a stop is a pause; without an incident "I saw it" is no order)
      ['-', 'stop alert alr_k2m9q4xa', 'alerts pause alr_k2m9q4xa'],
      ['-', 'i saw it, why did revenue drop yesterday', 'why revenue yesterday'],
    ]);
  });

  it('a daily report wanted here, a limit as the gap, the whole yaml, a bidder’s report against ours', () => {
    check([
      ['-', 'we want a weekly revenue report in this channel every monday', 'digest add'],
      ['-', 'reconcile last month with a 3 percent threshold', 'reconcile last month gap=3%'],
      ['config show live', 'give me the hole file', 'config show live yaml'],
      ['-', 'the diffrence with bravo report last week', 'demand last week source=bidder_bravo'],
      ['-', 'is this channel connect to an account?', 'CLARIFY'],
      // (a report for a period stays the figures; a threshold beside a drop stays the alert's)
      ['-', 'i want a daily revenue report for last week', 'breakdown by=day metrics=revenue last week'],
      ['-', 'alert if revenue drops, 10% threshold', 'alerts add revenue drop 10%'],
    ]);
  });

  it('two splits said together, the other one said "not", ads per user, "4" for "for"', () => {
    check([
      ['-', 'os and format together, impressions last week', 'breakdown by=os,format metrics=impressions last week'],
      ['breakdown by=country metrics=fill_rate yesterday', 'by os, not country', 'breakdown by=os metrics=fill_rate yesterday'],
      ['why revenue last week', 'compared with last year, not the week before', 'why revenue last week vs=year'],
      ['-', 'how many ads does each user see by country yesterday', 'breakdown by=country metrics=imps_per_user yesterday'],
      ['-', 'revenue 4 germany yesterday', 'revenue yesterday country=DE'],
      // (4 before a count's noun is the count)
      ['-', 'revenue 4 days ago', 'revenue 2026-11-23'],
      ['-', 'top 4 countries by revenue', 'breakdown by=country metrics=revenue top=4'],
    ]);
  });
});

describe('in a thread, and the audit log (./thread-looks.ts, ./what-is.ts, ./glue.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest list', 'please watch the floor test', 'abtest watch abt_demo_achieved'],
      ['abtest list', 'the floor one', 'abtest abt_demo_achieved'],
      ['revenue last week', 'what is ecpm in this report?', 'CLARIFY'],
      ['revenue last week', 'what is the ecpm in this?', 'revenue last week'],
      ['-', 'denied commands in the audit', 'audit refusals'],
      ['-', 'refusals in the audit log, last 30', 'audit refusals limit=30'],
      ['-', 'revenue last 30', 'revenue last 30d'],
    ]);
  });
});
