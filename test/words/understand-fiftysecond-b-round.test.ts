// understand() on the ninety-seventh set's classes (issue 38, round 52, tuner b), each with neighbours
// probed and the near-misses that must not match: "the spread" (a word of its own, never a spreadsheet cut
// short); "draft id X" said as the grammar says it (the draft kept beside an id whose prefix says draft);
// which of two sources to trust (advice: asked back, the report offered); a rate's verb with "more" after
// it beside the rate ("ctr … if native clicks more": no count added); "cut it by country", "per country
// too" after a table (a split added); "so I can send it to finance" (the asker's own step, no order to
// pass it on); "gm!" opening a message; "last friday, the 20th" (a weekday restated by its date); "all
// sources" alone after one source's demand; "abtest lst", "shw config v3"; "last 7 w/ 2% gap" (with, not
// weeks). Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"the spread": a word of its own, never a spreadsheet cut short (nor a CSV)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Priya fyi eCPM = revenue per thousand impressions. bot, ecpm by format yesterday so she can see the spread', 'CLARIFY'],
      ['-', 'spread of ecpm by format yesterday', 'CLARIFY'],
      ['-', 'fill rate by country yesterday, what\'s the spread', 'breakdown by=country metrics=fill_rate yesterday'],
      // (near-misses, as before: the spreadsheet said whole is the CSV; a spread said alone, asked)
      ['-', 'ecpm by format yesterday so she can see the spread', 'CLARIFY'],
      ['-', 'rev yesterday, spreads are wide', 'CLARIFY'],
      ['-', 'ecpm by format yesterday as a spreadsheet', 'breakdown by=format metrics=ecpm yesterday csv'],
      ['-', 'revenue by country yesterday in a spreadsheet', 'breakdown by=country metrics=revenue yesterday csv'],
      ['-', 'ecpm by format yesterday, spreadsheet pls', 'breakdown by=format metrics=ecpm yesterday csv'],
      ['-', 'ecpm by format yesterday in a spreadsheet', 'breakdown by=format metrics=ecpm yesterday csv'],
      ['-', 'ecpm by format yesterday as a csv', 'breakdown by=format metrics=ecpm yesterday csv'],
    ]);
  });
});

describe('"draft id X" as the grammar says it: the id held to be a draft\'s, whatever its prefix', () => {
  it('reads each as labelled', () => {
    check([
      ['-', '@adops-bot validate draft id draft_floor_cleanup', 'config validate draft id draft_floor_cleanup'],
      ['-', 'validate draft id draft_floor_cleanup', 'config validate draft id draft_floor_cleanup'],
      ['-', 'show draft id draft_floor_cleanup', 'config show draft id draft_floor_cleanup'],
      ['-', 'show me the draft config id draft_q4', 'config show draft id draft_q4'],
      ['-', 'check the draft id draft_floor_cleanup for errors', 'config validate draft id draft_floor_cleanup'],
      ['-', 'is draft id draft_q4 valid', 'config validate draft id draft_q4'],
      // (near-misses, as before: "draft draft_x" without "id", an id alone, the draft alone)
      ['-', 'validate draft id cfg_draft_88', 'config validate draft id cfg_draft_88'],
      ['-', 'validate draft draft_floor_cleanup', 'config validate id draft_floor_cleanup'],
      ['-', 'is draft draft_floor_cleanup valid?', 'config validate id draft_floor_cleanup'],
      ['-', 'validate id draft_floor_cleanup', 'config validate id draft_floor_cleanup'],
      ['-', 'validate config id cfg_8812', 'config validate id cfg_8812'],
      ['-', 'validate draft', 'config validate draft'],
    ]);
  });
});

describe('which of two sources to trust or believe: advice, asked back with the report offered', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'our revenue and the network\'s never match exactly, which one should Priya trust?', 'CLARIFY'],
      ['-', 'our revenue and the network\'s never match exactly, which should we believe?', 'CLARIFY'],
      ['-', 'do our numbers match the networks yesterday? which one should we trust', 'CLARIFY'],
      ['-', 'our numbers and the networks dont match, which is correct', 'CLARIFY'],
      ['-', 'network numbers vs ours last week, which one is right?', 'CLARIFY'],
      // (near-misses, as before: the match asked, and "which" asking for a ranking)
      ['-', 'bravo\'s number and ours differ, which do we go by', 'CLARIFY'],
      ['-', 'reconcile yesterday, which source should finance rely on', 'CLARIFY'],
      ['-', 'do our numbers match the networks yesterday?', 'reconcile yesterday'],
      ['-', 'which bidder won the most yesterday', 'bidders yesterday sort=win_rate'],
      ['-', 'which country is the top earner last week', 'breakdown by=country metrics=revenue last week top=1'],
      ['-', 'which countries make us the most money', 'breakdown by=country metrics=revenue top=10'],
      ['-', 'which one is bigger, ios or android revenue yesterday', 'revenue yesterday by os'],
    ]);
  });
});

describe('a rate\'s verb with "more"/"less" beside the rate ("ctr … if native clicks more"): no count added', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ctr by format last wk? priya asked if native clicks more', 'breakdown by=format metrics=ctr last week'],
      ['-', 'ctr by format last wk, does native click more', 'breakdown by=format metrics=ctr last week'],
      ['-', 'ctr by app last week, which app clicks less', 'breakdown by=app metrics=ctr last week'],
      ['-', 'ctr by country mtd? does japan click more than the us', 'breakdown by=country metrics=ctr mtd'],
      ['-', 'fill rate by format yesterday? priya asked if banner fills more', 'breakdown by=format metrics=fill_rate yesterday'],
      ['-', 'click-through rate by format last week, native clicks more?', 'breakdown by=format metrics=ctr last week'],
      // (near-misses, as before: the count named as a noun too, or no rate beside the verb)
      ['-', 'ctr and clicks by format last wk, does native click more', 'breakdown by=format metrics=ctr,clicks last week'],
      ['-', 'fill rate and fills by format yesterday, does banner fill more', 'breakdown by=format metrics=fill_rate,fills yesterday'],
      ['-', 'clicks by format last week, does native click more', 'breakdown by=format metrics=clicks last week'],
      ['-', 'ctr by format last wk? priya asked if native gets more clicks', 'breakdown by=format metrics=ctr,clicks last week'],
      ['-', 'does native click more than banner', 'breakdown by=format metrics=clicks'],
      ['-', 'ctr by format last wk and clicks', 'breakdown by=format metrics=ctr,clicks last week'],
    ]);
  });
});

describe('"cut it by <split>", "per <split> too" after a table: a split added, as "split it by", "by country too"', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'now cut it by country too', 'breakdown by=format,country metrics=fill_rate,ecpm last week'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'per country too pls', 'breakdown by=format,country metrics=fill_rate,ecpm last week'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'cut that by app', 'breakdown by=format,app metrics=fill_rate,ecpm last week'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'can you cut it by os too', 'breakdown by=format,os metrics=fill_rate,ecpm last week'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'per app as well', 'breakdown by=format,app metrics=fill_rate,ecpm last week'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'cut the numbers by day', 'breakdown by=format,day metrics=fill_rate,ecpm last week'],
      ['revenue yesterday', 'cut it by country', 'revenue yesterday by country'],
      ['revenue yesterday by format', 'per country too', 'breakdown by=format,country metrics=revenue yesterday'],
      // (near-misses, as before: "cut it by 10%", "per country" without "too", no thread)
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'cut it by 10%', 'CLARIFY'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'cut it by half', 'CLARIFY'],
      ['breakdown by=format metrics=fill_rate,ecpm last week', 'per country', 'breakdown by=country metrics=fill_rate,ecpm last week'],
      ['-', 'cut it by country', 'CLARIFY'],
    ]);
  });
});

describe('"so I can send it to finance": the asker\'s own step, no order to pass the answer on', () => {
  it('reads each as labelled', () => {
    check([
      ['network last month', 'as csv so I can send it to finance', 'network last month csv'],
      ['network last month', 'as csv so i can share it with finance', 'network last month csv'],
      ['network last month', 'as csv, I\'ll send it to finance', 'network last month csv'],
      ['network last month', 'as csv so I can paste it', 'network last month csv'],
      ['network last month', 'as csv so we can forward it to the cfo', 'network last month csv'],
      ['network last month', 'as csv so i can send it to my boss', 'network last month csv'],
      ['revenue last month by country', 'as csv so I can send it to finance', 'breakdown by=country metrics=revenue last month csv'],
      ['-', 'revenue last month by country as csv so I can send it to finance', 'breakdown by=country metrics=revenue last month csv'],
      ['-', 'export impressions yesterday so I can send it to finance', 'export impressions yesterday'],
      ['-', 'revenue yesterday by country so I can share it with my manager', 'revenue yesterday by country'],
      // (near-misses, as before: the bot ordered to pass it on, by "you", "and send", "forward", "email")
      ['network last month', 'as csv so you can forward it to finance', 'CLARIFY'],
      ['network last month', 'as csv and send it to finance', 'CLARIFY'],
      ['network last month', 'forward it to finance', 'CLARIFY'],
      ['-', 'revenue last month by country, forward this to the client', 'CLARIFY'],
      ['-', 'revenue yesterday, then email it', 'CLARIFY'],
    ]);
  });
});

describe('"gm!", "gm all,": good morning opening the message, never Gambia nor a word asked about', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'gm! quick one, rev for this wk so far?', 'revenue this week'],
      ['-', 'gm! rev for this wk so far?', 'revenue this week'],
      ['-', 'gm. revenue yesterday', 'revenue yesterday'],
      ['-', 'GM! bidders last week', 'bidders last week'],
      ['-', 'gm, what\'d we do yday', 'revenue yesterday'],
      // (near-misses, as before: "gm" with no mark after it, or not opening the message)
      ['-', 'gm all, fill rate yesterday?', 'revenue yesterday'],
      ['-', 'gm team! ecpm by country yesterday', 'breakdown by=country metrics=ecpm yesterday'],
      ['-', 'gm wants revenue yesterday', 'revenue yesterday'],
      ['-', 'gm revenue yesterday', 'CLARIFY'],
      ['-', 'revenue yesterday gm!', 'CLARIFY'],
    ]);
  });
});

describe('"last friday, the 20th": a weekday restated by its date is one day (a clash still asked back)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'rev last friday, the 20th', 'revenue 2026-11-20'],
      ['-', 'rev last friday the 20th', 'revenue 2026-11-20'],
      ['-', 'fill rate last friday, the 20th', 'revenue 2026-11-20'],
      ['-', 'rev last wednesday, the 25th', 'revenue 2026-11-25'],
      // (near-misses, as before: a weekday and its date said together; a date that is not that weekday, asked)
      ['-', 'rev this monday, the 23rd', 'revenue 2026-11-23'],
      ['-', 'revenue last friday by country, the 20th', 'revenue 2026-11-20 by country'],
      ['-', 'rev wednesday 25/11', 'revenue 2026-11-25'],
      ['-', 'rev wed, 25 nov', 'revenue 2026-11-25'],
      ['-', 'rev friday the 20th', 'revenue 2026-11-20'],
      ['-', 'rev last friday, the 13th', 'CLARIFY'],
      ['-', 'rev last wednesday, the 18th', 'CLARIFY'],
      ['-', 'rev monday the 20th', 'CLARIFY'],
    ]);
  });
});

describe('"all sources" alone after one source\'s demand: every source again', () => {
  it('reads each as labelled', () => {
    check([
      ['demand mtd source=bidder_bravo', 'all sources pls', 'demand mtd'],
      ['demand mtd source=bidder_bravo', 'all sources', 'demand mtd'],
      ['demand last week source=bidder_alpha,bidder_charlie', 'all sources please', 'demand last week'],
      ['demand yesterday source=bidder_bravo', 'all sources again', 'demand yesterday'],
      // (near-misses, as before: all sources beside a period, after revenue, alone, or with no source to drop)
      ['demand mtd source=bidder_bravo', 'all sources last week', 'demand last week'],
      ['revenue yesterday', 'all sources', 'revenue yesterday source=all'],
      ['demand mtd source=bidder_bravo', 'all bidders', 'bidders mtd'],
      ['demand mtd', 'all sources', 'CLARIFY'],
      ['-', 'all sources', 'CLARIFY'],
      ['bidders last week', 'all sources', 'CLARIFY'],
    ]);
  });
});

describe('"abtest lst", "shw config v3": list and show slipped, read where the order stands', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'abtest lst', 'abtest list'],
      ['-', 'digest lst', 'digest list'],
      ['-', 'alerts lst?', 'alerts list'],
      ['-', 'ab tests lst', 'abtest list'],
      ['-', 'shw config v3', 'config show version 3'],
      ['-', 'pls shw config v3', 'config show version 3'],
      ['-', 'shw bidders last week', 'bidders last week'],
      ['-', 'shw me revenue yesterday', 'revenue yesterday'],
      ['-', 'tasks lst', 'tasks'],
      // (near-misses, as before: "lst" before a period is last; "shw" not opening the order)
      ['-', 'revenue lst week', 'revenue last week'],
      ['-', 'abtest lst week', 'CLARIFY'],
      ['-', 'revenue yesterday shw', 'CLARIFY'],
    ]);
  });
});

describe('"last 7 w/ …", "last 7 with …": the span of days, "w/" (with) never read as weeks', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'recon last 7 w/ 2% gap', 'reconcile last 7d gap=2%'],
      ['-', 'recon last 7 with 2% gap', 'reconcile last 7d gap=2%'],
      ['-', 'recon last 14 w/ a 5% gap', 'reconcile last 14d gap=5%'],
      ['-', 'bidders last 7 w/ win rate', 'bidders last 7d sort=win_rate'],
      ['-', 'revenue last 7 with test traffic', 'revenue last 7d test=all'],
      // (near-misses, as before: a unit said, "w" alone after the count, "last 7" alone)
      ['-', 'recon last 7d w/ 2% gap', 'reconcile last 7d gap=2%'],
      ['-', 'revenue last 2 wks', 'revenue last 14d'],
      ['-', 'revenue last 2 w', 'CLARIFY'],
      ['-', 'recon last 7', 'reconcile last 7d'],
      ['-', 'revenue last 3 weeks', 'revenue last 21d'],
      ['-', 'recon last 7 w gap 2%', 'CLARIFY'],
    ]);
  });
});
