// understand() on issue 38's round 50 (tuner c, the ninety-second set: a mixed team channel, slang,
// typos, emoji): each class of the set's misses, fixed generally, in words of our own, with neighbours
// that must keep their reading. CLARIFY rows are asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a table asked for by name, a split added, latency per bidder (./compose.ts, ./follow-up.ts, ./asks.ts)', () => {
  it('"breakdown" opening the words with no figure is the table, its own columns; a figure named keeps the older readings', () => {
    check([
      ['-', 'breakdown ES by app last 30d', 'breakdown by=app last 30d country=ES'],
      ['-', 'breakdown by app last 30d in ES', 'breakdown by=app last 30d country=ES'],
      ['-', 'break down ES by app last 30d', 'breakdown by=app last 30d country=ES'],
      ['-', 'brakedown ES by app last 30d', 'breakdown by=app last 30d country=ES'],
      ['-', 'breakdown DE by format last week', 'breakdown by=format last week country=DE'],
      ['-', 'breakdown by app for ios last week', 'breakdown by=app last week os=iOS'],
      // (a figure named, or no "breakdown": revenue's movers, as the older sets label them)
      ['-', 'break down yesterdays revnue by app', 'revenue yesterday by app'],
      ['-', 'breakdown of revenue by country yesterday', 'revenue yesterday by country'],
      ['-', 'revenue by app last 30d in ES', 'revenue last 30d by app country=ES'],
    ]);
  });

  it('"and split by <dimension>" after a table adds the split; "and by", "instead" replace it', () => {
    check([
      ['breakdown by=country metrics=ecpm yesterday top=5', 'and split by format', 'breakdown by=country,format metrics=ecpm yesterday top=5'],
      ['breakdown by=country metrics=fill_rate yesterday', 'also split by os', 'breakdown by=country,os metrics=fill_rate yesterday'],
      ['breakdown by=country metrics=fill_rate yesterday', 'then split by app', 'breakdown by=country,app metrics=fill_rate yesterday'],
      ['breakdown by=country metrics=ecpm yesterday', 'and splt by format', 'breakdown by=country,format metrics=ecpm yesterday'],
      ['breakdown by=day metrics=impressions last week', 'and split by app', 'breakdown by=day,app metrics=impressions last week'],
      ['breakdown by=country metrics=fill_rate yesterday', 'and by format', 'breakdown by=format metrics=fill_rate yesterday'],
      ['breakdown by=country metrics=fill_rate yesterday', 'split by format instead', 'breakdown by=format metrics=fill_rate yesterday'],
      ['revenue last week', 'and split by os', 'revenue last week by os'],
    ]);
  });

  it('latency "per bidder" is the auction picture’s per-bidder table; round durations alone stay the metric', () => {
    check([
      ['-', 'avg round latency per bidder last 7d', 'auction stats last 7d'],
      ['-', 'round latency by bidder yesterday', 'auction stats yesterday'],
      ['-', 'latency for each bidder in auctions yesterday', 'auction stats yesterday'],
      ['-', 'auction latency per bidder last 7d in the US', 'auction stats last 7d country=US'],
      ['-', 'round durations yday', 'auction stats yesterday metric=duration'],
      ['-', 'auction latency yesterday', 'auction stats yesterday metric=duration'],
      ['-', 'timeouts by bidder this week', 'auction stats this week'],
    ]);
  });
});

describe('a second ask widening the first, chat spellings, orders said with an end (./glue.ts, ./chat-slips.ts, ./manage.ts)', () => {
  it('"…? and all the others like it?" asks for more than the one thing: asked back; chatter after a question stays aside', () => {
    check([
      ['-', 'why didnt auction auc_77ab12 fill? and all the others like it?', 'CLARIFY'],
      ['-', 'why didnt auction auc_77ab12 fill? and the others?', 'CLARIFY'],
      ['-', 'why didnt auction auc_77ab12 fill? what about similar ones?', 'CLARIFY'],
      ['-', 'revenue yesterday, and all the others like it', 'CLARIFY'],
      ['-', 'why didnt auction auc_77ab12 fill? thanks!', 'auction auc_77ab12'],
      ['-', 'what happened in auction auc_77ab12? cheers', 'auction auc_77ab12'],
      ['-', 'bidders last 7d, thanks all', 'bidders last 7d'],
    ]);
  });

  it('"2day" is today and "tmrw" tomorrow; "last 2day" is left to the dates', () => {
    check([
      ['-', 'JP revenue 2day', 'revenue today country=JP'],
      ['-', 'how\'s rev 2day', 'revenue today'],
      ['revenue today', 'and 2day in the UK', 'revenue today country=GB'],
      ['-', 'snooze alr_k2m9q4xa till tmrw', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'snooze alr_k2m9q4xa until tomorrow', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'snooze alr_k2m9q4xa til 2moro', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'mute alr_k2m9q4xa until tomorrow', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'revenue tmrw', 'CLARIFY'],
    ]);
  });

  it('a pause of an alert for a while is a snooze; a pause alone stays a pause', () => {
    check([
      ['-', 'pause alr_k2m9q4xa for a day', 'alerts snooze alr_k2m9q4xa 1d'],
      ['-', 'disable alr_k2m9q4xa for an hour', 'alerts snooze alr_k2m9q4xa 1h'],
      ['-', 'pause alr_k2m9q4xa', 'alerts pause alr_k2m9q4xa'],
      ['alerts list', 'pause alr_k2m9q4xa for now', 'alerts pause alr_k2m9q4xa'],
    ]);
  });
});

describe('a config by its id, a gap said bare, hours of an explained day, "in detail" (./config-words.ts, ./read.ts, ./hour-of-table.ts, ./voices.ts)', () => {
  it('a config-shaped id names the config alone; "draft" beside a draft_ id adds nothing, beside cfg_draft_ it asks for a draft', () => {
    check([
      ['-', 'is draft draft_new_floors valid?', 'config validate id draft_new_floors'],
      ['-', 'is draft_new_floors valid?', 'config validate id draft_new_floors'],
      ['-', 'validate draft_new_floors', 'config validate id draft_new_floors'],
      ['-', 'any errors in draft_new_floors', 'config validate id draft_new_floors'],
      ['-', 'show draft draft_new_floors', 'config show id draft_new_floors'],
      ['-', 'draft_new_floors as yaml', 'config show id draft_new_floors yaml'],
      ['-', 'is cfg_8812 valid', 'config validate id cfg_8812'],
      ['-', 'anything wrong w/ draft cfg_draft_88', 'config validate draft id cfg_draft_88'],
      ['-', 'is the draft valid?', 'config validate draft'],
      ['-', 'any errors yesterday', 'CLARIFY'],
    ]);
  });

  it('a bare number said of the gap is its percent', () => {
    check([
      ['-', 'reconcile last week gap 5', 'reconcile last week gap=5%'],
      ['-', 'recon yesterday, gap of 4', 'reconcile yesterday gap=4%'],
      ['-', 'recon last week, gaps over 8', 'reconcile last week gap=8%'],
      ['reconcile last week', 'only gaps over 6', 'reconcile last week gap=6%'],
      ['-', 'recon mtd gap 10%', 'reconcile mtd gap=10%'],
      ['-', 'reconcile mtd gap 150', 'CLARIFY'],
    ]);
  });

  it('hours after an explanation of one ended day are those hours of it; of a day not ended, or a week, asked', () => {
    check([
      ['why revenue yesterday', 'only 5-8pm', 'why revenue 2026-11-26T17:00..2026-11-26T20:00'],
      ['why revenue yesterday', 'between 5 and 8pm', 'why revenue 2026-11-26T17:00..2026-11-26T20:00'],
      ['why revenue yesterday', 'from 5pm to 8pm', 'why revenue 2026-11-26T17:00..2026-11-26T20:00'],
      ['why ecpm yesterday country=JP', 'just 2-4pm', 'why ecpm 2026-11-26T14:00..2026-11-26T16:00 country=JP'],
      ['why revenue yesterday', 'what about at 3pm', 'why revenue 2026-11-26T15:00..2026-11-26T16:00'],
      ['why revenue yesterday', 'and ecpm 6-9pm', 'why ecpm 2026-11-26T18:00..2026-11-26T21:00'],
      // (hours today has seen end too, "between 2am and 4am" at 10am, may be today's: asked, as the twenty-second round has it)
      ['why revenue yesterday', 'between 2am and 4am', 'CLARIFY'],
      ['why revenue today', 'only 6-9pm', 'CLARIFY'],
      ['why revenue last week', 'only 6-9pm', 'CLARIFY'],
    ]);
  });

  it('"in detail" asks for nothing more than the answer shows', () => {
    check([
      ['tasks', 'the sydney one in more detail', 'tasks task_weekend_recap_sydney'],
      ['tasks', 'show the paris one in detail', 'tasks task_revenue_digest_paris'],
      ['abtest list', 'the banner refresh one in detail', 'abtest abt_demo_directional'],
      ['-', 'explain in detail why revenue dropped yesterday', 'why revenue yesterday'],
      ['-', 'revenue yesterday in detail', 'revenue yesterday'],
    ]);
  });
});

describe('admin given to or taken from one person by id (./access-orders.ts)', () => {
  it('reads the order whole; a question about admins is the policy, as "who are the admins" is; a group made admin is not an order', () => {
    check([
      ['-', 'make U0LEAD7X an admin', 'access allow admin user=U0LEAD7X'],
      ['-', 'pls make <@U0LEAD7X> an admin', 'access allow admin user=U0LEAD7X'],
      ['-', 'give U0LEAD7X admin rights', 'access allow admin user=U0LEAD7X'],
      ['-', 'grant admin to U0LEAD7X', 'access allow admin user=U0LEAD7X'],
      ['-', 'promote U0LEAD7X to admin', 'access allow admin user=U0LEAD7X'],
      ['-', "revoke U0LEAD7X's admin", 'access deny admin user=U0LEAD7X'],
      ['-', 'remove admin from U0LEAD7X', 'access deny admin user=U0LEAD7X'],
      ['-', 'is U0LEAD7X an admin?', 'access'],
      ['-', 'make S0DESIGN an admin', 'CLARIFY'],
      ['-', 'who are the admins', 'access'],
    ]);
  });
});

describe('a connected account removed by its name (./connect-orders.ts)', () => {
  it('reads the order whole with the word account or connection; no name, no order', () => {
    check([
      ['-', 'remove the globex account', 'connect remove globex'],
      ['-', 'disconnect the initech connection', 'connect remove initech'],
      ['-', 'delete account client_b', 'connect remove client_b'],
      ['-', 'remove our globex account please', 'connect remove globex'],
      ['-', 'remove my account', 'CLARIFY'],
      ['-', 'delete this connection', 'CLARIFY'],
      ['-', 'remove the account', 'CLARIFY'],
      ['-', 'remove export from group S0DESIGN', 'access deny export group=S0DESIGN'],
    ]);
  });
});

describe('reconciling said "tie out", bids rejected below the floor (./other-names.ts, ./rephrase.ts)', () => {
  it('"tie out" with or without the other side is a match of the networks against ours', () => {
    check([
      ['-', 'do the network numbers tie out last week', 'reconcile last week'],
      ['-', 'do networks tie out yesterday', 'reconcile yesterday'],
      ['-', 'do our numbers tie out with the networks for october?', 'reconcile 2026-10-01..2026-10-31'],
      ['-', 'does bravo tie out last week', 'demand last week source=bidder_bravo'],
    ]);
  });

  it('bids rejected below the floor are the rejection reasons; rejected bids alone stay asked', () => {
    check([
      ['-', 'bids that got rejected below floor last 7d', 'auction stats last 7d metric=rejection_reason'],
      ['-', 'bids rejected below the floor yesterday in the US', 'auction stats yesterday country=US metric=rejection_reason'],
      ['-', 'how many bids were rejected under the floor last week', 'auction stats last week metric=rejection_reason'],
      ['-', 'rejected bids yesterday', 'CLARIFY'],
    ]);
  });
});
