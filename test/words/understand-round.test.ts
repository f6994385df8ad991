// understand() on this round's rules (issue 38), each on words of its own; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ctx = (more: Partial<WordsContext> = {}): WordsContext => ({ ...SET_CONTEXT, ...more });
const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, ctx(more));

// Issue 38's round: rules for dates said otherwise, relayed and chatty asks, names typed short, and
// the classes of the wrong answers (each checked on words of its own, not a line of a set).
describe('dates said otherwise, and other rules of issue 38', () => {
  it.each([
    ['revenue week 45', 'revenue 2026-11-02..2026-11-08'], ['reconcile wk 46', 'reconcile 2026-11-09..2026-11-15'],
    ['revenue july 2026', 'revenue 2026-07-01..2026-07-31'], ['revenue 2024', 'revenue 2024-01-01..2024-12-31'],
    ['revenue 5-9 oct', 'revenue 2026-10-05..2026-10-09'], ['revenue from the 2nd to the 6th', 'revenue 2026-11-02..2026-11-06'],
    ['revenue between 3 and 8 october', 'revenue 2026-10-03..2026-10-08'], ['revenue for the second half of september', 'revenue 2026-09-16..2026-09-30'],
    ['revenue on christmas', 'revenue 2025-12-25'], ['revenue since the 3rd', 'revenue 2026-11-03..2026-11-27'],
    ['revenue for the week of the 9th', 'revenue 2026-11-09..2026-11-15'], ['revenue oct 20 through yesterday', 'revenue 2026-10-20..2026-11-26'],
    ['revenue mon and tue', 'revenue 2026-11-23..2026-11-24'], ['revenue since the start of the month', 'revenue mtd'],
    ['revenue september vs august', 'revenue 2026-09-01..2026-09-30 vs=previous'], ['revenue september vs july', 'revenue 2026-09-01..2026-09-30 vs=2026-07-01..2026-07-31'],
    ['revenue this month vs the same month last year', 'revenue mtd vs=year'], ['revenue last wek', 'revenue last week'],
    ['ecpm by app lw', 'breakdown by=app metrics=ecpm last week'], ['revenue nov 1 to nov 7 by country', 'revenue 2026-11-01..2026-11-07 by country'],
    ['wk45 rev', 'revenue 2026-11-02..2026-11-08'], ['imps last wknd', 'revenue 2026-11-21..2026-11-22'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks which period when words could mean two, offering each', () => {
    const weeks = ask('revenue three weeks ago');
    expect(weeks).toMatchObject({ kind: 'clarify', suggestions: ['revenue 2026-11-02..2026-11-08', 'revenue 2026-11-06'] });
    for (const words of ['revenue monday and thursday', 'revenue week 52', 'revenue on 31 november']) expect(ask(words).kind, words).toBe('clarify');
  });

  it.each([
    ['tasks list', 'tasks'], ['no bids in DE yesterday', 'auction stats yesterday country=DE'], ['no bid reasons yesterday', 'auction stats yesterday metric=nonbid_reason'],
    ['how many bids did bravo make last week', 'bidders last week'], ['are the network numbers the same as ours yesterday', 'reconcile yesterday'],
    ['tiny farm on android ecpm yesterday', 'breakdown by=app metrics=ecpm yesterday'], ['timeout rate last week', 'auction stats last week'],
    ['my boss says revenue in Germany dipped yesterday, why', 'why revenue yesterday country=DE'], ['apologies to bug you again, revenue by country last week', 'revenue last week by country'],
    ['no rush, but when you get a chance could you pull ecpm by country for last week', 'breakdown by=country metrics=ecpm last week'], ['any idea why fill dropped in japan yesterday', 'why fill_rate yesterday country=JP'],
    ['echoo win rate', 'bidders sort=win_rate'], ['revenue in españa last week', 'revenue last week country=ES'], ['who can export', 'access'], ['list all experiments', 'abtest list'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks back about an earlier question it cannot see, the bot’s memory, a clause that narrows or is not understood, an A/B test’s own day', () => {
    for (const words of ['the same breakdown as friday but for Japan', 'what did I ask you last week', 'revenue yesterday, excluding the beta', 'revenue yesterday, the new sdk', 'how did the banner test do on day 1']) expect(ask(words).kind, words).toBe('clarify');
  });

  it('reads a holiday as a day of spans and weeks, and never takes a name for who relays a question', () => {
    expect(ask('revenue since thanksgiving')).toEqual({ kind: 'command', text: 'revenue 2026-11-26..2026-11-27' });
    expect(ask('revenue the week of thanksgiving')).toEqual({ kind: 'command', text: 'revenue 2026-11-23..2026-11-27' });
    expect(ask('bidder alpha says they paid us more last week')).toEqual({ kind: 'command', text: 'demand last week source=bidder_alpha' });
    expect(ask('ecpm mon-fri')).toEqual({ kind: 'command', text: 'revenue 2026-11-16..2026-11-20' });
  });

  it('asks rather than drop a second period a report cannot compare with, and reads other languages’ names only for the account’s countries', () => {
    expect(ask('fill by format week 47 vs week 46')).toMatchObject({ kind: 'clarify', suggestions: ['breakdown by=format metrics=fill_rate 2026-11-16..2026-11-22'] });
    expect(ask('revenue frankreich')).toEqual({ kind: 'command', text: 'revenue country=FR' });
    expect(ask('revenue maurice').kind).toBe('clarify');
  });

  it('applies a source, a CSV and no-fill in a thread', () => {
    expect(ask('only alpha', { previous: 'demand last week' })).toEqual({ kind: 'command', text: 'demand last week source=bidder_alpha' });
    expect(ask('as a csv', { previous: 'breakdown by=app metrics=ecpm yesterday' })).toEqual({ kind: 'command', text: 'breakdown by=app metrics=ecpm yesterday csv' });
    expect(ask('no fill only', { previous: 'export requests 2026-11-24' })).toEqual({ kind: 'command', text: 'export requests 2026-11-24 status=no_fill' });
    expect(ask('and the day before?', { previous: 'export impressions 2026-11-24' })).toEqual({ kind: 'command', text: 'export impressions 2026-11-23' });
    expect(ask('the day after', { previous: 'why revenue 2026-11-24' })).toEqual({ kind: 'command', text: 'why revenue 2026-11-25' });
    expect(ask('the day before', { previous: 'revenue last week' }).kind).toBe('clarify');
  });
});

// The eleventh set's round: classes of its misses, each checked on words of its own.
describe('asks about the bot’s own things, and dates in words (eleventh set round)', () => {
  it.each([
    ['please alert me if impressions drop 30%', 'alerts add impressions drop 30%'],
    ['let me know when ecpm falls by 12 percent in the US', 'alerts add ecpm drop 12% country=US'],
    ['add a new digest', 'digest add'],
    ['can you watch the native level complete test', 'abtest watch abt_demo_invalidated'],
    ['who ran what lately', 'audit'],
    ['any refusals lately', 'audit refusals'],
    ['how long did auctions take last week', 'auction stats last week metric=duration'],
    ['latest 50 bids in japan', 'auction bids country=JP limit=50'],
    ['are the network numbers finalized for last week', 'reconcile last week'],
    ['status of bid export bidexp_demo_ready', 'export bids bidexp_demo_ready'],
    ['what do the networks claim we made on monday', 'network 2026-11-23'],
    ['demand comparison for delta and echo last week', 'demand last week source=bidder_delta,bidder_echo'],
    ['when is the floor health check scheduled', 'tasks task_floor_watch'],
    ['bonuscoins test', 'abtest abt_demo_turning'],
    ['what tests do we have', 'abtest list'],
    ['the 4 best countries by fill rate last week', 'breakdown by=country metrics=fill_rate last week top=4'],
    ['click-through rate yesterday', 'revenue yesterday'],
    ['how much money came in last week', 'revenue last week'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it.each([
    ['revenue on the third', 'revenue 2026-11-03'], ['revenue october twenty-first', 'revenue 2026-10-21'],
    ['revenue the second week of october', 'revenue 2026-10-08..2026-10-14'], ['revenue the last week of september', 'revenue 2026-09-24..2026-09-30'],
    ['revenue the month before last', 'revenue 2026-09-01..2026-09-30'], ['revenue during the month of august', 'revenue 2026-08-01..2026-08-31'],
    ['revenue since the beginning of october', 'revenue 2026-10-01..2026-11-27'], ['revenue two weeks ago today', 'revenue 2026-11-13'],
    ['revenue this month vs the same month last year', 'revenue mtd vs=year'], ['revenue yesterday compared to the same day last year', 'revenue yesterday vs=year'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('makes the answer before another way ("make it …") in a thread', () => {
    expect(ask('make it bottom 3', { previous: 'breakdown by=country metrics=revenue yesterday top=10' })).toEqual({ kind: 'command', text: 'breakdown by=country metrics=revenue yesterday bottom=3' });
  });

  it.each([
    ['what access do i have'], // the key's permissions (whoami) or the workspace's policy (access)?
    ['set up an alert for when ecpm goes below 2 dollars'], // a level, not a drop
    ['which digests are set up'], // asks, makes nothing
    ['export impressions yesterday for alpha and bravo'], // an export takes one bidder
    ['the second test'], // not a day
  ])('asks back, without a guess: %s', (words) => {
    const u = ask(words);
    if (words === 'which digests are set up') expect(u).toEqual({ kind: 'command', text: 'digest list' });
    else expect(u.kind).toBe('clarify');
  });
});

describe('chat around a clear ask, and names as they sound (eleventh set round)', () => {
  it.each([
    ['so I was skimming the numbers over coffee and ecpm on banners looked off yesterday, any idea why', 'why ecpm yesterday format=banner'],
    ['the monthly review is tomorrow morning, could you pull impressions by format for last month please', 'breakdown by=format metrics=impressions last month'],
    ['export impressions for bidder alfa yesterday', 'export impressions yesterday bidder=bidder_alpha'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it.each([
    ['could you send me the revenue for last week, only for the holiday campaign users though, thanks so much'],
    ['hey, what was revenue yesterday on the beta build, we want to see it before the release goes out'],
    ['pull ecpm by country for last week, ignoring the outliers please, it is for a quick chart'],
  ])('still asks back when a word not understood may narrow the figures: %s', (words) => {
    expect(ask(words).kind).toBe('clarify');
  });
});

describe('quarters and both platforms (eleventh set round)', () => {
  it.each([
    ['revenue q2', 'revenue 2026-04-01..2026-06-30'], ['ecpm by country for Q2 2025', 'breakdown by=country metrics=ecpm 2025-04-01..2025-06-30'],
    ['h1 revenue', 'revenue 2026-01-01..2026-06-30'], ['did iphone or android bring in more last week', 'revenue last week by os'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });
});

describe('a period compared with one the grammar names, and small words (eleventh set round)', () => {
  it.each([
    ['how did we do last month against august', 'revenue last month vs=2026-08-01..2026-08-31'], ['fill last month compared with september', 'revenue last month vs=previous'],
    ['help me', 'help'], ['did the bonus coins test fail', 'abtest abt_demo_turning'], ['are any networks missing data this week', 'network this week'], ['a quick snapshot of last week', 'revenue last week'], ['did ecpm improve yesterday', 'revenue yesterday'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });
});

describe('nothing dropped silently (eleventh set round)', () => {
  it('ranks revenue’s movers as their table, and asks when the previous command has nothing to rank', () => {
    expect(ask('just the top 5 now', { previous: 'revenue last month by app' })).toEqual({ kind: 'command', text: 'breakdown by=app metrics=revenue last month top=5' });
    expect(ask('top 5', { previous: 'revenue last month' }).kind).toBe('clarify');
  });

  it('reads "errors" as a config’s only beside a config', () => {
    expect(ask('were there errors on monday').kind).toBe('clarify');
    expect(ask('does the live config have errors')).toEqual({ kind: 'command', text: 'config validate live' });
  });
});

describe('a filter the report cannot take is asked about, not dropped (eleventh set round)', () => {
  it.each([['bidders last week for tiny farm'], ['demand last month in korea'], ['reconcile yesterday for charlie'], ['the freq cap test in france']])('%s', (words) => {
    expect(ask(words).kind).toBe('clarify');
  });

  it('keeps "us" the pronoun apart from the US', () => {
    expect(ask('what did charlie pay us yesterday')).toEqual({ kind: 'command', text: 'demand yesterday source=bidder_charlie' });
  });
});

// Issue 38's twelfth-set round: the classes its untuned run showed, each on words of its own.
describe('two asks in one, thresholds, counts and an analyst\'s glue', () => {
  it.each([
    ['why did impressions and ecpm fall last week', ['why impressions last week', 'why ecpm last week']],
    ['export the requests and impressions of the 24th', ['export impressions 2026-11-24', 'export requests 2026-11-24']],
  ])('asks which one when two are asked: %s', (words, suggestions) => {
    expect(ask(words)).toMatchObject({ kind: 'clarify', suggestions });
  });

  it('does not drop a split the network report cannot make; maps the ones it can', () => {
    expect(ask('network numbers by app yesterday')).toEqual({ kind: 'command', text: 'network yesterday by app_name' });
    expect(ask('network revenue by ad unit yesterday')).toMatchObject({ kind: 'clarify', suggestions: ['network yesterday'] });
  });

  it.each([
    ['apps with revenue above 50 last week', 'breakdown by=app metrics=revenue last week having=revenue>50'],
    ['which countries made more than 200 in revenue yesterday', 'breakdown by=country metrics=revenue yesterday having=revenue>200'],
    ['which four apps had the highest fill rate last week', 'breakdown by=app metrics=fill_rate last week top=4'],
    ['alert me when fill rate drops 15 percent', 'alerts add fill_rate drop 15%'],
    ['ecpm by operating system yesterday', 'breakdown by=os metrics=ecpm yesterday'],
    ['revenue for last month, restricted to android, compared against the month before', 'revenue last month vs=previous os=Android'],
    ['revenue for Q2.', 'revenue 2026-04-01..2026-06-30'],
    ['how are banners filling yesterday', 'breakdown by=format metrics=fill_rate yesterday'],
    ['new alert revenue drop 30 percent', 'alerts add revenue drop 30%'],
    ['monitor the banner refresh test in this channel', 'abtest watch abt_demo_directional here'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks in which rows a threshold is meant when the words name none', () => {
    expect(ask('revenue above 100 yesterday')).toMatchObject({ kind: 'clarify' });
  });
});

describe('orders on an alert, an incident or a digest by its id; two reports by name; a subcommand\'s help', () => {
  it.each([
    ['please pause alert alr_a1b2c3d4', 'alerts pause alr_a1b2c3d4'],
    ['snooze alr_a1b2c3d4 for a day', 'alerts snooze alr_a1b2c3d4 1d'],
    ['ack inc_z9y8x7w6', 'alerts ack inc_z9y8x7w6'],
    ['send digest sub_q1w2e3r4 now', 'digest run sub_q1w2e3r4'],
    ['delete subscription sub_q1w2e3r4', 'digest delete sub_q1w2e3r4'],
    ['help me with the bidders', 'help bidders'],
    ['what does the demand command do', 'help demand'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks what to do with an id said alone, or how long to snooze', () => {
    expect(ask('alr_a1b2c3d4')).toMatchObject({ kind: 'clarify', suggestions: ['alerts pause alr_a1b2c3d4', 'alerts resume alr_a1b2c3d4', 'alerts remove alr_a1b2c3d4'] });
    expect(ask('snooze alr_a1b2c3d4')).toMatchObject({ kind: 'clarify', suggestions: ['alerts snooze alr_a1b2c3d4 1h', 'alerts snooze alr_a1b2c3d4 1d'] });
  });

  it('asks which first when two reports are named on each side of "and"', () => {
    expect(ask('bidders last week and the reconcile too')).toMatchObject({ kind: 'clarify' });
    expect(ask('network revenue and impressions yesterday')).toEqual({ kind: 'command', text: 'network yesterday' });
  });
});

describe('the audit log by member and count, a config version, and "day by day"', () => {
  it.each([
    ['what has W0A1B2C3D4 run lately', 'audit user=W0A1B2C3D4'],
    ['the latest 30 audit events', 'audit limit=30'],
    ['config version 7 as yaml', 'config show version 7 yaml'],
    ['impressions week by week last month', 'breakdown by=week metrics=impressions last month'],
    ['export requests from yesterday that timed out', 'export requests yesterday status=timeout'],
    ['export the puzzle quest app impressions for yesterday', 'export impressions yesterday app=com.acmegames.puzzlequest'],
    ['did the native level complete test beat control', 'abtest abt_demo_invalidated'],
    ['revenue on tuesday compared with the tuesday before', 'revenue 2026-11-24 vs=week'],
    ['the next run of the weekend recap', 'tasks task_weekend_recap_sydney'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });
});

describe('follow-ups naming an app, and "the same thing"', () => {
  it.each([
    ['export requests yesterday', 'only tiny farm', 'export requests yesterday app=com.acmegames.tinyfarm'],
    ['why ecpm last week', 'just for word rush', 'why ecpm last week app=com.acmegames.wordrush'],
    ['bidders last week', 'same thing for yesterday', 'bidders yesterday'],
    ['abtest abt_demo_achieved', 'please track it in this channel', 'abtest watch abt_demo_achieved here'],
  ])('[%s] %s → %s', (previous, words, command) => {
    expect(ask(words, { previous })).toEqual({ kind: 'command', text: command });
  });
});
