// understand() on issue 38's thirty-sixth round: the wrong and clarified lines of the fiftieth set (a
// finance analyst and a controller at month end, formal and polite, long multi-clause messages), each
// class on phrasings of this file's own (never the set's lines) and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('the formal voice of the fiftieth set, by class (./formal-voice.ts)', () => {
  it('drops courtesy said the long way ("at your earliest convenience", "if you would be so kind", "I would be grateful if you could")', () => {
    is('When it is convenient for you, could you send over the revenue for last week?', 'revenue last week');
    is('We would be grateful if you could pull revenue by country for last month.', 'revenue last month by country');
    is('Revenue for yesterday on Android, if at all possible.', 'revenue yesterday os=Android');
    is('We would like to request the bidders report for last week, thank you kindly.', 'bidders last week');
  });

  it('reads a day of the month written out as an ordinal where it stands as a day, and a span of such days', () => {
    is('Please send revenue for Tuesday the seventeenth.', 'revenue 2026-11-17');
    is('Revenue from Tuesday the tenth to Friday the thirteenth, please.', 'revenue 2026-11-10..2026-11-13');
    is('revenue for the second through the sixth of November', 'revenue 2026-11-02..2026-11-06');
    is('revenue for the week of the second through the eighth of November', 'revenue 2026-11-02..2026-11-08');
    // ("Friday the twentieth" asked on a Friday names a Friday gone by, not today)
    is('What was revenue on Friday the thirteenth?', 'revenue 2026-11-13');
    // ("the first half", "the second week" are no days; "last friday the twentieth" the reader read whole already)
    is('revenue for the first half of November', 'revenue 2026-11-01..2026-11-15');
  });

  it('drops a sentence after the ask that tells what the figures are for, when it narrows nothing', () => {
    is('Could you give me the revenue for last month? I am finalising the close package for the auditors.', 'revenue last month');
    is('Kindly share month-to-date revenue by app; treasury requires it for the cash forecast.', 'revenue mtd by app');
    is('Could you explain why fill rate fell yesterday? The controller noticed a variance in the flash report.', 'why fill_rate yesterday');
    is('Could you pull revenue for last week, so that we can update the weekly memo?', 'revenue last week');
    is('Please provide revenue for yesterday compared with last year, as the holiday moved this year.', 'revenue yesterday vs=year');
    // (a sentence after the ask that narrows it, or names a period the ask has not, stays part of it)
    is('Could you give me revenue by country? I only need it for iOS.', 'revenue by country os=iOS');
    is('Could you give me revenue by app? We need it for last week.', 'revenue last week by app');
    // (a word there the reader does not know, and not of a finance team's work, may narrow: asked back)
    asks('Could you share revenue for last month? I am preparing figures for the premium tier.');
    asks('Could you share revenue for last month? We are closing the books for the EMEA entities.');
  });

  it('reads "limit/restrict/narrow this to X" and "for X alone" in a thread as only X', () => {
    after('revenue last week by country', [['Would you kindly restrict that to iOS?', 'revenue last week by country os=iOS']]);
    after('why revenue yesterday', [['Could you narrow the explanation down to Germany?', 'why revenue yesterday country=DE']]);
    after('revenue mtd', [['And the same number for France alone, please.', 'revenue mtd country=FR']]);
    after('bidders yesterday', [['Please confine it to Android users only.', 'bidders yesterday os=Android']]);
  });

  it('reads a country said as its adjective before what is counted there ("the Mexican market", "Korean revenue")', () => {
    is('What was revenue in the Mexican market last week?', 'revenue last week country=MX');
    is('Please send the Korean revenue for yesterday.', 'revenue yesterday country=KR');
    // (a language or anything else after it is no country)
    asks('Please send the Spanish translation of the report.');
  });

  it('reads "quarter to date", "the bidder summary", "help me understand why"', () => {
    is('Could you share quarter-to-date revenue, please?', 'revenue this quarter');
    is('Kindly send the bidder overview for yesterday, sorted by win rate.', 'bidders yesterday sort=win_rate');
    is('Would you help us understand why ecpm fell last week?', 'why ecpm last week');
  });

  it('keeps the thread\'s month when "month over month" is said after it, and reads "run the reconciliation for …" as the report', () => {
    after('revenue 2026-09-01..2026-09-30', [['Could you explain the month over month change, please?', 'why revenue 2026-09-01..2026-09-30 vs=previous']]);
    is('Please run the reconciliation for the last 14 days.', 'reconcile last 14d');
    // (a Task asked for as a task is the Task)
    is('run the monthly network reconciliation task', 'tasks task_network_recon_tokyo');
  });

  it('reads "for the same month", "for that day" in a thread as the thread\'s own period', () => {
    after('why ecpm last week', [['Would you kindly show the bidders for the same week?', 'bidders last week']]);
    after('revenue last month', [['Could you please pull the network report over that same month?', 'network last month']]);
    after('why revenue yesterday', [['May I see the auction statistics for that date, please?', 'auction stats yesterday']]);
  });
});
