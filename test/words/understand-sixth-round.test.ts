// understand() on issue 38's sixth round (the fifteenth set's classes), each on words of its own,
// not a line of a set; pure, called directly. First the one fail-closed rule (commands/words/carried.ts):
// a part the words asked for that the command about to run does not carry is asked back.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const offers = (words: string, text: string, more: Partial<WordsContext> = {}) => {
  const got = ask(words, more);
  expect(got.kind, words).toBe('clarify');
  expect(got.kind === 'clarify' && got.suggestions, words).toEqual([text]);
};

describe('a narrowing the command does not carry is asked back, the command offered', () => {
  it.each([
    // a comparison a table cannot make
    ['ecpm for interstitials vs last week in germany', 'breakdown by=format metrics=ecpm country=DE'],
    // a split, a country, a platform, a figure the report has not
    ['bidders on android in france yesterday by format', 'bidders yesterday country=FR os=Android'],
    ['demand for bravo in japan', 'demand source=bidder_bravo'],
    ['reconcile for android', 'reconcile'],
    // (round 49: a country is the network report's own filter.country now — its platform is not)
    ['network report on android last week', 'network last week'],
    ['the coins test in germany', 'abtest abt_demo_turning'],
    ['scheduled tasks for tiny farm', 'tasks'],
    ['revenue yesterday as csv', 'revenue yesterday'],
  ])('%s → asks, offering %s', offers);

  it('asks where two countries, users or a share are named and the command carries one, none or none', () => {
    offers('what about france and spain', 'bidders last week country=ES', { previous: 'bidders last week' });
    offers('how many users did each app have last week', 'revenue last week by app');
    offers('revenue up 15% in canada?', 'revenue country=CA');
    // (a share said with a move is the size of the move an explanation explains)
    is('why did ecpm fall 12% in japan yesterday', 'why ecpm yesterday country=JP');
  });

  it('holds an export to its own rows and the auction picture to its own figures', () => {
    is('revenue for the 24th', 'revenue 2026-11-24', { previous: 'export impressions yesterday' });
    offers('auction revenue in japan yesterday', 'auction stats yesterday country=JP');
  });

  it('holds a follow-up to the same rule', () => {
    offers('and for native in canada', 'revenue yesterday country=CA', { previous: 'revenue yesterday' });
    offers('same for alpha', 'revenue yesterday', { previous: 'revenue yesterday' });
  });

  it('answers where the command carries every part: as a filter, a row, or what the report is', () => {
    is('why did revenue drop in japan yesterday', 'why revenue yesterday country=JP');
    is('auction stats for puzzle quest yesterday', 'auction stats yesterday app=com.acmegames.puzzlequest');
    is('which bidder had the worst win rate in japan', 'bidders country=JP sort=win_rate');
    is('fill rate hourly yesterday in the US on android', 'breakdown by=hour metrics=fill_rate yesterday country=US os=Android');
    is('for puzzle quest', 'auction stats yesterday app=com.acmegames.puzzlequest', { previous: 'auction stats yesterday' });
    is('vs last year', 'auction stats yesterday vs=year', { previous: 'auction stats yesterday' });
  });

  it('keeps a platform before what a piece of work is for, which is no CSV', () => is('ecpm for the ios file', 'revenue os=iOS'));
});

describe('negations the glue would drop', () => {
  it.each([
    ['no need to split it by os, just revenue for this week', 'revenue this week'],
    ['not by os, by format: ecpm last week', 'breakdown by=format metrics=ecpm last week'],
    ['no chart needed, ecpm yesterday', 'revenue yesterday'],
    ['do not count test traffic, bidders yesterday', 'bidders yesterday test=production'],
    ['which bidders did not bid in brazil last week', 'auction stats last week country=BR'],
  ])('%s → %s', is);

  it('asks where a value is not wanted, offering the figures for all (never filtered to it)', () => {
    offers("don't include iOS, ecpm yesterday", 'revenue yesterday');
    offers('never show banner: fill by format last week', 'breakdown by=format metrics=fill_rate last week');
  });
});

describe('a short message in a thread changes two parts of its question', () => {
  it.each([
    ['impressions on tuesday instead', 'why impressions 2026-11-24', 'why revenue yesterday'],
    ['requests for the 20th', 'export requests 2026-11-20', 'export impressions yesterday'],
    ['japan, and for ecpm', 'why ecpm yesterday country=JP', 'why fill_rate yesterday country=US'],
    ['worldwide, by win rate', 'bidders last week sort=win_rate', 'bidders last week country=FR'],
    ['fill instead, and bottom 3', 'breakdown by=app yesterday metrics=fill_rate bottom=3', 'breakdown by=app metrics=revenue yesterday'],
  ])('%s → %s (after %s)', (words, text, previous) => is(words, text, { previous }));

  it('still asks after thanks or a part the thread cannot take', () => {
    expect(ask('cheers!', { previous: 'revenue last week' }).kind).toBe('clarify');
    expect(ask('for tiny farm on tuesday', { previous: 'bidders yesterday' }).kind).toBe('clarify');
  });
});

describe('names said otherwise', () => {
  it('reads a bidder said with what it is ("Delta (the bidder)") as that bidder alone', () => is('what does Delta (the bidder) say about last week', 'demand last week source=bidder_delta'));
  it("takes an id typed in another case as the account's own", () => {
    is('ABT_DEMO_TURNING results', 'abtest abt_demo_turning');
    is('when does TASK_AB_WATCH_LA run', 'tasks task_ab_watch_la');
  });
});

describe('numbers written in words', () => {
  it.each([
    ['bottom four countries by ecpm last week', 'breakdown by=country metrics=ecpm last week bottom=4'],
    ['the last forty bids in spain', 'auction bids country=ES limit=40'],
    ['tell me if fill rate drops twelve percent', 'alerts add fill_rate drop 12%'],
    ['apps with more than two thousand in revenue yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>2000'],
    ['revenue over the past twenty-eight days', 'revenue last 28d'],
    ['alert me when revenue falls by half', 'alerts add revenue drop 50%'],
  ])('%s → %s', is);

  it('reads a number of a year\'s digits after "more than" as an amount, not a year', () => is('countries with more than 2000 in revenue last week', 'breakdown by=country metrics=revenue last week having=revenue>2000'));

  it('leaves a day said in words, and "one" alone, as they were', () => {
    is('export the requests for november twenty second', 'export requests 2026-11-22');
    is('the banner one', 'abtest abt_demo_directional', { previous: 'abtest abt_demo_turning' });
  });

  it('asks where a number makes a second ask of the message', () => asks('show revenue and also set up an alert if it drops more than fifteen percent'));
});

describe('names and shorthand typed otherwise', () => {
  it.each([
    ['fill in the u.s. on Andr-oid yesterday', 'revenue yesterday country=US os=Android'],
    ['wordrush.android fill last week', 'breakdown by=app metrics=fill_rate last week'],
    ['top3 countries ecpm yday', 'breakdown by=country metrics=ecpm yesterday top=3'],
    ['bottom5 apps rev lw', 'breakdown by=app metrics=revenue last week bottom=5'],
    ['ecpm wtd vs ly', 'revenue this week vs=year'],
    ['fill jp 3d ago', 'revenue 2026-11-24 country=JP'],
    ['dmnd alpha lw', 'demand last week source=bidder_alpha'],
  ])('%s → %s', is);
});

describe('relative dates in other forms', () => {
  it.each([
    ['fill two weeks ago yesterday', 'revenue 2026-11-12'],
    ['bidders three wednesdays ago', 'bidders 2026-11-11'],
    ['revenue the thursday before last', 'revenue 2026-11-19'],
    ['bidders for yesterday and the day before', 'bidders 2026-11-25..2026-11-26'],
    ['revenue on the first day of october', 'revenue 2026-10-01'],
    ['impressions the week so far', 'revenue this week'],
    ['fill for the 5 most recent days', 'revenue last 5d'],
    ['revenue over the last 14 days, excluding today', 'revenue last 14d'],
  ])('%s → %s', is);

  it('takes the second of "not X, Y" in a thread', () => is('not today, yesterday', 'bidders yesterday', { previous: 'bidders today' }));
});

describe('counts, alerts, days and conditions said otherwise', () => {
  it.each([
    ['the 30 latest bids in japan', 'auction bids country=JP limit=30'],
    ['a 15% ecpm drop alert here', 'alerts add ecpm drop 15% here'],
    ['revenue on october the thirty-first', 'revenue 2026-10-31'],
    ['are the networks out by more than 4% last week', 'reconcile last week gap=4%'],
    ['correct me if I\'m wrong, impressions fell on tuesday, why', 'why impressions 2026-11-24'],
  ])('%s → %s', is);
});

describe("a question of its own in a thread keeps the thread's period", () => {
  it.each([
    ['ecpm for native', 'breakdown by=format metrics=ecpm last week', 'revenue last week'],
    ['fill by app', 'breakdown by=app metrics=fill_rate 2026-11-24', 'why fill_rate 2026-11-24'],
  ])('%s → %s (after %s)', (words, text, previous) => is(words, text, { previous }));

  it('names its own period when it says one', () => is('ecpm for native yesterday', 'breakdown by=format metrics=ecpm yesterday', { previous: 'revenue last week' }));
});

describe('a requests export refined, and spans said with "over"', () => {
  it('reads timeouts after a requests export as its status', () => is('just timeouts in japan', 'export requests 2026-11-24 country=JP status=timeout', { previous: 'export requests 2026-11-24' }));
  it('reads "over 14 days" as the span', () => is('by country instead, over 14 days', 'breakdown by=country metrics=fill_rate last 14d', { previous: 'breakdown by=app metrics=fill_rate yesterday' }));
});

describe('the words before a buried ask are held to the same rule', () => {
  it('answers when the ask carries what the story named, asks when it does not', () => {
    const story = 'ok so the client keeps saying their ios numbers look off and I promised to check, can you give me';
    is(`${story} ios revenue for germany yesterday`, 'revenue yesterday country=DE os=iOS');
    asks(`${story} revenue for germany yesterday`);
  });
});
