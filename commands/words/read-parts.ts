// The parts of reading a question that look at it whole, after the word-by-word pass of
// ./read.ts: comparisons ("vs last week"), which subcommands the words point at, countries,
// dimensions named as nouns ("which app"), and A/B tests and Tasks by their names.
import { holidayAt, MONTHS } from './date-forms.js';
import { abtestCommand } from '../abtest/index.js';
import { accessCommand } from '../access/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { intentOf, WEAK } from './intents.js';
import { TASK_WORDS, watchOfNamed } from './asks.js';
import { BOTTOM, COMPARE_LEAD, METRIC, OS_WORDS, TOP } from './lexicon.js';
import { leadIn } from './glue.js';
import { bestByName, countryAt } from './names.js';
import { countOf, dimensionOf, metricOf, type CompareWord, type NamesInUse, type Reading } from './reading.js';
import type { Tokens } from './tokens.js';
import { DAY_WORD } from './weekday-apart.js';
import { verdictWords } from './test-verdict.js';
import { scheduleAsked, setToAsked } from './task-asked.js';
import { taskByReportWord } from './task-by-report-word.js';
import { markSlips } from './name-slips.js';
import { bidsSummarised } from './bid-count.js';
export { taskOfAllWords } from './task-asked.js';

/** "a normal friday", "a typical week": the usual one, which the comparison before it means. */
const USUAL = new Set(['normal', 'usual', 'typical', 'regular', 'ordinary']);

/** "vs last week", "compared to last year", "week over week", "ios vs android". */
export function readComparison(t: readonly string[], used: boolean[], r: Reading): void {
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!;
    if (w === 'over' && ['week', 'year', 'day', 'month'].includes(t[i - 1] ?? '') && t[i + 1] === t[i - 1]) {
      r.vs = t[i - 1] === 'week' ? 'week' : t[i - 1] === 'year' ? 'year' : 'previous';
      used.fill(true, i - 1, i + 2);
      continue;
    }
    if (!COMPARE_LEAD.has(w)) continue;
    if (OS_WORDS[t[i - 1] ?? ''] && OS_WORDS[t[i + 1] ?? '']) {
      r.by.push('os');
      r.versusPair = true;
      used.fill(true, i - 1, i + 2);
      continue;
    }
    let j = i + 1;
    // "vs the same week last year", "compared with the same week last year": against last year.
    let same = j;
    while (['the', 'to', 'with', 'against'].includes(t[same] ?? '')) same++;
    if (t[same] === 'same' && ['week', 'month', 'quarter', 'day', 'period', 'time', 'weekend'].includes(t[same + 1] ?? '') && t[same + 2] === 'last' && t[same + 3] === 'year') {
      r.vs = 'year';
      used.fill(true, i, same + 4);
      continue;
    }
    // ("compared against the previous week": two words of comparing, one comparison.)
    let usual = false;
    while ((['to', 'with', 'the', 'a', 'same', 'period', 'day', 'time', 'point'].includes(t[j] ?? '') || USUAL.has(t[j] ?? '') || COMPARE_LEAD.has(t[j] ?? '')) && t[j] !== 'than' && !(t[j] === 'day' && t[j + 1] === 'before')) usual ||= USUAL.has(t[j++]!);
    const [a, b] = [t[j], t[j + 1]];
    let vs: CompareWord | undefined;
    let n = 0;
    // ("vs last year's black friday": a day named, compared with as a period: ./dates.ts reads it.)
    if (holidayAt(t, j)) continue;
    if ((a === 'last' || a === 'previous' || a === 'prior') && b === 'year') [vs, n] = ['year', 2];
    else if (a === 'year' && (b === 'ago' || b === 'before')) [vs, n] = ['year', 2];
    else if (a === 'last' && b === 'week') [vs, n] = ['week', 2];
    else if (a === 'week' && b === 'ago') [vs, n] = ['week', 2];
    // ("last weekend vs the weekend before": the same two days a week before — only of a weekend said; in a thread, ./weekend-thread.ts)
    else if (((a === 'weekend' && b === 'before') || ((a === 'previous' || a === 'prior') && b === 'weekend')) && t.slice(0, i).includes('weekend') && !t.slice(0, i).some((w) => DAY_WORD.test(w))) [vs, n] = ['week', 2];
    else if (['week', 'day', 'month', 'period', 'quarter', 'days'].includes(a ?? '') && b === 'before') [vs, n] = ['previous', 2];
    else if ((a === 'previous' || a === 'prior') && ['week', 'day', 'month', 'period', 'quarter'].includes(b ?? '')) [vs, n] = ['previous', 2];
    // "vs the thursday before": the same weekday a week before.
    else if (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].includes(a ?? '') && b === 'before') [vs, n] = ['week', 2];
    // "vs a normal friday": the same weekday a week before.
    else if (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].includes(a ?? '') && usual) [vs, n] = ['week', 1];
    else if (a === 'last' && (b === 'month' || b === 'quarter')) [vs, n] = ['previous', 2];
    else if (a === 'yesterday' || a === 'before' || a === 'previous' || a === 'prior' || a === 'previously') [vs, n] = ['previous', 1];
    else if ((a === 'year' || a === 'week') && !/^\d/.test(b ?? '')) [vs, n] = [a, 1];
    // ("vs last thursday": a day named, the other side of the comparison: ./dates.ts reads it)
    // (a weekday cut short, "vs last thu", is a day named too)
    // (and "vs last october": a month named, the same — twenty-third round)
    else if (a === 'last' && (b === undefined || !(['week', 'year', 'month', 'quarter', 'days', 'day', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'].includes(b) || MONTHS[b] !== undefined))) [vs, n] = ['previous', 1];
    // ("vs last october": the month is the other side, read by ./dates.ts; "last" only says which one)
    if (!vs && a === 'last' && MONTHS[b ?? ''] !== undefined) [used[j], r.vsUncarried] = [true, true];
    if (!vs) continue;
    // "vs the previous 7 days": the span said again.
    if (n === 1 && /^\d{1,3}$/.test(t[j + 1] ?? '') && ['days', 'weeks', 'months', 'day', 'week', 'month'].includes(t[j + 2] ?? '')) n = 3;
    r.vs = vs;
    if (vs === 'previous' && n === 2 && (a === 'week' || b === 'week')) r.vsWeekBefore = true;
    if (vs === 'previous' && n === 2 && a === 'last' && (b === 'month' || b === 'quarter')) r.vsUnit = b;
    // ("this week vs last": the week is the period said before it, so last is last week)
    if (vs === 'previous' && n === 1 && a === 'last' && t.slice(0, i).some((w) => w === 'week' || w === 'wk')) r.vsWeekBefore = true;
    used.fill(true, i, j + n);
  }
}

export function readIntents(t: readonly string[], used: boolean[], r: Reading): void {
  const strong = new Set<RegisteredCommand>();
  const weak = new Set<RegisteredCommand>();
  t.forEach((w, i) => {
    if (used[i]) return;
    const command = intentOf(w);
    if (command) {
      // ("recent bids", "the latest bids", "a bids summary": the bid log by the words a log is read by — not the everyday "bids"; issue 38's twenty-first round, round 50)
      (WEAK.has(w) && !(w === 'bids' && (['recent', 'latest', 'newest', 'live'].includes(t[i - 1] ?? '') || bidsSummarised(t, i))) ? weak : strong).add(command);
      used[i] = true;
    }
  });
  for (const c of strong) r.intents.add(c);
  if (!strong.size) for (const c of weak) r.intents.add(c);
  // ("what's scheduled on the agents side": two everyday words that both point at one report name it)
  r.weakIntent = !strong.size && weak.size > 0 && !(weak.size === 1 && new Set(t.filter((w) => intentOf(w) === [...weak][0])).size > 1);
  // "reconciliation task", "bidder review task": the Task is meant.
  // "who can see exports": who holds the capability, not an export.
  for (const first of [tasksCommand, accessCommand]) {
    if (r.intents.has(first) && r.intents.size > 1) {
      r.intents.clear();
      r.intents.add(first);
    }
  }
  // "network gaps", "do the networks match": reconciling, not the network report.
  if (r.intents.has(reconcileCommand)) r.intents.delete(networkCommand);
}

export function readCountries(tokens: Tokens, used: boolean[], r: Reading, known: readonly string[]): void {
  // "Q from Jen in UA: … in Canada": a place in a lead-in is the asker's, where the question names its own.
  const asked = (i: number) => !leadIn(tokens) || tokens.clause[i] !== 0 || !tokens.words.some((_, k) => tokens.clause[k] !== 0 && !used[k] && countryAt(tokens.words, tokens.typed, k, known));
  for (let i = 0; i < tokens.words.length; i++) {
    if (used[i]) continue;
    const c = countryAt(tokens.words, tokens.typed, i, known);
    if (!c || used.slice(c.start, c.end).some(Boolean) || !asked(i)) continue;
    if (r.country && r.country !== c.value) r.countries = [...(r.countries ?? [r.country]), c.value];
    r.country = c.value;
    used.fill(true, c.start, c.end);
  }
}

const CONDITIONS = new Set(['if', 'assuming', 'when', 'whenever', 'given', 'provided', 'unless', 'once']);

/** "more than 500 in revenue", "revenue above 100", "anything under $500": the rows of a table kept, by a figure named beside the number (an amount of money alone is revenue). */
export function readThreshold(t: readonly string[], used: boolean[], r: Reading): void {
  // ("if revenue was below 1000 yesterday, which apps": a level said in a condition is the premise's, ./conditions.ts)
  const premised = CONDITIONS.has(t[0] ?? '');
  for (let i = 0; i < t.length; i++) {
    const two = t[i + 1] === 'than' && (['more', 'greater', 'higher'].includes(t[i]!) ? '>' : ['less', 'lower', 'fewer'].includes(t[i]!) && !premised ? '<' : undefined);
    const one = ['over', 'above', 'exceeding'].includes(t[i]!) ? '>' : ['under', 'below'].includes(t[i]!) && !premised ? '<' : undefined;
    const [lead, sign] = two ? [2, two] : one ? [1, one] : [0, undefined];
    const at = i + lead;
    if (!lead || used[at] || !/^\$?\d+(\.\d+)?$/.test(t[at] ?? '')) continue;
    const after = t[at + 1] === 'in' || t[at + 1] === 'of' ? at + 2 : at + 1;
    // ("under $500": money, revenue's, when no figure is said beside it; "under 500" alone is asked)
    const named = metricOf(t[after] ?? '') ?? (i > 0 ? metricOf(t[i - 1]!) : undefined) ?? (['was', 'is', 'were', 'are'].includes(t[i - 1] ?? '') && i > 1 && !premised ? metricOf(t[i - 2]!) : undefined);
    // ("countries that did over 1000": rows that "did" an amount, said of money as "made" is — round 44)
    const did = ['did', 'do', 'does'].includes(t[i - 1] ?? '') && ['that', 'which', 'who'].includes(t[i - 2] ?? '');
    const money = !named && !premised && (t[at]!.startsWith('$') || did);
    const metric = named ?? (money ? METRIC.revenue : undefined);
    if (!metric) continue;
    if (money && !r.metrics.includes(metric)) r.metrics.push(metric);
    r.having = `${metric}${sign}${t[at]!.replace('$', '')}`;
    used.fill(true, i, at + 1);
    if (metricOf(t[after] ?? '')) used.fill(true, at + 1, after + 1);
  }
}

/** A dimension named as a noun: "which app", "top 5 apps", "lowest ecpm countries", "countries with more than 100 in revenue". */
export function readDimensionNouns(t: readonly string[], used: boolean[], r: Reading): void {
  readThreshold(t, used, r);
  t.forEach((w, i) => {
    if (used[i]) return;
    const d = dimensionOf(w);
    // "our single best day this month", "worst hour yesterday", "the 3 best weeks": periods ranked, the table's rows.
    // ("best performing hour": the rank's own word between)
    const rank = (/^\d{1,2}$/.test(t[i - 1] ?? '') || t[i - 1] === 'performing') && (TOP.has(t[i - 2] ?? '') || BOTTOM.has(t[i - 2] ?? '')) ? i - 2 : i - 1;
    if (d && r.rank && ['day', 'days', 'hour', 'hours', 'week', 'weeks', 'month', 'months'].includes(w) && used[rank] && (TOP.has(t[rank] ?? '') || BOTTOM.has(t[rank] ?? ''))) {
      if (!r.by.includes(d)) r.by.push(d);
      // ("single best", "one best": the one)
      used.fill(true, ['single', 'one', 'very'].includes(t[rank - 1] ?? '') ? rank - 1 : rank, i + 1);
      r.pluralDim = w !== d && w.endsWith('s');
      return;
    }
    // ("which day last week was the weakest", "which week of october was best": a day or week asked for by its rank, round 45)
    const rankedBucket = r.rank && ['which', 'what'].includes(t[i - 1] ?? '') && ['day', 'week', 'month', 'hour'].includes(w);
    if (!d || (['day', 'days', 'date', 'dates', 'hour', 'hours', 'week', 'weeks', 'month', 'months', 'type', 'types', 'unit', 'units'].includes(w) && !rankedBucket)) return;
    // "app revenue", "country ecpm": the dimension named before the metric.
    // ("apps by ecpm", "countries on fill": the rows named in the plural, then the figure they are shown by — round 39)
    const nextMetric = (t[i + 1] !== undefined && metricOf(t[i + 1]!) !== undefined) || (w !== d && w.endsWith('s') && (t[i + 1] === 'by' || t[i + 1] === 'on') && metricOf(t[i + 2] ?? '') !== undefined);
    // ("rank apps by fill rate", "apps sorted by ecpm": the rows of a table put in order)
    const ordered = ['rank', 'sort', 'order', 'ranked', 'sorted', 'ordered'].includes(t[i - 1] ?? '') || ['ranked', 'sorted', 'ordered'].includes(t[i + 1] ?? '');
    if (r.rank || r.having || nextMetric || ordered || t[i - 1] === 'which' || t[i - 1] === 'what' || t[i - 1] === 'every' || t[i - 1] === 'all') {
      if (!r.by.includes(d)) r.by.push(d);
      used[i] = true;
      r.pluralDim = w !== d && w.endsWith('s');
      // "which three countries had the lowest ecpm": the count said before the dimension is the rank's.
      const n = i > 0 && !used[i - 1] ? countOf(t[i - 1]) : undefined;
      if (n !== undefined && n > 1 && r.rank && r.rank.n === undefined && r.pluralDim) {
        r.rank.n = n;
        used[i - 1] = true;
      }
    }
  });
}

/** A/B tests and Tasks by words of their names: where the words ask for one, or a Task named outright ("the floor health check"). */
export function matchNamed(r: Reading, things: readonly { id: string; name?: string }[]): string[] {
  const mask = r.tokens.words.map((_, i) => r.early[i]!);
  const best = bestByName(r.tokens.words, mask, things);
  for (const i of best.tokens) r.used[i] = true;
  if (best.ids.length === 1) [markName, markSlips].forEach((mark) => mark(r, things, best.ids[0]!));
  return best.ids;
}

/** ("the coins offer test": every word of the one name found names it, not only those it was found by; its numbers and words of its change too.) */
function markName(r: Reading, things: readonly { id: string; name?: string }[], id: string): void {
  const name = things.find((x) => x.id === id)?.name?.toLowerCase().split(/[^a-z0-9]+/);
  const bare = (w: string) => w.replace(/^[+~-]|%$|(?<=^[+~-]?\d+)s$/g, ''); // ("45s": seconds)
  if (name) r.tokens.words.forEach((w, i) => ((w.length >= 3 && name.includes(w)) || (/^\d+$/.test(bare(w)) && name.includes(bare(w))) || CHANGE_WORDS.has(w)) && (r.used[i] = true));
}

/**
 * Words that describe a test's change or ask whether it worked, read once the test is found by its
 * name ("did raising the interstitial floor by 20 percent work", "the 30 to 45 second banner test",
 * "the slower banner refresh test", "the rewarded cap 3 vs 4 experiment": its name's numbers too).
 */
const CHANGE_WORDS = new Set(['raising', 'rising', 'raise', 'raised', 'bump', 'bumped', 'hike', 'boost', 'extra', 'lowering', 'lowered', 'higher', 'slower', 'faster', 'longer', 'shorter', 'fewer', 'bigger', 'smaller', 'increasing', 'reducing', 'capping', 'second', 'seconds', 'sec', 'secs', 'percent', 'showing', 'work', 'worked', 'working', 'helped', 'vs', 'versus', 'instead']);

export function readNamed(r: Reading, early: readonly boolean[], names: NamesInUse): void {
  const ids = r.ids.map((id) => id.toLowerCase());
  // "when does the monthly network reconciliation run next": a Task named by its name, asked what a Task shows (its runs, schedule, prompt).
  if (!r.intents.has(tasksCommand) && r.tokens.words.some((w) => TASK_WORDS.has(w)) && !ids.length) {
    const mask = r.tokens.words.map((_, i) => early[i]!);
    let task = bestByName(r.tokens.words, mask, names.tasks);
    // "when does the weekend recap run next": a Task whose name holds a date word, named by it with another word of its name.
    const whole = bestByName(r.tokens.words, r.tokens.words.map(() => false), names.tasks);
    if (task.score < 2 && whole.score >= 2 && whole.ids.length === 1 && r.range !== undefined && whole.tokens.some((i) => early[i])) [task, r.range] = [whole, undefined];
    // ("when does the floor check run next": one word of a Task's name is enough where its schedule is asked — ./task-asked.ts)
    if ((task.score >= 2 && task.ids.length === 1 && task.score > bestByName(r.tokens.words, mask, names.abtests).score) || scheduleAsked(r, task)) {
      r.intents = new Set([tasksCommand]);
      r.named = task.ids;
      for (const i of task.tokens) r.used[i] = true;
      r.tokens.words.forEach((w, i) => TASK_WORDS.has(w) && (r.used[i] = true));
      // ("the flor health task": a slipped word of the found Task's name — ./name-slips.ts)
      if (task.ids.length === 1) markSlips(r, names.tasks, task.ids[0]!);
      return;
    }
  }
  // ("the bidder review": a Task named by its name, a report's word among them — ./task-by-report-word.ts)
  if (taskByReportWord(r, early, names.tasks, names.abtests)) return;
  if (r.intents.has(abtestCommand) && !ids.some((id) => id.startsWith('abt_'))) {
    r.named = matchNamed(r, names.abtests);
    // (what its report shows, asked of the test named: ./test-verdict.ts — round 49)
    if (r.named.length === 1) verdictWords(r);
  } else if (r.intents.has(tasksCommand) && !ids.some((id) => id.startsWith('task_'))) {
    r.named = matchNamed(r, names.tasks);
    if (r.named.length) setToAsked(r);
  }
  else if (r.intents.size === 0 && r.metrics.length === 0) {
    // A Task or an A/B test named by two words of its name or more, without saying "task" or "test" ("the freq cap").
    const mask = r.tokens.words.map((_, i) => early[i]!);
    const [task, test] = [bestByName(r.tokens.words, mask, names.tasks), bestByName(r.tokens.words, mask, names.abtests)];
    const best = task.score >= test.score ? { ...task, cmd: tasksCommand } : { ...test, cmd: abtestCommand };
    if (best.score >= 2 && best.ids.length === 1 && task.score !== test.score) {
      r.intents.add(best.cmd);
      r.named = best.ids;
      for (const i of best.tokens) r.used[i] = true;
      markName(r, best.cmd === tasksCommand ? names.tasks : names.abtests, best.ids[0]!);
      // (an order to watch it too: "watch the banner refresh one" — round 51)
      if (best.cmd === abtestCommand) {
        verdictWords(r);
        watchOfNamed(r);
      } else setToAsked(r);
    }
  }
}
