// understand() on issue 38's fortieth round, helper c: other commands among the fifty-ninth to
// sixty-first sets' wrong and clarified lines (a figure said soft, a test's landing, a report come in,
// a split "per", a subcommand's workings, the A/B tests' list, a watch here, slips of watch and
// finance, networks against ours), and the lead's recurrence that must never become a date — each
// class on words of its own (never the sets' lines) and on near asks that must keep their reading.
import { describe, expect, it } from 'vitest';
import { ask, asks, after, is } from './expect-words.js';

describe('other commands of the fifty-ninth to sixty-first sets, by class', () => {
  it('reads a figure said soft under "why" as down', () => {
    is('why is ecpm in japan soft this week', 'why ecpm this week country=JP');
    is('why was fill so sluggish in brazil yesterday', 'why fill_rate yesterday country=BR');
    // ("soft" said outside the why is not made a move: asked, as it was)
    asks('the client said it was soft, what did we make yesterday');
  });

  it('reads how a test landed as its status', () => {
    is('how did the coins test land', 'abtest abt_demo_turning');
    is('how did the banner refresh test land?', 'abtest abt_demo_directional');
  });

  it('reads whether a report came in as that report', () => {
    is('did the reconcile come in for last week', 'reconcile last week');
    is("have yesterday's numbers arrived", 'revenue yesterday');
    // (a figure that came in lower or under something compares, and is not read so)
    asks('did brazil come in under last week');
  });

  it('drops "I mean" before or after the ask', () => {
    is('I mean revenue yesterday', 'revenue yesterday');
    after('why revenue last week app=com.acmegames.puzzlequest', [['i mean the android one', 'why revenue last week app=com.acmegames.puzzlequest.android']]);
    after('why revenue yesterday app=com.acmegames.tinyfarm', [['the android one, i mean', 'why revenue yesterday app=com.acmegames.tinyfarm.android']]);
  });

  it('reads "split per", "broken out per" as by', () => {
    after('revenue last week', [['broken out per country', 'revenue last week by country']]);
    after('network yesterday', [['split it per country', 'network yesterday by country']]);
  });

  it('reads how a subcommand works as its help', () => {
    is('how do alerts work', 'help alerts');
    is('how does the bidders report work', 'help bidders');
    is('how does digest work?', 'help digest');
    // (a figure is no subcommand: still asked)
    asks('how does fill rate work');
  });

  it('reads what is up with the A/B tests, none named, as their list', () => {
    is('whats up with the ab experiments?', 'abtest list');
    is("what's going on with our a/b tsts", 'abtest list');
  });

  it('reads a watch asked in this channel after a test, and the slips of watch and finance', () => {
    after('abtest abt_demo_turning', [
      ['send updates to our channel', 'abtest watch abt_demo_turning here'],
      ['montior it please', 'abtest watch abt_demo_turning'],
    ]);
    is("can i get the requests export for monday for finacne", 'export requests 2026-11-23');
  });

  it('reads networks set against our revenue as reconcile', () => {
    is('compare the networks against our revenue last week', 'reconcile last week');
  });
});

describe('a recurrence is never a date', () => {
  it('reads figures sent every day, week or weekday as a digest', () => {
    is('send me revenue weekly', 'digest add');
    is('can you post the revenue numbers in here every day at 8', 'digest add');
    is('pls email us the topline each friday', 'digest add');
    after('revenue last week', [['send it to the team every week', 'digest add']]);
  });

  it('asks back where the order says more than the form carries, offering the form, never one day', () => {
    for (const words of ['dm me the top countries every monday', 'send me brazil revenue every friday morning', 'post fill by format here each wednesday']) {
      expect(ask(words)).toEqual({ kind: 'clarify', reason: expect.any(String), suggestions: ['digest add'] });
    }
    after('revenue yesterday by format', [['send this each monday for germany', null]]);
    asks('revenue every tuesday');
  });

  it('keeps a split said daily or weekly before a figure, and a send that names no recurrence', () => {
    is('send me the daily revenue for last week', 'breakdown by=day metrics=revenue last week');
    is('send me revenue yesterday', 'revenue yesterday');
    is('ping here if fill rate drops 15% hourly', 'alerts add fill_rate drop 15% hourly here');
  });
});
