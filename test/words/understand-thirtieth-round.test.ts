// understand() on issue 38's thirtieth round (wrong answers of the thirty-eighth, thirty-ninth and fortieth
// sets, by class), each class on its own paraphrases (never the sets' lines), with near asks that must
// still be asked back or keep their older reading; pure, called directly.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('wrong answers of the thirtieth round, by class', () => {
  it('asks back an order that changes a Task named by its name (the Task is set in the platform)', () => {
    asks('could you make the weekly bidder review run every day');
    asks('make the weekly bidder review daily');
    asks('pls change the floor health check to run hourly');
    asks('could u move the monthly network reconciliation to the 2nd');
    asks('pause the weekend recap');
    asks('change the weekend recap to sundays only');
    asks('hey can you update the floor health check so it runs twice a day');
    asks('stop the monthly network reconciliation');
    asks('set the floor health check to hourly');
    asks('disable the a/b test watch task');
    asks('switch the weekly bidder review to mondays');
    // (a Task asked about is still that Task; a digest the bot keeps is still its own)
    is('what does the floor health check do', 'tasks task_floor_watch');
    is('when does the floor health check run', 'tasks task_floor_watch');
    is('set up a daily revenue digest', 'digest add');
  });

  it('reads a table asked for by name after revenue\'s movers as the table by the split', () => {
    after('revenue yesterday by app', [
      ['could i see that as a table by format', 'breakdown by=format metrics=revenue yesterday'],
      ['make it a table by country', 'breakdown by=country metrics=revenue yesterday'],
      ['table by country pls', 'breakdown by=country metrics=revenue yesterday'],
      ['as a table', 'breakdown by=app metrics=revenue yesterday'],
      ['as a table by format and country', 'breakdown by=format,country metrics=revenue yesterday'],
      // (a split alone after the movers is still the movers by it)
      ['by format', 'revenue yesterday by format'],
    ]);
    after('revenue last week by country', [['can i get it as a table by os', 'breakdown by=os metrics=revenue last week']]);
  });

  it('reads "movers" asked by two splits as revenue\'s movers by both, not their table', () => {
    after('revenue yesterday by country', [
      ['biggest movers by country and format', 'revenue yesterday by country,format'],
      ['movers by country and format pls', 'revenue yesterday by country,format'],
      ['top movers by country and os', 'revenue yesterday by country,os'],
      ['movers by format', 'revenue yesterday by format'],
      // (two splits with no movers named are the table, as before)
      ['by country and format too', 'breakdown by=country,format metrics=revenue yesterday'],
    ]);
    after('revenue mtd by format', [['biggest movers by format and os', 'revenue mtd by format,os']]);
    after('revenue yesterday', [['top movers by app and country', 'revenue yesterday by app,country']]);
  });

  it('reads test traffic leading the figure as that traffic\'s figure; "including" and the like keep all', () => {
    is('test traffic revenue yesterday', 'revenue yesterday test=test');
    is('Test traffic revenue last week', 'revenue last week test=test');
    is('test-traffic ecpm today', 'revenue today test=test');
    is('test trafic rev yday', 'revenue yesterday test=test');
    is('whats test traffic revenue yesterday', 'revenue yesterday test=test');
    is('show me test traffic impressions mtd', 'revenue mtd test=test');
    is('test devices revenue yesterday', 'revenue yesterday test=test');
    is('test traffic revenue yesterday included', 'revenue yesterday test=all');
    is('revenue yesterday incl test trafic', 'revenue yesterday test=all');
    asks('test traffic');
  });

  it('writes the comparison named in an explanation of one day ("vs last week"); "the week before" stays its default', () => {
    is('what is going on with revenue yesterday vs last week', 'why revenue yesterday vs=week');
    is('why did ecpm drop yesterday vs last week', 'why ecpm yesterday vs=week');
    is('what happened to fill yesterday compared to last week', 'why fill_rate yesterday vs=week');
    is('whats up with revenue yesterday versus last week', 'why revenue yesterday vs=week');
    is('why is revenue down today vs last week', 'why revenue today vs=week');
    is('why did revenue drop on tuesday vs last week', 'why revenue 2026-11-24 vs=week');
    is('why was revenue down on wednesday compared with the week before', 'why revenue 2026-11-25');
    is('if revenue in germany was under last week\'s yesterday, why', 'why revenue yesterday country=DE');
    is('why revenue yesterday', 'why revenue yesterday');
  });

  it('reads bid rejection reasons as the auction\'s own breakdown of them, never why', () => {
    after('auction stats last week metric=nonbid_reason', [
      ['and the rejection reasons?', 'auction stats last week metric=rejection_reason'],
      ['rejection reasons instead', 'auction stats last week metric=rejection_reason'],
      ['why were bids rejected', 'auction stats last week metric=rejection_reason'],
      ['rejecton reasons', 'auction stats last week metric=rejection_reason'],
      ['reasons for rejections', 'auction stats last week metric=rejection_reason'],
    ]);
    after('auction stats yesterday', [['why are our bids getting rejected', 'auction stats yesterday metric=rejection_reason']]);
    is('rejection reasons last week', 'auction stats last week metric=rejection_reason');
    is('bid rejection reasons yesterday in the US', 'auction stats yesterday country=US metric=rejection_reason');
    is('why did bids get rejected last week', 'auction stats last week metric=rejection_reason');
    after('revenue yesterday', [['what about rejection reasons', null]]);
  });

  it('lists the connections for accounts asked in the plural; one account asked is still whoami', () => {
    is('which accounts is the workspace connected to', 'connect show');
    is('which acounts is this workspace connected to', 'connect show');
    is('list the connected accounts', 'connect show');
    is('show me all connected accounts pls', 'connect show');
    is('which accounts are connected', 'connect show');
    is('what accounts are connected here', 'connect show');
    is('which accounts are we connected to?', 'connect show');
    is('show conected accounts', 'connect show');
    is('connected accounts?', 'connect show');
    is('how many accounts are connected', 'connect show');
    is('which account is this workspace connected to', 'whoami');
    is('which account am i connected to', 'whoami');
    is('who am i connected as', 'whoami');
    is('connect accounts', 'connect');
    asks('revenue for connected accounts');
  });
});
