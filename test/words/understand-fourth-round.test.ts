// understand() on issue 38's fourth round (the thirteenth set's classes), each on words of its own,
// not a line of a set; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { unpaste } from '../../commands/words/pasted.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });

describe('accounts, as an agency says them', () => {
  it.each([
    ['revenue by account last week', 'revenue last week account=all'], ['bidders across all our accounts yesterday', 'bidders yesterday account=all'],
    ['revenue for each client this month', 'revenue mtd account=all'], ['ecpm for the acme account yesterday', 'revenue yesterday account=acme'],
    ['why did fill drop for account initech yesterday', 'why fill_rate yesterday account=initech'], ['connect another account', 'connect'],
    ['which channels are linked to which accounts', 'connect show'],
  ])('%s → %s', is);

  it('never takes a word of a period, a place or "my" for an account’s name', () => {
    for (const words of ['revenue for my account yesterday', 'revenue for the demo account yesterday', 'revenue for the japan account']) expect(ask(words).kind, words).toBe('clarify');
    expect(ask('revenue for the acme account last week')).toEqual({ kind: 'command', text: 'revenue last week account=acme' });
  });

  it('asks where the report has no row per account, and follows an account in a thread', () => {
    expect(ask('auction auc_aos0d4000 for all accounts').kind).toBe('clarify');
    is('and acme?', 'bidders yesterday account=acme', { previous: 'bidders yesterday account=initech' });
    is('same for every account', 'revenue yesterday account=all', { previous: 'revenue yesterday' });
  });
});

describe('text pasted from an email, a ticket or a template', () => {
  it.each([
    ['RE: FW: could you pull revenue by country for last week? Thanks, Priya', 'revenue last week by country'],
    ['OPS-77: investigate fill drop in FR on 11/23', 'why fill_rate 2026-11-23 country=FR'],
    ['Severity: low. Summary: revenue yesterday in Japan', 'revenue yesterday country=JP'],
    ['ecpm yesterday? Sent from my Android', 'revenue yesterday'], ['> how did germany do last week (via the sales team)', 'revenue last week country=DE'],
    ['Bidders | period: last month | account: acme', 'bidders last month account=acme'], ['Friday huddle: revenue this week', 'revenue this week'],
  ])('%s → %s', is);

  it('leaves plain words as they are', () => {
    expect(unpaste('revenue in Germany last week')).toBe('revenue in Germany last week');
    expect(unpaste('revenue on 11/3')).toBe('revenue on 11/3');
  });
});

describe('British dates, holidays and comparisons said otherwise', () => {
  it.each([
    ['revenue on 23/11', 'revenue 2026-11-23'], ['impressions from 2/11 to 14/11', 'revenue 2026-11-02..2026-11-14'],
    ['revenue w/c 9th November', 'revenue 2026-11-09..2026-11-15'], ['revenue on Tuesday 24/11', 'revenue 2026-11-24'],
    ['revenue Tuesday just gone', 'revenue 2026-11-24'], ['revenue on christmas day', 'revenue 2025-12-25'],
    ['revenue the day before thanksgiving', 'revenue 2026-11-25'], ['thanksgiving vs last year’s thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
    ['revenue on labor day', 'revenue 2026-09-07'], ['revenue yesterday, it was thanksgiving', 'revenue 2026-11-26'],
    ['fill today vs a typical friday', 'revenue today vs=week'], ['revenue last 14 days vs the previous 14 days', 'revenue last 14d vs=previous'],
    ['revenue the weekend before christmas', 'revenue 2025-12-20..2025-12-21'], ['revenue last black friday', 'revenue 2025-11-28'],
    ['black friday 2025 by country', 'revenue 2025-11-28 by country'], ['revenue for w/e 15 Nov', 'revenue 2026-11-09..2026-11-15'],
  ])('%s → %s', is);

  it('asks when two names of days are not the same day, or a day is compared with a year', () => {
    expect(ask('revenue yesterday, it was black friday').kind).toBe('clarify');
    expect(ask('revenue thanksgiving last year vs this year').kind).toBe('clarify');
  });
});

describe('finance, data engineers, UA', () => {
  it.each([
    ['revenue by country last month for the board deck', 'revenue last month by country'], ['export requests that errored on the 24th', 'export requests 2026-11-24 status=error'],
    ['export the filled requests for yesterday', 'export requests yesterday status=filled'], ['network last week by provider and format csv', 'network last week by provider,format csv'],
    ['revenue per user per day by country last week', 'breakdown by=country metrics=arpdau last week'], ['is the live config broken', 'config validate live'],
    ['ping me when the draft config breaks', 'alerts add config draft'], ['what do the partners say they owe us for last week', 'demand last week'],
    ['gaps over 4% between our revenue and the networks last week', 'reconcile last week gap=4%'], ['who ran commands on the bot lately', 'audit'],
    ['when will the banner refresh test have enough data', 'abtest abt_demo_directional'],
  ])('%s → %s', is);

  it('keeps a place or a platform before what a piece of work is for', () => {
    expect(ask('revenue for the android file')).toEqual({ kind: 'command', text: 'revenue os=Android' });
    expect(ask('revenue for the US deck').kind).toBe('clarify');
  });
});

describe('follow-ups of this round', () => {
  it.each([
    ['no-bid reasons?', 'auction stats last week metric=nonbid_reason', 'auction stats last week'], ['day by day please', 'breakdown by=day metrics=revenue last 7d', 'revenue last 7d'],
    ['the weekend one', 'tasks task_weekend_recap_sydney', 'tasks'],
  ])('%s after %s', (words, text, previous) => is(words, text, { previous }));
});
