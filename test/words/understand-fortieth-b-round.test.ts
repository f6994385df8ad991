// understand() on issue 38's round 40 (helper b): tables, figures and filters of the fifty-ninth to
// sixty-first sets' wrong and clarified lines, each class on phrasings of its own (never the sets'
// lines) and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('tables, figures and filters of the fifty-ninth to sixty-first sets, by class', () => {
  it('reads a period\'s possessive without its apostrophe before a word of the summary', () => {
    is('this months summary', 'revenue mtd');
    is('previous months overview', 'revenue last month');
    is('last years kpis', 'revenue 2025-01-01..2025-12-31');
  });

  it('reads a split nested in another ("by X within Y") as both, the outer one first, the thread\'s report kept', () => {
    after('revenue last week by format', [['and by app within each format', 'revenue last week by format,app']]);
    after('breakdown by=app metrics=fill_rate yesterday', [['by country inside app', 'breakdown by=app,country metrics=fill_rate yesterday']]);
    // (one split alone after movers still replaces the thread's)
    after('revenue last week by format', [['and by app', 'revenue last week by app']]);
  });

  it('reads "make it X and Y" as both splits, not the second dropped', () => {
    after('revenue last week by app', [['change it to os and format', 'revenue last week by os,format']]);
    after('breakdown by=country metrics=ecpm yesterday', [['make it app and format instead', 'breakdown by=app,format metrics=ecpm yesterday']]);
    // (one named: the split swapped, as before)
    after('revenue last week by app', [['make it os', 'revenue last week by os']]);
  });

  it('reads rows named with a bare amount as the rows\' revenue; no rows named is still asked', () => {
    is('apps above 250 this week', 'breakdown by=app metrics=revenue this week having=revenue>250');
    is('formats under 40 yesterday', 'breakdown by=format metrics=revenue yesterday having=revenue<40');
    // (a figure said after the amount is that figure's threshold)
    is('apps above 2000 requests yesterday', 'breakdown by=app metrics=requests yesterday having=requests>2000');
    asks('anything above 250 this week by format');
  });

  it('reads "onl" as "only"', () => {
    after('breakdown by=app metrics=ecpm last week', [['top 3 onl', 'breakdown by=app metrics=ecpm last week top=3']]);
  });

  it('reads "by the count of bids" in a thread of the bidders\' table as its sort by bids', () => {
    after('bidders last week sort=ecpm', [['order them by the count of bids', 'bidders last week sort=bids'], ['by total of bids', 'bidders last week sort=bids']]);
    // (outside the bidders\' thread it is not a sort of the figures)
    after('revenue last week', [['by count of bids', null]]);
  });

  it('reads the test traffic named as the subject ("for the test traffic") as test=test; "including" keeps all', () => {
    is('impressions from the test traffic yesterday', 'revenue yesterday test=test');
    is('revenue yesterday including test traffic', 'revenue yesterday test=all');
  });

  it('reads the ad unit with its last letters slipped', () => {
    is('ecpm by ad uint last week', 'breakdown by=ad_unit metrics=ecpm last week');
  });

  it('reads "with <figure>" after a table as that figure beside the table\'s; "instead" replaces it', () => {
    after('breakdown by=country metrics=impressions yesterday', [
      ['with fill rate', 'breakdown by=country metrics=impressions,fill_rate yesterday'],
      ['with fill rate instead', 'breakdown by=country yesterday metrics=fill_rate'],
    ]);
  });

  it('reads "drop the <value>" as the filter holding that value taken off; a fall asked about is not', () => {
    after('revenue yesterday country=DE os=Android', [['remove the android', 'revenue yesterday country=DE'], ['drop germany', 'revenue yesterday os=Android']]);
    after('revenue yesterday country=DE', [['why did germany drop', 'why revenue yesterday country=DE']]);
  });
});
