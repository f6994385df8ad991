// The tenth round's text passes (issue 38), before the long-way phrasings (./rephrase.ts): emoji
// shortcodes and reactions (./shortcodes.ts), the bot's answer pasted back (./echoed.ts), figures said by their formula (./formulas.ts),
// requests that got no ad (./unfilled.ts), comparisons in unusual forms (./comparisons.ts),
// courtesy and the bot addressed in the second person (./courtesy.ts), an on-call engineer's asides
// (./oncall.ts), reports in a non-expert's words (./lay.ts), a region beside its country (./regions.ts), words run
// together (./glued.ts) and slips of typing (./slips.ts).
import { comparisons } from './comparisons.js';
import { courtesy } from './courtesy.js';
import { unechoed } from './echoed.js';
import { lay } from './lay.js';
import { oncall } from './oncall.js';
import { unformula } from './formulas.js';
import { unglued } from './glued.js';
import { regionAside } from './regions.js';
import { unshortcode } from './shortcodes.js';
import { unslipped } from './slips.js';
import { unfilled } from './unfilled.js';

export function restate(text: string, protect: (word: string) => boolean, countriesOf: (text: string) => readonly string[]): string {
  const plain = lay(oncall(courtesy(comparisons(unfilled(unformula(unechoed(unshortcode(text))))))));
  return regionAside(unslipped(unglued(plain, protect), protect), countriesOf);
}
