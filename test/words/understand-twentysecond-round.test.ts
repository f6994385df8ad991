// understand() on issue 38's twenty-second round: lines of the mainstream sets (twenty-fifth to twenty-seventh)
// asked back where a command was meant, each class on variants of its own (other wording, typos, other names,
// in a thread and not; never the sets' lines), and on near asks that must still be asked back. Most were slips
// of short words the corrector did not reach: "past" is read from the text in phrases, in no vocabulary
// (./slips.ts); three-letter slips reach only a short list of date and figure words (./tokens.ts).
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('asked back where a command was meant, by class', () => {
  it('reads chat spellings "hw" (how) and "b4" (before)', () => {
    is('hw much did we make yesterday', 'revenue yesterday');
    is('hw much revenue last week', 'revenue last week');
    is('hw much did tiny farm make yday?', 'breakdown by=app metrics=revenue yesterday');
    after('why revenue yesterday', [['and the day b4', 'why revenue 2026-11-25']]);
    after('revenue yesterday', [['the day b4?', 'revenue 2026-11-25']]);
    // (nothing asked beside them: still asked back)
    asks('hw');
    asks('hw is it going');
    asks('b4');
  });

  it('reads "last weeks revenue" as the possessive with its apostrophe dropped, only before a figure', () => {
    is('last weeks revenue', 'revenue last week');
    is('last weeks revenue pls', 'revenue last week');
    is('last months revenue', 'revenue last month');
    is('this weeks revenue?', 'revenue this week');
    is('last weeks ecpm for JP', 'revenue last week country=JP');
    asks('last weeks');
    asks('the last weeks of october revenue');
  });

  it('reads a slip of "past" (read from the text, in no vocabulary) before a count of days', () => {
    is('revenue for the pasr 7 days', 'revenue last 7d');
    is('revenue for the paat 30 days', 'revenue last 30d');
    is('rev the pst 7 days', 'revenue last 7d');
    is('revenue pasr week', 'revenue last week');
    after('bidders last week', [['and the pst 14 days', 'bidders last 14d']]);
    // ("post", "pass", "pest" are words, no key beside the one meant; "pst" alone is the clock)
    asks('fill rate for the post 30 days');
    asks('revenue for the pass 30 days');
    asks('revenue pst');
  });

  it('reads "monies" as money', () => {
    is('which game made the most monies last week', 'breakdown by=app metrics=revenue last week top=1');
    is('monies yesterday', 'revenue yesterday');
    is('which country made the least monies yesterday', 'breakdown by=country metrics=revenue yesterday bottom=1');
  });

  it('reads "then" before an amount as "than"', () => {
    is('apps that made more then $500 yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>500');
    is('countries with revenue less then 100 yesterday', 'breakdown by=country metrics=revenue yesterday having=revenue<100');
    asks('countries that made more then usual yesterday');
  });

  it('reads three-letter slips of "rate" and "fall"; "rat" is a word, kept', () => {
    is('why did rewarded revenue fal yesterday', 'why revenue yesterday format=rewarded');
    is('why did ecpm fal last week', 'why ecpm last week');
    is('why did fil rte drop yesterday', 'why fill_rate yesterday');
    is('win rte yesterday', 'bidders yesterday sort=win_rate');
    after('why revenue last week', [['same for fill rte', 'why fill_rate last week']]);
    asks('rat');
    asks('revenue rat');
    asks('fal');
  });

  it('reads a four-letter bidder with two consonants swapped ("ehco")', () => {
    after('demand yesterday', [
      ['just ehco', 'demand yesterday source=bidder_echo'],
      ['only ehco pls', 'demand yesterday source=bidder_echo'],
    ]);
    is('ehco win rate last week', 'bidders last week sort=win_rate');
    // (vowels swapped, or one letter lost: no reading)
    asks('ecoh win rate');
    after('demand yesterday', [['just eoch', null]]);
  });

  it('reads a bare count of days where the thread spans the last N days', () => {
    after('revenue last 3d', [
      ['make it 14 dyas', 'revenue last 14d'],
      ['make it 14 days', 'revenue last 14d'],
      ['7 days instead', 'revenue last 7d'],
      ['what about 30 days', 'revenue last 30d'],
      ['14 days ago', 'revenue 2026-11-13'],
    ]);
    // (alone, or after one day, which days is not in the words)
    asks('make it 14 days');
    after('revenue yesterday', [['make it 14 days', null]]);
  });

  it('reads a drill into one name after an explanation as that explanation narrowed to it', () => {
    after('why revenue yesterday', [
      ['drill into puzzel quest', 'why revenue yesterday app=com.acmegames.puzzlequest'],
      ['drill into tiny farm', 'why revenue yesterday app=com.acmegames.tinyfarm'],
      ['dig into JP', 'why revenue yesterday country=JP'],
      ['zoom in on banner', 'why revenue yesterday format=banner'],
      ['drill down into word rush android', 'why revenue yesterday app=com.acmegames.wordrush.android'],
      // (nothing named: asked)
      ['drill into it', null],
      ['drill into the biggest driver', null],
    ]);
    after('revenue yesterday', [['drill into puzzle quest', null]]);
  });

  it('reads the hours between two clock times of yesterday or today (./hour-spans.ts)', () => {
    is('why did fill rate drop between 1 and 3pm yesterday', 'why fill_rate 2026-11-26T13:00..2026-11-26T15:00');
    is('why did revenue drop yesterday between 2pm and 4pm', 'why revenue 2026-11-26T14:00..2026-11-26T16:00');
    is('why did revenue dip from 2pm to 4pm yday', 'why revenue 2026-11-26T14:00..2026-11-26T16:00');
    is('why did ecpm drop 2-4pm yesterday', 'why ecpm 2026-11-26T14:00..2026-11-26T16:00');
    is('why did ecpm drop between 11 and 1pm yesterday', 'why ecpm 2026-11-26T11:00..2026-11-26T13:00');
    is('why did revenue drop between 14:00 and 16:00 yesterday', 'why revenue 2026-11-26T14:00..2026-11-26T16:00');
    is('why did revenue drop between 8am and 9am today', 'why revenue 2026-11-27T08:00..2026-11-27T09:00');
    after('why revenue yesterday', [['what about between 2 and 4pm yesterday', 'why revenue 2026-11-26T14:00..2026-11-26T16:00']]);
    // (no half of the day said: amounts or anything; no day said: which day; still to come; another day beside)
    asks('why did revenue drop between 2 and 4 yesterday');
    asks('apps with ecpm between 5 and 20 yesterday');
    asks('why did revenue drop between 8am and 9am');
    after('why revenue yesterday', [['between 2am and 4am', null]]);
    asks('why did revenue drop between 2pm and 4pm today');
    asks('why did revenue drop yesterday from 10pm to 2am');
    asks('why did revenue drop on monday between 2 and 4pm');
  });

  it('reads "that day" as the thread\'s one day', () => {
    after('why revenue 2026-11-24', [
      ['what about ecpm that day', 'why ecpm 2026-11-24'],
      ['and fill rate on the same day?', 'why fill_rate 2026-11-24'],
      ['ecpm that day pls', 'why ecpm 2026-11-24'],
      // ("same day last week" is another day)
      ['same day last week', null],
    ]);
    after('why revenue yesterday', [['ecpm for that day', 'why ecpm yesterday']]);
    after('revenue last week', [['what about ecpm that day', null]]);
    asks('what about ecpm that day');
  });
});
