// A choice of two figures put and then made in the same message (round 49, the eighty-sixth set):
// "ecpm or volume? show ecpm", "fill or revenue? fill pls". Two figures joined by "or" are asked
// back (./second-look.ts), but where the words after the question mark name one of the two and
// not the other, the choice is made: that ask, read alone (in the thread where there is one).
import type { Understanding } from './compose.js';
import type { Again } from './said-aside.js';
import { metricOf } from './reading.js';

type Choice = (words: string) => [string, string] | undefined;

/** The ask after a choice put ("a or b? b"), where it names one of the two only; else undefined. */
export function choiceMade(words: string, previous: string | undefined, again: Again, choiceOf: Choice): Understanding | undefined {
  const at = words.lastIndexOf('?');
  if (at < 0) return undefined;
  const [put, made] = [words.slice(0, at), words.slice(at + 1).trim()];
  const choice = choiceOf(put);
  if (!choice || !made || choiceOf(made)) return undefined;
  const named = new Set<string>(made.toLowerCase().split(/[^a-z0-9_]+/).flatMap((w) => metricOf(w) ?? []));
  const picked = choice.filter((m) => named.has(m));
  if (picked.length !== 1) return undefined;
  const u = again(made, previous);
  return u.kind === 'command' ? u : undefined;
}
