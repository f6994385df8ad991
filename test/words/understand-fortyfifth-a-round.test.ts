// understand() on issue 38's forty-fifth round (a): classes behind the seventy-fourth set's misses (a
// mediation ad-ops specialist's Black Friday morning check), fixed generally. None of the set's lines
// verbatim; the CLARIFY rows are the neighbours that must stay asked, or the asks that must now be asked
// back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('an alert to post in a channel said by its name: the name is no channel id, so it is asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ping me in #monetization when ecpm falls 20%', 'CLARIFY'],
      ['-', 'set up an alert to #ops-watch if revenue drops 10% on android', 'CLARIFY'],
      ['-', 'post an alert in <#C0OPSWATCH|ops-watch> if revenue drops 10%', 'alerts add revenue drop 10% channel=C0OPSWATCH'],
      ['-', 'alert this channel when fill rate drops 25%', 'alerts add fill_rate drop 25% here'],
      ['-', 'saw this in #finance: why did revenue drop on tuesday', 'why revenue 2026-11-24'],
    ]);
  });
});

describe('users asked for with no day: the user base, or a day not said — asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how many players have we got on android', 'CLARIFY'],
      ['-', 'dau in germany', 'CLARIFY'],
      ['-', 'how many players did we have on android yesterday', 'revenue yesterday os=Android'],
      ['-', 'dau in germany last week', 'revenue last week country=DE'],
    ]);
  });
});

describe('a day compared with "the same time last <weekday>": that weekday, as "vs last <weekday>"', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue today os=iOS', 'vs same time last friday?', 'revenue today os=iOS vs=week'],
      ['-', 'fill rate yesterday vs the same point last thursday', 'revenue yesterday vs=week'],
      ['-', 'revenue today vs same time last year', 'revenue today vs=year'],
    ]);
  });
});

describe('one day set against the same day some weeks before: that day’s date as vs=', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm yesterday compared with 3 weeks ago', 'revenue yesterday vs=2026-11-05'],
      ['-', 'today vs the same day two weeks earlier', 'revenue today vs=2026-11-13'],
      ['-', 'revenue yesterday against a week ago', 'revenue yesterday vs=week'],
      ['-', 'revenue last week vs 3 weeks ago', 'CLARIFY'],
    ]);
  });
});

describe('"the <weekday> after / before" in a thread of one day: that weekday nearest the thread’s day', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue 2026-11-18', 'and the sunday after?', 'revenue 2026-11-22'],
      ['breakdown by=app metrics=ecpm 2026-11-19', 'now the monday before', 'breakdown by=app metrics=ecpm 2026-11-16'],
      ['revenue 2026-11-19', 'vs the thursday before', 'revenue 2026-11-19 vs=week'],
      ['revenue 2026-11-19', 'compared with the monday before', 'revenue 2026-11-19 vs=2026-11-16'],
    ]);
  });
});

describe('a figure put "alongside", "beside" or "next to" another: both', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=revenue last week', 'impressions alongside please', 'breakdown by=format metrics=revenue,impressions last week'],
      ['-', 'ecpm beside fill rate by country last week', 'breakdown by=country metrics=ecpm,fill_rate last week'],
    ]);
  });
});

describe('the no-fill requests asked after an impressions export: the requests export, no-fill only', () => {
  it('reads each as labelled', () => {
    check([
      ['export impressions 2026-11-24', 'and the no-fill requests', 'export requests 2026-11-24 status=no_fill'],
      ['export impressions yesterday', 'no fill impressions', 'CLARIFY'],
      ['revenue yesterday', 'no fill requests', 'CLARIFY'],
    ]);
  });
});

describe('revenue’s movers asked as "moved … most" by two splits: the movers by both', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which apps and countries moved revenue the most last week', 'revenue last week by app,country'],
      ['-', 'what grew the most this week by os and format', 'revenue this week by os,format'],
      ['-', 'ecpm movers by app and format yesterday', 'CLARIFY'],
    ]);
  });
});

describe('chat slips: "srcs", "geting", "recieving"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which alerts are we recieving', 'alerts list'],
      ['-', 'digests am i gettin?', 'digest list'],
      ['-', 'what did the demand srcs report last week', 'demand last week'],
    ]);
  });
});
