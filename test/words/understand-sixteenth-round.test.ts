// understand() on issue 38's sixteenth round (the twenty-third set's wrong answers, and only those), each
// class on paraphrases of the set's words, on the probes' variants (other names, dates, wording) that
// found more wrong answers of the same kinds, and on words that must still be asked back; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const table = (rows: readonly (readonly [string, string])[]) => { for (const [words, text] of rows) is(words, text); };

describe('wrong answers of the twenty-third set, by class', () => {
  it('reads chat words as chat, never as a country or a report the corrector made of them (mate → Malta, reckon → reconcile)', () => {
    table([
      ['cheers mate, how did we do yesterday', 'revenue yesterday'],
      ['thanks mate, revenue by hour yesterday', 'breakdown by=hour metrics=revenue yesterday'],
      ["g'day mate, rev this week", 'revenue this week'],
      ['nah mate, ecpm by format yesterday', 'breakdown by=format metrics=ecpm yesterday'],
      ['yeah can you pull fill by country for last fortnight', 'breakdown by=country metrics=fill_rate last 14d'],
      ['righto, revenue last week vs the week before', 'revenue last week vs=previous'],
    ]);
    // a hedge before a move is no reconciliation: asked back (why, or the figures), never reconcile
    for (const words of ['reckon revenue dropped over the last fortnight?', 'i reckon fill fell yesterday', 'do you reckon revenue is up this week']) {
      const got = ask(words);
      expect(got.kind, words).toBe('clarify');
      expect(JSON.stringify(got), words).not.toContain('reconcile');
    }
    // a country one slip away is still read, from its English name
    is('revenue yesterday in japna', 'revenue yesterday country=JP');
    is('fill in frnace yesterday', 'revenue yesterday country=FR');
  });

  it('never corrects an everyday word one slip from a word of its own (probes: a figure shown for a question not asked)', () => {
    for (const word of ['action', 'apply', 'bias', 'builder', 'count', 'decides', 'foreman', 'notices', 'records', 'machine', 'math', 'malt', 'child', 'span', 'nest', 'place', 'threads', 'titled', 'begin', 'century', 'tend', 'room']) {
      const got = ask(`${word} revenue yesterday`);
      if (got.kind === 'command') expect(got.text, word).toBe('revenue yesterday');
    }
    table([
      ['revenue for the full month of october', 'revenue 2026-10-01..2026-10-31'],
      ['full screen ads ecpm last week', 'breakdown by=format metrics=ecpm last week'],
    ]);
  });

  it('reads an over-formal thanks with "most" as courtesy, not a superlative', () => {
    table([
      ['Dear bot, I should be most grateful if you could furnish me with fill by format for this month.', 'breakdown by=format metrics=fill_rate mtd'],
      ['we would be very grateful if you could provide ecpm by country this month', 'breakdown by=country metrics=ecpm mtd'],
      ['Much obliged if you could pull the top 3 apps by revenue last week', 'breakdown by=app metrics=revenue last week top=3'],
      ['Good morning, could you kindly provide the revenue for the current month by format? Most appreciated.', 'revenue mtd by format'],
      ['Hello, I would be extremely grateful for the most recent revenue figures by app', 'revenue by app'],
    ]);
    // a superlative said beside the thanks is still one
    is("which app made the most revenue yesterday, I'd be most grateful", 'breakdown by=app metrics=revenue yesterday top=1');
    is('most revenue by country yesterday', 'breakdown by=country metrics=revenue yesterday top=1');
    is('revenue for the three most recent days', 'revenue last 3d');
  });

  it('asks back a share of a total said first, as it does said after "what"', () => {
    for (const words of ['share of impressions on android this week', 'proportion of impressions on iOS this month', 'fraction of revenue from the US', 'percentage of fill from japan', 'share of revenue by format last week']) asks(words);
    // "share" as a verb is courtesy
    is('please share fill rate by format last week', 'breakdown by=format metrics=fill_rate last week');
  });

  it('asks back two configurations or a draft beside another report: two asks, never one of them alone', () => {
    for (const words of ['validate the draft and then show the live one', 'show the live config and validate the draft', 'show draft and live configs', 'show version 12 and the draft', 'check the draft and then give me revenue yesterday', 'is the draft valid? and what is revenue today']) asks(words);
    table([
      ['validate the draft before it goes live', 'config validate draft'],
      ['validate the live config', 'config validate live'],
      ['show the draft config', 'config show draft'],
    ]);
  });

  it('reads the reasons for no fill as the bidders\' reasons for not bidding, and never drops "no fill"', () => {
    table([
      ['mobile team: nofill reasons for yesterday on android', 'auction stats yesterday os=Android metric=nonbid_reason'],
      ['no fill reasons last week', 'auction stats last week metric=nonbid_reason'],
      ['reasons for no fill in japan yesterday', 'auction stats yesterday country=JP metric=nonbid_reason'],
      ['reasons behind unfilled requests last 7 days', 'auction stats last 7d metric=nonbid_reason'],
      ['no-fill requests yesterday as csv', 'export requests yesterday status=no_fill'],
    ]);
    for (const words of ['why no fill on android yesterday', 'no fill yesterday on ios', 'how much no fill did we have yesterday']) asks(words);
  });
});
