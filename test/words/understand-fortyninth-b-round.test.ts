// understand() on issue 38's round 49 (t49b, the eighty-seventh set: a finance controller closing the
// month): classes the set found misread, fixed generally, each with neighbours that keep their reading.
// CLARIFY rows are asks that must be asked back, the closest command offered. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a subcommand asked about as a command ("what does the X command do"): its help', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what can the export command do?', 'help export'],
      ['-', 'what does the revenue command do', 'help revenue'],
      ['-', 'what can the bidders command do', 'help bidders'],
      // (the bot asked, and a figure's name alone, keep the general help)
      ['-', 'what can you do', 'help'],
      ['-', 'what can the bot do', 'help'],
    ]);
  });
});

describe('the YAML asked after a validation: the configuration shown as a file', () => {
  it('reads each as labelled', () => {
    check([
      ['config validate live', 'send over the whole yaml of the live one', 'config show live yaml'],
      ['config validate draft', 'as yaml please', 'config show draft yaml'],
      ['config validate version 12', 'yaml', 'config show version 12 yaml'],
      // (another configuration validated, or a file after a show, keep their readings)
      ['config validate draft', 'and the live one?', 'config validate live'],
      ['config show live', 'as yaml', 'config show live yaml'],
    ]);
  });
});

describe('a what-if ("what would revenue have been had …"): asked back, no report answers it', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how much would we have made if the banner test had shipped in september', 'CLARIFY'],
      ['-', 'what would revenue have been without the floor test', 'CLARIFY'],
      ['revenue last month', 'would that have been higher with the new floors?', 'CLARIFY'],
      // (a polite "would" keeps the ask)
      ['-', 'would you show me revenue for september', 'revenue 2026-09-01..2026-09-30'],
      ['-', 'I would like revenue for september', 'revenue 2026-09-01..2026-09-30'],
    ]);
  });
});

describe('a half of a calendar year ("the second half of 2025"): its six months', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue for the second half of 2025', 'revenue 2025-07-01..2025-12-31'],
      ['-', 'fill rate for the first half of last year', 'revenue 2025-01-01..2025-06-30'],
      // (a half of a month keeps its days)
      ['-', 'revenue for the second half of october', 'revenue 2026-10-16..2026-10-31'],
    ]);
  });
});

describe('months joined by "through" ("april through june"): one span of whole months', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue april through june', 'revenue 2026-04-01..2026-06-30'],
      ['-', 'ecpm from february thru march 2026', 'revenue 2026-02-01..2026-03-31'],
      ['-', 'revenue for the second quarter (april through june)', 'revenue 2026-04-01..2026-06-30'],
      ['-', 'revenue for last quarter, july through september, please', 'revenue 2026-07-01..2026-09-30'],
      // ("to" may ask a move from one month to the other: still asked; a restatement of other months is asked)
      ['-', 'revenue from september to october', 'CLARIFY'],
      ['-', 'revenue last quarter, april through june', 'CLARIFY'],
    ]);
  });
});

describe('reconcile’s gap said as differences or discrepancies, a number in words; "the period" before its dates', () => {
  it('reads each as labelled', () => {
    check([
      ['reconcile last month', 'just the discrepancies above 3 percent', 'reconcile last month gap=3%'],
      ['-', 'reconcile september, differences over two percent', 'reconcile 2026-09-01..2026-09-30 gap=2%'],
      ['-', 'revenue for the period 2026-11-01 to 2026-11-10', 'revenue 2026-11-01..2026-11-10'],
      // (a figure's differences stay the figure's; a period without its dates is still asked)
      ['-', 'revenue differences greater than 2 percent between ios and android', 'CLARIFY'],
      ['-', 'revenue for that period', 'CLARIFY'],
    ]);
  });
});

describe('a city’s clock said short before "time" ("sf time"): its zone', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'hourly revenue yesterday sf time', 'breakdown by=hour metrics=revenue yesterday tz=America/Los_Angeles'],
      ['-', 'ecpm by hour yesterday in la time', 'breakdown by=hour metrics=ecpm yesterday tz=America/Los_Angeles'],
      // (New York said short by a New York asker: kept or dropped, the sets disagree — asked)
      ['-', 'ecpm by hour yesterday in nyc time', 'CLARIFY'],
      // (the short name alone is no clock: asked)
      ['-', 'revenue la yesterday', 'CLARIFY'],
    ]);
  });
});
