// understand() on issue 38's forty-sixth round (c): classes behind the seventy-ninth set's misses (a
// monetization manager on a phone: terse, lowercase, abbreviations, thread follow-ups changing one
// part), fixed generally. None of the set's lines verbatim; the CLARIFY rows are the neighbours that
// must stay asked. Pure, called directly.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"dwn": down with its vowel dropped, a move like "down"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'why is ecpm dwn this wk', 'why ecpm this week'],
      ['revenue last week', 'why so dwn', 'why revenue last week'],
      // (a move without "why" stays asked: the figures, or what moved them?)
      ['-', 'fill dwn yday', 'CLARIFY'],
    ]);
  });
});

describe('a Task pointed at after the Tasks list without its article: "weekend recap one"', () => {
  it('reads each as labelled', () => {
    check([
      ['tasks', 'floor health one', 'tasks task_floor_watch'],
      ['tasks', 'tokyo one?', 'tasks task_network_recon_tokyo'],
      ['abtest list', 'native one', 'abtest abt_demo_invalidated'],
      // (a pointer that names no row, and words after the pointer, stay another question)
      ['tasks', 'which one', 'CLARIFY'],
      ['tasks', 'that one', 'CLARIFY'],
    ]);
  });
});

describe('how many rows of a log, said alone in its thread: `limit=N`', () => {
  it('reads each as labelled', () => {
    check([
      ['auction bids today country=US', 'limit 25', 'auction bids today country=US limit=25'],
      ['auction bids yesterday limit=50', 'just 200 rows', 'auction bids yesterday limit=200'],
      ['audit refusals', 'limit to 40', 'audit refusals limit=40'],
      // (a command that takes no limit, and "last N", which may be days, are not this)
      ['auction stats yesterday', 'limit 30', 'CLARIFY'],
      ['revenue last week', 'limit 5', 'CLARIFY'],
    ]);
  });
});

describe('an alert’s cadence said first: "hourly alert if …", "alert hourly when …"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'hourly alert if ios revenue drops 25%', 'alerts add revenue drop 25% hourly os=iOS'],
      ['-', 'alert hourly when impressions fall 30%', 'alerts add impressions drop 30% hourly'],
      ['-', 'an hourly alert if ecpm drops 15%', 'alerts add ecpm drop 15% hourly'],
      // (hourly beside a figure alone is still the table by hour)
      ['-', 'hourly ecpm today', 'breakdown by=hour metrics=ecpm today'],
    ]);
  });
});

describe('"side" after a report of one side of the money: "demand side", "network side"', () => {
  it('reads each as labelled', () => {
    check([
      ['reconcile last week', 'and the demand side', 'demand last week'],
      ['reconcile mtd', 'network side too', 'network mtd'],
      ['-', 'demand side mtd', 'demand mtd'],
      ['-', 'which side is worse', 'CLARIFY'],
    ]);
  });
});
