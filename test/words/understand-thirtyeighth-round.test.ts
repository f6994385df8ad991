// understand() on issue 38's thirty-eighth round: the wrong answers of the fifty-third to fifty-fifth
// sets (held out; only their wrong lines printed, never their clarified ones), each class on phrasings
// of its own (never the sets' lines) and on near asks that must keep their reading.
import { describe, expect, it } from 'vitest';
import { ask, is, asks, after } from './expect-words.js';

describe('wrong answers of the fifty-third to fifty-fifth sets, by class', () => {
  it('reads "vs the week before that" in a thread as a comparison, not a move to that week', () => {
    after('revenue last month', [['versus the month before that', 'revenue last month vs=previous']]);
    after('revenue last week', [['against the week before it', 'revenue last week vs=previous']]);
    // (said without a comparison it still moves the question there)
    after('revenue last week', [['the week before that', 'revenue 2026-11-09..2026-11-15']]);
  });

  it('asks back advice with "should" mistyped, and "what do we do about it" in a thread', () => {
    asks('which network shoudl we cut');
    asks('which bidder shuold i pause');
    after('why fill_rate yesterday', [['alright, what should we do now', null]]);
    after('why ecpm last week', [['so what can we do about that', null]]);
    // (how we did is still the figures; "what can I do" alone asks the bot)
    is('how did we do last week', 'revenue last week');
    is('what can i do', 'help');
  });

  it('keeps the thread\'s country, platform or app when the words point "there"', () => {
    after('why revenue yesterday country=DE', [['fill rate per app there', 'breakdown by=app metrics=fill_rate yesterday country=DE']]);
    after('revenue last week os=iOS', [['what does ecpm by format look like on that platform', null]]);
    // (a place named is the words' own; "is there" points nowhere)
    after('revenue yesterday country=JP', [['ecpm by format in brazil there', 'breakdown by=format metrics=ecpm yesterday country=BR']]);
    after('revenue yesterday', [['ecpm by format there', 'breakdown by=format metrics=ecpm yesterday']]);
  });

  it('asks which day "last <weekday>" means when that weekday was yesterday', () => {
    expect(ask('how much did we make last thu')).toEqual({ kind: 'clarify', reason: 'Yesterday, or the same weekday the week before?', suggestions: ['revenue 2026-11-26', 'revenue 2026-11-19'] });
    asks('why did fill drop past thursday in canada');
    // (any other weekday is the most recent one; beside a comparison or yesterday, the week before)
    is('ecpm last wednesday', 'revenue 2026-11-25');
    is('thanksgiving vs last thursday', 'revenue 2026-11-26 vs=week');
    is('revenue on the last thursday of october', 'revenue 2026-10-29');
    // (said many times, each reading offered is read once, never asked back again: no fan-out; its time is bench/words.ts's hostile text)
    asks('last thursday '.repeat(40));
  });

  it('asks back a question cut off after its subject ("are the bidders")', () => {
    asks('is the digest');
    asks('did the reconcile?');
    is('is the config valid', 'config validate');
  });

  it('reads the one bidder on top said "bidder-wise" or "by bidder" as the bidders table sorted', () => {
    is('bidder wise, who earned the most yesterday', 'bidders yesterday');
    is('highest ecpm by bidder last week', 'bidders last week sort=ecpm');
    // (a count keeps the breakdown; no ranking is the table by bidder)
    is('top 3 bidders by revenue yesterday', 'breakdown by=bidder metrics=revenue yesterday top=3');
    is('revenue per bidder yesterday', 'breakdown by=bidder metrics=revenue yesterday');
  });

  it('offers rows or figures for "request timeouts" of a day, unless the words choose', () => {
    expect(ask('grab the request time-outs from monday')).toMatchObject({ kind: 'clarify', suggestions: ['export requests 2026-11-23 status=timeout', 'auction stats 2026-11-23'] });
    is('request timeout rate yesterday', 'auction stats yesterday');
    is('export request timeouts tuesday', 'export requests 2026-11-24 status=timeout');
  });
});
