// A row of a list the thread shows, pointed at by the words of its name ("the monthly reconciliation
// one" after the Tasks list, "the banner one" after the A/B tests): that Task or test, even where its
// name's words also name a report of their own (reconcile, digest) — after a list, "the … one" is one
// of its rows (issue 38's nineteenth round). A word that fits no one row leaves it to the reader.
import { abtestCommand } from '../abtest/index.js';
import { tasksCommand } from '../tasks/index.js';
import { bestByName } from './names.js';
import type { NamesInUse } from './reading.js';

/** "the … one", "that … task": a row of the list pointed at. */
const POINTED = /^(one|task|test|experiment)$/;

/** The command of the one row of the previous list the words name, or undefined. */
export function rowOfList(previous: string, words: readonly string[], names: NamesInUse): string | undefined {
  // ("abtest list" is the tests' list too, as the bare "abtest" is)
  const list = previous.trim().replace(/^\/adops\b\s*/i, '').toLowerCase().replace(/ list$/, '');
  const rows = list === tasksCommand.name ? names.tasks : list === abtestCommand.name ? names.abtests : undefined;
  // (the last pointer: "the ab test watch one" names a row with "test" in its name — round 43)
  const at = words.findLastIndex((w) => POINTED.test(w));
  // (chat drops the article: "ab watch one", "paris one" — the pointer last and at most three words before it — round 46)
  const bare = at === words.length - 1 && at <= 3;
  // ("show the ab watch", "weekend recap?" with no pointer: two words or more, each of one row's name or id and of no other's — round 48)
  if (rows && at < 0) return wholeName(list, words, rows);
  if (!rows || at < 1 || !(words.slice(0, at).includes('the') || bare)) return undefined;
  // (the words before the pointer alone: "the paris one for last week" is another question)
  if (words.length > at + 1) return undefined;
  const best = bestByName(words.slice(0, at), words.slice(0, at).map(() => false), rows);
  // (a word of one row's id counts too — the list shows the ids: "open the achieved one" is abt_demo_achieved)
  if (best.ids.length === 1 && best.score >= 0.5) return `${list} ${best.ids[0]}`;
  // ("show me the ab one" after the Tasks: a short word of one row's id alone — "ab" of task_ab_watch_la — which the name's
  // matching leaves to the A/B tests' report; only one word said, and only one row's id holding it — round 47)
  const said = words.slice(0, at).filter((w) => !SHOW.has(w));
  const byId = said.length === 1 ? rows.filter((row) => row.id.toLowerCase().split('_').slice(1).includes(said[0]!)) : [];
  return byId.length === 1 ? `${list} ${byId[0]!.id}` : undefined;
}

/** Words that only point at the row: "show me the …", "open that …". */
const SHOW = new Set(['the', 'that', 'this', 'show', 'me', 'us', 'open', 'see', 'view', 'please', 'pls', 'our', 'my', 'just']);

/** The row whose name (or id) holds every word said but the pointing ones, two words at least, when one row alone does. */
function wholeName(list: string, words: readonly string[], rows: readonly { id: string; name?: string }[]): string | undefined {
  const said = words.filter((w) => !SHOW.has(w)).map((w) => w.replace(/^a\/b$/, 'ab'));
  if (said.length < 2) return undefined;
  const wordsOf = (row: { id: string; name?: string }) => new Set([...(row.name ?? '').toLowerCase().replace(/a\/b/g, 'ab').split(/[^a-z0-9]+/), ...row.id.toLowerCase().split('_').slice(1)]);
  const fits = rows.filter((row) => { const own = wordsOf(row); return said.every((w) => own.has(w)); });
  return fits.length === 1 ? `${list} ${fits[0]!.id}` : undefined;
}
