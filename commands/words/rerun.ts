// The thread's question asked again (issue 38's fifteenth round): "refresh", "again", "rerun",
// "check again", "update?", "refresh pls", "rerun the validation" under an answer. The asker wants
// the same command run now — the figures of a day still running have moved, a test has more users,
// a draft was fixed — so the thread's command is the answer, unchanged. Only words that name a
// re-run and nothing else: a period, figure or filter beside them ("again but last week") is an
// edit of the thread's question, read as one (./follow-up.ts); outside a thread there is nothing to
// run again, and the words are asked back as before.
import { configCommand } from '../config/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import type { RegisteredCommand } from '../types.js';
import { intentOf } from './intents.js';
import { FILLER } from './lexicon.js';

/** Words that ask for the same answer again. */
const AGAIN = new Set(['again', 'refresh', 'rerun', 'reran', 'redo', 'reload', 'recheck', 'rerunning', 'refreshed', 'update', 'updated', 'latest']);
/** Words of a re-run ask that name nothing of a question ("run it one more time", "try again now"). */
const AROUND = new Set(['re', 'run', 'rerun', 'check', 'try', 'once', 'more', 'one', 'time', 'same', 'query', 'report', 'numbers', 'figures', 'results', 'answer', 'please', 'pls', 'plz', 'thanks', 'thx', 'ty', 'now', 'any', 'again', 'pull', 'hit', 'give', 'show', 'quick', 'quickly', 'ok', 'okay']);

/** The thread's command when the words only ask for it again; undefined otherwise. */
export function rerunThat(previous: string, words: readonly string[]): string | undefined {
  const cmd = subcommand(previous);
  // ("re-run it": the dash cut the word in two)
  const t = words.flatMap((w, i) => (w === 're' && words[i + 1] === 'run' ? [] : w === 'run' && words[i - 1] === 're' ? ['rerun'] : [w]));
  if (!cmd || !t.some((w) => AGAIN.has(w))) return undefined;
  // ("rerun the validation" after a validation, "check the test again" after a test: the thread's own report named)
  const fits = (w: string) => AGAIN.has(w) || AROUND.has(w) || FILLER.has(w) || intentOf(w) === cmd || OWN_WORDS.get(cmd)?.has(w) === true;
  return t.every(fits) ? previous.replace(/^\s*\/adops\b\s*/i, '').trim() : undefined;
}

/** A report's own nouns that point at no other report ("the validation" of config validate). */
const OWN_WORDS = new Map<RegisteredCommand, ReadonlySet<string>>([[configCommand, new Set(['validation', 'validate', 'check', 'lint'])]]);

function subcommand(text: string): RegisteredCommand | undefined {
  const d = dispatch(COMMANDS, text.replace(/^\s*\/adops\b\s*/i, ''));
  return d.kind === 'run' ? d.command : undefined;
}
