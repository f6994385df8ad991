// understand() on issue 38's twenty-first round: asks of the mainstream sets (twenty-fifth to
// twenty-seventh) that were asked back where a command was meant, each class on paraphrases of its
// own (other wordings, typos, the account's other names, in a thread and not — never the sets'
// lines), and beside each the near asks that must still be asked back.
import { describe, it } from 'vitest';
import { is, asks, after } from './expect-words.js';

describe('asked back where a command was meant, by class', () => {
  it('lists the A/B tests asked "running" of tests said to be A/B tests; bare "tests" running still asked', () => {
    is('which ab tests are live', 'abtest list');
    is('what experiments are running right now', 'abtest list');
    is('are any a/b tests running', 'abtest list');
    is('which a/b tests are currently running', 'abtest list');
    is('what abtests are running', 'abtest list');
    is('which a/b tests r running', 'abtest list');
    is('wich ab tests are runnning', 'abtest list');
    is('what a/b tests do we have live', 'abtest list');
    after('abtest list', [['which a/b tests are still running', 'abtest list']]);
    // (tests alone: of traffic, of a config, a Task's run — as the tune set labels it)
    asks('which tests are running');
    asks('what tests are running');
    asks('which tests are live');
    asks('are the tests running');
    // (a filter or a period the list does not take; one test pointed at, not named)
    asks('which ab tests are running on android');
    asks('which a/b tests are running for tiny farm');
    asks('which a/b tests are running since monday');
    asks('is the ab test running');
  });

  it('watches a test asked to be told when it changes; a figure or a filter in the condition is asked', () => {
    is('let me know when the bonus coins test changes status', 'abtest watch abt_demo_turning');
    is('ping me when the interstitial floor test is done', 'abtest watch abt_demo_achieved');
    is('tell me when the freq cap test finishes', 'abtest watch abt_demo_in_progress');
    is('notify me when the native ad test concludes', 'abtest watch abt_demo_invalidated');
    is('pls ping me when the frequency cap test status changes', 'abtest watch abt_demo_in_progress');
    is('let me knwo when the banner refresh test changes', 'abtest watch abt_demo_directional');
    is('message me when the bonus coins test flips', 'abtest watch abt_demo_turning');
    is('could you ping me once the freq cap experiment is done', 'abtest watch abt_demo_in_progress');
    is('ping me here when the coins test flips', 'abtest watch abt_demo_turning here');
    after('revenue yesterday', [['let me know when the banner refresh test changes status', 'abtest watch abt_demo_directional']]);
    asks('let me know when the test changes');
    asks('let me know when the banner refresh test revenue drops 20%');
    asks('tell me when the banner refresh test changes in germany');
    asks('let me know when the banner refresh test changes status and post revenue');
    asks('dm me when the rewarded test changes');
  });

  it('sets up the config alert asked to be told when the (live) config changes; a draft or a figure is asked', () => {
    is('let me know when the config changes', 'alerts add config');
    is('ping me if the live config changes', 'alerts add config');
    is('notify me whenever the configuration changes', 'alerts add config');
    is('tell me if the config breaks', 'alerts add config');
    is('dm me when the config chnages', 'alerts add config');
    is('ping me here when the config changes', 'alerts add config here');
    after('config show', [['tell me when the config changes', 'alerts add config']]);
    asks('tell me when the draft config changes');
    asks('tell me when the config changes version');
    asks('tell me when config revenue drops');
    asks('tell me when the config changes in germany');
    asks('tell me when the config');
  });

  it('lists the alerts asked which are set up (also after one was set up: never that order again)', () => {
    is('what alerts have we got set up', 'alerts list');
    is('which alerts do we have set up', 'alerts list');
    is('what alerts do we hve', 'alerts list');
    is('what alerts do i have set up', 'alerts list');
    is('wat alerts do i hve', 'alerts list');
    is('what alerts has the team got set up', 'alerts list');
    after('alerts add revenue drop 20%', [
      ['what alerts do we have set up', 'alerts list'],
      ['what alerts do we have', 'alerts list'],
      ['list my alerts', 'alerts list'],
      ['what alerts do we have for germany', null],
      ['remove that alert', null],
    ]);
    asks('what alerts should we set up');
    asks('what alerts do we have set up for germany');
    asks('what alerts do we have set up for revenue');
  });

  it('reads "can we ship" and "still valid" of a named test as its status; unnamed or narrowed is asked', () => {
    is('can we ship the bonus coins test', 'abtest abt_demo_turning');
    is('is the freq cap test still valid', 'abtest abt_demo_in_progress');
    is('should we ship the banner refresh test', 'abtest abt_demo_directional');
    is('is the interstitial floor test valid?', 'abtest abt_demo_achieved');
    is('can we shipp the interstitial floor test', 'abtest abt_demo_achieved');
    is('is the coins test result reliable', 'abtest abt_demo_turning');
    is('show me the invalidated test', 'abtest abt_demo_invalidated');
    asks('can we ship it');
    asks('can we ship the test');
    asks('ship the interstitial floor test');
    asks('can we ship the interstitial floor test to everyone in germany');
    asks('is the native ad test still valid for ios');
    is('is the config still valid', 'config validate');
  });

  it('sets up an alert asked to post in this channel; edits the alert just set up in its thread', () => {
    is('post here if revenue drops 25%', 'alerts add revenue drop 25% here');
    is('post in this channel if ecpm drops 15%', 'alerts add ecpm drop 15% here');
    is('post in this channel when fill rate drops 10 percent', 'alerts add fill_rate drop 10% here');
    asks('post in this channel if impressions drop');
    asks('post in this channel if impressions are low');
    asks('post in this channel');
    asks('post revenue in this channel');
    after('alerts add revenue drop 20%', [
      ['send it to this channel instead', 'alerts add revenue drop 20% here'],
      ['make it 25%', 'alerts add revenue drop 25%'],
      ['change it to 15', 'alerts add revenue drop 15%'],
      ['change the threshold to 15', 'alerts add revenue drop 15%'],
      ['make it ecpm', 'alerts add ecpm drop 20%'],
      ['make it fill rate', 'alerts add fill_rate drop 20%'],
      ['make it 30 not 20', null],
      ['make it 100', null],
      ['make it 0', null],
      ['make it clicks', null],
      ['dm me instead', null],
    ]);
    after('alerts add impressions drop 25% country=US', [['post it here instead', 'alerts add impressions drop 25% country=US here']]);
    after('alerts add revenue drop 20% here', [['make it 25', 'alerts add revenue drop 25% here']]);
    after('revenue yesterday', [['make it 30', null], ['post it in this channel', null]]);
  });

  it('opens the digest form for a revenue digest asked to be set up; another figure or a split is asked', () => {
    is('set up a daily revenue digest for this channel', 'digest add');
    is('can you set up a daily revenue digest', 'digest add');
    is('could we set up a revenue digest', 'digest add');
    is('create a revenue digest', 'digest add');
    is('set up a weekly revenue digest', 'digest add');
    is('set up a daily revnue digest', 'digest add');
    is('can you create a daily revenue digest pls', 'digest add');
    after('digest add', [['set up a daily revenue digest', 'digest add']]);
    asks('set up a daily ecpm digest');
    asks('set up a daily revenue digest for tiny farm');
    asks('set up a daily revenue digest by country');
    asks('did you set up a daily revenue digest');
    asks('have you set up a digest');
    asks('daily revenue digest');
  });

  it('validates the draft asked whether it is ok, and the thread\'s configuration asked "validate it"', () => {
    is('is the draft valid?', 'config validate draft');
    is('does the draft look ok', 'config validate draft');
    is('is our draft ok', 'config validate draft');
    is('is the draft fine?', 'config validate draft');
    is('is the draft okay', 'config validate draft');
    is('is teh draft ok', 'config validate draft');
    after('revenue yesterday', [['is the draft ok', 'config validate draft'], ['validate it', null]]);
    after('config show live', [
      ['is the draft ok?', 'config validate draft'],
      ['validate that one', 'config validate live'],
      ['validate it and the draft', null],
    ]);
    after('config show', [['validate it', 'config validate']]);
    after('config show draft', [['validate this', 'config validate draft']]);
    after('config show version 12', [['validate that', 'config validate version 12']]);
    after('config show live yaml', [['validate it', 'config validate live']]);
    asks('is the draft ready');
    asks('is the draft deck ok');
    asks('is the live ok');
    asks('is the draft ok for germany');
  });

  it('reads bidders "not bidding" with the subject between, the bid log asked "recent", and a slipped duration', () => {
    is('why arent the bidders bidding last week, non-bid reasons', 'auction stats last week metric=nonbid_reason');
    is('why isnt anyone bidding yesterday, nonbid reasons', 'auction stats yesterday metric=nonbid_reason');
    is('why werent bidders bidding on monday - nonbid reasons', 'auction stats 2026-11-23 metric=nonbid_reason');
    is('why arent bidders bidding yesterday in germany, nonbid reasons', 'auction stats yesterday country=DE metric=nonbid_reason');
    asks('why arent we making money yesterday');
    is('show me the latest bids', 'auction bids');
    is('recent bids pls', 'auction bids');
    is('show me recent bids for tiny farm', 'auction bids app=com.acmegames.tinyfarm');
    is('recent bids in the us', 'auction bids country=US');
    is('show me recnt bids', 'auction bids');
    asks('show me bids');
    is('auction duration p95 last week', 'auction stats last week metric=duration');
    is('auction duraton yesterday', 'auction stats yesterday metric=duration');
    is('p95 auction duraton past 7 days', 'auction stats last 7d metric=duration');
    is('auction duraton p50 past 30 days', 'auction stats last 30d metric=duration');
    is('auction latncy p99 last 7 days', 'auction stats last 7d metric=duration');
    asks('p95 duraton');
    asks('p95 revenue last week');
  });

  it('reads demand\'s report matched against ours, each network\'s pay and the network report downloaded', () => {
    is('does our revenue match what demand partners report yesterday', 'demand yesterday');
    is('do our numbers match what the demand sources reported last month', 'demand last month');
    is('does our revenue match what bravo reports last week', 'demand last week source=bidder_bravo');
    is('does our revenue match what the networks report last week', 'reconcile last week');
    asks('does our revenue match what demand sources report and the networks last week');
    asks('reconcile demand last week');
    is('how much did each network pay us yesterday', 'network yesterday by provider');
    is('what did each ad network pay us last month', 'network last month by provider');
    is('how much did every network pay us in october', 'network 2026-10-01..2026-10-31 by provider');
    is('how much did each ad netwrok pay us last week by country', 'network last week by provider,country');
    is('how much did each network make last week', 'network last week');
    is('what did each ad network report last week', 'network last week');
    // ("by network", "per-network", each network's report or make: the report as it comes, as the older sets label them)
    is('revenue per network last week', 'network last week');
    asks('when do the networks pay us');
    asks('how much did the networks pay us last week');
    is('download the network report for october as csv', 'network 2026-10-01..2026-10-31 csv');
    is('export the network report for last week', 'network last week csv');
    is('download network data last month', 'network last month csv');
    is('download the network report for last month by country as csv', 'network last month by country csv');
    asks('download the network impressions last month');
    asks('download the network report and yesterday\'s impressions');
    asks('download the reconcile report last month');
  });
});
