// Slips still asked back in issue 38's forty-eighth round, each a class the corrector cannot reach:
//   a short word with a letter dropped, read only in the phrase where the word it slipped from belongs —
//     "so fr" (far), "nex to it", "nex week" (next), "how do i uss" (use), "for a dek" (deck); never alone
//     ("fr" may be France, "uss" a ship's name);
//   "wh did fill tank on tuesday": a question word cut to "wh" is why where a move and its day are said (when
//     is no question then, the day being said; without the day, why or when: left as typed, asked back);
//   the first word of a rate slipped ("wnn rate", "fil rate"): before "rate", read as the one rate's word
//     (win, fill, bid) it is one letter from, the first letter kept; none or two fits stay as typed;
//   a weekday's name slipped twice ("wedsnday", "thrusdy"): ./slips.ts reads one slip only; a word no
//     word the reader knows, beginning with a weekday's first three letters and two slips from its name
//     (letters swapped count one; three where it still ends in "day"), and ending as a day does ("…dy",
//     "…day": "montly" is no Monday), is that weekday when exactly one fits.
import { knownWord } from './tokens.js';
import { MOVEMENT, typoDistance } from './lexicon.js';
import { whyCommand } from '../why/index.js';
import { WEEKDAYS } from './weekdays.js';

const PHRASES: readonly (readonly [RegExp, string])[] = [
  // "revenue this week so fr": so far, ending a period ("so fr" is never France after "so")
  [/\bso fr\b/gi, 'so far'],
  // "nex to it", "nex week": next, before what it is next to or a period
  [/\bnex (?=(?:to|week|month|quarter|year|day|time|one|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi, 'next '],
  // "how do i uss the export": use, after whom it asks of or "to"
  [/\b(i|we|you|u|to|can|could) uss\b/gi, '$1 use'],
  // "its for a dek", "the board dek": deck, after an article or whose deck it is
  [/\b(a|the|our|my|this|that|client|sales|board|pitch) dek\b/gi, '$1 deck'],
  // "abtest lst", "digest lst": list, ending an order to a report that lists ("lst" is otherwise last: "lst week") — round 52
  [/\b(abtests?|a\/b tests?|ab tests?|experiments|digests?|tasks?|alerts?) lst(?=\s*[?.!]*\s*$)/gi, '$1 list'],
  // "shw config v3": show, opening the order (or after "pls", "can you") — round 52
  [/(^\s*|\b(?:pls|plz|please|can you|could you|can u|could u|just|now)\s+)shw\b/gi, '$1show'],
];

const MOVED = [...MOVEMENT, 'down', 'low', 'bad', 'off'].join('|');
// (a period, never "last" alone: "wh did revenue last drop", "wh was the last time …" ask when — round 48's review)
const WHEN = String.raw`yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:last|this|past) (?:\d{1,2} )?(?:week|month|quarter|year|days?|weeks|months|weekend|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|mtd|ytd`;
/** When it began or last happened is asked: "when" as likely as "why", left as typed. */
const ASKS_WHEN = String.raw`start|started|starting|begin|began|beginning|last time|first time`;
const WH = new RegExp(String.raw`\bwh (?=(?:did|does|do|is|are|was|were|has|have)\b)(?=[^.?!;]{0,80}\b(?:${MOVED})\b)(?=[^.?!;]{0,80}\b(?:${WHEN})\b)(?![^.?!;]{0,80}\b(?:${ASKS_WHEN})\b)`, 'gi');

const RATE_WORDS = ['win', 'fill', 'bid'];

/** The one word of `candidates` that `word` is a letter from (one replaced, dropped or added; first letter kept). */
function oneOf(word: string, candidates: readonly string[], slips: number): string | undefined {
  const fits = candidates.filter((c) => c[0] === word[0] && c !== word && typoDistance(word, c) <= slips);
  return fits.length === 1 ? fits[0] : undefined;
}

/** The text with these slips read as the words they slipped from (a word known as typed, or the account's, is never touched). */
export function shortSlips(text: string, protect: (word: string) => boolean): string {
  const phrased = PHRASES.reduce((t, [pattern, to]) => t.replace(pattern, to), text).replace(WH, `${whyCommand.name} `);
  const unknown = (w: string) => !knownWord(w.toLowerCase()) && !protect(w.toLowerCase());
  const rated = phrased.replace(/(?<![\w'’./-])([a-z]{3,4})(?= rates?\b)/gi, (w: string) => (unknown(w) ? oneOf(w.toLowerCase(), RATE_WORDS, 1) ?? w : w));
  return rated.replace(/(?<![\w'’./-])([a-z]{6,10})(?![\w'’/-])/gi, (w: string) => {
    const low = w.toLowerCase();
    // (its end still a day's, "…dy", "…day", "…dya": "montly" is no Monday)
    if (!unknown(w) || !/(?:day|dy|dya)$/i.test(low)) return w;
    const fits = WEEKDAYS.filter((d) => low.startsWith(d.slice(0, 3)) && typoDistance(low, d) <= (low.endsWith('day') ? 3 : 2));
    return fits.length === 1 ? fits[0]! : w;
  });
}
