// understand() on issue 38's ninth round (the eighteenth set's classes left asked back after the
// eighth), each on words of its own, not a line of a set; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { uncarried } from '../../commands/words/carried.js';
import { read } from '../../commands/words/read.js';
import { tokenize } from '../../commands/words/tokens.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');

describe('a configuration picked by its id, version, live or draft', () => {
  it.each([
    ['is config cfg_2201 valid?', 'config validate id cfg_2201'],
    ['show me config id cfg_77', 'config show id cfg_77'],
    ['any errors in the config draft_floor_cleanup', 'config validate id draft_floor_cleanup'],
    ['show config v4', 'config show version 4'],
  ])('%s → %s', (words, text) => is(words, text));

  it('changes the configuration in a thread, keeping the verb', () => {
    is('what about the draft?', 'config validate draft', { previous: 'config validate' });
    is('and version 7 instead', 'config show version 7', { previous: 'config show draft' });
    is('the live one', 'config show live yaml', { previous: 'config show version 2 yaml' });
    is('ok now validate cfg_9', 'config validate id cfg_9', { previous: 'config show draft' });
  });

  it('never answers for another configuration than the one named', () => {
    // (was "config validate draft": the live one asked for, the draft's verdict shown)
    is('validate live', 'config validate live', { previous: 'config validate draft' });
    asks('version 9 of the yaml with revenue', { previous: 'config show version 3' });
  });

  it('reads when a config is needed by ("before friday\'s release") as no part of what is asked', () => {
    is('bug QA-12: validate the draft config before monday\'s rollout', 'config validate draft');
    asks('revenue before friday\'s release');
  });

  it('reads a version alone as a configuration only after one', () => {
    asks('version 13', { previous: 'revenue yesterday' });
  });
});

describe('a condition said first, the ask after it', () => {
  it.each([
    ['if fill fell in Japan last week, which bidder was it?', 'bidders last week country=JP'],
    ['assuming the networks have reported september, how far apart are we from them', 'reconcile 2026-09-01..2026-09-30'],
    ['given that France moved the most, show impressions by format for France yesterday', 'breakdown by=format metrics=impressions yesterday country=FR'],
    ['in case the file for the 20th is missing, request the requests export for that day', 'export requests 2026-11-20'],
    ['if revenue dropped on iOS on tuesday, why?', 'why revenue 2026-11-24 os=iOS'],
    ['if fill dropped in Mexico yesterday, by format?', 'breakdown by=format metrics=fill_rate yesterday country=MX'],
  ])('%s → %s', (words, text) => is(words, text));

  it('reads an order to be told said after its condition', () => {
    is('when ecpm in Germany drops by 10% or more, tell me', 'alerts add ecpm drop 10% country=DE');
    is('if fill falls 25%, let us know', 'alerts add fill_rate drop 25%');
  });

  it('asks back a premise that narrows what the ask leaves out, or a condition still to come', () => {
    asks('if revenue dropped for premium users yesterday, which country');
    asks('if the new sdk build shipped monday, revenue by app');
    asks('if revenue drops 20%, show me the bidders');
    asks('when revenue drops 20%, show me the bidders');
    asks('in case it is there, the impressions export for that day');
    // (a level in the premise picks the rows asked about: never dropped)
    asks('if revenue was below 1000 yesterday, which apps');
  });

  it('reads "since" before a date as a period, not a reason', () => {
    is('since monday, how is revenue', 'revenue 2026-11-23..2026-11-27');
  });
});

describe('a comparison said "under last week\'s", and an explanation\'s own baseline', () => {
  it('reads "under"/"above" a period\'s figure as a comparison', () => {
    is('was ecpm yesterday under last week\'s', 'revenue yesterday vs=week');
    is('revenue last month above the previous month\'s?', 'revenue last month vs=previous');
  });

  it('leaves a one-day explanation\'s default comparison unwritten, and writes any other', () => {
    // (said "vs last week", the comparison is named and written, as a thread's "vs last week" after why is: issue 38's thirtieth round)
    is('why did revenue drop yesterday vs last week', 'why revenue yesterday vs=week');
    is('why did revenue drop yesterday, down on the week before?', 'why revenue yesterday');
    is('why did revenue drop yesterday vs the day before', 'why revenue yesterday vs=previous');
    is('why did fill drop last week vs the same week last year', 'why fill_rate last week vs=year');
  });
});

describe('an export requested in words', () => {
  it('reads "request the … export" as asking for it, not for requests', () => {
    is('please request the impressions export for the 22nd', 'export impressions 2026-11-22');
    is('request an export of requests for yesterday', 'export requests yesterday');
  });
});

describe('a follow-up about one row of the previous answer, or an option typed alone', () => {
  it('explains the row named, narrowed to it', () => {
    is('why is interstitial so weak', 'why ecpm last week format=interstitial', { previous: 'breakdown by=format metrics=ecpm last week' });
    is('why did word rush android drop', 'why revenue yesterday app=com.acmegames.wordrush.android', { previous: 'revenue yesterday by app' });
    is('why?', 'why fill_rate yesterday', { previous: 'breakdown by=format metrics=fill_rate yesterday' });
  });

  it('applies an option typed as the grammar writes it to the thread\'s command', () => {
    is('`sort=win_rate`', 'bidders yesterday sort=win_rate', { previous: 'bidders yesterday sort=revenue' });
    is('top=3', 'breakdown by=country metrics=revenue last week top=3', { previous: 'breakdown by=country metrics=revenue last week' });
    asks('sort=nonsense', { previous: 'revenue yesterday' });
  });
});

describe('an alert made to post in a channel named', () => {
  it.each([
    ['post an alert in <#C0OPS42|ops> if revenue drops 25%', 'alerts add revenue drop 25% channel=C0OPS42'],
    ['set up an alert to <#C0OPS42|ops> if impressions fall 30%', 'alerts add impressions drop 30% channel=C0OPS42'],
    ['notify <#C0OPS42|ops> when ecpm drops 10% in Japan', 'alerts add ecpm drop 10% country=JP channel=C0OPS42'],
  ])('%s → %s', (words, text) => is(words, text));

  it('never runs an alert that leaves the channel out (was "alerts add … drop …", posting to the asker\'s DM)', () => {
    const r = read(tokenize('alert me channel=C0OPS42 if revenue drops 25%', () => false), { apps: [], countries: [], formats: [], bidders: [], abtests: [], tasks: [] });
    expect(uncarried(r, 'alerts add revenue drop 25%')).toBe('the channel C0OPS42');
    expect(uncarried(r, 'alerts add revenue drop 25% channel=C0OPS42')).toBeUndefined();
  });
});

describe('one day compared with "the week before"', () => {
  it('is the same weekday a week earlier, not the day before (was vs=previous)', () => {
    is('impressions on wednesday vs the week before', 'revenue 2026-11-25 vs=week');
    is('ecpm yesterday compared with the previous week', 'revenue yesterday vs=week');
    is('vs the week before?', 'revenue 2026-11-24 country=DE vs=week', { previous: 'revenue 2026-11-24 country=DE' });
    // (a week compared with the week before is the week before)
    is('revenue last week vs the week before', 'revenue last week vs=previous');
    is('vs the week before?', 'revenue last week vs=previous', { previous: 'revenue last week' });
    is('revenue yesterday vs the day before', 'revenue yesterday vs=previous');
  });

  it('reads a judgement measured against a comparison as that comparison, and asks back one alone', () => {
    is('android fill yesterday, good or bad vs the week before?', 'revenue yesterday vs=week os=Android');
    asks('is android fill good?');
  });
});

describe('links that point at what is asked, or pass a question on', () => {
  it('reads an id of the account\'s things in a link\'s path', () => {
    is('https://dash.example.com/experiments/abt_demo_achieved is this significant?', 'abtest abt_demo_achieved');
    is('<https://example.com/ab/abt_demo_turning> how long until it is done', 'abtest abt_demo_turning');
  });

  it('reads a link that "says" something as who passes the question on', () => {
    is('https://grafana.example.com/d/rev says tiny farm made less yesterday, what did it earn?', 'breakdown by=app metrics=revenue yesterday');
  });

  it('reads "how long until" a test is done as its status', () => {
    is('how long until the native test is done?', 'abtest abt_demo_invalidated');
  });
});

describe('one period named twice', () => {
  it('is that period, when the same words name the same days', () => {
    is('the networks say September was off, reconcile September', 'reconcile 2026-09-01..2026-09-30');
    // ("on tuesday … since tuesday" are two periods)
    asks('we changed floors on tuesday, what was ecpm since tuesday');
  });
});

describe('pasted and relayed words around an ask', () => {
  it('drops who signed a question after it, and a ticket key\'s label', () => {
    is('revenue in Korea yesterday? — from Sam in finance', 'revenue yesterday country=KR');
    is('bug ADOPS-77: is the live config valid?', 'config validate live');
    // (a country's code inside the ask is still the country)
    is('revenue in QA yesterday', 'revenue yesterday country=QA');
    // (a country's name after the dash may narrow the ask: kept)
    is('what did we make yesterday? - from japan', 'revenue yesterday country=JP');
  });

  it('reads requests "that errored" as the rows of their export', () => {
    is('show me requests that failed on the 24th', 'export requests 2026-11-24 status=error');
  });

  it('reads partners "paying what they report" as demand, and never corrects "paying" to "pacing"', () => {
    is('are the partners paying what they report this month?', 'demand mtd');
    asks('revenue from paying users');
  });
});

describe('an A/B test watched, said after the test', () => {
  it('reads "watch it" first in a clause of its own, and "turned" as what its status says', () => {
    is('the banner refresh test, watch it', 'abtest watch abt_demo_directional');
    is('when the native test has turned, I want a watch on it', 'abtest watch abt_demo_invalidated');
    is('has the interstitial floor test flipped?', 'abtest abt_demo_achieved');
  });

  it('never answers an order to watch with the status alone', () => {
    const r = read(tokenize('watch the banner test', () => false), { apps: [], countries: [], formats: [], bidders: [], abtests: [{ id: 'abt_demo_directional', name: 'Banner refresh 30 s → 45 s' }], tasks: [] });
    expect(uncarried(r, 'abtest abt_demo_directional')).toBe('the watch');
    expect(uncarried(r, 'abtest watch abt_demo_directional')).toBeUndefined();
  });
});

describe('a claim to confirm, hedged', () => {
  it('reads "was flat vs …, can you confirm" as the figures compared', () => {
    is('unless I\'m missing something, Android ecpm stayed flat this week vs last week — pls confirm', 'revenue this week vs=week os=Android');
    asks('revenue was flat yesterday');
  });
});

describe('the week before, after or of a holiday', () => {
  it.each([
    ['bidders the week before thanksgiving', 'bidders 2026-11-16..2026-11-22'],
    ['revenue the week after halloween', 'revenue 2026-11-02..2026-11-08'],
    ['ecpm the week of thanksgiving', 'revenue 2026-11-23..2026-11-27'],
  ])('%s → %s', (words, text) => is(words, text));

  it('asks about one still to come', () => {
    asks('revenue the week after black friday');
  });
});
