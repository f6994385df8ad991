// understand() on the classes behind the eighty-ninth set's misses (issue 38, round 49, tuner d): a
// thread's edit said with a verb ("switch to", "widen to", "make it X by Y"), a breakdown asked "vs"
// another period, an A/B test asked what its report shows, the tests' list said singular, the bid
// log's count said as "top N", the network report narrowed to one country. In my own words; CLARIFY
// rows are asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('an edit verb before the figure or period a thread’s command becomes', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=ecpm last week top=5', 'switch over to fill rate', 'breakdown by=app last week top=5 metrics=fill_rate'],
      ['why revenue yesterday', 'change it to impressions', 'why impressions yesterday'],
      ['breakdown by=app metrics=revenue yesterday', 'expand it to the past 14 days', 'breakdown by=app metrics=revenue last 14d'],
      ['breakdown by=format metrics=ecpm mtd', 'widen to this quarter', 'breakdown by=format metrics=ecpm this quarter'],
      // (a filter flipped keeps its reading; a split said with the switch is more than one edit: asked)
      ['revenue yesterday os=iOS', 'flip it to android', 'revenue yesterday os=Android'],
      ['revenue yesterday os=iOS country=US', 'switch to japan by country', 'CLARIFY'],
      ['revenue yesterday', 'flip it to android', 'CLARIFY'],
    ]);
  });
});

describe('"make it X by Y" in a breakdown’s thread: the two-way split, not Y alone', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=format metrics=revenue last week', 'make it country x app', 'breakdown by=country,app metrics=revenue last week'],
      ['breakdown by=format metrics=revenue last week', 'turn it into format by os', 'breakdown by=format,os metrics=revenue last week'],
      // (one split said is still the swap)
      ['breakdown by=format metrics=revenue last week', 'make it by country', 'breakdown by=country metrics=revenue last week'],
      ['breakdown by=country metrics=revenue last week', 'swap country for app', 'breakdown by=app metrics=revenue last week'],
    ]);
  });
});

describe('a breakdown asked "vs" another period: the table compares none, so asked', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=hour metrics=impressions 2026-11-20', 'versus the day before', 'CLARIFY'],
      ['breakdown by=app metrics=revenue yesterday', 'versus last tuesday', 'CLARIFY'],
      // (a figure after "vs" keeps the period; the other period without "vs" is that period's table)
      ['breakdown by=country metrics=ecpm last week', 'vs fill rate', 'breakdown by=country last week metrics=fill_rate'],
      ['breakdown by=country metrics=ecpm last week', 'and the week before?', 'breakdown by=country metrics=ecpm 2026-11-09..2026-11-15'],
      ['revenue yesterday', 'vs the day before?', 'revenue yesterday vs=previous'],
    ]);
  });
});

describe('an A/B test named, asked what its report shows (won, its chart, days to its sample)', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'is the banner refresh experiment a loser', 'abtest abt_demo_directional'],
      ['-', 'chart for the bonus coins test', 'abtest abt_demo_turning'],
      ['-', 'how many more days until the native ad test hits sample size', 'abtest abt_demo_invalidated'],
      // (a period said stays the period; "until yesterday" too)
      ['-', 'banner refresh test last 14 days', 'abtest abt_demo_directional last 14d'],
      ['-', 'which test is the winner', 'abtest list'],
    ]);
  });
});

describe('the tests’ list said with "list" and a singular test word', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'experiment list please', 'abtest list'],
      ['-', 'a/b test list', 'abtest list'],
      ['-', 'list the freq cap test', 'abtest abt_demo_in_progress'],
    ]);
  });
});

describe('the bid log’s count said as "top N"; "auctn" slipped', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'bids today top 25', 'auction bids today limit=25'],
      ['-', 'auctn stats yesterday', 'auction stats yesterday'],
      ['-', 'the 20 latest bids yesterday', 'auction bids yesterday limit=20'],
      // (bidders ranked stay the bidders)
      ['-', 'top 5 bidders by bids yesterday', 'bidders yesterday sort=bids'],
    ]);
  });
});

describe('the network report narrowed to one country: its own filter', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'network revenue for Brazil last month', 'network last month filter.country=BR'],
      // ("for us" is the pronoun; a platform the report cannot narrow is asked)
      ['-', 'network report for us last week', 'network last week'],
      ['-', 'network report on android last week', 'CLARIFY'],
    ]);
  });
});

describe('a watch told when to post ("when it flips"), and what one auction’s page shows, asked under it', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest abt_demo_directional', 'watch it, post in the channel when the verdict changes', 'abtest watch abt_demo_directional here'],
      ['abtest abt_demo_directional', 'watch it', 'abtest watch abt_demo_directional'],
      ['auction auc_77ab12', 'how many rounds were there and who was the winner', 'auction auc_77ab12'],
      ['auction auc_77ab12', 'what was the winning price', 'auction auc_77ab12'],
      // (another report or another id said is read as said)
      ['auction auc_77ab12', 'bids yesterday', 'auction bids yesterday'],
      ['auction auc_77ab12', 'and auc_55cd34', 'auction auc_55cd34'],
    ]);
  });
});
