// Reviewer r52a on round 52's rules of tuners a and c (issue 38): neighbours of each rule probed,
// and the over-reach found fixed. "on mobile", "from mobile" said without "my", and "wifi" said bare
// at the end of an ask, are the ad's platform or connection, not where the asker is (./on-the-go.ts
// drops only the asker's own phone, a network with its state, or "ugh wifi"); a digest's clock said
// as the one not wanted ("at 9 not paris time") is asked, never set (./digest-clock.ts); two ad units,
// or one set aside ("except au_…"), are asked — the auction report filters on one (compose-reports.ts).
// Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the platform or connection said last is no whereabouts of the asker', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue by country, on mobile', 'CLARIFY'],
      ['-', 'fill rate, from mobile.', 'CLARIFY'],
      ['-', 'ecpm last week. on mobile', 'CLARIFY'],
      ['-', 'ecpm yesterday, wifi', 'CLARIFY'],
      ['-', 'wifi. ecpm yesterday', 'CLARIFY'],
      // (the asker's own phone, a network with its state, a sigh before it: dropped, as the tuner's rows are)
      ['-', 'revenue by country, on my mobile', 'revenue by country'],
      ['-', 'revenue by country. on phone', 'revenue by country'],
      ['-', 'ugh, wifi. ecpm yesterday', 'revenue yesterday'],
      ['-', 'ok wifi is down. ecpm yesterday', 'revenue yesterday'],
      ['-', 'bad wifi, rev mtd vs last month', 'revenue mtd vs=previous'],
    ]);
  });
});

describe('a digest\'s clock said as the one not wanted: asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'set up a daily revenue digest here at 9 not paris time', 'CLARIFY'],
      ['-', 'set up a daily revenue digest here at 9 instead of london time', 'CLARIFY'],
      ['-', 'set up a daily revenue digest here at 9 weekdays, not paris time', 'CLARIFY'],
      ['-', 'set up a daily revenue digest here at 9 berlin time', 'digest add daily_revenue here at=09:00 tz=Europe/Berlin'],
      ['digest list', 'set up a daily revenue digest here at 9 sydney time', 'digest add daily_revenue here at=09:00 tz=Australia/Sydney'],
    ]);
  });
});

describe('ad units the auction report cannot filter on as said: asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'auction stats yesterday for au_011_banner and au_012_native', 'CLARIFY'],
      ['-', 'bids yesterday au_011_banner vs au_012_native', 'CLARIFY'],
      ['-', 'auction stats yesterday without au_011_banner', 'CLARIFY'],
      ['-', 'auction stats yesterday except au_011_banner', 'CLARIFY'],
      ['-', 'bids yesterday not on au_011_banner', 'CLARIFY'],
      ['-', 'bids yesterday on au_011_banner', 'auction bids yesterday ad_unit=au_011_banner'],
      ['-', "who's winning auctions for au_011_banner", 'auction stats ad_unit=au_011_banner metric=winner'],
    ]);
  });
});

describe('neighbours of the round\'s other rules, read right as they stand', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'alpha vs their data for last week', 'demand last week source=bidder_alpha'],
      ['-', 'last week by bidder as csv', 'breakdown by=bidder metrics=revenue last week csv'],
      ['-', 'who is winning the most auctions', 'bidders sort=win_rate'],
      ['-', 'revenue the past week by day', 'breakdown by=day metrics=revenue last 7d'],
      ['audit user=U0LOCAL01', 'last 20', 'audit user=U0LOCAL01 limit=20'],
      ['audit', 'last 50 days', 'CLARIFY'],
      ['revenue yesterday country=FR', 'try canada', 'revenue yesterday country=CA'],
      ['revenue yesterday country=FR', 'nvm, not spain', 'CLARIFY'],
      ['-', 'are we making more money than last year in december', 'revenue 2025-12-01..2025-12-31 vs=year'],
    ]);
  });
});
