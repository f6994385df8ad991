// understand() on issue 38's forty-second round, helper a: the misses of the sixty-fifth set (a head of
// monetization and an analyst on Black Friday), each class on words of its own (never the set's lines)
// and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('misses of the sixty-fifth set, by class', () => {
  it('reads "lst" as last where phrasings are read on the text, and a slipped "period" in a comparison', () => {
    after('revenue mtd', [['against the same days lst month', 'revenue mtd vs=previous']]);
    is('ecpm last week vs same peirod last year', 'revenue last week vs=year');
    // (said right, as before)
    after('revenue this week', [['vs the same days last week', 'revenue this week vs=week']]);
  });

  it('reads "month so far" with no article as the month to date', () => {
    is('quarter so far vs last yr', 'revenue this quarter vs=year');
    is('impressions month so far', 'revenue mtd');
    // ("last month" stays last month)
    is('revenue last month', 'revenue last month');
  });

  it('takes a bare number after a span of days as its count, and asks when the rows could be counted too', () => {
    after('revenue last 7d os=Android', [['60 instead', 'revenue last 60d os=Android']]);
    after('breakdown by=day metrics=ecpm last 30d', [['can you make that 90', 'breakdown by=day metrics=ecpm last 90d']]);
    // (a table ranked or split by anything but time, or another number beside: which one, asked)
    after('breakdown by=app metrics=revenue last 14d top=5', [['make it 20', null]]);
    after('breakdown by=country metrics=ecpm last 7d', [['try 25', null]]);
    after('reconcile last 7d gap=3%', [['make it 5', null]]);
    // (a thread with no count of days: the number says nothing yet)
    after('revenue yesterday', [['make it 60', null]]);
  });

  it('reads two days in a row joined by "and" as their span; two days apart stay two periods', () => {
    is('impressions on the 17th and 18th', 'revenue 2026-11-17..2026-11-18');
    is('revenue oct 4 and 5', 'revenue 2026-10-04..2026-10-05');
    asks('revenue on the 2nd and the 9th');
  });

  it('reads "BF" as Black Friday, unless the account sells in Burkina Faso', () => {
    is('BF revenue vs last year', 'revenue 2026-11-27 vs=year');
    is("how did last year's bf do", 'revenue 2025-11-28');
    const names = { countries: ['US', 'BF'] };
    is('revenue in BF yesterday', 'revenue yesterday country=BF', { names: names as never });
  });

  it('asks back an export of a day not yet over in UTC, however the day is named', () => {
    asks('download requests for black friday');
    asks('can I get an impressions export for nov 27');
    is('export requests for thanksgiving', 'export requests 2026-11-26');
  });

  it('reads alerts, digests and Tasks "set", "active" or "live" as their list', () => {
    is('which alerts are active', 'alerts list');
    is('what digests do we have live', 'digest list');
    // (an alert set to something is not its list)
    asks('the alerts are set too low');
  });

  it('asks back who broke the config: who changed it last, or what is broken', () => {
    asks('who broke the draft config');
    is('did we break the config', 'config validate');
  });

  it('asks back "us" alone set against a bidder: their report against ours, or how the bidder does', () => {
    asks('echo vs us');
    asks('compare us and bravo');
    // (our figures named: that source's report beside ours)
    is('compare our revenue with echo', 'demand source=bidder_echo');
  });
});
