// understand() on issue 38's forty-fourth round (a): classes behind the seventy-third set's misses (a
// partnerships manager checking networks' and bidders' numbers against ours, and a sales VP's short asks),
// fixed generally. None of the set's lines verbatim; the CLARIFY rows are the neighbours that must stay
// asked, or the asks that must now be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a bidder rate beside a figure of the whole account, no bidder named: two reports, asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm plus bid rates last week', 'CLARIFY'],
      ['-', 'impressions and win rate on monday', 'CLARIFY'],
      ['-', 'bidders revenue and win rate last week', 'bidders last week sort=win_rate'],
      ['-', 'charlie win rate last week', 'bidders last week sort=win_rate'],
    ]);
  });
});

describe('a split said beside an A/B test named: the test report has none, so it is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'banner refresh test ecpm by format', 'CLARIFY'],
      ['-', 'native ad test split by platform', 'CLARIFY'],
      ['-', 'how is the banner refresh test doing', 'abtest abt_demo_directional'],
    ]);
  });
});

describe('a why of an app named without its platform, after a table on one platform: that platform’s bundle', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=revenue last week os=android', 'why did wordrush earn less', 'why revenue last week app=com.acmegames.wordrush.android'],
      ['breakdown by=app metrics=ecpm yesterday os=ios', 'why is tinyfarm lower', 'why ecpm yesterday app=com.acmegames.tinyfarm'],
      ['breakdown by=app metrics=revenue last week os=android', 'why did tinyfarm ios earn less', 'why revenue last week app=com.acmegames.tinyfarm'],
    ]);
  });
});

describe('a bidder’s numbers set against ours in chat’s words: "line up w ours", "self-reported", "themselves"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'does charlies revenue last month tally w ours', 'demand last month source=bidder_charlie'],
      ['-', 'echo self-reported revenue for last week', 'demand last week source=bidder_echo'],
      ['reconcile last month', 'pull up what the networks themselves reported', 'network last month'],
    ]);
  });
});

describe('shorthand and slips: "rprt", "percnet", a test’s "eta"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'network rprt last week', 'network last week'],
      ['-', 'alert me if fill rate falls 25 percnet', 'alerts add fill_rate drop 25%'],
      ['-', 'banner refresh test eta', 'abtest abt_demo_directional'],
    ]);
  });
});

describe('a period that "came in" lower or higher: the money that came in', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why did last week come in under', 'why revenue last week'],
      ['-', 'why did september come in higher', 'why revenue 2026-09-01..2026-09-30'],
      ['-', 'did september come in higher', 'CLARIFY'],
    ]);
  });
});

describe('the bot’s own things asked after by who set them up: the list', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which digests have we set up', 'digest list'],
      ['-', 'any alerts did i set up', 'alerts list'],
      ['-', 'set up an alert if impressions drop 30%', 'alerts add impressions drop 30%'],
    ]);
  });
});

describe('a Task’s settings: what the Task shows', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'floor health check task settings', 'tasks task_floor_watch'],
    ]);
  });
});

describe('rows that "did" an amount: money, as "made" is', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'apps that did more than 300 last week', 'breakdown by=app metrics=revenue last week having=revenue>300'],
      ['-', 'formats which did under 40 yesterday', 'breakdown by=format metrics=revenue yesterday having=revenue<40'],
    ]);
  });
});

describe('the thread’s period said in shorthand: "for that wk"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last week by country', 'ecpm per country for the same wk', 'breakdown by=country metrics=ecpm last week'],
      ['revenue yesterday', 'fill rate by format for that wk', 'CLARIFY'],
    ]);
  });
});

describe('"set an alert if …": set said without "up", an order to make one', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'set an alert if fill rate drops more than 10%', 'alerts add fill_rate drop 10%'],
      ['revenue last week', 'set an alert if it falls more than 25%', 'alerts add revenue drop 25%'],
      ['-', 'set an alert', 'CLARIFY'],
    ]);
  });
});

describe('another configuration asked as its file, in a thread of a config', () => {
  it('reads each as labelled', () => {
    check([
      ['config show live', 'the draft as yaml please', 'config show draft yaml'],
      ['config show version 12', 'and the live one in yaml', 'config show live yaml'],
    ]);
  });
});

describe('"the week" after one day: that day’s week, as "the whole week" is', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday country=JP', 'how about the week', 'revenue country=JP this week'],
      ['bidders 2026-10-21', 'and the week', 'bidders 2026-10-19..2026-10-25'],
      ['revenue last 7d', 'and the week', 'CLARIFY'],
    ]);
  });
});
