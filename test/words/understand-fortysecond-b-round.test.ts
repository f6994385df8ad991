// understand() on issue 38's forty-second round (b): classes behind the sixty-sixth and sixty-seventh
// sets' misses, fixed generally — an order the bot cannot carry out beside an ask (the answer passed on
// by email or to someone, a Task run now), a figure asked of an A/B test's users, ARPDAU by name "per
// day", a purpose "for their deck", "chk", a digest for a named channel or with its word slipped, a
// revenue digest on weekdays, chat's words for deleting, "make it 14" after a span of days, "the weekend
// of the 21st", "calendar week", a test by two initials, a how-did question ended by a comma, "who last
// changed". None of the sets' lines verbatim; the CLARIFY rows are the neighbours that must stay asked.
// Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the answer passed on by email or to someone else is an order the bot cannot carry out: asked, the answer offered', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm by country last week, then mail it to the studio', 'CLARIFY'],
      ['-', 'revenue mtd by app, and forward this to our CFO', 'CLARIFY'],
      ['-', 'fill rate by format yesterday, share the table with the publisher', 'CLARIFY'],
      ['-', 'revenue last week by country, send it here', 'revenue last week by country'],
      ['breakdown by=app metrics=revenue mtd', 'send it as a csv', 'breakdown by=app metrics=revenue mtd csv'],
      ['revenue last week', 'post this in #rev-team every friday', 'digest add'],
      ['alerts add fill_rate drop 10%', 'post it in this channel instead', 'alerts add fill_rate drop 10% here'],
    ]);
  });
});

describe('a Task ordered to run now: Tasks run on their schedule, so it is asked, the Task offered', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'please run the monthly network reconciliation task right now', 'CLARIFY'],
      ['-', 'trigger the a/b test watch task', 'CLARIFY'],
      ['-', 'when is the monthly network reconciliation task going to run next', 'tasks task_network_recon_tokyo'],
      ['-', 'monthly network reconciliation task', 'tasks task_network_recon_tokyo'],
    ]);
  });
});

describe('a figure asked of an A/B test\'s users: no report narrows to them, so asked (the test\'s report offered)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'impressions last week for players in the banner refresh experiment', 'CLARIFY'],
      ['-', 'arpdau of users who are in the bonus coins test', 'CLARIFY'],
      ['-', 'how is the banner refresh test doing', 'abtest abt_demo_directional'],
      ['-', 'ecpm of the banner refresh test last week', 'abtest abt_demo_directional last week'],
    ]);
  });
});

describe('ARPDAU said by its name "per day" is its daily table ("revenue per user per day" is ARPDAU)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'arpdau per day last 14 days', 'breakdown by=day metrics=arpdau last 14d'],
      ['-', 'arpu per day this month', 'breakdown by=day metrics=arpdau mtd'],
      ['-', 'revenue per user per day last week', 'revenue last week'],
    ]);
  });
});

describe('whom a piece of work is for, said with their/his/her, narrows nothing', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue last month by country, finance needs it for their month end pack', 'revenue last month by country'],
      ['-', 'mtd revenue, the publisher wants it for his board deck', 'revenue mtd'],
      ['-', 'revenue last month for their apps', 'CLARIFY'],
    ]);
  });
});

describe('"chk" is check, as "fmt" is format', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'weekend recap task chk', 'tasks task_weekend_recap_sydney'],
      ['-', 'details of the weekly bidder review task pls, quick chk', 'tasks task_weekly_bidders_ny'],
    ]);
  });
});

describe('a digest for a channel named in words, and a digest order with a slip', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'create a weekly digest for the wordrush team channel', 'digest add'],
      ['-', 'set up a digest in the tinyfarm partners channel', 'digest add'],
      ['-', 'post the network digset here at 10', 'digest add network here at=10:00'],
      ['-', 'post a weekly sumary here mondays at 9', 'digest add weekly_summary here at=09:00 days=mon'],
      ['-', 'send a revenue digest here on weekdays at 8', 'digest add daily_revenue here at=08:00 days=mon-fri'],
      ['-', 'set up a daily revenue digest for wordrush', 'CLARIFY'],
    ]);
  });
});

describe('chat\'s words for deleting one of the bot\'s things by its id', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'nuke digest sub_4t7y2w', 'digest delete sub_4t7y2w'],
      ['-', 'scrap alert alr_9z8y7x', 'alerts remove alr_9z8y7x'],
      ['-', 'cancel sub_4t7y2w', 'digest delete sub_4t7y2w'],
      ['-', 'kill it', 'CLARIFY'],
    ]);
  });
});

describe('"make it 30" after a span of the last N days: that many days; beside a ranked count, asked', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=day metrics=ecpm last 7d', 'make it 28', 'breakdown by=day metrics=ecpm last 28d'],
      ['revenue last 14d country=US', 'ok change it to 30', 'revenue last 30d country=US'],
      ['breakdown by=app metrics=revenue last 7d top=5', 'make it 10', 'CLARIFY'],
      ['revenue yesterday', 'make it 30', 'CLARIFY'],
    ]);
  });
});

describe('"the weekend of <day>": the Saturday and Sunday that day is one of', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm for the weekend of the 14th', 'revenue 2026-11-14..2026-11-15'],
      ['-', 'fill by format the weekend of nov 8', 'breakdown by=format metrics=fill_rate 2026-11-07..2026-11-08'],
      ['-', 'revenue for the weekend of the 19th', 'CLARIFY'],
      ['-', 'revenue for the last weekend of october', 'revenue 2026-10-31..2026-11-01'],
    ]);
  });
});

describe('"calendar week/month": the last whole one, not the rolling days', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'impressions by day last calendar week', 'breakdown by=day metrics=impressions last week'],
      ['revenue last 30d by country', 'the calendar month instead', 'revenue by country last month'],
      ['breakdown by=day metrics=revenue last 7d', 'calendar week', 'breakdown by=day metrics=revenue last week'],
    ]);
  });
});

describe('an A/B test by the initials of two words of its name', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'results of the br test last 7 days', 'abtest abt_demo_directional last 7d'],
      ['-', 'is the fc experiment significant yet', 'abtest abt_demo_in_progress'],
      ['-', 'the xq test', 'CLARIFY'],
    ]);
  });
});

describe('a how-did question ended by a comma, before a whole ask that answers it', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how did cyber monday go, revenue yesterday by country', 'revenue yesterday by country'],
      ['-', 'so how did the month start, revenue mtd vs last year', 'revenue mtd vs=year'],
      ['-', 'how did germany start, revenue this week', 'CLARIFY'],
    ]);
  });
});

describe('"last" before a past verb is "most recently", not a period', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'who last published the live config', 'config show live'],
      ['-', 'revenue since we last changed the floors', 'CLARIFY'],
    ]);
  });
});
