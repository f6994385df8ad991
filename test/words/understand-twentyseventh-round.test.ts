// understand() on issue 38's twenty-seventh round: typing slips and chat shorthand the reader left unknown
// (so it asked back though the meaning was plain), in the mainstream sets' (thirty-second to thirty-sixth)
// words; each class on variants of its own (other wording, other names from SET_CONTEXT, in a thread and
// not), and the near asks that must still be asked back; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('chat slips and shorthand, by class', () => {
  it('reads chat shorthand with no word of its own: ydy, ovr, w/, cmd, whyd, ony', () => {
    is('ecpm by country ydy', 'breakdown by=country metrics=ecpm yesterday');
    is('how much did we make ydy?', 'revenue yesterday');
    is('fill by format ystrdy', 'breakdown by=format metrics=fill_rate yesterday');
    is('apps w/ revenue over 1000 yesterday', 'breakdown by=app metrics=revenue yesterday having=revenue>1000');
    is('countries w/ rev ovr 500 last month', 'breakdown by=country metrics=revenue last month having=revenue>500');
    is('apps w/ ecpm ovr 10 yesterday', 'breakdown by=app metrics=ecpm yesterday having=ecpm>10');
    is('reconcile last month, gaps ovr 5%', 'reconcile last month gap=5%');
    is('help w/ the alerts cmd', 'help alerts');
    is('whyd revenue drop yesterday', 'why revenue yesterday');
    is('whyd fill rate tank on monday', 'why fill_rate 2026-11-23');
    is('howd we do yesterday', 'revenue yesterday');
    after('revenue yesterday', [
      ['ios ony', 'revenue yesterday os=iOS'],
      ['same for android ony', 'revenue yesterday os=Android'],
      ['japan ony', 'revenue yesterday country=JP'],
    ]);
    // ("w/w" is still week over week)
    is('revenue w/w', 'revenue vs=week');
    // (shorthand of nothing asked: still asked back)
    asks('ony banners');
    asks('whyd you say that');
  });

  it('reads "yr" as a year after a word of a period, in a thread and not', () => {
    after('revenue this week', [['compared to the same days last yr', 'revenue this week vs=year']]);
    after('revenue last week', [['vs same week last yr', 'revenue last week vs=year']]);
    after('revenue yesterday', [['compared to the same day last yr', 'revenue yesterday vs=year']]);
    is('revenue last yr', 'revenue 2025-01-01..2025-12-31');
    asks('yr revenue yesterday');
  });

  it('reads a letter dropped or swapped in a word read from the text in phrases (a holiday, a move, a release)', () => {
    is('what did we make on thanksgving', 'revenue 2026-11-26');
    is('hw much did we make on thnksgiving', 'revenue 2026-11-26');
    is('how much did we make on halloweeen', 'revenue 2026-10-31');
    is('why is ecpm tankng', 'why ecpm');
    is('why is fill rate tankng yesterday?', 'why fill_rate yesterday');
    is('validate the draft before the relase', 'config validate draft');
    // (two slips in one word: no reading)
    asks('revenue on halowen');
  });

  it('reads a slip that fits a word and its plural as that word ("taks", "tets")', () => {
    is('what tsks do we have', 'tasks');
    is('what taks are scheduled', 'tasks');
    is('show me ab tets', 'abtest list');
    is('list all ab tets', 'abtest list');
  });

  it('reads a figure\'s misspelling the lexicon lists on the text too ("revenu")', () => {
    is('revenu yesterday', 'revenue yesterday');
    is('revenu last week by app', 'revenue last week by app');
    is('weekly revenu this month', 'breakdown by=week metrics=revenue mtd');
    is('reveune yesterday', 'revenue yesterday');
    is('revnue in japan last week', 'revenue last week country=JP');
  });

  it('reads "mach" as match only before whom it is matched with (never a month)', () => {
    is('does bravo\'s reported revenue mach ours last week', 'demand last week source=bidder_bravo');
    is('does charlie\'s reported revenue mach our numbers yesterday', 'demand yesterday source=bidder_charlie');
    asks('mach 3');
    asks('revenue in mach');
  });

  it('reads a country\'s name one letter short when an extra letter would make another one ("austrlia")', () => {
    is('revenue for austrlia last week', 'revenue last week country=AU');
    is('fill rate for austrlia last week', 'revenue last week country=AU');
    is('revenue in germny yesterday', 'revenue yesterday country=DE');
    is('revenue in austria yesterday', 'revenue yesterday country=AT');
  });

  it('reads a word of an A/B test\'s name cut short only beside another word of that name and a word for a test', () => {
    is('is the int floor test done', 'abtest abt_demo_achieved');
    is('has the int floor test reached significance', 'abtest abt_demo_achieved');
    is('whats the native lvl complete test status', 'abtest abt_demo_invalidated');
    is('is the native lvl complete experiment done', 'abtest abt_demo_invalidated');
    is('is the banner refrsh test done', 'abtest abt_demo_directional');
    asks('int floor results');
    asks('which int');
    asks('lvl complete');
    asks('revenue by lvl');
    asks('what lvl is fill at');
    asks('int revenue yesterday');
    asks('is the int test done');
  });

  it('keeps "ded" unread outside a test, and a month just before a month as the previous one in a thread', () => {
    asks('ded we make money');
    after('revenue last month', [
      ['compared w/ september', 'revenue last month vs=previous'],
      ['vs september', 'revenue last month vs=previous'],
      ['vs august', 'revenue last month vs=2026-08-01..2026-08-31'],
    ]);
    // (this month so far against October: like for like, October's same days — round 40, as the seventeenth set's
    // "month to date … against the same days of october" and the fifty-ninth's "[mtd] how does that compare to october")
    after('revenue this month', [['vs october', 'revenue this month vs=previous']]);
  });
});
