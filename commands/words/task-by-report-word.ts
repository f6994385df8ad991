// "show me the bidder review" after the Tasks' list (issue 38's round 46, the seventy-eighth set): a
// Task named by its name, one of whose words is also a report's ("bidder" of the Weekly bidder
// review, "reconciliation" of the Monthly network reconciliation). The report's word made the words
// a question of that report, and a word of the name left over ("review") was not understood, so it
// was asked back — though the words said the Task's name and nothing else. Read as the Task where
// two words of one Task's name or more are said, the report's word among them, and one of them a
// word no report, figure or split holds ("review"): "weekly bidder stats" names no Task, nor does
// "bidders by week"; and the name pointed at as one thing ("the bidder review": bare, "bidder review"
// may be a review of the bidders, asked). Nothing else may be asked beside it (no figure, period or
// second report).
import { abtestCommand } from '../abtest/index.js';
import { tasksCommand } from '../tasks/index.js';
import { intentOf } from './intents.js';
import { bestByName } from './names.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';

/** Words that point at one thing before its name. */
const POINTED = new Set(['the', 'our', 'that', 'this', 'my', 'your']);

/** A word that names nothing else the reader knows: no report's, figure's or split's. */
const ownWord = (w: string) => intentOf(w) === undefined && metricOf(w) === undefined && dimensionOf(w) === undefined;

/** Whether the words name one Task by its name, a report's word among them; marks the reading so when they do. */
export function taskByReportWord(r: Reading, early: readonly boolean[], tasks: readonly { id: string; name?: string }[], abtests: readonly { id: string; name?: string }[]): boolean {
  if (r.intents.size !== 1 || r.intents.has(tasksCommand) || r.intents.has(abtestCommand) || r.metrics.length || r.range !== undefined || r.ids.length || r.by.length) return false;
  const [report] = [...r.intents];
  const t = r.tokens.words;
  const mask = t.map((_, i) => early[i]!);
  const task = bestByName(t, mask, tasks);
  if (task.score < 2 || task.ids.length !== 1 || task.score <= bestByName(t, mask, abtests).score) return false;
  if (!task.tokens.some((i) => intentOf(t[i]!) === report) || !task.tokens.some((i) => ownWord(t[i]!))) return false;
  // (pointed at as one thing, "the bidder review": said bare, "bidder review" may be a review of the bidders — asked, as round 18 holds)
  if (!POINTED.has(t[Math.min(...task.tokens) - 1] ?? '')) return false;
  r.intents = new Set([tasksCommand]);
  r.named = task.ids;
  for (const i of task.tokens) r.used[i] = true;
  return true;
}
