// understand() on issue 38's forty-third round (a): classes behind the sixty-ninth set's misses (a config
// rollout engineer and the on-call person watching it overnight), fixed generally — an order on an id with
// its verb slipped or a remark after it, an order on an id in another thread, another thing of the same kind
// by its id, "the auction" pointed at, a Task ordered run, a config over a period, "why did it drop" with a
// period, an alert on a configuration, a watch of a test by its id, what an auction's page shows said beside
// its id, "what kind of" after the auction stats, "btwn", hours across midnight. None of the set's lines
// verbatim; the CLARIFY rows are the neighbours that must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('an order on an id: its verb slipped, or a remark after it of why it is given', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'pause alr_q7w2e9rt its way too chatty', 'alerts pause alr_q7w2e9rt'],
      ['-', 'acknowledge inc_9d2f7a1c, i am looking into it', 'alerts ack inc_9d2f7a1c'],
      ['-', 'unpause alr_m3x8v1kp the deploy is finished', 'alerts resume alr_m3x8v1kp'],
      ['alerts list', 'delete alr_q7w2e9rt we dont need it anymore', 'alerts remove alr_q7w2e9rt'],
      ['-', 'snoze alr_q7w2e9rt 1 hour', 'alerts snooze alr_q7w2e9rt 1h'],
      ['-', 'puase alr_q7w2e9rt', 'alerts pause alr_q7w2e9rt'],
      ['-', 'snooze alr_q7w2e9rt its noisy', 'CLARIFY'],
      ['-', 'alr_q7w2e9rt its noisy', 'CLARIFY'],
    ]);
  });
});

describe('an order on an id in a thread of something else: the order, whole', () => {
  it('reads each as labelled', () => {
    check([
      ['alerts list', 'mute germany on alr_q7w2e9rt', 'alerts mute alr_q7w2e9rt country=DE'],
      ['revenue today', 'pause alr_m3x8v1kp', 'alerts pause alr_m3x8v1kp'],
      ['alerts list', 'mute alr_q7w2e9rt', 'CLARIFY'],
    ]);
  });
});

describe('another thing of the same kind by its id, in a thread', () => {
  it('reads each as labelled', () => {
    check([
      ['auction auc_aa11bb', 'what about auc_cc22dd', 'auction auc_cc22dd'],
      ['auction auc_aa11bb', 'and auction auc_cc22dd?', 'auction auc_cc22dd'],
      ['alerts ack inc_9d2f7a1c', 'and inc_1a2b3c4d', 'alerts ack inc_1a2b3c4d'],
      ['alerts remove alr_m3x8v1kp', 'and alr_q7w2e9rt', 'CLARIFY'],
    ]);
  });
});

describe('an auction by its id said bare, and what its page shows said beside it', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'open auc_aa11bb', 'auction auc_aa11bb'],
      ['-', 'auction auc_aa11bb, who won it', 'auction auc_aa11bb'],
      ['-', 'show me the winner of auction auc_aa11bb', 'auction auc_aa11bb'],
      ['-', 'auc_aa11bb bid by bid', 'auction auc_aa11bb'],
      ['-', 'open that auction', 'CLARIFY'],
      ['-', 'show the auction stats', 'auction stats'],
    ]);
  });
});

describe('a Task ordered run now: set off in the platform, asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'trigger the weekly bidder review', 'CLARIFY'],
      ['-', 'can you run the tokyo recon task right now', 'CLARIFY'],
      ['-', 'run the tokyo recon task', 'tasks task_network_recon_tokyo'],
      ['-', 'when does the weekly bidder review run', 'tasks task_weekly_bidders_ny'],
      ['-', 'run digest sub_8k2n5w1z now', 'digest run sub_8k2n5w1z'],
    ]);
  });
});

describe('a config over a period, and "why did it drop" with a period: asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'show me the config as of last week', 'CLARIFY'],
      ['-', 'how did the config change since monday', 'CLARIFY'],
      ['-', 'whats the live config today', 'config show live'],
      ['-', 'why did it fall yesterday', 'CLARIFY'],
      ['-', 'why did it dip since 3am', 'CLARIFY'],
      ['-', 'why did fill dip since 3am', 'why fill_rate 2026-11-27T03:00..2026-11-27T11:00'],
    ]);
  });
});

describe('an alert on a configuration, said as a noun or of the thread\'s config', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'create a config alert', 'alerts add config'],
      ['-', 'add a config alert for version 12', 'alerts add config version=12'],
      ['-', 'alert on config errors in the draft', 'alerts add config draft'],
      ['config show version 12', 'tell me if it fails', 'alerts add config version=12'],
      ['config validate draft', 'notify me when it breaks', 'alerts add config draft'],
      ['config validate draft', 'tell me when it changes', 'CLARIFY'],
      ['-', 'notify me when the draft config changes', 'CLARIFY'],
      ['alerts add config draft', 'send it to this channel instead', 'alerts add config draft here'],
      ['-', 'which config alerts do we have', 'CLARIFY'],
    ]);
  });
});

describe('a watch of an A/B test by its id', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'monitor abt_demo_in_progress here', 'abtest watch abt_demo_in_progress here'],
      ['-', 'watch abt_demo_turning', 'abtest watch abt_demo_turning'],
      ['-', 'abt_demo_turning', 'abtest abt_demo_turning'],
    ]);
  });
});

describe('"what kind of" after the auction stats', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats yesterday', 'which types of errors', 'auction stats yesterday metric=error_type'],
      ['auction stats today', 'what sort of errors', 'auction stats today metric=error_type'],
    ]);
  });
});

describe('hours: "btwn", and across midnight from last night', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why did fill drop btwn 2am and 5am today', 'why fill_rate 2026-11-27T02:00..2026-11-27T05:00'],
      ['-', 'why did ecpm fall between 10pm last night and 3am', 'why ecpm 2026-11-26T22:00..2026-11-27T03:00'],
      ['-', 'why is revenue down from 9pm yesterday to 5am today', 'why revenue 2026-11-26T21:00..2026-11-27T05:00'],
      ['-', 'why did ecpm fall between 10 last night and 3am', 'CLARIFY'],
    ]);
  });
});

describe('words run together and chat spellings: "nofill", "nobid", "giv"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'export nofill requests on tuesday', 'export requests 2026-11-24 status=no_fill'],
      ['-', 'nobid reasons today', 'auction stats today metric=nonbid_reason'],
      ['-', 'giv me ecpm by country yesterday', 'breakdown by=country metrics=ecpm yesterday'],
    ]);
  });
});

describe('periods said the rollout\'s way: "the whole week" after a day, "since the rollout on tue", the figure after its day', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders yesterday', 'the entire week', 'bidders this week'],
      ['bidders 2026-10-14', 'the whole week', 'bidders 2026-10-12..2026-10-18'],
      ['-', 'bidders since the release on tue', 'bidders 2026-11-24..2026-11-27'],
      ['-', 'revenue since we deployed the config on wednesday', 'revenue 2026-11-25..2026-11-27'],
      ['-', "compare yesterday's ecpm with the day before", 'revenue yesterday vs=previous'],
      ['-', 'revenue since the brazil launch on monday', 'CLARIFY'],
      ['-', "compare thursday's revenue with wednesday", 'CLARIFY'],
    ]);
  });
});

describe('all sources said as the networks\' sources; the same hours of another day after an hourly table', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue last week with the network sources as well', 'revenue last week source=all'],
      ['breakdown by=hour metrics=ecpm yesterday', 'same hours on tuesday', 'breakdown by=hour metrics=ecpm 2026-11-24'],
    ]);
  });
});

describe('a config pushed, and what is wrong with it', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'who pushed the draft config', 'config show draft'],
      ['-', 'validate the live config before we ship it', 'config validate live'],
      ['-', 'is something wrong with the live config', 'config validate live'],
      ['-', 'what is wrong with cfg_draft_12', 'config validate id cfg_draft_12'],
      ['-', 'whats wrong with ecpm yesterday', 'why ecpm yesterday'],
    ]);
  });
});

describe('an alert\'s channel typed bare, its window and segments said in words', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'alert me if fill rate drops 10% and post to C0ADOPS99', 'alerts add fill_rate drop 10% channel=C0ADOPS99'],
      ['-', 'ping me if impressions drop 30% within an hour', 'alerts add impressions drop 30% hourly'],
      ['-', 'alert me if ecpm drops 20% in any segment', 'alerts add ecpm drop 20% any-segment'],
      ['-', 'alert on any segment losing 15% ecpm', 'alerts add ecpm drop 15% any-segment'],
      ['-', 'alert me if revenue drops 20% in a day', 'alerts add revenue drop 20%'],
    ]);
  });
});

describe('a row of a list whose name holds a pointer word ("test"): the last one points', () => {
  it('reads each as labelled', () => {
    check([
      ['tasks', 'the a/b test watch one', 'tasks task_ab_watch_la'],
      ['tasks', 'the floor health one', 'tasks task_floor_watch'],
    ]);
  });
});

describe('a reconcile digest with its gap said as "flag gaps over N%"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'daily recon digest here at 8, flag gaps above 4%', 'digest add reconcile here at=08:00 gap=4%'],
      ['-', 'set up a daily reconcile digest here at 7am and flag gaps over 2%', 'digest add reconcile here at=07:00 gap=2%'],
      ['-', 'set up a daily revenue digest here at 9 and flag gaps over 2%', 'CLARIFY'],
    ]);
  });
});
