// A Task asked about by what a Task has (issue 38's forty-first round, the sixty-second and sixty-fourth
// sets): "when does the floor check run next" — its next run asked, the Task named by the one word of
// its name no other Task holds ("check" is glue, so "floor" alone is left); and "what's the sydney
// weekend recap set to" — a Task found by its name, asked what it is set to (its schedule, prompt,
// state: what `tasks <id>` shows). A schedule asked names a Task, never an A/B test (tests are not run
// on a schedule), so one word is enough there — unless the words say test or experiment, or the word
// is a report's, a figure's or a split's ("the daily digest", "recon": a report of their own too). A module of its own because
// ./read-parts.ts holds the reading of names and ./understand.ts is at its 300-line limit.
// Also "and the ab test one?" after a Task: the Task all of whose words are said (./follow-up.ts, at its limit too).
import { intentOf } from './intents.js';
import { FILLER } from './lexicon.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';

const RUNS = new Set(['run', 'runs']);
const WHEN = new Set(['next', 'when']);
const TESTS = /^(?:tests?|experiments?|abtests?|ab|a\/b|abt)$/;

/** The word of a name that names nothing else the reader knows: no report's ("digest", "recon"), figure's or split's ("daily"). */
const ownWord = (w: string) => intentOf(w) === undefined && metricOf(w) === undefined && dimensionOf(w) === undefined;

/** Whether a Task named by one word of its name is asked its next run: "when … run(s)" or "run(s) next", no test named, the word no report's, figure's or split's. */
export function scheduleAsked(r: Reading, task: { ids: string[]; score: number; tokens: number[] }): boolean {
  const t = r.tokens.words;
  return task.score === 1 && task.ids.length === 1 && task.tokens.length === 1 && !r.metrics.length && r.intents.size === 0 && t.some((w) => RUNS.has(w)) && t.some((w) => WHEN.has(w)) && !t.some((w) => TESTS.test(w)) && ownWord(t[task.tokens[0]!]!);
}

/** "… set to?" at the end, of a Task found by its name: what it is set to, which its page shows — those words read. */
export function setToAsked(r: Reading): void {
  const t = r.tokens.words;
  const at = t.length - 2;
  if (at >= 0 && t[at] === 'set' && t[at + 1] === 'to') r.used[at] = r.used[at + 1] = true;
}

/** Words of a follow-up that point and name nothing: "and the … one?". */
const POINTING = new Set(['and', 'the', 'one', 'what', 'about', 'how', 'that', 'task', 'for']);

/**
 * The Task a follow-up after a Task names: the one its name's words fit (`named`), else —
 * "and the ab test one?" — the one Task whose name holds every word said. The words a
 * name shares with a report ("a/b test", "bidder", "revenue") are no Task's own when said alone, but
 * after a Task the thread is about Tasks, and all the words said fitting one Task's name alone name it.
 */
export function taskOfAllWords(named: readonly string[], r: Reading, tasks: readonly { id: string; name?: string }[]): string | undefined {
  if (named.length === 1) return named[0];
  const said = r.tokens.words.map((w) => w.replace(/^a\/b$/, 'ab')).filter((w) => !POINTING.has(w) && !FILLER.has(w));
  if (!said.length) return undefined;
  const nameOf = (x: { id: string; name?: string }) => (x.name ?? x.id).toLowerCase().replace(/a\/b/g, 'ab').split(/[^a-z0-9]+/);
  const fits = tasks.filter((x) => said.every((w) => nameOf(x).includes(w)));
  return fits.length === 1 ? fits[0]!.id : undefined;
}
