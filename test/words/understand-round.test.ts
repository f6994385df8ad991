// understand() on this round's rules (issue 38), each on words of its own; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ctx = (more: Partial<WordsContext> = {}): WordsContext => ({ ...SET_CONTEXT, ...more });
const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, ctx(more));

// Issue 38's round: rules for dates said otherwise, relayed and chatty asks, names typed short, and
// the classes of the wrong answers (each checked on words of its own, not a line of a set).
describe('dates said otherwise, and other rules of issue 38', () => {
  it.each([
    ['revenue week 45', 'revenue 2026-11-02..2026-11-08'], ['reconcile wk 46', 'reconcile 2026-11-09..2026-11-15'],
    ['revenue july 2026', 'revenue 2026-07-01..2026-07-31'], ['revenue 2024', 'revenue 2024-01-01..2024-12-31'],
    ['revenue 5-9 oct', 'revenue 2026-10-05..2026-10-09'], ['revenue from the 2nd to the 6th', 'revenue 2026-11-02..2026-11-06'],
    ['revenue between 3 and 8 october', 'revenue 2026-10-03..2026-10-08'], ['revenue for the second half of september', 'revenue 2026-09-16..2026-09-30'],
    ['revenue on christmas', 'revenue 2025-12-25'], ['revenue since the 3rd', 'revenue 2026-11-03..2026-11-27'],
    ['revenue for the week of the 9th', 'revenue 2026-11-09..2026-11-15'], ['revenue oct 20 through yesterday', 'revenue 2026-10-20..2026-11-26'],
    ['revenue mon and tue', 'revenue 2026-11-23..2026-11-24'], ['revenue since the start of the month', 'revenue mtd'],
    ['revenue september vs august', 'revenue 2026-09-01..2026-09-30 vs=previous'], ['revenue september vs july', 'revenue 2026-09-01..2026-09-30 vs=2026-07-01..2026-07-31'],
    ['revenue this month vs the same month last year', 'revenue mtd vs=year'], ['revenue last wek', 'revenue last week'],
    ['ecpm by app lw', 'breakdown by=app metrics=ecpm last week'], ['revenue nov 1 to nov 7 by country', 'revenue 2026-11-01..2026-11-07 by country'],
    ['wk45 rev', 'revenue 2026-11-02..2026-11-08'], ['imps last wknd', 'revenue 2026-11-21..2026-11-22'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks which period when words could mean two, offering each', () => {
    const weeks = ask('revenue three weeks ago');
    expect(weeks).toMatchObject({ kind: 'clarify', suggestions: ['revenue 2026-11-02..2026-11-08', 'revenue 2026-11-06'] });
    expect(ask('revenue q2')).toMatchObject({ kind: 'clarify', suggestions: ['revenue 2026-04-01..2026-06-30'] });
    for (const words of ['revenue monday and thursday', 'revenue week 52', 'revenue on 31 november']) expect(ask(words).kind, words).toBe('clarify');
  });

  it.each([
    ['tasks list', 'tasks'], ['no bids in DE yesterday', 'auction stats yesterday country=DE'], ['no bid reasons yesterday', 'auction stats yesterday metric=nonbid_reason'],
    ['how many bids did bravo make last week', 'bidders last week'], ['are the network numbers the same as ours yesterday', 'reconcile yesterday'],
    ['tiny farm on android ecpm yesterday', 'breakdown by=app metrics=ecpm yesterday'], ['timeout rate last week', 'auction stats last week'],
    ['my boss says revenue in Germany dipped yesterday, why', 'why revenue yesterday country=DE'], ['apologies to bug you again, revenue by country last week', 'revenue last week by country'],
    ['no rush, but when you get a chance could you pull ecpm by country for last week', 'breakdown by=country metrics=ecpm last week'], ['any idea why fill dropped in japan yesterday', 'why fill_rate yesterday country=JP'],
    ['echoo win rate', 'bidders sort=win_rate'], ['revenue in españa last week', 'revenue last week country=ES'], ['who can export', 'access'], ['list all experiments', 'abtest list'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks back about an earlier question it cannot see, the bot’s memory, a clause that narrows or is not understood, an A/B test’s own day', () => {
    for (const words of ['the same breakdown as friday but for Japan', 'what did I ask you last week', 'revenue yesterday, excluding the beta', 'revenue yesterday, the new sdk', 'how did the banner test do on day 1']) expect(ask(words).kind, words).toBe('clarify');
  });

  it('reads a holiday as a day of spans and weeks, and never takes a name for who relays a question', () => {
    expect(ask('revenue since thanksgiving')).toEqual({ kind: 'command', text: 'revenue 2026-11-26..2026-11-27' });
    expect(ask('revenue the week of thanksgiving')).toEqual({ kind: 'command', text: 'revenue 2026-11-23..2026-11-27' });
    expect(ask('bidder alpha says they paid us more last week')).toEqual({ kind: 'command', text: 'demand last week source=bidder_alpha' });
    expect(ask('ecpm mon-fri')).toEqual({ kind: 'command', text: 'revenue 2026-11-16..2026-11-20' });
  });

  it('asks rather than drop a second period a report cannot compare with, and reads other languages’ names only for the account’s countries', () => {
    expect(ask('fill by format week 47 vs week 46')).toMatchObject({ kind: 'clarify', suggestions: ['breakdown by=format metrics=fill_rate 2026-11-16..2026-11-22'] });
    expect(ask('revenue frankreich')).toEqual({ kind: 'command', text: 'revenue country=FR' });
    expect(ask('revenue maurice').kind).toBe('clarify');
  });

  it('applies a source, a CSV and no-fill in a thread', () => {
    expect(ask('only alpha', { previous: 'demand last week' })).toEqual({ kind: 'command', text: 'demand last week source=bidder_alpha' });
    expect(ask('as a csv', { previous: 'breakdown by=app metrics=ecpm yesterday' })).toEqual({ kind: 'command', text: 'breakdown by=app metrics=ecpm yesterday csv' });
    expect(ask('no fill only', { previous: 'export requests 2026-11-24' })).toEqual({ kind: 'command', text: 'export requests 2026-11-24 status=no_fill' });
    expect(ask('and the day before?', { previous: 'export impressions 2026-11-24' })).toEqual({ kind: 'command', text: 'export impressions 2026-11-23' });
    expect(ask('the day after', { previous: 'why revenue 2026-11-24' })).toEqual({ kind: 'command', text: 'why revenue 2026-11-25' });
    expect(ask('the day before', { previous: 'revenue last week' }).kind).toBe('clarify');
  });
});
