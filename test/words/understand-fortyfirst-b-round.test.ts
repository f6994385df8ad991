// understand() on issue 38's forty-first round (b): classes behind the sixty-second to sixty-fourth
// sets' questions asked back where a command was meant, fixed generally — "wht"/"aswell" typed, money
// that "came from" a place, an export "for a partner", a list or an id asked alone in a thread,
// "show 10" after a ranked table, an alert said as a noun, an auction round's durations, a Task asked
// its next run by one word of its name or what it is "set to". None of the sets' lines verbatim; the
// CLARIFY rows are the neighbours that must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('chat spellings: "wht" is what, "aswell" is as well', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month by format', 'wht about by os', 'revenue last month by os'],
      ['revenue yesterday', 'wht about iphone', 'revenue yesterday os=iOS'],
      ['-', "wht's revenue last week", 'revenue last week'],
      ['breakdown by=country metrics=revenue last 7d', 'break it down by format aswell', 'breakdown by=country,format metrics=revenue last 7d'],
      ['breakdown by=app metrics=ecpm yesterday', 'fill rate aswell', 'breakdown by=app metrics=ecpm,fill_rate yesterday'],
    ]);
  });
});

describe('revenue that came from a place is that place\'s', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how much money came from germany last week', 'revenue last week country=DE'],
      ['-', 'what revenue comes from japan yesterday', 'revenue yesterday country=JP'],
      ['-', 'how come revenue fell yesterday', 'why revenue yesterday'],
      ['-', 'how much came from canada and mexico yesterday', 'CLARIFY'],
    ]);
  });
});

describe('an export for a partner or a client: whom the file is for, not the partners\' report', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'i need the requests export from monday for a client', 'export requests 2026-11-23'],
      ['-', 'csv of yesterdays impressions to send to our partner', 'export impressions yesterday'],
      ['-', 'what does the partner report for bravo yesterday', 'demand yesterday source=bidder_bravo'],
      ['-', 'send the client the numbers', 'CLARIFY'],
    ]);
  });
});

describe('in a thread, a list of the account\'s things or a thing named by its id stands alone', () => {
  it('reads each as labelled', () => {
    check([
      ['alerts list', 'which digests are set up', 'digest list'],
      ['digest list', 'and what alerts are there', 'alerts list'],
      ['bidders last 7d', 'show me auction auc_00aa11', 'auction auc_00aa11'],
      ['auction stats last 7d', 'open auction auc_00aa11', 'auction auc_00aa11'],
      ['auction auc_00aa11', 'show auction auc_00aa11', 'CLARIFY'],
      ['revenue yesterday', 'and by format', 'revenue yesterday by format'],
    ]);
  });
});

describe('"show N" after a ranked table: that many rows of the same ranking', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=revenue yesterday top=5', 'show 20', 'breakdown by=country metrics=revenue yesterday top=20'],
      ['breakdown by=app metrics=fill_rate last 7d bottom=3', 'can you give me 8 instead', 'breakdown by=app metrics=fill_rate last 7d bottom=8'],
      ['breakdown by=app metrics=ecpm yesterday top=5', 'show bottom 4', 'breakdown by=app metrics=ecpm yesterday bottom=4'],
      ['breakdown by=country metrics=revenue yesterday', 'show 20', 'CLARIFY'],
    ]);
  });
});

describe('an alert said as a noun: "<figure> alert N% drop", "a N% <figure> drop alert"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue alert 25% drop', 'alerts add revenue drop 25%'],
      ['-', 'fill alert at 8% drop', 'alerts add fill_rate drop 8%'],
      ['-', 'add a 12% impressions drop alert', 'alerts add impressions drop 12%'],
      ['-', 'alert ecpm drop 30%', 'alerts add ecpm drop 30%'],
      ['-', 'revenue alerts', 'CLARIFY'],
    ]);
  });
});

describe('an auction round\'s durations', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'round durations yesterday', 'auction stats yesterday metric=duration'],
      ['-', 'what was round latency last week', 'auction stats last week metric=duration'],
    ]);
  });
});

describe('a Task asked its next run by one word of its name, or what it is set to', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'when does the floor job run next', 'tasks task_floor_watch'],
      ['-', "what's the floor health task set to", 'tasks task_floor_watch'],
      ['-', 'what is the floor health check set to', 'tasks task_floor_watch'],
      ['-', 'when does the floor test run next', 'CLARIFY'],
      ['-', "what's the floor set to", 'CLARIFY'],
      ['-', 'when does the recon run next', 'CLARIFY'],
    ]);
  });
});

describe('in a thread, "compare to the N days before" of the thread\'s own length: the period just before', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last 30d', 'compare with the 30 days before', 'revenue last 30d vs=previous'],
      ['revenue last 14d by country', 'compare it to the 2 weeks prior', 'revenue last 14d by country vs=previous'],
      ['revenue last week', 'compared to the 7 days before?', 'revenue last week vs=previous'],
      ['revenue last 7d', 'compare to the 3 days before', 'CLARIFY'],
    ]);
  });
});

describe('after a Task, "the … one" names the one Task whose name holds every word said', () => {
  it('reads each as labelled', () => {
    check([
      ['tasks task_weekly_bidders_ny', 'and the a/b test one', 'tasks task_ab_watch_la'],
      ['tasks task_ab_watch_la', 'what about the bidder review one?', 'tasks task_weekly_bidders_ny'],
      ['tasks task_ab_watch_la', 'and the daily one', 'tasks task_revenue_digest_paris'],
      ['tasks task_ab_watch_la', 'and the marketing one', 'CLARIFY'],
    ]);
  });
});

describe('two spans of weekdays compared: their dates, the second the vs=', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'fill tue to thu last week compared to tue to thu this week', 'revenue 2026-11-17..2026-11-19 vs=2026-11-24..2026-11-26'],
      ['-', 'revenue mon-wed this week vs mon-wed last week', 'revenue 2026-11-23..2026-11-25 vs=2026-11-16..2026-11-18'],
      ['-', 'revenue mon-sun this week vs mon-sun last week', 'CLARIFY'],
    ]);
  });
});

describe('the work under way said as a sentence before the ask', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'hey, working on the weekly deck: what was revenue last week?', 'revenue last week'],
      ['-', "morning! prepping the monthly summary. what's ecpm by country last month?", 'breakdown by=country metrics=ecpm last month'],
      ['-', 'working on the brazil report. what is revenue mtd?', 'CLARIFY'],
      ['-', "starting on the october report. what's revenue?", 'CLARIFY'],
    ]);
  });
});

describe('a month said before its figure, compared with another month', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why was august revenue lower than july', 'why revenue 2026-08-01..2026-08-31 vs=previous'],
      ['-', "why was september's revenue higher than august", 'why revenue 2026-09-01..2026-09-30 vs=previous'],
    ]);
  });
});

describe('"how bad was <a past period> for <a figure>": that period\'s figures', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how rough was last week for revenue', 'revenue last week'],
      ['-', 'so how bad was yesterday for revenue in germany', 'revenue yesterday country=DE'],
      ['-', 'how bad was it', 'CLARIFY'],
      ['-', 'how good was yesterday', 'CLARIFY'],
    ]);
  });
});

describe('a remark before a whole ask, naming nothing the ask needs: the ask', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'did cyber monday start slow? revenue yesterday vs the day before', 'revenue yesterday vs=previous'],
      ['revenue last week', 'weekends always dip.. what about vs last year', 'revenue last week vs=year'],
      ['-', 'did germany start strong? revenue today', 'CLARIFY'],
    ]);
  });
});
