// understand() on issue 38's thirty-fourth round (the wrong answers of the forty-fourth to forty-sixth sets, and
// the forty-fourth's asked-back lines), each class on variants of its own (other wording, slips, other names of
// SET_CONTEXT, in a thread and not), never the sets' lines alone, and on near asks that must still be answered or
// asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('asked back rather than a guess', () => {
  it('asks back a reminder ordered, but reads "remind me which …" as the question it is', () => {
    asks('remind me on tuesday');
    asks('can you remind us tomorrow morning about fill');
    is('remind me which scheduled tasks we have', 'tasks');
  });

  it('asks back two figures put as a choice', () => {
    asks('impressions or requests yesterday?');
    asks('fill rate or ecpm by country');
    is('ecpm yesterday', 'revenue yesterday');
  });

  it('asks back "same …" with no thread to be the same as, and answers it in one', () => {
    asks('same thing again for android');
    asks('same but for the week before');
    is('same for ios please', 'revenue yesterday os=iOS', { previous: 'revenue yesterday' });
  });

  it('asks back a breakdown of nothing named, and one Task pointed at but not named', () => {
    asks('can i get a breakdown');
    asks('show me that task');
    is('ecpm breakdown by country yesterday', 'breakdown by=country metrics=ecpm yesterday');
    is('list the tasks', 'tasks');
  });
});

describe('the thread\'s command with the one part the words changed', () => {
  it('shows a configuration after its validation, and "check the config" is its validation', () => {
    after('config validate', [['show it please', 'config show']]);
    after('config validate version 3', [['let me see the yaml file', 'config show version 3 yaml']]);
    is('check our config', 'config validate');
    is('whats in the config', 'config');
  });

  it('reads the bid log after the auction\'s stats', () => {
    after('auction stats last 7d', [['the recent bids', 'auction bids last 7d'], ['list of bids', 'auction bids last 7d']]);
  });

  it('reads "the <word> one" after the A/B tests as the test whose name has that word, a format\'s word too', () => {
    after('abtest list', [['what about the bonus-coins one', 'abtest abt_demo_turning'], ['and the refresh test, why', 'abtest abt_demo_directional'], ['why was the native test dropped', 'abtest abt_demo_invalidated']]);
  });

  it('reads a country or OS named after a split by it as that one alone', () => {
    after('revenue last week by os', [['just android', 'revenue last week os=Android']]);
    after('revenue yesterday by country', [['only germany', 'revenue yesterday country=DE'], ['and by app', 'revenue yesterday by app']]);
  });
});

describe('parts said beside the question', () => {
  it('reads "than usual" as no comparison, keeping the period', () => {
    is('are no-bids higher than normal today', 'auction stats today');
  });

  it('reads where a holiday was kept as no filter, and a country taken back as none', () => {
    is('thursday was thanksgiving in the states, what did we earn', 'revenue 2026-11-26');
    is('revenue by country in france, sorry, worldwide, last week', 'revenue last week by country');
  });
});

describe('words read again, said plainly, where the first reading asked back', () => {
  it('reads short slips and chat the corrector leaves', () => {
    is('tody\'s rev', 'revenue today');
    is('wy did ecpm fall yesterday', 'why ecpm yesterday');
    is('ecpm this weel', 'revenue this week');
    after('revenue last week', [['by format pl', 'revenue last week by format']]);
  });

  it('reads "check the draft" as its validation and a snooze said in days', () => {
    is('check the configuration', 'config validate');
    is('chek our draft', 'config validate draft');
    is('pls snooze alr_abc123 1 day', 'alerts snooze alr_abc123 1d');
  });

  it('reads an alert "on" a figure\'s drop, "here in channel", and a named test "dead?"', () => {
    is('alert me on ecpm down 5 pct', 'alerts add ecpm drop 5%');
    is('watch the rewarded cap test here in the channel', 'abtest watch abt_demo_in_progress here');
    is('the rewarded bonus test, dead?', 'abtest abt_demo_turning');
    asks('is the revenue dead today');
  });

  it('reads who wins the most auctions as the bidders by win rate', () => {
    is('who wins most auctions yesterday', 'bidders yesterday sort=win_rate');
    is('who is winning most auctions today', 'bidders today sort=win_rate');
  });

  it('reads another report named "too" in a thread as that report, when its period is said', () => {
    after('bidders yesterday', [['and auction stats yesterday too', 'auction stats yesterday']]);
  });
});
