// understand() on the ninety-fourth, eighty-seventh and seventeenth sets' classes (issue 38, round 52,
// tuner d), each with neighbours probed and the near-misses that must not match: "gm" first as a
// greeting ("gm, …", "gm team 👋"); an incident or outage said beside its day ("during yesterday's
// outage", "re yesterday's incident:", "incident follow-up:", "for the incident timeline"; "during the
// outage" only where the day is named elsewhere); the end of a week said before the ask ("before the
// weekend,", "before I log off for the weekend:", "end of week:"); "tldr on yesterday" and "for the
// wrap-up email"; a country said after the network report (its own filter.country); a remark after
// the question on how something looked ("…? DE looked soft in the dashboard"), only where it names
// nothing the question does not; an export "kicked off" or "started" (run), a Task "firing next",
// digests that "post"; why a file or a second table is wanted, said last ("…, the table is too long
// for slack", "for the ledger", "so I can put them side by side"); "for that day" after one day named earlier in the message; "— for Dana's slide"
// last. Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"gm" first: good morning, as "morning," is', () => {
  it('reads each as labelled', () => {
    check([
      ['-', "gm, what'd we do yday", 'revenue yesterday'],
      ['-', 'gm team 👋 can someone (@adops) grab last weeks revnue by app', 'revenue last week by app'],
      ['-', 'gm, revenue last week by app', 'revenue last week by app'],
      ['-', 'gm folks - fill rate yesterday', 'revenue yesterday'],
      ['-', 'gm: how did the bidders do yesterday', 'bidders yesterday'],
      ['-', "gm all, what'd we make today", 'revenue today'],
      ['-', 'gm! ecpm by country yesterday', 'breakdown by=country metrics=ecpm yesterday'],
      // (near-misses: no mark or greeted one after it, or another word)
      ['-', 'gm ecpm yesterday', 'CLARIFY'],
      ['-', 'gm by app', 'CLARIFY'],
      ['-', 'gmv yesterday', 'CLARIFY'],
    ]);
  });
});

describe('an incident or outage said beside its day: that day; said first or as what it is for: aside', () => {
  it('reads each as labelled', () => {
    check([
      ['-', "re yesterday's incident: why did revenue drop", 'why revenue yesterday'],
      ['-', "were auctions timing out during yesterday's outage", 'auction stats yesterday'],
      ['-', 'hourly requests yesterday for the incident timeline', 'breakdown by=hour metrics=requests yesterday'],
      ['-', 'incident follow-up: how did revenue yesterday compare to last thursday', 'revenue yesterday vs=week'],
      ['-', 'no-bid reasons yesterday during the outage', 'auction stats yesterday metric=nonbid_reason'],
      ['-', "were there timeouts during today's outage", 'auction stats today'],
      ['-', "why did fill drop during yesterday's incident", 'why fill_rate yesterday'],
      ['-', "re monday's outage: revenue by hour", 'breakdown by=hour metrics=revenue 2026-11-23'],
      ['-', 'incident review: hourly revenue yesterday', 'breakdown by=hour metrics=revenue yesterday'],
      ['-', 'outage follow-up - why did revenue drop yesterday', 'why revenue yesterday'],
      ['-', "re yesterday's incident: why did ecpm drop in JP", 'why ecpm yesterday country=JP'],
      // (near-misses: no day named anywhere, the outage itself counted, "for the incident" alone)
      ['-', 'revenue during the outage', 'CLARIFY'],
      ['-', 'no-bid reasons during the outage', 'CLARIFY'],
      ['-', 're the incident: why did revenue drop', 'CLARIFY'],
      ['-', 'how many outages yesterday', 'CLARIFY'],
      ['-', 'hourly revenue for the incident', 'CLARIFY'],
    ]);
  });
});

describe('the end of a week said before the ask: aside', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'quick pulse before I log off for the weekend: where are we this week vs last week', 'revenue this week vs=week'],
      ['-', 'before the weekend, anything I should know about the bidders this week?', 'bidders this week'],
      ['-', 'end of week: bottom 3 apps by fill this week', 'breakdown by=app metrics=fill_rate this week bottom=3'],
      ['-', 'before I sign off for the weekend, revenue mtd', 'revenue mtd'],
      ['-', 'before the long weekend: bidders this week', 'bidders this week'],
      ['-', 'end of the week - top apps by revenue this week', 'breakdown by=app metrics=revenue this week top=10'],
      ['-', 'before the weekend, tell me revenue mtd', 'revenue mtd'],
      // (near-misses: no mark after it — it may be the period asked)
      ['-', 'end of week revenue', 'CLARIFY'],
      ['-', 'revenue by end of week', 'CLARIFY'],
      ['-', 'before the weekend revenue', 'CLARIFY'],
    ]);
  });
});

describe('"tldr on yesterday": its summary; "for the wrap-up email" last: what it is for', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'tldr on yesterday?', 'revenue yesterday'],
      ['-', 'tldr of last week', 'revenue last week'],
      ['-', 'tldr for last week', 'revenue last week'],
      ['-', 'tl;dr for yesterday in japan', 'revenue yesterday country=JP'],
      ['-', 'tl;dr on the bidders yesterday', 'bidders yesterday'],
      ['-', 'top 5 apps by revenue this week, for the wrap-up email', 'breakdown by=app metrics=revenue this week top=5'],
      ['-', 'ecpm by app last week, for the friday wrap-up email', 'breakdown by=app metrics=ecpm last week'],
      ['-', 'top apps by revenue this week for the weekly wrap-up', 'breakdown by=app metrics=revenue this week top=10'],
      // (near-misses: "tldr" alone, "wrap up" as the ask's verb)
      ['-', 'tldr', 'CLARIFY'],
      ['-', 'wrap up revenue this week', 'CLARIFY'],
    ]);
  });
});

describe('a country said after the network report: its own filter.country', () => {
  it('reads each as labelled', () => {
    check([
      ['network last week by country', 'Only for Japan.', 'network last week by country filter.country=JP'],
      ['network last week by country', 'just JP', 'network last week by country filter.country=JP'],
      ['network last week', 'Japan only', 'network last week filter.country=JP'],
      ['network last month by provider', 'and for germany?', 'network last month by provider filter.country=DE'],
      ['network last week by country filter.country=JP', 'what about the UK', 'network last week by country filter.country=GB'],
      ['network last week by country filter.country=JP', 'all countries', 'network last week by country'],
      ['network last week by country filter.country=JP', 'worldwide', 'network last week by country'],
      ['network yesterday', 'only US', 'network yesterday filter.country=US'],
      // (near-misses: two countries, a platform the report does not filter, another report's country)
      ['network last week', 'japan and korea', 'CLARIFY'],
      ['network last week', 'only ios', 'CLARIFY'],
      ['revenue last week by country', 'Only for Japan.', 'revenue last week country=JP'],
    ]);
  });
});

describe('a remark after the question on how something looked: aside, when it names nothing the question does not', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Rev for Germany last week? DE looked soft in the dashboard', 'revenue last week country=DE'],
      ['-', 'morning all. @adops how did the bidders do yesterday? holiday traffic was weird', 'bidders yesterday'],
      ['-', 'revenue yesterday? it looked off', 'revenue yesterday'],
      ['-', 'rev last week in the UK? UK was kinda slow', 'revenue last week country=GB'],
      ['-', 'revenue yesterday? weekend traffic was weird', 'revenue yesterday'],
      ['-', 'revenue for japan yesterday? things looked weird', 'revenue yesterday country=JP'],
      ['-', 'revenue yesterday. it was low, why?', 'why revenue yesterday'],
      // (near-misses: a country, a platform or a day the question does not name)
      ['-', 'revenue yesterday? JP looked soft', 'CLARIFY'],
      ['-', 'revenue yesterday? monday looked soft', 'CLARIFY'],
      ['-', 'revenue yesterday? android traffic was weird', 'revenue yesterday os=Android'],
    ]);
  });
});

describe('an export kicked off or started: run; a Task firing next: running next; digests that post: go out', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'can u kick off an imps export for wed, JP only', 'export impressions 2026-11-25 country=JP'],
      ['-', 'start an imps export for yesterday', 'export impressions yesterday'],
      ['-', 'kick off a requests export for nov 20', 'export requests 2026-11-20'],
      ['-', 'fire off the impressions export for yesterday, US only', 'export impressions yesterday country=US'],
      ['-', "when's the sydney weekend recap firing next", 'tasks task_weekend_recap_sydney'],
      ['-', "when's the paris digest task firing next", 'tasks task_revenue_digest_paris'],
      ['-', 'what digests post in this channel', 'digest list'],
      // (near-misses: "start" of a period, a Task kicked off now, "firing" without "next")
      ['-', 'revenue since the start of the month', 'revenue mtd'],
      ['-', 'start of the month revenue', 'CLARIFY'],
      ['-', 'kick off the weekend recap', 'CLARIFY'],
      ['-', 'is the weekend recap firing', 'CLARIFY'],
    ]);
  });
});

describe('"for that day" after one day named earlier in the message: that day; "— for Dana\'s slide" last: aside', () => {
  it('reads each as labelled', () => {
    check([
      ['-', "client says they're missing imps on nov 24, can u export the raw imps for that day", 'export impressions 2026-11-24'],
      ['-', 'client saw a dip on wed, export imps for that day', 'export impressions 2026-11-25'],
      ['-', 'revenue last week vs the same week last year — for Dana\'s slide', 'revenue last week vs=year'],
      ['-', 'revenue last week — for Dana\'s slide', 'revenue last week'],
      ['-', 'revenue by app for Dana\'s deck', 'revenue by app'],
      // (near-misses: two days named, none, a country's slide, a name not written as one)
      ['-', 'revenue on monday and tuesday, fill for that day', 'CLARIFY'],
      ['-', 'revenue for that day', 'CLARIFY'],
      ['-', 'revenue last week for Germany\'s slide', 'CLARIFY'],
      ['-', 'revenue last week for dana\'s slide', 'CLARIFY'],
    ]);
  });
});

describe('why a file or a second table is wanted, said last: aside', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=ecpm last week top=10 os=Android', 'and ios so I can put them side by side', 'breakdown by=country metrics=ecpm last week top=10 os=iOS'],
      ['network last month', 'Could I have that as a CSV file for the ledger?', 'network last month csv'],
      ['network last week', 'as csv for the ledger', 'network last week csv'],
      ['network last week', 'as csv, the table is too long for slack', 'network last week csv'],
      ['network yesterday', 'csv pls, the list is too long for the thread', 'network yesterday csv'],
      ['network last week by country', 'can i get that as a csv, it is too long for the doc', 'network last week by country csv'],
      ['-', 'revenue last month for the ledger', 'revenue last month'],
      // (near-misses: "side by side" said of the rows, the remark alone)
      ['-', 'revenue yesterday by country and format so we can see them side by side', 'breakdown by=country,format metrics=revenue yesterday'],
      ['-', 'ios and android so I can put them side by side', 'CLARIFY'],
      ['network last week', 'the table is too long for the deck', 'CLARIFY'],
    ]);
  });
});
