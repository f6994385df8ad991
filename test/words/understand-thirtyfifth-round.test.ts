// understand() on issue 38's thirty-fifth round (lines of the forty-fifth and forty-sixth sets asked back where a
// command was meant), each class on variants of its own (other wording, slips, other names of SET_CONTEXT, in a
// thread and not), never the sets' lines alone, and on near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('a digest set up in few words', () => {
  it('takes the whole order: the kind, here, a time, and at most the days and the gap', () => {
    is('network digest here at 7am', 'digest add network here at=07:00');
    is('post the weekly summary in this channel fridays at 4pm', 'digest add weekly_summary here at=16:00 days=fri');
    is('send the daily revenue digest to this channel on weekdays at 8', 'digest add daily_revenue here at=08:00 days=mon-fri');
    is('reconcile digest here every day at 6, gap of 3%', 'digest add reconcile here at=06:00 gap=3%');
    is('schedule config validation here each day at 8:30', 'digest add config_validation here at=08:30');
  });

  it('leaves a question about a digest, or one with more than the order, to the reader', () => {
    asks('why was the network digest here at 9am empty');
    asks('network digest here at 9am for germany');
  });
});

describe('English as a second language', () => {
  it('drops a courtesy word of another language around the ask', () => {
    is('revenue today in france, danke', 'revenue today country=FR');
    is('ecpm yesterday by country onegaishimasu', 'breakdown by=country metrics=ecpm yesterday');
    is('fill rate last week obrigada', 'revenue last week');
    is('bidders yesterday bitte schön', 'bidders yesterday');
  });

  it('reads "warum", a month of another language, "until now" and "falled"', () => {
    is('warum is fill down yesterday', 'why fill_rate yesterday');
    after('revenue last week by country', [['warum brazil?', 'why revenue last week country=BR']]);
    is('revenue of oktober', 'revenue 2026-10-01..2026-10-31');
    is('impressions this month until now', 'revenue mtd');
    is('impressions since monday until now', 'revenue 2026-11-23..2026-11-27');
    is('why ecpm falled yesterday in japan', 'why ecpm yesterday country=JP');
    after('revenue mtd', [['and october in full?', 'revenue 2026-10-01..2026-10-31']]);
  });
});

describe('periods named twice, and a weekday of this week', () => {
  it('reads a weekday said with this week, and a span restated by its own dates', () => {
    is('ecpm tuesday this week', 'revenue 2026-11-24');
    is('revenue last weekend, nov 21-22', 'revenue 2026-11-21..2026-11-22');
    // (the dates not the span's: which is meant is asked)
    asks('revenue last weekend, nov 14-15');
  });
});

describe('asks said another way than the reader\'s words', () => {
  it('reads the draft, the whole config and config changes', () => {
    is('show me the latest draft', 'config show draft');
    is('config version 12, the full yaml', 'config show version 12 yaml');
    is('ping me on any config change', 'alerts add config');
  });

  it('reads who won the most as the bidders by win rate, and a bidder bidding less as the bidders', () => {
    is('which partner won the most last week', 'bidders last week sort=win_rate');
    is('is charlie bidding lower this week?', 'bidders this week');
  });

  it('reads the A/B tests with their status as the list, and "a x b" as a table by both', () => {
    is('our a/b tests with their status', 'abtest list');
    is('os x country impressions yesterday', 'breakdown by=os,country metrics=impressions yesterday');
    after('revenue today', [['hour by hour pls', 'breakdown by=hour metrics=revenue today']]);
  });

  it('reads hours said bare after the day, with the part of the day', () => {
    is('why fill today morning 7 to 9 is low', 'why fill_rate 2026-11-27T07:00..2026-11-27T09:00');
    asks('why fill today 7 to 9');
  });

  it('reads a column added, a month of last year, the weekend before and a bare day of the month', () => {
    after('breakdown by=app metrics=revenue yesterday', [['add a fill rate column', 'breakdown by=app metrics=revenue,fill_rate yesterday']]);
    is('revenue of october vs last year october', 'revenue 2026-10-01..2026-10-31 vs=year');
    after('revenue 2026-11-21..2026-11-22', [['compared with the weekend before', 'revenue 2026-11-21..2026-11-22 vs=week']]);
    after('export requests yesterday', [['same for 24th', 'export requests 2026-11-24']]);
  });
});

describe('words the thread gives a meaning', () => {
  it('reads that week and that month as the thread\'s period, and never a period after it', () => {
    after('why ecpm last week', [['bidders for that week', 'bidders last week']]);
    after('revenue last month', [['demand in that month', 'demand last month']]);
    after('revenue yesterday', [['bidders for that week', null]]);
  });

  it('reads another list under a list, and a Task row named without the word', () => {
    after('alerts list', [['and our digests', 'digest list']]);
    after('tasks', [['the monthly reconciliation report', 'tasks task_network_recon_tokyo']]);
  });

  it('reads whether to ship the thread\'s test as that test\'s status, never an order to ship', () => {
    after('abtest abt_demo_directional', [
      ['is it safe to roll out?', 'abtest abt_demo_directional'],
      ['did the variant win?', 'abtest abt_demo_directional'],
      ['great, roll it out', null],
    ]);
  });
});
