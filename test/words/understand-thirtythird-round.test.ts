// understand() on issue 38's thirty-third round: the clarified lines of the nineteenth, twenty-first,
// twenty-second, thirty-first, thirty-fifth and thirty-seventh sets and of voices, each class on its own
// phrasings (never the sets' lines) and on near asks that must keep their reading.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('clarified lines of the thirty-third round, by class', () => {
  it('reads the account\'s apps said as a whole ("our games", "the ios apps") as no app filter', () => {
    is('ecpm across all our titles last week', 'revenue last week');
    is('impressions from the ios games yesterday', 'revenue yesterday os=iOS');
    is('how are the games doing this month', 'revenue mtd');
    is('which one of the apps dropped the most last week', 'revenue last week by app');
    // (bare "for all apps" stays the table by app; "compare the apps" stays asked; a split said keeps the split)
    is('revenue yesterday for all apps', 'revenue yesterday by app');
    asks('compare the apps');
    is('revenue for the apps separately yesterday', 'revenue yesterday by app');
  });

  it('reads a doubled letter typed once as the word with it ("baner": banner, not banter)', () => {
    is('why was baner fill low last week', 'why fill_rate last week format=banner');
  });

  it('puts a question\'s verb and its pronoun apart ("arewe", "canyou")', () => {
    is('how much didwe earn last week', 'revenue last week');
    is('canyou show me fill yesterday', 'revenue yesterday');
  });

  it('reads "mth" after a period\'s lead word as month, and "frist" as first', () => {
    is('revenue last mth', 'revenue last month');
    is('ecpm by week this mth', 'breakdown by=week metrics=ecpm mtd');
    is('revenue for the frist week of october', 'revenue 2026-10-01..2026-10-07');
  });

  it('drops the asker introducing themselves ("we\'re new to the bot")', () => {
    is("hello, we're new to the bot. what was revenue last week?", 'revenue last week');
  });

  it('reads "the audit history" and "reconciliated" as the audit and reconcile', () => {
    is('can I see the audit history', 'audit');
    is('please reconciliate last month', 'reconcile last month');
  });

  it('reads "all sources, not only ours" as all sources', () => {
    is('revenue last week from all sources, not only our own', 'revenue last week source=all');
  });

  it('reads "what stuff can you do" as help', () => {
    is('what stuff can you do', 'help');
  });

  it('reads "the entire month so far" as the period to date', () => {
    is('revenue for the entire month so far', 'revenue mtd');
    after('revenue last week', [['what about the full year so far', 'revenue ytd']]);
  });

  it('reads "create an export of" as the export', () => {
    is('could you create an export of impressions for november 20', 'export impressions 2026-11-20');
  });

  it('reads "compare monday to the same day a week ago" as that day against the week before', () => {
    is('compare today to the same day last week', 'revenue today vs=week');
  });

  it('reads an app named after a table by app as that table again, its figure and period kept where none is said', () => {
    after('breakdown by=app metrics=ecpm last week', [
      ['and word rush over the last 30 days', 'breakdown by=app metrics=ecpm last 30d'],
      ['tiny farm per format', 'breakdown by=app,format metrics=ecpm last week'],
    ]);
    // (a table with a filter beside its split is not taken: the filter would be dropped)
    after('breakdown by=app metrics=ecpm last week country=US', [['tiny farm per format', null]]);
  });
});
