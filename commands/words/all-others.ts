// "and all the other ones" after one Task or one A/B test shown (issue 38's round 48, the forty-eighth
// set): the others are the rest of the list, so the list of them all — `tasks`, `abtest list` — the one
// shown among them. Only when every word is glue or says "the others" ("the rest", "all of them",
// "every other one"); a word more is left to the other follow-up readers.
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { tasksCommand } from '../tasks/index.js';
import { abtestCommand } from '../abtest/index.js';
import type { Composed } from './compose.js';

const OTHERS = new Set(['other', 'others', 'rest', 'them']);
const GLUE = new Set(['and', 'all', 'the', 'ones', 'one', 'of', 'show', 'me', 'what', 'about', 'too', 'also', 'please', 'pls', 'every', 'list', 'now', tasksCommand.name, 'task', 'tests', 'test', 'see', 'can', 'i', 'how']);

/** The list the thread's one Task or test belongs to, when the words only ask for the others; else undefined. */
export function allOthers(previous: string, words: readonly string[]): Composed | undefined {
  if (!words.some((w) => OTHERS.has(w)) || !words.every((w) => OTHERS.has(w) || GLUE.has(w))) return undefined;
  // ("them" alone is the thread's own rows; "all of them", "the others" say the rest)
  if (!words.some((w) => w === 'all' || w === 'other' || w === 'others' || w === 'rest' || w === 'every')) return undefined;
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const [name, one, ...more] = text.split(/\s+/);
  if (!one || more.length || one === 'list') return undefined;
  const list = name === tasksCommand.name ? tasksCommand.name : name === abtestCommand.name ? `${abtestCommand.name} list` : undefined;
  const [before, after] = [dispatch(COMMANDS, text), list && dispatch(COMMANDS, list)];
  if (!list || !after || before.kind !== 'run' || after.kind !== 'run') return undefined;
  return { kind: 'command', text: list };
}
