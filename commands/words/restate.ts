// The tenth round's text passes (issue 38), run in this order before the long-way phrasings
// (./rephrase.ts): emoji shortcodes and reactions (./shortcodes.ts), a phone's autocorrect
// (./autocorrect.ts, issue 38's fifteenth round), the bot's answer pasted back (./echoed.ts),
// figures said by their formula (./formulas.ts), two splits crossed (./crossed.ts), requests that got no ad (./unfilled.ts), comparisons in unusual forms (./comparisons.ts), courtesy and the bot addressed
// in the second person (./courtesy.ts), an on-call engineer's asides (./oncall.ts), reports in a
// non-expert's words (./lay.ts), a month's halves and weeks (./month-parts.ts), words run together
// (./glued.ts), slips of typing (./slips.ts) and, last, a region beside its country (./regions.ts).
// Voice's letters and sound-alikes (./spoken-voice.ts) go just before dictation's own pass;
// a new hire's everyday asks and bidders (./everyday-asks.ts, ./bidder-asks.ts) once slips are mended,
// then the asks about the bot's own things and the auctions said otherwise (./ops-asks.ts).
import type { DateTime } from 'luxon';
import { amounts } from './amounts.js';
import { unautocorrected } from './autocorrect.js';
import { comparisons } from './comparisons.js';
import { periodsSaid } from './periods-said.js';
import { occasionSaid } from './occasion-said.js';
import { courtesy } from './courtesy.js';
import { chatAround } from './chat-around.js';
import { runVerbs } from './run-verbs.js';
import { crossed } from './crossed.js';
import { undictated } from './dictation.js';
import { unechoed } from './echoed.js';
import { unformula } from './formulas.js';
import { unglued } from './glued.js';
import { lay } from './lay.js';
import { monthParts } from './month-parts.js';
import { oncall } from './oncall.js';
import { otherNames } from './other-names.js';
import { regionAside } from './regions.js';
import { unshortcode } from './shortcodes.js';
import { spokenVoice } from './spoken-voice.js';
import { everydayAsks } from './everyday-asks.js';
import { bidderAsks } from './bidder-asks.js';
import { opsAsks } from './ops-asks.js';
import { sideBySide } from './side-by-side.js';
import { unslipped } from './slips.js';
import { saidLoosely } from './said-loosely.js';
import { unfilled } from './unfilled.js';
import { unreviewed } from './reviews.js';
import { weekdaySpans } from './weekday-spans.js';
import { holidayVersus } from './holiday-versus.js';
import { periodOf } from './command-text.js';

export function restate(text: string, protect: (word: string) => boolean, countriesOf: (text: string) => readonly string[], today: DateTime, previous?: string): string {
  // (the thread's period, which "vs the same period 2025" is said against: ./periods-said.ts)
  const threadPeriod = previous ? periodOf(previous) : undefined;
  const passes: ((t: string) => string)[] = [
    // (number words slipped, a sign said aloud, a move said as an idiom, a test's sample asked after: ./said-loosely.ts)
    unshortcode, unreviewed, spokenVoice, undictated, (t) => saidLoosely(t, protect), unautocorrected, amounts, unechoed, unformula, unfilled, crossed,
    // (an occasion said first, then periods, comparisons and sources in the thirty-ninth round's forms: ./occasion-said.ts, ./periods-said.ts)
    // (two spans of weekdays compared, "mon-thu this week vs mon-thu last week": their dates — ./weekday-spans.ts; "vs last thanksgiving" the days after it: ./holiday-versus.ts)
    (t) => comparisons(holidayVersus(periodsSaid(occasionSaid(weekdaySpans(t, today)), today, threadPeriod), today), today.setLocale('en').weekdayLong?.toLowerCase()),
    // (chat around the ask: "gm,", an outage beside its day, "before the weekend,": ./chat-around.ts; "kick off an export", "for that day": ./run-verbs.ts)
    courtesy, (t) => runVerbs(chatAround(t, countriesOf), countriesOf), oncall, otherNames, lay,
    (t) => monthParts(t, today),
    (t) => unglued(t, protect),
    (t) => unslipped(t, protect),
    everydayAsks, bidderAsks, opsAsks,
    (t) => regionAside(t, countriesOf),
    (t) => sideBySide(t, countriesOf),
  ];
  return passes.reduce((t, pass) => pass(t), text);
}
