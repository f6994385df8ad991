// understand() on the classes of issue 38's round 48 (tuner d, the fortyseventh set's formal finance voice
// and the ad-ops lead answering it), each in words of no set, with neighbours that keep their reading.
// CLARIFY rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a slip mended before the passes that read the text as typed; short real words left as typed', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'send me daily impresions for october', 'breakdown by=day metrics=impressions 2026-10-01..2026-10-31'],
      ['revenue mtd', 'just the Untied Kingdom', 'revenue mtd country=GB'],
      ['-', 'give guests read access', 'access allow read guests'],
      ['-', 'revenueee by app last week', 'revenue last week by app'],
    ]);
  });
});

describe('ordinals: a quarter by its ordinal, a slipped day, a weekend of two days, a day ending its clause', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what did we make in the fourth quarter of 2025', 'revenue 2025-10-01..2025-12-31'],
      ['-', 'revenue on the twenty-frist', 'revenue 2026-11-21'],
      ['-', 'impressions over the weekend of the 14th and 15th', 'revenue 2026-11-14..2026-11-15'],
      ['-', 'revenue from the third of november to the ninth, thanks', 'revenue 2026-11-03..2026-11-09'],
      ['-', 'revenue for the first quarter of the month', 'CLARIFY'],
      ['-', 'the last fifty bids in france', 'auction bids country=FR limit=50'],
    ]);
  });
});

describe('after the auction stats, the recent bids of an app named: the bids of that app', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats last 7d', 'the recent bids for tiny farm on ios', 'auction bids last 7d app=com.acmegames.tinyfarm'],
      ['auction stats last 7d country=US', 'the bids list', 'auction bids last 7d country=US'],
    ]);
  });
});

describe('someone telling what they pull: the ask told', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ok, pulling the bidders for last week now', 'bidders last week'],
      ['-', 'ill pull ecpm by country for u', 'breakdown by=country metrics=ecpm'],
      ['-', 'let me know if fill drops', 'CLARIFY'],
    ]);
  });
});

describe('a platform\'s apps or builds as a whole, what they brought in: that platform, no split', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what did the android games bring in yesterday', 'revenue yesterday os=Android'],
      ['-', 'revenue for our ios builds last week', 'revenue last week os=iOS'],
      ['-', 'which ios apps made the most yesterday', 'breakdown by=app metrics=revenue yesterday top=10 os=iOS'],
    ]);
  });
});

describe('abbreviations with a dot, the period we are in, a validation before it is published', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue mtd', 'excl. test traffic', 'revenue mtd test=production'],
      ['revenue this month', 'and the year we are in?', 'revenue ytd'],
      ['-', 'validate the draft config before we push it', 'config validate draft'],
      ['-', 'publish the draft before it goes live', 'CLARIFY'],
      ['-', 'check the draft config for errors before we push it live', 'config validate draft'],
    ]);
  });
});

describe('the tests listed with "could"/"would"; a test watched with its updates posted', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'would you list the experiments', 'abtest list'],
      ['-', 'could you list the tests running', 'CLARIFY'],
      ['abtest abt_demo_turning', 'please watch it and post an update in this channel', 'abtest watch abt_demo_turning here'],
      ['abtest abt_demo_turning', 'post updates', 'CLARIFY'],
    ]);
  });
});

describe('two months next to each other under a table over time: one span; impressions won: their count', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'impressions per day for july and august', 'breakdown by=day metrics=impressions 2026-07-01..2026-08-31'],
      ['-', 'revenue for july and august', 'CLARIFY'],
      ['-', 'which bidders won the most impressions yesterday', 'bidders yesterday sort=impressions'],
      ['-', 'which bidder won the most yesterday', 'bidders yesterday sort=win_rate'],
    ]);
  });
});

describe('an alert asked for by DM: where an alert goes when no place is named, never the country', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ping us via direct message when fill falls 15%', 'alerts add fill_rate drop 15%'],
      ['-', 'What was revenue yesterday in DM?', 'revenue yesterday country=DM'],
    ]);
  });
});
