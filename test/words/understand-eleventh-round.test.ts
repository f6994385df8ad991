// understand() on issue 38's eleventh round (the twentieth set's eight wrong answers' classes), each
// on the set's words and on words of its own; pure, called directly. Where a right reading is risky
// the class asks back, a clarification being far cheaper than a wrong answer.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
const after = (previous: string) => ({ previous });

describe('follow-ups in a thread', () => {
  it('replaces the figure said after "instead of", "rather than", or between "swap" and "for"', () => {
    const top = after('breakdown by=country metrics=revenue last week top=5');
    is('ecpm instead of revenue', 'breakdown by=country last week top=5 metrics=ecpm', top);
    is('ecpm rather than revenue', 'breakdown by=country last week top=5 metrics=ecpm', top);
    is('swap revenue for impressions', 'breakdown by=country last week top=5 metrics=impressions', top);
    is('fill rate instead of revenue', 'breakdown by=format last week metrics=fill_rate', after('breakdown by=format metrics=revenue last week'));
    // (said in a question of its own, too)
    is('ecpm instead of revenue by country last week', 'breakdown by=country metrics=ecpm last week');
  });

  it('adds a split said with "too", "also" or "as well" beside the table\'s own', () => {
    const table = after('breakdown by=format metrics=fill_rate last week');
    is('by day too', 'breakdown by=format,day metrics=fill_rate last week', table);
    is('and by day as well', 'breakdown by=format,day metrics=fill_rate last week', table);
    is('also by country', 'breakdown by=format,country metrics=fill_rate last week', table);
    is('break it down by day too please', 'breakdown by=format,day metrics=fill_rate last week', table);
    // (a split said alone still replaces the table's, and "too" said of the figure adds nothing)
    is('is fill too low by country?', 'breakdown by=country last week metrics=fill_rate', table);
    is('by day', 'breakdown by=day metrics=fill_rate last week', table);
  });

  it('asks back a time split coarser than the range it would split', () => {
    asks('can you make that a monthly view', after('revenue yesterday'));
    asks('weekly please', after('revenue yesterday'));
    asks('revenue by week yesterday');
    asks('revenue by month last week');
    // (a grain the range holds several of is a table)
    is('revenue by week last month', 'breakdown by=week metrics=revenue last month');
  });
});

describe('dates', () => {
  it('reads ">=", "since" and "from … on" with a day as from that day to now, and asks back the other bounds', () => {
    is('sum of revenue where country = \'DE\' group by day, date >= 2026-11-01', 'breakdown by=day metrics=revenue 2026-11-01..2026-11-27 country=DE');
    is('fill by country where date>=2026-11-20', 'breakdown by=country metrics=fill_rate 2026-11-20..2026-11-27');
    is('revenue from nov 3 onwards by country', 'revenue 2026-11-03..2026-11-27 by country');
    is('revenue from nov 1 on', 'revenue 2026-11-01..2026-11-27');
    // (whether the day counts, and from when, is not plain: never that one day)
    for (const w of ['revenue where date > 2026-11-01', 'revenue where date <= 2026-11-10', 'revenue date < 2026-11-10', 'revenue after nov 1', 'revenue until nov 10']) asks(w);
  });

  it('asks back a number word beside a month with no ordinal, voice-to-text\'s "for" as often as a day', () => {
    asks('what did the networks report four October');
    asks('revenue two november');
    asks('fill october four');
    // (both readings offered)
    expect(ask('what did the networks report four October')).toMatchObject({ suggestions: ['network 2026-10-04', 'network 2026-10-01..2026-10-31'] });
    // (a teen is its own number, not the unit it starts with: "seventeen" is the 17th, not the 7th)
    expect(ask('what did the networks report seventeen October')).toMatchObject({ suggestions: ['network 2026-10-17', 'network 2026-10-01..2026-10-31'] });
    // (a day said plainly is that day)
    is('revenue the fourth of october', 'revenue 2026-10-04');
    is('revenue october 4th', 'revenue 2026-10-04');
    is('export the impressions for november twenty fifth', 'export impressions 2026-11-25');
  });
});

describe('comparisons and sources', () => {
  it('shows two named operating systems side by side for "is X worse than Y", ranking only for "which"', () => {
    is('is fill worse on iOS than Android yesterday?', 'breakdown by=os metrics=fill_rate yesterday');
    is('is android\'s ecpm worse than ios last week', 'breakdown by=os metrics=ecpm last week');
    is('is revenue lower for ios than android yesterday', 'breakdown by=os metrics=revenue yesterday');
    is('which os is worst on fill yesterday', 'breakdown by=os metrics=fill_rate yesterday bottom=1');
  });

  it('reads "what does <bidder> think we earned" as that bidder\'s own report', () => {
    is('what does bidder echo think we earned yesterday', 'demand yesterday source=bidder_echo');
    is('what does alpha think we earned yesterday', 'demand yesterday source=bidder_alpha');
    is('what did bravo think we earned on monday', 'demand 2026-11-23 source=bidder_bravo');
  });

  it('writes week over week of last week as the week before, as every earlier set labels it', () => {
    is('ecpm ios last wk wow', 'revenue last week vs=previous os=iOS');
    is('revenue last week week over week', 'revenue last week vs=previous');
    is('wow?', 'revenue last week vs=previous', after('revenue last week'));
    // (this week and one day keep the same days a week earlier)
    is('rev wk over wk for this week', 'revenue this week vs=week');
    is('revenue yesterday wow', 'revenue yesterday vs=week');
  });

  it('shows both for "did X beat Y" said of two operating systems', () => {
    is('did android beat ios on revenue yesterday', 'breakdown by=os metrics=revenue yesterday');
    is('did iOS outperform Android on fill last week', 'breakdown by=os metrics=fill_rate last week');
  });

  it('asks back "as of" a day: that day, since it or up to it', () => {
    asks('revenue as of nov 3');
    asks('fill as of the 3rd by country');
    is('revenue as of today', 'revenue today');
  });
});
