// understand() on issue 38's forty-seventh round (b): classes behind the eighty-first set's misses (a
// team lead setting up digests, alerts, Tasks, A/B watches and access), fixed generally. None of the
// set's lines verbatim; the CLARIFY rows are the neighbours that must stay asked, or the asks that must
// now be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';


describe('a test or a Task ordered stopped or sent to a channel, even in a thread that names it: asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest list', 'pause the coins test', 'CLARIFY'],
      ['abtest list', 'can you end the banner refresh test', 'CLARIFY'],
      ['tasks', 'please cancel the paris one', 'CLARIFY'],
      ['-', 'post the paris digest task to #emea as well', 'CLARIFY'],
      ['abtest list', "how's the coins test", 'abtest abt_demo_turning'],
      ['tasks', 'the paris one', 'tasks task_revenue_digest_paris'],
    ]);
  });
});

describe('a digest named with how often it goes, no verb: the form to set one up, not the list', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'daily summary digest every morning pls', 'digest add'],
      ['-', 'a weekly digest every friday', 'digest add'],
      ['-', 'which digests go out on mondays', 'digest list'],
      ['-', 'my digests on fridays?', 'digest list'],
    ]);
  });
});

describe('"how much did each … bring in" with no figure named: the revenue, said so for a table of bidders', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how much did each bidder take in last week', 'breakdown by=bidder metrics=revenue last week'],
      ['-', 'how much did each format bring in yesterday', 'revenue yesterday by format'],
      ['-', 'how much money came in yesterday', 'revenue yesterday'],
    ]);
  });
});

describe('"let <group, channel or guests> <read|export|manage>": access given; a member by id or a team by name is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'let group S0REVOPS export', 'access allow export group=S0REVOPS'],
      ['-', 'please let guests read the reports', 'access allow read guests'],
      ['-', 'let U0ALICE01 read reports', 'CLARIFY'],
      ['-', 'let the finance team export', 'CLARIFY'],
      ['-', 'let me export impressions for monday', 'export impressions 2026-11-23'],
    ]);
  });
});

describe('told when the config has errors: the config alert (a figure or a test with errors stays asked)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ping me if the live config has errors', 'alerts add config'],
      ['-', 'let me know when the config has an error', 'alerts add config'],
      ['-', 'alert me when the coins test has errors', 'CLARIFY'],
      ['-', 'alert me when revenue has errors', 'CLARIFY'],
    ]);
  });
});

describe('which configuration a config alert watches, changed in its thread: the same alert on it', () => {
  it('reads each as labelled', () => {
    check([
      ['alerts add config', 'for the draft instead', 'alerts add config draft'],
      ['alerts add config here', 'make it version 12', 'alerts add config version=12 here'],
      ['alerts add config draft', 'the live one', 'alerts add config'],
      ['alerts add config', 'is the draft valid?', 'config validate draft'],
    ]);
  });
});

describe('a snooze made the other length the grammar takes, in its thread; another length stays asked', () => {
  it('reads each as labelled', () => {
    check([
      ['alerts snooze alr_a1b2c3d4 1h', '24 hours instead', 'alerts snooze alr_a1b2c3d4 1d'],
      ['alerts snooze alr_a1b2c3d4 1d', 'actually just an hour', 'alerts snooze alr_a1b2c3d4 1h'],
      ['alerts snooze alr_a1b2c3d4 1h', 'make it a week', 'CLARIFY'],
    ]);
  });
});

describe('a digest named by its id is no row pointed at: "preview the next one for sub_…" is its preview', () => {
  it('reads each as labelled', () => {
    check([
      ['digest list', 'preview the upcoming one for sub_9z8y7x6w', 'digest preview sub_9z8y7x6w'],
      ['-', 'preview the next digest for sub_9z8y7x6w', 'digest preview sub_9z8y7x6w'],
      ['breakdown by=country metrics=revenue yesterday', 'why did the second one drop', 'CLARIFY'],
    ]);
  });
});

describe('a thread’s span stretched or shortened to a count of days: the same command over that span', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last 7d', 'extend it to 30 days', 'revenue last 30d'],
      ['breakdown by=day metrics=revenue last 14d', 'stretch the range to 60 days', 'breakdown by=day metrics=revenue last 60d'],
      ['revenue last 30d', 'stretch that', 'CLARIFY'],
    ]);
  });
});

describe('after the Tasks list, "the <word of one row’s id> one": that row, where the name’s words alone fit none', () => {
  it('reads each as labelled', () => {
    check([
      ['tasks', 'open the ab one', 'tasks task_ab_watch_la'],
      ['tasks', 'the floor one', 'tasks task_floor_watch'],
      ['tasks', 'the ab one for last week', 'CLARIFY'],
    ]);
  });
});
