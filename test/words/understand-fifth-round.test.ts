// understand() on issue 38's fifth round (the fourteenth set's classes), each on words of its own,
// not a line of a set; pure, called directly. Also what the probes of the new rules found.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { rephrase } from '../../commands/words/rephrase.js';
import { buriedAsk } from '../../commands/words/buried.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');

describe('comparisons said the long way', () => {
  it.each([
    ['is ecpm up or down on last week', 'revenue vs=week'], ['did germany do better or worse than last week', 'revenue vs=week country=DE'],
    ['how did september stack up against august', 'revenue 2026-09-01..2026-09-30 vs=previous'], ['how is fill tracking against last year this month', 'revenue mtd vs=year'],
    ['revenue on monday vs the same day a week earlier', 'revenue 2026-11-23 vs=week'], ['is ios ahead of where it was a year ago this month', 'revenue mtd vs=year os=iOS'],
    ['how is october looking next to october last year', 'revenue 2026-10-01..2026-10-31 vs=year'], ['revenue november vs november last year', 'revenue 2026-11-01..2026-11-27 vs=year'],
    ['is revenue down from yesterday', 'revenue vs=previous'], ['revenue yesterday relative to monday', 'revenue yesterday vs=2026-11-23'], ['revenue is up on android', 'revenue os=Android'],
  ])('%s → %s', is);

  it('reads "a week earlier" only as the other side of a comparison', () => asks('revenue a week earlier'));
});

describe('exclusions and test traffic', () => {
  it.each([
    ['fill rate not counting test traffic last week', 'revenue last week test=production'], ['revenue yesterday with the test traffic left in', 'revenue yesterday test=all'],
    ['just test traffic revenue in japan yesterday', 'revenue yesterday country=JP test=test'], ['production traffic only, revenue last week', 'revenue last week test=production'],
    ['not ios, only android: ecpm last week', 'revenue last week os=Android'],
    ['impressions not including test traffic', 'revenue test=production'], ['rev by app, excl test traffic, last 7d', 'revenue last 7d by app test=production'],
  ])('%s → %s', is);

  it('asks back where a value is left out: a format, a bidder or an app too', () => {
    for (const words of ['revenue yesterday other than germany', 'everything but interstitials last week', 'ecpm apart from android', 'revenue last week minus native', 'revenue not counting refunds', 'all countries but japan yesterday', 'bidders other than alpha yesterday', 'revenue yesterday, not counting bravo']) asks(words);
  });
});

describe('figures, rankings and thresholds said otherwise', () => {
  it.each([
    ['how much cash did we bring in yesterday', 'revenue yesterday'], ['price per thousand impressions by format last week', 'breakdown by=format metrics=ecpm last week'],
    ['win % by bidder yesterday', 'bidders yesterday sort=win_rate'], ['how many people saw ads in germany yesterday', 'revenue yesterday country=DE'],
    ['revenue per daily active user in japan last week', 'revenue last week country=JP'], ['which kind of ad earns the most this month', 'breakdown by=format metrics=revenue mtd top=1'],
    ['countries above $2k revenue last week', 'breakdown by=country metrics=revenue last week having=revenue>2000'], ['how much did all our games make last week', 'revenue last week'],
    ['which of our formats has the lowest fill yesterday', 'breakdown by=format metrics=fill_rate yesterday bottom=1'],
    ['which country fell the most last week', 'revenue last week by country'], ['top movers by app yesterday', 'revenue yesterday by app'],
    ['what drove revenue the most on tuesday', 'why revenue 2026-11-24'], ['networks out from our numbers by more than 4% last week', 'reconcile last week gap=4%'],
  ])('%s → %s', is);

  it('reads "us" after a verb as the asker, not the US', () => {
    is('which countries make us the most money', 'breakdown by=country metrics=revenue top=10');
    is('how much did japan make us last week', 'revenue last week country=JP');
  });

  it('asks a rank within one format or app, which a table of every row cannot give', () => {
    for (const words of ['top 5 countries by revenue for banner', 'the lowest earning geo for rewarded', 'which format has the best ecpm for puzzle quest']) asks(words);
  });

  it('asks a move of another figure than revenue, or of nothing split, and what is not eCPM', () => {
    // (issue 38's twenty-ninth round: a move of another figure, split by one dimension, is its explanation, which lists the segments that moved it most: ./moves-explained.ts)
    is('which country’s fill fell the most yesterday', 'why fill_rate yesterday');
    for (const words of ['what grew the most last week', 'biggest drop in ecpm yesterday', 'which bidder grew the most', 'revenue per thousand users', 'what type of ads do we run']) asks(words);
  });
});

describe('slips a spell checker leaves', () => {
  it.each([
    ['impressions last weak', 'revenue last week'], ['ecpm this moth', 'revenue mtd'], ['revenue by county last week', 'revenue last week by country'],
    ['android fill rat yesterday', 'revenue yesterday os=Android'], ['revenue the passed 14 days', 'revenue last 14d'],
  ])('%s → %s', is);

  it('reads a flag emoji as its country', () => is('ecpm 🇯🇵 yesterday', 'revenue yesterday country=JP'));

  it('keeps "weak" a word where it may be one', () => expect(rephrase('show me the weak formats')).toBe('show me the weak formats'));
});

describe('a long message with one ask buried in it', () => {
  it.each([
    ['ok so long story short the sales team was asking about the holidays and I said I would check, could you pull last week\'s revenue for canada', 'revenue last week country=CA'],
    ['sorry for the wall of text, the meeting ran long and I missed the update, but what does bravo report for yesterday', 'demand yesterday source=bidder_bravo'],
  ])('%s → %s', is);

  it('asks where the words before the ask narrow it or name another place, platform or test', () => {
    for (const words of [
      'we shipped a new sdk version to half the users on monday, can you pull revenue yesterday',
      'the client in japan keeps asking about the dip over the weekend, can you give me revenue for yesterday',
      'the beta testers complained all week about the ads they saw, could you pull the revenue for yesterday',
      'hey so the thing is, for the premium tier only, could you pull the revenue for yesterday',
      'everyone on the team was confused about october and the holidays, could you show me revenue by format',
    ]) asks(words);
  });

  it('finds the last clause that opens like an ask', () => {
    expect(buriedAsk('I was in a long meeting this morning with the team, could you pull revenue yesterday')?.tail).toBe('could you pull revenue yesterday');
    expect(buriedAsk('revenue yesterday please')).toBeUndefined();
  });
});

describe('alerts and watches set up in words, A/B tests by their change', () => {
  it.each([
    ['notify me hourly if revenue drops 15%', 'alerts add revenue drop 15% hourly'], ['create an alert in this channel for when ecpm drops 25%', 'alerts add ecpm drop 25% here'],
    ['ping us every hour if US fill rate falls 10%', 'alerts add fill_rate drop 10% hourly country=US'], ['silence alert alr_1a2b3c4d for germany', 'alerts mute alr_1a2b3c4d country=DE'],
    ['keep monitoring the bonus coins test and post updates here', 'abtest watch abt_demo_turning here'], ['did lowering the banner refresh to 45 seconds work', 'abtest abt_demo_directional'],
    ['is the 3 vs 4 rewarded cap test working', 'abtest abt_demo_in_progress'],
  ])('%s → %s', is);

  it('takes the figure of the command before for "alert me if that drops"', () => {
    is('ping me if that falls 30%', 'alerts add fill_rate drop 30% country=BR', { previous: 'why fill_rate yesterday country=BR' });
    asks('mute alert alr_1a2b3c4d');
    asks('alert me if that drops 20%', { previous: 'bidders yesterday' });
  });
});

describe('follow-ups of this round', () => {
  it('takes a bidder after an impressions export as its filter, and asks after a requests export', () => {
    is('just charlie', 'export impressions yesterday bidder=bidder_charlie', { previous: 'export impressions yesterday' });
    asks('only bidder alpha', { previous: 'export requests yesterday' });
  });

  it.each([
    ['with test traffic?', 'revenue yesterday test=all', 'revenue yesterday'], ['test traffic only', 'bidders yesterday test=test', 'bidders yesterday'],
    ['keep an eye on it here', 'abtest watch abt_demo_turning here', 'abtest abt_demo_turning'],
    ['which one fell the most?', 'revenue yesterday by app', 'revenue yesterday by app'],
  ])('%s → %s after %s', (words, text, previous) => is(words, text, { previous }));

  it('keeps the thread’s period when a ranking of bidders is their sort', () => is('which one is winning most?', 'bidders last week sort=win_rate', { previous: 'bidders last week' }));
});
