// understand() on issue 38's thirty-second round (the wrong and asked-back lines of the forty-second and
// forty-third sets), each class on variants of its own (other wording, other days and names of SET_CONTEXT, in a
// thread and not), never the sets' lines alone, and on near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('comparisons said by a weekday or a weekend', () => {
  it('reads a day against the same weekday a week before, said by its name, as vs=week (why writes it)', () => {
    is('ecpm on wednesday compared with wednesday last week', 'revenue 2026-11-25 vs=week');
    is('why did fill drop monday versus the monday before', 'why fill_rate 2026-11-23 vs=week');
    is('explain revenue yesterday against thursday last week', 'why revenue yesterday vs=week');
    // (a date said stays that date)
    is('revenue nov 25 vs nov 18', 'revenue 2026-11-25 vs=2026-11-18');
  });

  it('reads "the weekend before" of a weekend as the same days a week before', () => {
    is('how did last weekend do compared to the prior weekend', 'revenue 2026-11-21..2026-11-22 vs=week');
    after('revenue 2026-11-21..2026-11-22', [['and against the weekend before?', 'revenue 2026-11-21..2026-11-22 vs=week']]);
    asks('revenue yesterday vs the weekend before');
    after('revenue last 7d', [['vs the weekend before', null]]);
    asks('revenue this month vs the prior weekend');
  });
});

describe('splits', () => {
  it('reads two splits crossed in shorthand as the table by both', () => {
    is('fill rate by app x os last 7 days', 'breakdown by=app,os metrics=fill_rate last 7d');
    is('format*country impressions yesterday', 'breakdown by=format,country metrics=impressions yesterday');
    asks('revenue ios/android yesterday');
  });

  it('reads two splits named together with "instead" as the new split, not one swapped in', () => {
    after('breakdown by=app metrics=revenue yesterday', [['by os and app instead', 'breakdown by=os,app metrics=revenue yesterday']]);
    after('breakdown by=format metrics=fill_rate last 7d', [['swap format for country', 'breakdown by=country metrics=fill_rate last 7d']]);
  });
});

describe('A/B tests', () => {
  it('asks back an order to turn a test off, even where a word of it is a test\'s', () => {
    asks('could you turn off that test please');
    asks('can u switch off the experiment');
  });

  it('reads shipping a test named by its name alone as its verdict', () => {
    is('ok to roll out the bonus coins offer?', 'abtest abt_demo_turning');
    is('should we launch the rewarded frequency cap', 'abtest abt_demo_in_progress');
    asks('can you ship yesterday revenue');
  });
});

describe('a report\'s own rows, verbs and place', () => {
  it('reads the audit log\'s rows, the errors auctions hit, and "in this channel" of who may read', () => {
    is('recent audit entries', 'audit');
    is('which errors were auctions throwing today', 'auction stats today metric=error_type');
    is('who can export in the channel', 'access');
    asks('errors hitting');
  });
});

describe('a span in a rolling thread', () => {
  it('reads a bare count of weeks or days after a last-N-days thread as that span', () => {
    after('revenue last 30d', [['make it three weeks', 'revenue last 21d'], ['5 days instead', 'revenue last 5d']]);
    after('revenue yesterday', [['make it three days', null]]);
  });
});
