// understand() on issue 38's forty-first round, helper a: the wrong lines of the sixty-second to
// sixty-fourth sets, each class on words of its own (never the sets' lines) and on near asks that
// must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('wrong lines of the sixty-second to sixty-fourth sets, by class', () => {
  it('never reads a number with % as a day of the month named before it', () => {
    is('discrepancies for september, 3% gap', 'reconcile 2026-09-01..2026-09-30 gap=3%');
    is('network gaps in august over 10%', 'reconcile 2026-08-01..2026-08-31 gap=10%');
    // (a day said is still that day)
    is('reconcile september 3', 'reconcile 2026-09-03');
  });

  it('asks back a slipped "last <weekday>" when that weekday is yesterday, as it does said right', () => {
    asks('fill rate last thrusday');
    after('breakdown by=country metrics=ecpm yesterday', [['now last thurdsay', null]]);
    // (another weekday slipped is the most recent one, as said right)
    is('revenue last wendesday', 'revenue 2026-11-25');
  });

  it('asks back a narrowing to one format the report of the thread cannot take, rather than give the table unchanged', () => {
    after('breakdown by=os,format metrics=ecpm last week', [['interstitial only', null]]);
    after('breakdown by=format metrics=impressions mtd', [['just the native ones', null]]);
    after('revenue last week', [['banner only', null]]);
    // (a report that narrows to a format does)
    after('why ecpm last week', [['just rewarded', 'why ecpm last week format=rewarded']]);
  });

  it('drops the split a table of two splits is narrowed to one value of', () => {
    after('breakdown by=format,country metrics=fill_rate last week', [['only germany', 'breakdown by=format metrics=fill_rate last week country=DE']]);
    after('breakdown by=app,os metrics=impressions yesterday', [['just ios', 'breakdown by=app metrics=impressions yesterday os=iOS']]);
    // (a table of one split keeps it)
    after('breakdown by=country metrics=ecpm last week', [['just germany', 'breakdown by=country metrics=ecpm last week country=DE']]);
  });

  it('asks back a bidder named alone', () => {
    asks('charlie');
    asks('delta?');
    // (with a period or a question it is the bidders' table)
    is('charlie last week', 'bidders last week');
    is('how is delta doing', 'bidders');
  });

  it('asks back "the numbers" or "everything" that name no figure and no period', () => {
    asks('pass the numbers on to the partner');
    asks('get me everything we need for the quarterly deck');
    // (with a period, or a report named by its partners, the command stands)
    is('the numbers for last week', 'revenue last week');
    is('demand partner numbers yesterday', 'demand yesterday');
  });

  it('asks back a split begun with nothing after it', () => {
    asks('ecpm last week by');
    asks('impressions yesterday per');
    is('ecpm last week by country', 'breakdown by=country metrics=ecpm last week');
  });

  it('asks back a split beside the question of what moved a figure, never dropping it', () => {
    asks('what caused the fill drop yesterday, by format');
    asks('why did impressions fall last week per country and os');
    is('why did fill drop yesterday', 'why fill_rate yesterday');
  });
});
