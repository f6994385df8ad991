// understand() on issue 38's round 50 (d): classes behind the eighty-seventh, fiftieth and forty-seventh
// sets' misses (a controller's and a finance analyst's formal asks), fixed generally — a period before
// the API's first day asked back, a split said to subdivide a table, a split beside its own one-value
// filter, formats listed beside "by format", a requests export narrowed to its status in words, "the
// difference" after the network report asked back, narrowing verbs typed with a slip, the auction's
// winners in its thread, "the same day" of a thread, and a split said between two periods compared.
// Each class has the set's kind of words and neighbours probed (other phrasings, typos, near misses
// that must keep their reading or stay asked). Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a period before 2020, which the reporting API has no data for', () => {
  it('asks back, for any report, and for a comparison with such a period', () => {
    check([
      ['-', 'What was our revenue in 2019?', 'CLARIFY'],
      ['-', 'revenue in december 2019', 'CLARIFY'],
      ['-', 'why did revenue drop in march 2019', 'CLARIFY'],
      ['-', 'network report for 2019', 'CLARIFY'],
      ['-', 'revenue 2021 vs 2019', 'CLARIFY'],
      ['-', 'auction stats for the whole of 2019', 'CLARIFY'],
      // (2020 and later read as before)
      ['-', 'revenue 2020', 'revenue 2020-01-01..2020-12-31'],
      ['-', 'What was our revenue in 2025?', 'revenue 2025-01-01..2025-12-31'],
    ]);
  });
});

describe('a split said to subdivide the thread\'s table', () => {
  it('keeps the table\'s split beside the new one ("and split by", "split further by")', () => {
    check([
      ['breakdown by=day metrics=revenue,impressions last month csv', 'and split by app', 'breakdown by=day,app metrics=revenue,impressions last month csv'],
      ['breakdown by=format metrics=ecpm yesterday', 'and split by os', 'breakdown by=format,os metrics=ecpm yesterday'],
      ['breakdown by=format metrics=ecpm yesterday', 'split further by os', 'breakdown by=format,os metrics=ecpm yesterday'],
      ['revenue yesterday by format', 'split further by country', 'breakdown by=format,country metrics=revenue yesterday'],
      ['revenue last week by app', 'could you break it down further by country?', 'breakdown by=app,country metrics=revenue last week'],
      ['revenue last week by app', 'split it further by os', 'breakdown by=app,os metrics=revenue last week'],
      ['breakdown by=day metrics=revenue last month', 'break that down further by app', 'breakdown by=day,app metrics=revenue last month'],
      // ("and by X", "split by X" alone, "instead": the new split in place of the old, as the older sets label them)
      ['breakdown by=format metrics=ecpm yesterday', 'and by os', 'breakdown by=os metrics=ecpm yesterday'],
      ['breakdown by=format metrics=ecpm yesterday', 'and split by os instead', 'breakdown by=os metrics=ecpm yesterday'],
      ['revenue last week by app', 'split by os', 'revenue last week by os'],
      // (with no split before, "further" has nothing to keep)
      ['revenue last week', 'break it down further by country', 'revenue last week by country'],
    ]);
  });
});

describe('revenue by a split beside its own one value', () => {
  it('reads the value alone ("iOS only; … the platform split")', () => {
    check([
      ['-', "Kindly send me yeserday's revenue for iOS only; our controller has asked for the platform split.", 'revenue yesterday os=iOS'],
      ['-', 'revenue yesterday by os for ios', 'revenue yesterday os=iOS'],
      ['-', 'revenue last week by country for japan only', 'revenue last week country=JP'],
      ['-', 'revenue yesterday for android, split by platform', 'revenue yesterday os=Android'],
      // (another split beside the filter stays)
      ['-', 'revenue yesterday by country for android', 'revenue yesterday by country os=Android'],
    ]);
  });
});

describe('formats listed beside "by format"', () => {
  it('reads them as the split\'s rows, not a filter of the last one', () => {
    check([
      ['-', 'Could you kindly provide revenue for last month by ad format? We report banner, interstitial, rewarded and native separately.', 'revenue last month by format'],
      ['-', 'revenue by format last month (banner, interstitial, rewarded, native)', 'revenue last month by format'],
      ['-', 'revenue for last month by ad format? We report banner and native separately.', 'revenue last month by format'],
      ['-', 'revenue for last month by ad format', 'revenue last month by format'],
    ]);
  });
});

describe('a requests export narrowed to its status in words', () => {
  it('reads the status', () => {
    check([
      ['export requests yesterday', 'Could you please incllude only the requests that timed out?', 'export requests yesterday status=timeout'],
      ['export requests yesterday', 'only the ones that timed out', 'export requests yesterday status=timeout'],
      ['export requests yesterday', 'keep only requests which timed out', 'export requests yesterday status=timeout'],
      ['export requests yesterday', 'only the no-fill ones', 'export requests yesterday status=no_fill'],
      ['export requests yesterday', 'only the unfilled ones please', 'export requests yesterday status=no_fill'],
      ['export requests yesterday', 'only the ones that errored', 'export requests yesterday status=error'],
      // (not after another report, and not with a narrowing the status edit cannot carry)
      ['export impressions yesterday', 'only the ones that timed out', 'CLARIFY'],
      ['revenue yesterday', 'only the ones that timed out', 'CLARIFY'],
      ['export requests yesterday', 'only the ones that timed out in japan', 'CLARIFY'],
    ]);
  });
});

describe('"the difference" after the network report', () => {
  it('asks which: ours against the networks\', or the change from the period before', () => {
    check([
      ['network last month', 'Could you explain the difference to me in more detail, please?', 'CLARIFY'],
      ['network last month', 'why the difference', 'CLARIFY'],
      ['network last week', 'what explains the discrepancies?', 'CLARIFY'],
      ['network 2026-10-01..2026-10-31', 'can you explain that variance', 'CLARIFY'],
      ['network last month', 'why is there such a difference?', 'CLARIFY'],
      // (a figure's move named is the why, as before; after revenue the difference is its move)
      ['network last month', 'why did revenue drop', 'why revenue last month'],
      ['revenue last month', 'explain the difference', 'why revenue last month'],
    ]);
  });
});

describe('verbs narrowing a thread\'s answer, typed with a slip', () => {
  it('reads them as the verb', () => {
    check([
      ['why revenue last week', 'Could you please narrwo this to iOS?', 'why revenue last week os=iOS'],
      ['why revenue last week', 'narow it to iOS', 'why revenue last week os=iOS'],
      ['auction stats yesterday', 'Could you please limti that to iOS?', 'auction stats yesterday os=iOS'],
      ['auction stats yesterday', 'limt it to japan', 'auction stats yesterday country=JP'],
      ['revenue yesterday', 'restirct to android', 'revenue yesterday os=Android'],
    ]);
  });
});

describe('the winners after the auction\'s stats', () => {
  it('reads them as its winners metric', () => {
    check([
      ['auction stats yesterday', 'Could you please show the winners insttead?', 'auction stats yesterday metric=winner'],
      ['auction stats yesterday', 'winners?', 'auction stats yesterday metric=winner'],
      ['auction stats yesterday country=JP', 'which bidders won', 'auction stats yesterday country=JP metric=winner'],
      ['auction stats yesterday metric=nonbid_reason', 'and the winners', 'auction stats yesterday metric=winner'],
      // (anything else named beside it is left to the usual reading; after the tests, no auction)
      ['auction stats yesterday', 'winners in japan', 'CLARIFY'],
      ['abtest list', 'who won?', 'CLARIFY'],
    ]);
  });
});

describe('"the same day" in a thread', () => {
  it('reads the thread\'s period', () => {
    check([
      ['export impressions yesterday', 'Please also export the requests for the same day.', 'export requests yesterday'],
      ['export impressions yesterday', 'Could you kindly export the requessts for the same day as well?', 'export requests yesterday'],
      ['export impressions 2026-11-24', 'export the requests for that day', 'export requests 2026-11-24'],
      ['revenue last week', 'bidders for the same period', 'bidders last week'],
      // (the same day a year before is a comparison, as before; with no thread, which day is asked)
      ['revenue yesterday', 'compare with the same day last year', 'revenue yesterday vs=year'],
      ['-', 'export the requests for the same day', 'CLARIFY'],
    ]);
  });
});

describe('a split said between two periods compared', () => {
  it('reads the comparison and the split', () => {
    check([
      ['-', 'Please give me October revenue broken down by app, with the change aginst September.', 'revenue 2026-10-01..2026-10-31 vs=previous by app'],
      ['-', 'revenue october by country vs september', 'revenue 2026-10-01..2026-10-31 vs=previous by country'],
      ['-', 'revenue last month by app vs september', 'revenue last month vs=previous by app'],
      ['-', 'revenue october 2026 by app vs october 2025', 'revenue 2026-10-01..2026-10-31 vs=year by app'],
      ['-', "Canada's revenue for October with the comparison to September", 'revenue 2026-10-01..2026-10-31 vs=previous country=CA'],
      // (a table cannot compare: asked, as before; another narrowing between the two still keeps them apart)
      ['-', 'october ecpm by format vs september', 'CLARIFY'],
      ['-', 'revenue october in japan vs september', 'CLARIFY'],
    ]);
  });
});

describe('a month "of this year"', () => {
  it('reads that month of the year under way, once begun', () => {
    check([
      ['-', 'revenue for october of this year', 'revenue 2026-10-01..2026-10-31'],
      ['-', 'revenue for oct this year', 'revenue 2026-10-01..2026-10-31'],
      ['-', 'Could you please provide revenue for October of this year compared with October of last year?', 'revenue 2026-10-01..2026-10-31 vs=year'],
      ['-', 'revenue for march of this year by country', 'revenue 2026-03-01..2026-03-31 by country'],
      // (a month still to come this year is asked; "this year" alone stays the year so far)
      ['-', 'revenue for december of this year', 'CLARIFY'],
      ['-', 'revenue this year', 'revenue this year'],
    ]);
  });
});
