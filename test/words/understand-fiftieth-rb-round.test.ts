// understand() on the neighbours of round 50's rules (issue 38, the round's second review): the
// wrong readings the new rules gave to plausible questions, now asked back or left to the older
// reading, beside the rows the rules were made for (kept as they read). CLARIFY rows are asks that
// must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a bare number after "gap" is its percent, never a count of things said after it (./read.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'reconcile last week gap 5', 'reconcile last week gap=5%'],
      ['-', 'recon last week, gaps over 8', 'reconcile last week gap=8%'],
      ['reconcile last week', 'gap 7', 'reconcile last week gap=7%'],
      // (the number counts the networks or the days, not the gap)
      ['-', 'reconcile the gap 3 networks', 'CLARIFY'],
      ['-', 'reconcile last week, gap of 5 networks', 'CLARIFY'],
      ['reconcile last week', 'gap 5 days', 'CLARIFY'],
    ]);
  });
});

describe('hours after an explanation of one day keep its filters; a place said beside them is asked (./hour-of-table.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['why revenue yesterday', 'only 6-9pm', 'why revenue 2026-11-26T18:00..2026-11-26T21:00'],
      ['why revenue yesterday country=US', 'what about 6-9pm', 'why revenue 2026-11-26T18:00..2026-11-26T21:00 country=US'],
      // (JP would have been dropped: the explanation of all countries' hours)
      ['why revenue yesterday', '6-9pm in JP', 'CLARIFY'],
      ['why revenue yesterday', '6-9pm on android', 'CLARIFY'],
    ]);
  });
});

describe('a connected account removed by its name, never by a word that describes it (./connect-orders.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'remove the acme-eu account', 'connect remove acme-eu'],
      ['-', 'disconnect the globex connection', 'connect remove globex'],
      ['-', 'remove the old-eu account', 'connect remove old-eu'],
      ['-', 'remove the old account', 'CLARIFY'],
      ['-', 'remove the test account', 'CLARIFY'],
      ['-', 'remove the android account', 'CLARIFY'],
      ['-', 'drop the default connection', 'CLARIFY'],
      ['-', 'remove the bidder_alpha account', 'CLARIFY'],
      ['-', 'delete the other connection', 'CLARIFY'],
    ]);
  });
});

describe('YAML asked in the thread of another report: only a configuration is YAML, asked back (./asks-kept.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['config show live', 'as a YAML file', 'config show live yaml'],
      ['-', 'Show the current live config as a YAML file.', 'config show live yaml'],
      ['breakdown by=country last week', 'the draft config as a yaml file', 'config show draft yaml'],
      ['breakdown by=country last week', 'as a yaml file', 'CLARIFY'],
      ['revenue yesterday', 'as a YAML file', 'CLARIFY'],
      ['revenue yesterday', 'as yaml', 'CLARIFY'],
      ['revenue yesterday', 'send it as a yaml file', 'CLARIFY'],
    ]);
  });
});

describe('a comparison\'s short name before a lone period: what is compared with it asked, never dropped (./asks-kept.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue 2026-10-01..2026-10-31', 'month over month vs september?', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['-', 'october revenue month over month vs september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['-', 'rev oct mom vs sept by app', 'revenue 2026-10-01..2026-10-31 vs=previous by app'],
      // (September alone, or October 2025 alone, would be shown with no comparison)
      ['-', 'revenue month over month vs september', 'CLARIFY'],
      ['-', 'revenue yoy vs october 2025', 'CLARIFY'],
      ['-', 'revenue mom, vs september, by country', 'CLARIFY'],
    ]);
  });
});

describe('a requests export\'s status in words, never when negated (./follow-edits.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['export requests 2026-11-25', 'only the ones that timed out', 'export requests 2026-11-25 status=timeout'],
      ['export requests 2026-11-25', 'include only the no-fill requests', 'export requests 2026-11-25 status=no_fill'],
      ['export requests 2026-11-25', 'show me the ones that didn\'t time out', 'CLARIFY'],
      ['export requests 2026-11-25', 'only the ones that did not time out', 'CLARIFY'],
    ]);
  });
});

describe('"for the same quarter/month/week" in a thread over dates: the thread\'s period only when it spans one (./thread-said.ts)', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders 2026-07-01..2026-09-30', 'and eCPM ranking for the same quarter', 'bidders 2026-07-01..2026-09-30 sort=ecpm'],
      ['revenue last month', 'fill rate for the same month', 'revenue last month'],
      // (a quarter's dates are no month nor week; a week's dates no quarter)
      ['revenue 2026-07-01..2026-09-30', 'fill rate for the same month', 'CLARIFY'],
      ['revenue 2026-07-01..2026-09-30', 'fill rate for the same week', 'CLARIFY'],
      ['revenue 2026-11-01..2026-11-07', 'fill rate for the same quarter', 'CLARIFY'],
    ]);
  });
});
