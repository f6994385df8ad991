// understand() on the classes behind the ninetieth set's misses (issue 38, round 50, tuner a): the
// bid log asked as a summary of the bids, who changed one of the bot's own things (the audit log,
// never the order itself), a holiday just past compared with the same holiday a year before when no
// day of the figures' own is said, the bot's own things ordered in a manager's short words (a change
// of mind before "resume it", the post to come, a short member id, the retention's verb left out, an
// account's name in the connect grammar), "itself" after a day, "and formats?" under a split, the
// accounts and channels connected. In my own words; CLARIFY rows are
// asks that must be asked back. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('the bids summarised: the bid log (recent bids summarised per bidder), not the bidders’ table', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'bids summary yday per bidder', 'auction bids yesterday'],
      ['-', 'bids summary yesterday', 'auction bids yesterday'],
      ['-', 'summary of bids per bidder yesterday', 'auction bids yesterday'],
      ['-', 'summarize the bids yesterday by bidder', 'auction bids yesterday'],
      ['-', 'summary of the bids in france yesterday', 'auction bids yesterday country=FR'],
      ['-', 'bids summary for android yesterday', 'auction bids yesterday os=Android'],
      ['bidders yesterday', 'bids summary for that day', 'auction bids yesterday'],
      // (no bids said: the bidders' table; the bid rate asked as a habit stays the rate)
      ['-', 'bidder summary yesterday', 'bidders yesterday'],
      ['-', 'which bidder bids the most', 'bidders sort=bid_rate'],
      ['-', 'recent bids yesterday', 'auction bids yesterday'],
      // (the singular names no report: asked, not the bid rate)
      ['-', 'bid summary per bidder for today', 'CLARIFY'],
    ]);
  });
});

describe('who changed a digest, an alert or access: the audit log, never the order nor the list', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'who changed the digest over the weekend?', 'audit'],
      ['-', 'who paused my alerts', 'audit'],
      ['-', 'who deleted the alert alr_5n2q8w', 'audit'],
      ['-', 'who paused digest sub_8h3k2q', 'audit'],
      ['-', 'who edited our digest', 'audit'],
      ['-', 'who updated the digests yesterday', 'audit'],
      ['-', 'who turned off the alerts', 'audit'],
      ['-', 'who chnaged the digest', 'audit'],
      ['-', 'who changed access', 'audit'],
      // (who may change it is the access policy; a config's author is on its own page; an order is an order)
      ['-', 'who can change access', 'access'],
      ['-', 'who changed the config last', 'config'],
      ['-', 'pause digest sub_8h3k2q', 'digest pause sub_8h3k2q'],
    ]);
  });
});

describe('a holiday just past compared with the same one a year before, no day of its own said', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'how did the rev compare to last thanksgiving?', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'how did the rev compare to last thanksgivng?', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'rev vs last thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'how does revenue compare with last year\'s thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'rev vs thanksgiving last year', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'compare revenue to last thanksgiving', 'revenue 2026-11-26 vs=2025-11-27'],
      ['-', 'rev by country vs last thanksgiving', 'revenue 2026-11-26 vs=2025-11-27 by country'],
      // (today is Black Friday: today's against last year's)
      ['-', 'rev vs last black friday', 'revenue 2026-11-27 vs=2025-11-28'],
      // (a day of its own said, or a thread's follow-up: that day is compared)
      ['-', 'how did yesterday compare to last thanksgiving', 'revenue yesterday vs=2025-11-27'],
      ['revenue yesterday', 'how did that compare to last thanksgiving', 'revenue yesterday vs=2025-11-27'],
      ['revenue 2026-11-26', 'compare it to thanksgiving last year', 'revenue 2026-11-26 vs=2025-11-27'],
      ['why revenue yesterday', 'vs thanksgiving last year', 'why revenue yesterday vs=year'],
    ]);
  });
});

describe('the bot’s own things ordered in a manager’s short words', () => {
  it('reads each as labelled', () => {
    check([
      // (a change of mind said first, then the undo of the thread's pause)
      ['digest pause sub_8h3k2q', 'actually resume it', 'digest resume sub_8h3k2q'],
      ['digest pause sub_8h3k2q', 'sorry, unpause it', 'digest resume sub_8h3k2q'],
      ['alerts pause alr_5n2q8w', 'wait no, turn it back on', 'alerts resume alr_5n2q8w'],
      ['digest pause sub_8h3k2q', 'actually let\'s resume it', 'digest resume sub_8h3k2q'],
      ['digest pause sub_8h3k2q', 'actually delete it', 'CLARIFY'],
      ['revenue yesterday', 'actually resume it', 'CLARIFY'],
      // (the post to come: a preview; an order to run it stays the run)
      ['-', 'preview what sub_2m7x4p will post next', 'digest preview sub_2m7x4p'],
      ['-', 'what will sub_2m7x4p post next', 'digest preview sub_2m7x4p'],
      ['-', 'what would sub_2m7x4p post', 'digest preview sub_2m7x4p'],
      ['-', 'run sub_2m7x4p now, what will it post', 'digest run sub_2m7x4p'],
      ['-', 'would you run sub_2m7x4p now', 'digest run sub_2m7x4p'],
      // (a member's id of eight characters)
      ['-', 'what did U04FINJX do in the bot lately', 'audit user=U04FINJX'],
      ['-', 'what did U04FINJX run', 'audit user=U04FINJX'],
      ['-', 'what did U02ABCDEF run', 'audit user=U02ABCDEF'],
      // (the audit log's retention: "to N days" is the order; a player's retention is asked)
      ['-', 'retention to 90 days', 'access retention 90'],
      ['-', 'audit retention to 30 days', 'access retention 30'],
      ['-', 'retention to 90 days pls', 'access retention 90'],
      ['-', 'retention at 90 days', 'CLARIFY'],
      ['-', 'd7 retention to 90 days', 'CLARIFY'],
      ['-', 'what\'s our retention', 'CLARIFY'],
      // (the connect grammar's account name, any word)
      ['-', 'connect bind C07FIN22 finance', 'connect bind C07FIN22 finance'],
      ['-', 'connect bind C07ABC123 globex', 'connect bind C07ABC123 globex'],
      ['-', 'connect remove globex', 'connect remove globex'],
      ['-', 'connect bind finance', 'CLARIFY'],
    ]);
  });
});

describe('"itself" after a day names that day', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue 2026-11-25 country=CA', 'and thanksgiving itself', 'revenue country=CA 2026-11-26'],
      ['revenue 2026-11-25', 'what about black friday itself', 'revenue 2026-11-27'],
      ['-', 'how did thanksgiving itself do', 'revenue 2026-11-26'],
      ['revenue yesterday', 'and the app itself', 'CLARIFY'],
    ]);
  });
});

describe('the rows asked for in the plural under a split: that split instead', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue yesterday vs=year by country', 'and formats?', 'revenue yesterday vs=year by format'],
      ['revenue last week by country', 'what about the apps', 'revenue last week by app'],
      ['revenue last week by app', 'and countries?', 'revenue last week by country'],
      ['revenue last week by country', 'and which formats?', 'revenue last week by format'],
      ['revenue last week by app', 'and platforms?', 'revenue last week by os'],
      ['breakdown by=country metrics=revenue yesterday', 'and formats?', 'breakdown by=format metrics=revenue yesterday'],
      // (a split added says so; the singular stays as typed; no split in the thread: asked)
      ['revenue last week by country', 'and formats too', 'breakdown by=country,format metrics=revenue last week'],
      ['revenue yesterday by country', 'and format', 'CLARIFY'],
      ['revenue yesterday', 'and formats?', 'CLARIFY'],
    ]);
  });
});

describe('the accounts and the channels bound to them, asked together: the connections', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what accounts/channels are connected', 'connect show'],
      ['-', 'which accounts and channels are connected', 'connect show'],
      ['-', 'what accounts & channels are connected?', 'connect show'],
      ['-', 'what accounts are connected', 'connect show'],
      ['-', 'which account am I connected to', 'whoami'],
    ]);
  });
});
