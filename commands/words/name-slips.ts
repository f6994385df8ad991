// "show me the flor health task" (issue 38's round 46, the seventy-eighth set): a Task found by the
// other words of its name ("health", "task"), one word of the name slipped ("flor" for "floor"). The
// word was left not understood and the question asked back, offering that very Task. Once one Task or
// A/B test is found, a word one slip from a word of its name (first letter kept, four letters or more,
// so "for" is never "floor") is that word of the name: read, not asked about. A word the reader
// already read as something else is left so.
import { typoDistance } from './lexicon.js';
import type { Reading } from './reading.js';

const nameWords = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 4);

/** Marks as read the words one slip from a word of the found thing's name. */
export function markSlips(r: Reading, things: readonly { id: string; name?: string }[], id: string): void {
  const name = things.find((x) => x.id === id)?.name;
  if (!name) return;
  const words = nameWords(name);
  r.tokens.words.forEach((w, i) => {
    if (r.used[i] || w.length < 4 || !/^[a-z]+$/.test(w)) return;
    if (words.some((n) => n[0] === w[0] && typoDistance(w, n) === 1)) r.used[i] = true;
  });
}
