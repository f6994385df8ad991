// understand() on issue 38's eighth round (the eighteenth set's classes), each on words of its own,
// not a line of a set; pure, called directly. Wrong answers first: a weekday that is not the date's,
// an earlier ask pointed at outside a thread, a figure added "too", networks "how far off" from ours;
// then the classes asked back: Slack's markup and pointers, Spanish and Portuguese words.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');

describe('asked back, never answered: the wrong answers\' classes', () => {
  it('asks which day when the weekday said is not the date\'s', () => {
    asks('ecpm on tuesday the 30th');
    asks('bidders for sunday the 25th');
    asks('fill wednesday, nov 20');
    // (a weekday that restates its date is the date)
    is('revenue on wednesday the 25th', 'revenue 2026-11-25');
    is('revenue Thu 11/26', 'revenue 2026-11-26');
  });

  it('asks about an earlier ask pointed at outside a thread', () => {
    asks('run that one again');
    asks('could you do the same thing again please');
    is('bidders yesterday again', 'bidders yesterday');
  });

  it('reads networks "how far off" from ours as reconciling', () => {
    is('how far off are the nets from us last week', 'reconcile last week');
    is('how far apart were the networks and our numbers in september', 'reconcile 2026-09-01..2026-09-30');
  });

  it('adds a figure said "too" beside the table\'s', () => {
    is('fill rate too', 'breakdown by=country metrics=revenue,fill_rate yesterday', { previous: 'breakdown by=country metrics=revenue yesterday' });
    is('impressions too please', 'breakdown by=format metrics=ecpm,impressions last week', { previous: 'breakdown by=format metrics=ecpm last week' });
  });
});

describe('Slack\'s markup and pointers, made plain', () => {
  it.each([
    ['*fill rate* in `DE` last week', 'revenue last week country=DE'],
    ['_bidders_ for *yesterday*', 'bidders yesterday'],
    ['please run `/adops network last week` for me', 'network last week'],
    ['```why ecpm yesterday```', 'why ecpm yesterday'],
    ['~revenue~ impressions by *app* this week', 'breakdown by=app metrics=impressions this week'],
    ['• bidders • this week • sorted by win rate', 'bidders this week sort=win_rate'],
    ['1. revenue 2. last month 3. by country', 'revenue last month by country'],
    ['- reconcile last week', 'reconcile last week'],
    ['from <#C0999XYZ|growth>: revenue mtd', 'revenue mtd'],
    ['<https://wiki.example.com/runbook|runbook> says check bidders yesterday', 'bidders yesterday'],
    ['https://grafana.example.com/d/abc?from=now-7d revenue last 7 days', 'revenue last 7 days'],
    ['<@U0LEAD42> wants bidders for last week', 'bidders last week'],
    ['posted in #ops-chat: revenue yesterday in Japan', 'revenue yesterday country=JP'],
  ])('%s → %s', (words, text) => is(words, text));

  it('never drops the channel an alert is asked to post in', () => {
    // (asked back until the ninth round, which carries it)
    is('alert me in <#C0ABC12|ops> if revenue drops 20%', 'alerts add revenue drop 20% channel=C0ABC12');
  });

  it('keeps a numbered list apart from a date\'s dots', () => {
    is('revenue 24.11.', 'revenue 2026-11-24');
  });

  it('reads markup in a thread', () => {
    is('`by format` please', 'revenue last week by format', { previous: 'revenue last week' });
    is('*only* test traffic', 'revenue yesterday test=test', { previous: 'revenue yesterday' });
  });
});

describe('Spanish and Portuguese words in an English ask', () => {
  it.each([
    ['revenue de hoje no México', 'revenue today country=MX'],
    ['cuánto ecpm hoy en Japón', 'revenue today country=JP'],
    ['bidders de la semana pasada ordenados por bid rate', 'bidders last week sort=bid_rate'],
    ['por qué cayó el fill rate ayer', 'why fill_rate yesterday'],
    ['receita do mês passado por país', 'revenue last month by country'],
    ['impressions del martes en iOS', 'revenue 2026-11-24 os=iOS'],
    ['quem tem acesso?', 'access'],
  ])('%s → %s', (words, text) => is(words, text));

  it('reads a Spanish or Portuguese follow-up in a thread', () => {
    is('e na Alemanha?', 'revenue yesterday country=DE', { previous: 'revenue yesterday country=FR' });
    is('y para iOS?', 'bidders last week os=iOS', { previous: 'bidders last week' });
    is('¿por qué?', 'why revenue last week', { previous: 'revenue last week' });
  });

  it('never reads English words as Portuguese ones', () => {
    is('ecpm so far this month', 'revenue mtd');
    // (an accented letter alone, in a name or a loan word, makes no message Spanish: "no" stays "no")
    const pokemon = ask('Pokémon revenue yesterday, no test traffic');
    expect(pokemon.kind === 'clarify' && pokemon.suggestions).toContain('revenue yesterday test=production');
  });
});

describe('days placed by their position in a month', () => {
  it.each([
    ['revenue for the first 5 days of october', 'revenue 2026-10-01..2026-10-05'],
    ['the last two days of september', 'revenue 2026-09-29..2026-09-30'],
    ['bidders over the last weekend of august', 'bidders 2026-08-29..2026-08-30'],
    ['revenue on the first friday of the month', 'revenue 2026-11-06'],
    ['ecpm on the last monday of last month', 'revenue 2026-10-26'],
    ['network for the first full week of october', 'network 2026-10-05..2026-10-11'],
    ['revenue sep 30 and oct 1', 'revenue 2026-09-30..2026-10-01'],
  ])('%s → %s', (words, text) => is(words, text));

  it('reads a month not yet begun this year as last year\'s', () => {
    is('revenue on the last day of december', 'revenue 2025-12-31');
    is('the first 3 days of december', 'revenue 2025-12-01..2025-12-03');
  });
});

describe('a first clause that says where a question comes from', () => {
  it.each([
    ['client: how did fill do in france this week?', 'revenue this week country=FR'],
    ['verifying the hotfix: bidders today', 'bidders today'],
    ['saw this on the dashboard, why did ecpm drop yesterday', 'why ecpm yesterday'],
    ['cc revenue by format last week', 'revenue last week by format'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('a follow-up asking why, in words of emphasis', () => {
  it('keeps the thread\'s period and reads the figure of "the … part"', () => {
    is('why in france specifically', 'why revenue yesterday country=FR', { previous: 'why revenue yesterday' });
    is('why in japan in particular', 'why revenue yesterday country=JP', { previous: 'revenue yesterday' });
    is('explain the ecpm part', 'why ecpm yesterday', { previous: 'why revenue yesterday' });
    is('what about the fill side', 'why fill_rate last week', { previous: 'why revenue last week' });
  });
});

describe('a config checked or shown in a QA engineer\'s words', () => {
  it.each([
    ['run the linter against version 5', 'config validate version 5'],
    ['validator on the live config please', 'config validate live'],
    ['dump version 8 as yaml', 'config show version 8 yaml'],
    ['please validate the draft', 'config validate draft'],
  ])('%s → %s', (words, text) => is(words, text));
});

describe('a CFO\'s one-liners', () => {
  it.each([
    ['H2 to date by country', 'revenue 2026-07-01..2026-11-27 by country'],
    ['bottom line last week?', 'revenue last week'],
    ['is the data for last week final yet', 'reconcile last week'],
    ['September\'s figures closed?', 'reconcile 2026-09-01..2026-09-30'],
  ])('%s → %s', (words, text) => is(words, text));

  it('still reads "bottom" as a ranking where it ranks', () => {
    is('bottom 3 countries by revenue last week', 'breakdown by=country metrics=revenue last week bottom=3');
  });
});
