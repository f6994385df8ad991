// understand() on issue 38's forty-fifth round (b): classes behind the seventy-fifth set's misses (an
// indie studio's founder doing monetization part-time: plain words, what figures mean, bidders and
// the networks beside our own numbers), fixed generally. None of the set's lines verbatim; the
// CLARIFY rows are the neighbours that must stay asked, or the asks that must now be asked back.
// Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a bidder’s habit asked with "who": the bidders sorted by that rate, "often" read even with a slip', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'who bids most frequently this week', 'bidders this week sort=bid_rate'],
      ['-', 'who wins most often last month', 'bidders last month sort=win_rate'],
      ['bidders yesterday sort=revenue', 'and who wins the most oftn', 'bidders yesterday sort=win_rate'],
      ['bidders yesterday sort=revenue', 'and who bids the most often', 'bidders yesterday sort=bid_rate'],
      ['-', 'which bidder bid the most yesterday', 'bidders yesterday sort=bids'],
    ]);
  });
});

describe('a bidder that "pays the most": in all, or per thousand ads? asked, unless the words say which', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which partner pays us the most this month', 'CLARIFY'],
      ['-', 'what bidder pays best yesterday', 'CLARIFY'],
      ['-', 'which bidder pays the highest cpm this month', 'bidders mtd sort=ecpm'],
      ['-', 'which bidder spent the most this month', 'bidders mtd'],
    ]);
  });
});

describe('what the bidders report, set against ours: the demand report', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'are the bidders reporting the same numbers as us this month', 'demand mtd'],
      ['-', 'do bidders say the same revenue as our figures last month', 'demand last month'],
      ['-', 'our revenue vs what the bidders say for yesterday', 'demand yesterday'],
      ['-', 'what do the bidders report last week', 'bidders last week'],
    ]);
  });
});

describe('"what made <a figure> move": the cause asked, why', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what made impressions drop on wednesday', 'why impressions 2026-11-25'],
      ['-', 'what made ecpm go down last week', 'why ecpm last week'],
      ['-', 'what made revenue jump yesterday', 'why revenue yesterday'],
      ['-', 'which country made the most money last week', 'breakdown by=country metrics=revenue last week top=1'],
    ]);
  });
});

describe('a trade’s figure named alone after "what is": a definition, asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'what is ecpm?', 'CLARIFY'],
      ['-', 'whats fill rate', 'CLARIFY'],
      ['-', "what's ctr", 'CLARIFY'],
      ['-', 'what is the ecpm yesterday', 'revenue yesterday'],
      ['-', 'whats ytd', 'revenue ytd'],
    ]);
  });
});

describe('"the numbers" split with nothing else said: which figures, and when? asked', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'give me the stats by country', 'CLARIFY'],
      ['-', 'numbers per format?', 'CLARIFY'],
      ['-', 'the numbers by format last week', 'revenue last week by format'],
      ['-', 'revenue by country', 'revenue by country'],
    ]);
  });
});

describe('the networks’ figures added to ours ("not just ours"): the summary of all sources', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue from the networks as well as ours last week', 'revenue last week source=all'],
      ['-', 'how much did we make this month from all sources, not just ours', 'revenue mtd source=all'],
      ['-', 'revenue from all networks yesterday', 'network yesterday'],
    ]);
  });
});

describe('the config asked "as a file": its YAML, even with "config" slipped; a table "as a file" stays its CSV', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'can i get the live confg as a file', 'config show live yaml'],
      ['-', 'the draft configuration as a download please', 'config show draft yaml'],
      ['network last week', 'send it as a file', 'network last week csv'],
    ]);
  });
});

describe('"setup" said as a verb after have / we / i: "set up", the list of what was set up', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'which digests have we setup', 'digest list'],
      ['-', 'what alerts has this channel got setup', 'CLARIFY'],
      ['-', 'how do i setup an alert', 'help alerts'],
    ]);
  });
});

describe('"turn it back on" right after a digest or an alert was paused: resuming that one', () => {
  it('reads each as labelled', () => {
    check([
      ['digest pause sub_abc123', 'switch it back on please', 'digest resume sub_abc123'],
      ['alerts pause alr_abc123', 'ok unpause it', 'alerts resume alr_abc123'],
      ['revenue yesterday', 'turn it back on', 'CLARIFY'],
    ]);
  });
});
