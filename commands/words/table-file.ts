// "as a csv" after `revenue last month by country` (issue 38's twenty-fifth round): the revenue report
// has no file, but the same split is a table that goes as CSV — `breakdown by=country metrics=revenue
// last month csv`, as "Revenue per country, last quarter, as CSV" is read alone. The thread's revenue
// command is read as that table only for an ask that makes it a file: every other follow-up keeps
// the revenue report. A revenue command with no split (one figure) or with a comparison (no table
// carries vs=) has no such table: left to the reader, asked back.
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { parses } from './command-text.js';
import { METRIC } from './lexicon.js';
import type { Understanding } from './compose.js';

/** The breakdown table a revenue split is, or undefined when the thread's command is no such split. */
export function tableOfRevenue(previous: string | undefined): string | undefined {
  const words = previous?.trim().split(/\s+/) ?? [];
  const at = words.indexOf('by');
  if (words[0] !== revenueCommand.name || at < 0 || !words[at + 1] || words.some((w) => /^vs=/.test(w))) return undefined;
  const rest = words.filter((_, i) => i > 0 && i !== at && i !== at + 1);
  const table = [breakdownCommand.name, `by=${words[at + 1]}`, `metrics=${METRIC.revenue}`, ...rest].join(' ');
  return parses(table) ? table : undefined;
}

/** Whether the words ask for a file at all (what the reader then reads of them decides the rest). */
export const asksFile = (words: string) => /\b(?:csv|spreadsheet|excel|xlsx|sheets?|file)\b/i.test(words);

/** The answer asked back, made the thread's split as a file where the words ask for one (`again`: the words read after that table). */
export function asFile(u: Understanding, words: string, previous: string | undefined, again: (words: string, previous: string) => Understanding): Understanding | undefined {
  const table = u.kind === 'clarify' && asksFile(words) ? tableOfRevenue(previous) : undefined;
  const filed = table ? again(words, table) : undefined;
  return filed?.kind === 'command' && / csv( |$)/.test(filed.text) ? filed : undefined;
}
