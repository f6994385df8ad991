// The thread's comparison taken off (issue 38's round 45, the seventy-sixth set): "without the yoy",
// "drop the comparison", "no need for the vs last year" after a command that compares (`vs=`). The
// words that say so are no part to read — "without" would ask which value is left out, and "yoy" would
// put the comparison back — so they are taken out, the thread's command without its `vs=` is the
// thread's question, and the rest of the message ("just Q3 on its own") is read against it. Where there
// is no `vs=` to take off, the words still add none ("revenue last quarter without the yoy" had been vs=year).
import { parses } from './command-text.js';
import type { Understanding } from './compose.js';

// (a verb of taking off only with "the", "that"…: "why did revenue drop vs last week" is a fall compared, nothing taken off)
// ("minus last year", "excluding last year" are a difference and a period, never the comparison taken off: "minus" only with "the")
const DROP = String.raw`(?:(?:without|w\/o|no|no need for|forget(?: about)?)\s+(?:the\s+|that\s+|this\s+|our\s+|any\s+)?|(?:minus|excluding|exclude|sans|drop(?:ping)?|remove|removing|lose|ditch|skip|take (?:out|off)|get rid of|leave out)\s+(?:the|that|this|our|any)\s+)`;
const COMPARISON = String.raw`(?:yoy|y\/y|wow|w\/w|mom|m\/m|dod|qoq|pop|year[- ]?(?:over|on)[- ]?year|week[- ]?(?:over|on)[- ]?week|month[- ]?(?:over|on)[- ]?month|(?:(?:last )?(?:year|yearly|annual|week|weekly|month|monthly|quarter|quarterly|prior|previous)(?:'s|’s)?\s+)?(?:comparisons?|compare)|vs\.?(?: last (?:year|week|month|quarter))?|versus|prior[- ]year|last year)`;
const OFF = new RegExp(String.raw`(?:^|(?<=[\s,;(]))(?:and\s+|but\s+|now\s+|ok\s+)?${DROP}${COMPARISON}(?:\s+(?:comparison|compare|column|part|bit|delta|numbers|figures|view))?(?![\w/])[\s,;:.-]*`, 'i');

/** The thread's command without its comparison (as it was, when it has none), and the words left to read against it (empty: only the comparison was taken off). */
export function comparisonOff(words: string, previous: string | undefined): { previous?: string; rest: string } | undefined {
  const m = OFF.exec(words);
  if (!m) return undefined;
  const without = previous?.replace(/\s+vs=\S+/g, '').trim();
  if (without !== undefined && !parses(without)) return undefined;
  const rest = (words.slice(0, m.index) + ' ' + words.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
  // (nothing but glue left: "drop the yoy pls"; alone, with no thread, there is nothing to take it off)
  const empty = /^[\s,.;:!?-]*(?:(?:and|ok|okay|now|then|just|pls|please|thanks|thx|so)[\s,.;:!?-]*)*$/i.test(rest);
  return empty && !without ? undefined : { previous: without, rest: empty ? '' : rest };
}

/** The answer when the comparison is taken off: the rest read against the thread's command without it, or that command, or (nothing changed) asked what next. */
export function withoutComparison(words: string, previous: string | undefined, again: (words: string, previous: string | undefined) => Understanding): Understanding | undefined {
  const off = comparisonOff(words, previous);
  if (!off) return undefined;
  if (off.rest) return again(off.rest, off.previous);
  if (off.previous !== previous) return { kind: 'command', text: off.previous! };
  return { kind: 'clarify', reason: 'That is the answer above; what would you like to know next?', suggestions: [off.previous!] };
}
