// understand() on issue 38's twenty-eighth round: thread follow-ups of the thirty-second to thirty-sixth sets
// that were asked back where a command was meant, each class on paraphrases of its own (never the sets' lines),
// and the near asks that must still be asked back (./thread-asks.ts, ./compared-with.ts).
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('thread follow-ups only the thread gives a meaning (twenty-eighth round)', () => {
  it('moves a calendar week back a week, and a day out to its month', () => {
    after('bidders last week', [
      ['and the week before', 'bidders 2026-11-09..2026-11-15'],
      ['what about the week before that?', 'bidders 2026-11-09..2026-11-15'],
    ]);
    after('breakdown by=day metrics=ecpm last week', [['the week before that', 'breakdown by=day metrics=ecpm 2026-11-09..2026-11-15']]);
    // (revenue compares: "and the week before?" may ask vs=previous — contested between the sets, asked as the twenty-fifth round holds it)
    after('revenue last week', [['and the week before?', null]]);
    after('bidders yesterday', [['for the whole month', 'bidders mtd'], ['and the entire month?', 'bidders mtd']]);
    after('revenue yesterday', [['and for the full month?', 'revenue mtd']]);
    after('bidders 2026-10-14', [['the entire month', 'bidders 2026-10-01..2026-10-31']]);
    // (a month has no "week before"; after a span, which month is less plain)
    after('revenue last month', [['and the week before?', null]]);
    after('revenue last 7d', [['the whole month', null]]);
    asks('and the week before?');
    asks('the whole month');
  });

  it('compares with the same weekday a week before, and with shorthand spelt out', () => {
    after('why revenue yesterday', [
      ['vs last thursday', 'why revenue yesterday vs=week'],
      // (another weekday: why compares only with the period before, a week or a year — asked)
      ['vs last tuesday', null],
    ]);
    after('revenue yesterday', [['compared to last thursday', 'revenue yesterday vs=week']]);
    after('revenue 2026-11-20', [['vs last friday', 'revenue 2026-11-20 vs=week']]);
    after('revenue last month', [['compared w/ september', 'revenue last month vs=previous'], ['vs august', 'revenue last month vs=2026-08-01..2026-08-31']]);
    after('revenue 2026-09-01..2026-09-30', [['vs august', 'revenue 2026-09-01..2026-09-30 vs=previous']]);
    after('revenue this month', [['compared w/ last month', 'revenue this month vs=previous']]);
    after('revenue this week', [['compared to the same days last yr', 'revenue this week vs=year']]);
    after('revenue ytd', [['vs same period last yr', 'revenue ytd vs=year']]);
  });

  it('reads a part of the auction picture, and an auction ask after "and"', () => {
    after('auction stats yesterday', [
      ['round durations?', 'auction stats yesterday metric=duration'],
      ['durations', 'auction stats yesterday metric=duration'],
      ['banana', null],
    ]);
    after('auction stats last 7d', [['durations pls', 'auction stats last 7d metric=duration']]);
    after('auction auc_9f2k71', [
      ['and the bids from yesterday?', 'auction bids yesterday'],
      ['and the revenue?', null],
    ]);
  });

  it('reads the question before news said after it', () => {
    after('revenue yesterday', [['and ios? thinking of the uk too', null]]);
    after('config validate draft', [
      ['and the live one? deploying at noon', 'config validate live'],
      ['and the live one? we are shipping it tomorrow', 'config validate live'],
      ['what about live? going live at 3pm', 'config validate live'],
      ['and the live one? comparing with staging', null],
    ]);
  });

  it('takes all sources after revenue', () => {
    after('revenue yesterday', [
      ['with all sources pls', 'revenue yesterday source=all'],
      ['incl all sources', 'revenue yesterday source=all'],
    ]);
    after('revenue last week by country', [['across all sources', 'revenue last week by country source=all']]);
    after('bidders yesterday', [['with all sources', null]]);
  });

  it('files the thread\'s table as csv, for whoever it is for', () => {
    after('breakdown by=country metrics=revenue last month', [['as csv for finance', 'breakdown by=country metrics=revenue last month csv']]);
    after('breakdown by=month metrics=revenue ytd', [['export that to csv', 'breakdown by=month metrics=revenue ytd csv']]);
    after('breakdown by=os metrics=fill_rate yesterday', [
      ['export it as csv for the client', 'breakdown by=os metrics=fill_rate yesterday csv'],
      ['csv pls', 'breakdown by=os metrics=fill_rate yesterday csv'],
    ]);
    after('breakdown by=app metrics=revenue last month', [
      ['add impressions, ecpm and fill rate, csv', 'breakdown by=app metrics=revenue,impressions,ecpm,fill_rate last month csv'],
      ['add clicks as csv', 'breakdown by=app metrics=revenue,clicks last month csv'],
    ]);
  });

  it('sorts the bidders by the figure said "first"', () => {
    after('bidders mtd', [['best win rate first', 'bidders mtd sort=win_rate']]);
    after('bidders yesterday', [['alpha first', null]]);
  });

  it('edits an alert twice, lists them after thanks, and adds one after the list', () => {
    after('alerts add revenue drop 20%', [
      ['make it 15% and US only', 'alerts add revenue drop 15% country=US'],
      ['make it 10% and android only', 'alerts add revenue drop 10% os=Android'],
      ['make it 15% and send it to finance', null],
      ['thx. what alerts do I have now?', 'alerts list'],
      ['thanks! now show me revenue yesterday', 'revenue yesterday'],
    ]);
    after('alerts list', [
      ['add one if revenue drops 20%', 'alerts add revenue drop 20%'],
      ['add one for rev drops over 25%', 'alerts add revenue drop 25%'],
      ['add another for fill rate drop 10%', 'alerts add fill_rate drop 10%'],
      ['add one', null],
    ]);
    asks('ok thanks');
    after('revenue yesterday', [['thx', null]]);
  });

  it('runs a digest by its id, and opens the form for a new one', () => {
    after('digest list', [
      ['run sub_3x9q2m7k now', 'digest run sub_3x9q2m7k'],
      ['run sub_7k2m9q4xa1', 'digest run sub_7k2m9q4xa1'],
      ['add a new one', 'digest add'],
      ['create a new one', 'digest add'],
      ['run it now', null],
    ]);
    is('run sub_3x9q2m7k now pls', 'digest run sub_3x9q2m7k');
    asks('run sub_zz now');
  });

  it('watches an A/B test here when asked for its updates here', () => {
    after('abtest abt_demo_turning', [
      ['post updates here when the status changes', 'abtest watch abt_demo_turning here'],
      ['send updates here', 'abtest watch abt_demo_turning here'],
    ]);
    after('revenue yesterday', [['post updates here', null]]);
  });
});
