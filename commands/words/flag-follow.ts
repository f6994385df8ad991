// A follow-up that only asks for a word the thread's command takes ("only refusals" after the
// audit log, "as yaml" after a config, "refused ones only"): the thread's command with that word
// added — the log of refusals, the whole YAML — never the same answer again (which the follow-up
// reader gave when it saw no part it could change). Every other word must be glue, so a follow-up
// naming more ("refusals by alice last week") is left to ./follow-up.ts.
import { dispatch } from '../dispatch.js';
import { configCommand } from '../config/index.js';
import { COMMANDS } from '../registry.js';
import type { Composed } from './compose.js';
import { FILLER } from './lexicon.js';

/** Each word of the grammar said alone, and the words that say it. */
const FLAGS: Readonly<Record<string, RegExp>> = {
  refusals: /^(refusals?|refused|denied|denials)$/,
  yaml: /^(yaml|yml)$/,
};
/** Glue around the word: "only", "just the", "as", "in", "ones". */
const GLUE = new Set(['only', 'just', 'as', 'in', 'ones', 'the', 'a', 'show', 'me', 'now', 'and', 'please', 'pls', 'format', 'file', 'instead']);

/** The thread's command with the one word the follow-up asks for, when the grammar takes it there; else undefined. */
export function flagFollow(previous: string, words: readonly string[]): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  // ("the whole file" after a config: its whole file, the YAML — round 48; a command that takes no yaml is left alone below)
  const wholeFile = words.includes('file') && words.some((w) => ['whole', 'full', 'entire', 'raw', 'complete'].includes(w));
  const flags = Object.keys(FLAGS).filter((f) => words.some((w) => FLAGS[f]!.test(w)) || (f === 'yaml' && wholeFile));
  if (flags.length !== 1 || !words.every((w) => FILLER.has(w) || GLUE.has(w) || FLAGS[flags[0]!]!.test(w) || (wholeFile && ['whole', 'full', 'entire', 'raw', 'complete'].includes(w)))) return undefined;
  const flag = flags[0]!;
  if (text.split(/\s+/).includes(flag)) return undefined;
  const [before, after] = [dispatch(COMMANDS, text), dispatch(COMMANDS, `${text} ${flag}`)];
  // (the same command, its request changed by the word: a word it does not take is not this edit)
  if (before.kind !== 'run' || after.kind !== 'run' || after.command !== before.command || JSON.stringify(after.request) === JSON.stringify(before.request)) return undefined;
  // (the file asked after a validation: the configuration shown as YAML, which a validation does not print — round 49)
  const parts = text.split(/\s+/);
  if (flag === 'yaml' && before.command === configCommand && parts[1] === 'validate' && !parts.some((p) => p.startsWith('account='))) return { kind: 'command', text: [parts[0], 'show', ...parts.slice(2), flag].join(' ') };
  return { kind: 'command', text: `${text} ${flag}` };
}
