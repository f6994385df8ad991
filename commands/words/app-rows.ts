// A follow-up naming an app in the thread of a table split by app (issue 38's thirty-third round): "for
// wordrush over the last 7 days", "split tiny farm by format", "by format for puzzle quest" after
// `breakdown by=app …`. An app named is the table's first split (./compose.ts: "word rush ecpm by
// format"), so the words are that table again with what they change — the thread's figure and period
// kept where they name none. Only where the thread's table holds no filter beside its split, figure and
// period (one dropped would answer a wider question), the words name no other report, figure comparison
// or filter, and the answer is still a table split first by app; else asked back as before.
import { breakdownCommand } from '../breakdown/index.js';
import { periodOf, sameCommand, subcommandOf } from './command-text.js';
import type { Composed } from './compose.js';
import { METRIC, type MetricWord } from './lexicon.js';
import type { Reading } from './read.js';

const byOf = (text: string) => /(?:^|\s)by=([\w,]+)/.exec(text)?.[1]?.split(',') ?? [];

export function appRowsAgain(previous: string, r: Reading, compose: (r: Reading) => Composed): Composed | undefined {
  if (subcommandOf(previous) !== breakdownCommand || byOf(previous)[0] !== 'app' || !r.apps.length) return undefined;
  const parts = previous.trim().split(/\s+/).slice(1);
  const period = periodOf(previous);
  // (the thread's table: its split, its figures and its period, nothing else)
  if (parts.some((p) => !/^(?:by|metrics)=/.test(p) && !(period ?? '').split(' ').includes(p))) return undefined;
  if (r.intents.size || r.vs !== undefined || r.country !== undefined || r.anyCountry || r.os !== undefined || r.anyOs || r.format !== undefined || r.bidder !== undefined || r.unknown.length || r.options.length) return undefined;
  const metrics = (/(?:^|\s)metrics=([\w,]+)/.exec(previous)?.[1]?.split(',') ?? []).filter((m): m is MetricWord => m in METRIC);
  const filled: Reading = { ...r, metrics: r.metrics.length ? r.metrics : metrics, range: r.range ?? (period ? { grammar: period } : undefined) };
  const table = compose(filled);
  if (table.kind !== 'command' || subcommandOf(table.text) !== breakdownCommand || byOf(table.text)[0] !== 'app' || sameCommand(table.text, previous)) return undefined;
  return table;
}
