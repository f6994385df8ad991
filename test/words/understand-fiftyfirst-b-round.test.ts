// understand() on the ninety-fourth set's classes (issue 38, round 51, tuner b) and the neighbours
// probed beside each rule: a split added after the network report by provider ("by country as well");
// a table split further ("spilt by country"); revenue's movers gone on from ("and by app and format");
// "what moved fill rate" of a figure with no movers of its own; "the full country breakdown" (never the
// fullscreen format); "hows the digest" (asked, never the list); "test traffic excluded" said after;
// "vs the same 7 days last year"; "ecmp next to it". Near-misses that must not match kept beside each.
// Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a split added to the network report by provider: both, as the report takes them', () => {
  it('reads each as labelled', () => {
    check([
      ['network last week by provider', 'by country as well', 'network last week by provider,country'],
      ['network last week by provider', 'by country too', 'network last week by provider,country'],
      ['network last week by provider', 'also by format', 'network last week by provider,format'],
      ['network last week by country', 'by provider too', 'network last week by country,provider'],
      ['network last week by app_name', 'by country too', 'network last week by app_name,country'],
      // (near-misses: a split in place of the one before)
      ['network last week by provider', 'by country', 'network last week by country'],
      ['network last week by provider', 'by country instead', 'network last week by country'],
      ['network last week', 'by country too', 'network last week by country'],
      ['network last week by provider', 'is fill too low by country', 'breakdown by=country metrics=fill_rate last week'],
      ['demand last week', 'by country too', 'CLARIFY'],
    ]);
  });
});

describe('a split said after a table: its rows split further, unless said in place of it', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=ecpm,fill_rate last week', 'spilt by country', 'breakdown by=format,country metrics=ecpm,fill_rate last week'],
      ['breakdown by=format metrics=ecpm,fill_rate last week', 'split by country', 'breakdown by=format,country metrics=ecpm,fill_rate last week'],
      ['breakdown by=format metrics=ecpm last week', 'ok split by os pls', 'breakdown by=format,os metrics=ecpm last week'],
      // (near-misses: "instead", "split it by", a split without the verb, revenue's movers, a negation)
      ['breakdown by=format metrics=ecpm,fill_rate last week', 'split by country instead', 'breakdown by=country metrics=ecpm,fill_rate last week'],
      ['breakdown by=format metrics=ecpm last week', 'split it by country', 'breakdown by=country metrics=ecpm last week'],
      ['breakdown by=format metrics=ecpm last week', 'by country', 'breakdown by=country metrics=ecpm last week'],
      ['revenue yesterday by country', 'split by os', 'revenue yesterday by os'],
      ['breakdown by=format metrics=ecpm last week', 'dont split by country', 'CLARIFY'],
    ]);
  });
});

describe('"and by app and format" after revenue\'s movers by app: the movers by both', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue last month by app', 'and by app and format', 'revenue last month by app,format'],
      ['revenue last week by format', 'and by country and format', 'revenue last week by country,format'],
      ['revenue last week by country', 'and by country and os', 'revenue last week by country,os'],
      // (near-misses: not going on from them — the table, as the older sets label it)
      ['revenue last week by country', 'and by app and format', 'breakdown by=app,format metrics=revenue last week'],
      ['revenue last week by country', 'and by country and format too', 'breakdown by=country,format metrics=revenue last week'],
      ['revenue last week by country', 'and by country and format as a table', 'breakdown by=country,format metrics=revenue last week'],
      ['revenue last week by country', 'now by country and format', 'breakdown by=country,format metrics=revenue last week'],
      ['revenue last week by country', 'ok now split by country and format pls', 'breakdown by=country,format metrics=revenue last week'],
      ['revenue last week by country', 'by country and format', 'breakdown by=country,format metrics=revenue last week'],
    ]);
  });
});

describe('"what moved fill rate": of a figure with no movers, its explanation', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what moved fil rate yesterday?', 'why fill_rate yesterday'],
      ['-', 'what moved fill rate yesterday', 'why fill_rate yesterday'],
      ['-', 'what moved ecpm last week', 'why ecpm last week'],
      ['-', 'what drove impressions on tuesday', 'why impressions 2026-11-24'],
      ['-', 'what shifted requests this week', 'why requests this week'],
      ['-', 'what moved the ecpm in the US yesterday', 'why ecpm yesterday country=US'],
      ['-', 'what moved ecpm the most yesterday', 'why ecpm yesterday'],
      // (near-misses: a split beside it is asked; revenue's own movers; a figure no explanation takes)
      ['-', 'what moved ecpm yesterday by country', 'CLARIFY'],
      ['-', 'what moved revenue yesterday', 'revenue yesterday'],
      ['-', 'what moved rev yesterday by country and format', 'revenue yesterday by country,format'],
      ['-', 'what moved clicks yesterday', 'CLARIFY'],
    ]);
  });
});

describe('"the full country breakdown": the whole table, never the fullscreen format', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'can I get the full country breakdown of revenue for last month as a csv', 'breakdown by=country metrics=revenue last month csv'],
      ['-', 'full revenue table by country yesterday', 'breakdown by=country metrics=revenue yesterday'],
      ['-', 'full ecpm breakdown by format last week', 'breakdown by=format metrics=ecpm last week'],
      // (near-miss: the format said as two words)
      ['-', 'full screen ecpm yesterday', 'breakdown by=format metrics=ecpm yesterday'],
    ]);
  });
});

describe('"hows the digest": which digest, and its figures or its sending, asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'hows the digest', 'CLARIFY'],
      ['-', "how's the digest", 'CLARIFY'],
      ['-', 'how is our digest doing', 'CLARIFY'],
      ['digest list', 'hows the digest', 'CLARIFY'],
      // (near-misses: all of them, a how-to, a digest that went out)
      ['-', 'how are the digests', 'digest list'],
      ['-', 'how many digests do we have', 'digest list'],
      ['-', 'how do I set up a digest', 'help digest'],
      ['-', 'did the digest go out this morning', 'digest list'],
      ['-', 'what digests do we have', 'digest list'],
    ]);
  });
});

describe('"test traffic excluded" said after the figures: production only', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue last week, test traffic excluded — production only', 'revenue last week test=production'],
      ['-', 'revenue last week test traffic excluded', 'revenue last week test=production'],
      ['-', 'ecpm by country yesterday, test traffic excluded', 'breakdown by=country metrics=ecpm yesterday test=production'],
      ['revenue last week', 'test traffic excluded', 'revenue last week test=production'],
      // (near-misses: another thing removed after it; test traffic kept)
      ['-', 'revenue yesterday with test traffic, remove the US', 'CLARIFY'],
      ['-', 'revenue yesterday test traffic included', 'revenue yesterday test=all'],
      ['revenue last week', 'with test traffic', 'revenue last week test=all'],
    ]);
  });
});

describe('"vs the same 7 days last year": the period\'s days against last year\'s', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'rev last 7 days vs the same 7 days last yaer', 'revenue last 7d vs=year'],
      ['-', 'revenue last 30d vs the same 30d last year', 'revenue last 30d vs=year'],
      ['-', 'rev past 28 days against same 28 days last year', 'revenue last 28d vs=year'],
      ['revenue last 7d', 'vs the same 7 days last year', 'revenue last 7d vs=year'],
      ['revenue last 14d', 'compared with the same 14 days last year', 'revenue last 14d vs=year'],
      // (near-misses: another count of days, another period, no period of its own)
      ['-', 'rev last 7 days vs the same 14 days last year', 'CLARIFY'],
      ['-', 'rev last 7 days vs the same 7 days last month', 'CLARIFY'],
      ['-', 'revenue vs the same 7 days last year', 'CLARIFY'],
    ]);
  });
});

describe('"ecmp next to it": a figure put beside a table\'s, its slip corrected', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=fill_rate last week bottom=5', 'can you add ecmp next to it', 'breakdown by=country metrics=fill_rate,ecpm last week bottom=5'],
      ['breakdown by=country metrics=fill_rate last week bottom=5', 'ecmp next to it', 'breakdown by=country metrics=fill_rate,ecpm last week bottom=5'],
      ['breakdown by=country metrics=fill_rate last week bottom=5', 'can you add ecpm next to it', 'breakdown by=country metrics=fill_rate,ecpm last week bottom=5'],
    ]);
  });
});

describe('the relabelled lines: "puzzlequest" alone is the iOS bundle', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why did puzzlequest revenue fall last week', 'why revenue last week app=com.acmegames.puzzlequest'],
      ['-', 'why did puzzle quest andoid revenue fall last week', 'why revenue last week app=com.acmegames.puzzlequest.android'],
      ['-', 'rev by country and os mtd', 'breakdown by=country,os metrics=revenue mtd'],
    ]);
  });
});
