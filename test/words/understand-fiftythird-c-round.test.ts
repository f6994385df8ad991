// understand() on the hundred-first set's classes (issue 38, round 53, tuner c), each with neighbours
// probed and the near-misses that must not match: chat's "r" for are in a why of rejected bids ("why r
// bids getting rejected"); a view of the auction picture said with a period of its own under the
// auction picture of one place ("round durations, last week" after US auctions) keeps that place; hours
// said in a clause after the question (", like 6 to 11") are never left aside as chatter, so the whole
// day is not answered (asked back); "since october", a month alone after since: from its first day to
// today; "to day" ending the period said: today, and "cn u": can you; the auction view said after a
// lead word in the auction thread ("ok round durations", "and the round durations") is never dropped.
// Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"why r bids getting rejected": chat\'s "r" for are, the bids\' rejection reasons', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats yesterday', 'why r bids getting rejected', 'auction stats yesterday metric=rejection_reason'],
      ['auction stats yesterday', 'why r they rejected', 'auction stats yesterday metric=rejection_reason'],
      ['auction bids yesterday', 'why r they getting rejected', 'auction stats yesterday metric=rejection_reason'],
      ['auction stats last 7d country=US', 'why r bids getting rejected', 'auction stats last 7d country=US metric=rejection_reason'],
      ['-', 'why r bids getting rejected yesterday', 'auction stats yesterday metric=rejection_reason'],
      ['-', 'why r bids rejected last week', 'auction stats last week metric=rejection_reason'],
      ['-', 'why are bids getting rejected yesterday', 'auction stats yesterday metric=rejection_reason'],
      // (no rejection said: as before)
      ['auction stats yesterday', 'why r we getting no bids', 'CLARIFY'],
      ['-', 'why r we rejected', 'CLARIFY'],
      ['-', 'why is revenue down, r bids getting rejected?', 'CLARIFY'],
    ]);
  });
});

describe('a view of the auction picture with a period of its own, under the auctions of one place: that place kept', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats last 7d country=US', 'round durations, last week', 'auction stats last week metric=duration country=US'],
      ['auction stats last 7d country=US', 'round durations last week', 'auction stats last week metric=duration country=US'],
      ['auction stats yesterday os=iOS', 'nonbid reasons last week', 'auction stats last week metric=nonbid_reason os=iOS'],
      ['auction stats yesterday country=JP', 'no bid reasons for the last 7 days', 'auction stats last 7d metric=nonbid_reason country=JP'],
      ['auction stats yesterday country=DE os=Android', 'why r bids getting rejected last week', 'auction stats last week metric=rejection_reason country=DE os=Android'],
      ['auction stats yesterday country=US', 'round durations today', 'auction stats today metric=duration country=US'],
      // (the words' own place, all places, or the report named again: theirs, as before)
      ['auction stats yesterday country=US', 'round durations last week worldwide', 'auction stats last week metric=duration'],
      ['auction stats yesterday country=US', 'round durations last week in japan', 'auction stats last week country=JP metric=duration'],
      ['auction stats yesterday country=US', 'round durations last week for all countries', 'auction stats last week metric=duration'],
      ['auction stats yesterday country=US', 'auction stats last week', 'auction stats last week'],
      ['auction stats yesterday country=US', 'the auctions last week, round durations', 'auction stats last week metric=duration'],
      ['auction stats yesterday', 'round durations last week', 'auction stats last week metric=duration'],
      ['revenue yesterday country=US', 'round durations last week', 'auction stats last week metric=duration'],
      ['auction stats yesterday country=US', 'revenue last week', 'revenue last week'],
    ]);
  });
});

describe('hours said in a clause after the question (", like 6 to 11"): never chatter, so never the whole day', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why did requests fall off a cliff thursday morning, like 6 to 11', 'CLARIFY'],
      ['-', 'why did requests drop yesterday, like 6 to 11', 'CLARIFY'],
      ['-', 'why did requests drop yesterday, like 6am to 11am', 'CLARIFY'],
      ['-', 'why did requests drop yesterday, like 6-11', 'CLARIFY'],
      ['-', 'revenue yesterday, like 6 to 11', 'CLARIFY'],
      ['-', 'revenue yesterday, around 6pm', 'CLARIFY'],
      ['-', 'fill rate today, roughly 2 to 4pm', 'CLARIFY'],
      // (the hours said plainly: read, as before)
      ['-', 'why did requests drop yesterday from 6am to 11am', 'why requests 2026-11-26T06:00..2026-11-26T11:00'],
      // (a last clause of chat with no hours: still left aside)
      ['-', 'revenue yesterday, thanks x2', 'revenue yesterday'],
      ['-', 'revenue yesterday, thanks a lot', 'revenue yesterday'],
      ['-', 'revenue yesterday, when you have a moment', 'revenue yesterday'],
    ]);
  });
});

describe('"since october", a month alone after since: from its first day to today', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'weekly revenue since october', 'breakdown by=week metrics=revenue 2026-10-01..2026-11-27'],
      ['-', 'rev by weel since october', 'breakdown by=week metrics=revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue since september', 'revenue 2026-09-01..2026-11-27'],
      ['-', 'revenue since oct', 'revenue 2026-10-01..2026-11-27'],
      ['-', 'revenue since november', 'revenue 2026-11-01..2026-11-27'],
      ['-', 'revenue since oct 2025', 'revenue 2025-10-01..2026-11-27'],
      ['-', 'revenue since october by country', 'revenue 2026-10-01..2026-11-27 by country'],
      ['-', 'bidders since october', 'bidders 2026-10-01..2026-11-27'],
      ['-', 'why is revenue down since october', 'why revenue 2026-10-01..2026-11-27'],
      // (a day of the month after it, or no month: as before)
      ['-', 'revenue since oct 5', 'revenue 2026-10-05..2026-11-27'],
      ['-', 'revenue since october 5th', 'revenue 2026-10-05..2026-11-27'],
      ['-', 'revenue in october', 'revenue 2026-10-01..2026-10-31'],
      ['-', 'revenue since last month', 'CLARIFY'],
    ]);
  });
});

describe('"to day" ending the period said: today; "cn u": can you', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why is revenue down to day in the uk', 'why revenue today country=GB'],
      ['-', 'revenue to day', 'revenue today'],
      ['-', 'revenue to day?', 'revenue today'],
      ['-', 'revenue to day by country', 'revenue today by country'],
      ['-', 'cn u chk rev yday by cntry', 'revenue yesterday by country'],
      ['-', 'cn you pull revenue yesterday', 'revenue yesterday'],
      // (never "day to day", "switch to day", "up to day 20", "up to day" (date), nor "cn" alone)
      ['breakdown by=hour metrics=revenue yesterday', 'switch to day', 'breakdown by=day metrics=revenue yesterday'],
      ['-', 'switch to day', 'CLARIFY'],
      ['-', 'is the data up to day', 'CLARIFY'],
      ['-', 'from nov 1 to day 20', 'CLARIFY'],
      ['-', 'cn revenue yesterday', 'CLARIFY'],
      ['-', 'revenue in cn yesterday', 'CLARIFY'],
    ]);
  });
});

describe('the auction view said after a lead word in the auction thread ("ok round durations"): never dropped', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats yesterday', 'ok round durations', 'auction stats yesterday metric=duration'],
      ['auction stats yesterday', 'and round durations', 'auction stats yesterday metric=duration'],
      ['auction stats yesterday', 'now the round durations', 'auction stats yesterday metric=duration'],
      ['auction stats last 7d country=US', 'ok round durations', 'auction stats last 7d country=US metric=duration'],
      ['auction stats yesterday metric=nonbid_reason', 'and the round durations', 'auction stats yesterday metric=duration'],
      ['auction stats yesterday', 'ok how long do auctions take', 'auction stats yesterday metric=duration'],
      ['auction bids yesterday', 'ok round durations', 'auction stats yesterday metric=duration'],
      ['auction stats yesterday', 'and the errors', 'auction stats yesterday metric=error_type'],
      ['auction stats yesterday', 'round durations', 'auction stats yesterday metric=duration'],
      // (no view said: as before)
      ['auction stats yesterday', 'ok thanks', 'CLARIFY'],
      ['auction stats yesterday metric=duration', 'ok japan', 'auction stats yesterday metric=duration country=JP'],
      ['auction stats yesterday', 'ok round latency per bidder', 'auction stats yesterday'],
    ]);
  });
});
