// understand() on issue 38's round 39 (helper b): tables, splits, rankings and figures of the fifty-sixth
// to fifty-eighth sets' wrong and clarified lines, each class on phrasings of its own (never the sets'
// lines) and on near asks that must keep their reading.
import { describe, expect, it } from 'vitest';
import { ask, is, asks, after } from './expect-words.js';

describe('tables, splits and rankings of the fifty-sixth to fifty-eighth sets, by class', () => {
  it('reads "worst first", "lowest 3 first" as the rank\'s order: ten rows with no count, the count when said', () => {
    is('ecpm per format this week, best first', 'breakdown by=format metrics=ecpm this week top=10');
    is('impressions by country yesterday, lowest 3 first', 'breakdown by=country metrics=impressions yesterday bottom=3');
    // (a count said before the order is kept: "top 3 …, highest first" is three rows)
    is('the top 3 apps by fill last week, highest first', 'breakdown by=app metrics=fill_rate last week top=3');
    after('breakdown by=app metrics=revenue last week', [['highest first', 'breakdown by=app metrics=revenue last week top=10']]);
  });

  it('reads a direction said of a table\'s rows ("ascending", "high to low") as its rank', () => {
    is('ecpm by app last week ascending', 'breakdown by=app metrics=ecpm last week bottom=10');
    is('fill by country yesterday, highest to lowest', 'breakdown by=country metrics=fill_rate yesterday top=10');
    is('fill by country yesterday descending', 'breakdown by=country metrics=fill_rate yesterday top=10');
    // (the bidders table sorts itself; a direction there is not read as a rank)
    asks('bidders yesterday sorted by ecpm descending');
  });

  it('reads rows named in the plural before "by <figure>" as the table of that figure', () => {
    is('countries by impressions yesterday', 'breakdown by=country metrics=impressions yesterday');
    is('formats on fill rate mtd', 'breakdown by=format metrics=fill_rate mtd');
    // (the bidders report is its own, sorted)
    is('bidders by ecpm last week', 'bidders last week sort=ecpm');
  });

  it('reads "split" said as a noun beside a figure or a split as the split itself', () => {
    is('the impressions split per format yesterday', 'breakdown by=format metrics=impressions yesterday');
    is('the country revenue split for last week as a table', 'breakdown by=country metrics=revenue last week');
    // (no split named: still asked)
    asks("what's the split");
  });

  it('reads an export of a figure split by a dimension and asked as a file as that table\'s CSV', () => {
    is('download ecpm per app for last week as a spreadsheet', 'breakdown by=app metrics=ecpm last week csv');
    is('export fill rate by format yesterday as a file', 'breakdown by=format metrics=fill_rate yesterday csv');
    // (no file named: the raw export or the table? still asked, the table offered)
    expect(ask('download ecpm per app for last week')).toMatchObject({ kind: 'clarify', suggestions: ['breakdown by=app metrics=ecpm last week csv', 'export impressions yesterday'] });
    // (impressions of a day are the export's own)
    is('csv of impressions from wednesday', 'export impressions 2026-11-25');
  });

  it('reads "add <split>" in a thread as a split beside the thread\'s, never in place of it', () => {
    after('breakdown by=app metrics=ecpm last week', [
      ['add country too', 'breakdown by=app,country metrics=ecpm last week'],
      ['add the format split', 'breakdown by=app,format metrics=ecpm last week'],
      // (an app's name is a filter's value, not a split)
      ['add tiny farm', null],
    ]);
    after('revenue last week by country', [['add format', 'breakdown by=country,format metrics=revenue last week']]);
  });

  it('reads "to" ending a short add after a figure as "too"', () => {
    after('breakdown by=country metrics=fill_rate yesterday', [['ecpm to', 'breakdown by=country metrics=fill_rate,ecpm yesterday']]);
    after('breakdown by=app metrics=revenue last week', [['and impressions to', 'breakdown by=app metrics=revenue,impressions last week']]);
  });

  it('reads a table asked after an explanation ("break it down by", "split out per") as that figure\'s table over its period and filters', () => {
    after('why fill_rate last week os=iOS', [['break it down by format', 'breakdown by=format metrics=fill_rate last week os=iOS']]);
    after('why ecpm yesterday country=JP', [['split out per bidder for japan', 'breakdown by=bidder metrics=ecpm yesterday country=JP']]);
    // (revenue by one split is its movers)
    after('why revenue last week', [['split out per app', 'revenue last week by app']]);
    // (a bare split, or "which country?": that figure's table too — round 50, as seventyseventh:195 and eightysecond:125 label it)
    after('why ecpm yesterday', [['which country?', 'breakdown by=country metrics=ecpm yesterday'], ['by format', 'breakdown by=format metrics=ecpm yesterday']]);
  });

  it('reads a slipped "breakdown" as the breakdown: revenue by one split stays its movers', () => {
    is('brekdwon of ecpm by app last week', 'breakdown by=app metrics=ecpm last week');
    is('brekadown of revenue by app last week', 'revenue last week by app');
  });
});
