// A question's words → what it asks about (a Reading): the subcommands its words point at, the
// metrics, dimensions, filters, range and comparison it names, and every word left that nothing
// understood. Which command that makes is ./compose.ts's to decide.
import { abtestCommand } from '../abtest/index.js';
import { accessCommand } from '../access/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { demandCommand } from '../demand/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { whoamiCommand } from '../whoami/index.js';
import { HELP, intentOf, WEAK } from './intents.js';
import { findRange, type RangeWords } from './dates.js';
import { BOTTOM, BY, COMPARE_LEAD, FOLLOW_LEAD, TOP, BUCKET_ADJECTIVES, COMPARE_WORDS, DIMENSION_WORDS, FILLER, FORMAT_WORDS, HOW_WE_DID, METRIC_PHRASES, METRIC_WORDS, NUMBER_WORDS, OS_WORDS, type DimensionWord, type MetricWord } from './lexicon.js';
import { appAt, bestByName, bidderAt, countryAt } from './names.js';
import type { Tokens } from './tokens.js';

export type CompareWord = 'previous' | 'week' | 'year';

export interface Reading {
  /** Subcommands the words point at (beside the reports of figures, which are the default). */
  intents: Set<RegisteredCommand>;
  metrics: MetricWord[];
  /** "how did we do", "numbers": the revenue summary, though no metric is named. */
  howWeDid: boolean;
  range?: RangeWords;
  severalRanges: boolean;
  vs?: CompareWord;
  by: DimensionWord[];
  /** Time buckets said as adjectives ("daily revenue"): a dimension only when a metric is named. */
  buckets: DimensionWord[];
  rank?: { end: 'top' | 'bottom'; n?: number };
  country?: string;
  /** "worldwide", "all countries": the country filter dropped (follow-ups). */
  anyCountry: boolean;
  os?: 'iOS' | 'Android';
  anyOs: boolean;
  apps: string[];
  format?: string;
  bidder?: string;
  ids: string[];
  csv: boolean;
  testAll: boolean;
  sourceAll: boolean;
  noFill: boolean;
  nonbid: boolean;
  validate: boolean;
  version?: 'live' | 'draft';
  gap?: string;
  /** key=value options typed as the grammar writes them: passed on as they are. */
  options: string[];
  /** Words nothing understood. */
  unknown: string[];
  /** The dimension was named in the plural ("top countries"): rank ten, not one. */
  pluralDim?: boolean;
  /** "iOS vs Android": the two side by side, a table. */
  versusPair?: boolean;
  /** A/B tests or Tasks their names fit (several: ask which). */
  named?: string[];
  /** Words used by the range and the comparison (read first). */
  early: boolean[];
  /** Starts like a follow-up ("and …", "what about …", "same for …"). */
  followUp: boolean;
  tokens: Tokens;
  used: boolean[];
}

const metricOf = (w: string): MetricWord | undefined =>
  (Object.keys(METRIC_WORDS) as MetricWord[]).find((m) => m === w || (METRIC_WORDS[m] as readonly string[]).includes(w));
const dimensionOf = (w: string): DimensionWord | undefined =>
  (Object.keys(DIMENSION_WORDS) as DimensionWord[]).find((d) => d === w || (DIMENSION_WORDS[d] as readonly string[]).includes(w));
const countOf = (w: string | undefined) => (w === undefined ? undefined : /^\d{1,4}$/.test(w) ? Number(w) : w === 'a' ? undefined : NUMBER_WORDS[w]);


export interface NamesInUse {
  apps: readonly string[];
  countries: readonly string[];
  formats: readonly string[];
  bidders: readonly string[];
  abtests: readonly { id: string; name?: string }[];
  tasks: readonly { id: string; name?: string }[];
}

export function read(tokens: Tokens, names: NamesInUse): Reading {
  const t = tokens.words;
  const used = t.map(() => false);
  const r: Reading = {
    intents: new Set(), metrics: [], howWeDid: false, severalRanges: false, by: [], buckets: [], anyCountry: false, anyOs: false, apps: [], ids: [],
    csv: false, testAll: false, sourceAll: false, noFill: false, nonbid: false, validate: false, options: [], unknown: [], early: [], followUp: FOLLOW_LEAD.has(t[0] ?? ''), tokens, used,
  };
  const take = (i: number, n = 1) => used.fill(true, i, i + n);
  const free = (i: number) => i < t.length && !used[i];
  readComparison(t, used, r);
  const range = findRange(t, used);
  if (range === 'several') r.severalRanges = true;
  else r.range = range;
  const early = [...used];
  r.early = early;
  for (let i = 0; i < t.length; i++) {
    if (!free(i)) continue;
    const [w, next, after] = [t[i]!, t[i + 1], t[i + 2]];
    const option = /^([a-z_.]+)=(.+)$/.exec(w);
    if (option) {
      r.options.push(tokens.typed[i]!.replace(/^[^=]+/, (k) => k.toLowerCase()));
      take(i);
      continue;
    }
    if (/^(abt|task|auc|bidexp|au)_[a-z0-9_.:-]+$/.test(w)) {
      r.ids.push(tokens.typed[i]!);
      take(i);
      continue;
    }
    const phrase = METRIC_PHRASES.find(([a, b]) => a === w && b === next);
    if (phrase) {
      r.metrics.push(phrase[2]);
      take(i, 2);
      continue;
    }
    if ((w === 'no' || w === 'non') && (next === 'bid' || next === 'bids')) {
      r.nonbid = true;
      r.intents.add(auctionCommand);
      take(i, next === 'bids' && after === 'reasons' ? 3 : 2);
      continue;
    }
    if (w === 'nonbid' || w === 'no-bid') {
      r.nonbid = true;
      r.intents.add(auctionCommand);
      take(i);
      continue;
    }
    if ((w === 'no' && next === 'fill') || w === 'no-fill' || w === 'unfilled') {
      r.noFill = true;
      take(i, w === 'no' ? 2 : 1);
      continue;
    }
    if ((w === 'test' || w === 'testing') && (next === 'traffic' || next === 'mode' || next === 'devices')) {
      r.testAll = true;
      take(i, 2);
      continue;
    }
    if (w === 'all' && (next === 'sources' || next === 'source' || next === 'mediation')) {
      r.sourceAll = true;
      take(i, 2);
      continue;
    }
    if ((w === 'ad' || w === 'ads') && next && (dimensionOf(next) === 'ad_unit' || next === networkCommand.name || networkCommand.aliases?.includes(next) || next === 'format' || next === 'formats' || next === 'type' || next === 'types')) {
      take(i);
      continue;
    }
    if (w === 'who' && next === 'am' && after === 'i') {
      r.intents.add(whoamiCommand);
      take(i, 3);
      continue;
    }
    if (w === 'who' && (next === 'can' || next === 'has' || next === 'have' || next === 'may')) {
      r.intents.add(accessCommand);
      take(i, 2);
      continue;
    }
    // "which bidder bids the most": bidding, the bidders' bid rate.
    if ((w === 'bids' || w === 'bid') && t.some((x) => intentOf(x) === biddersCommand)) {
      r.metrics.push('bid_rate');
      take(i);
      continue;
    }
    if ((w === 'timing' || w === 'timed' || w === 'time') && next === 'out') {
      r.intents.add(auctionCommand);
      take(i, 2);
      continue;
    }
    if (w === 'unmapped') {
      r.intents.add(demandCommand);
      take(i, next === 'ad_unit' || next === 'units' ? 2 : 1);
      continue;
    }
    if ((w === 'which' || w === 'what') && next === 'account') {
      r.intents.add(whoamiCommand);
      take(i, 2);
      continue;
    }
    if (w === 'what' && next === 'can' && after === 'you') {
      r.intents.add(HELP);
      take(i, 3);
      continue;
    }
    if (w === 'how' && next === 'do' && after === 'i') {
      r.intents.add(HELP);
      take(i, 3);
      continue;
    }
    if (w === 'per' && next === 'user' && r.metrics.at(-1) === 'impressions') {
      r.metrics[r.metrics.length - 1] = 'imps_per_user';
      take(i, 2);
      continue;
    }
    if (w === 'worldwide' || w === 'global' || w === 'globally' || (w === 'all' && next === 'countries')) {
      r.anyCountry = true;
      take(i, w === 'all' ? 2 : 1);
      continue;
    }
    if ((w === 'both' || w === 'all') && next && dimensionOf(next) === 'os') {
      r.anyOs = true;
      take(i, 2);
      continue;
    }
    if (TOP.has(w) || BOTTOM.has(w)) {
      const n = countOf(next);
      r.rank = { end: TOP.has(w) ? 'top' : 'bottom', n };
      take(i, n === undefined ? 1 : 2);
      if (free(i + (n === undefined ? 1 : 2)) && (t[i + 1] === 'performing' || t[i + 2] === 'performing')) take(i + (n === undefined ? 1 : 2));
      continue;
    }
    // "country breakdown of revenue": the dimension before the word.
    if ((w === breakdownCommand.name || w === 'split') && i > 0 && !used[i - 1] && dimensionOf(t[i - 1]!)) {
      r.by.push(dimensionOf(t[i - 1]!)!);
      take(i - 1, 2);
      continue;
    }
    if (BY.has(w) || w === breakdownCommand.name || (w === 'for' && next === 'each')) {
      let j = i + 1;
      while (j < t.length && ['by', 'down', 'each', 'the', 'and', 'every', 'ad', 'ads'].includes(t[j]!)) j++;
      const dims: number[] = [];
      for (; j < t.length; j++) {
        const d = dimensionOf(t[j]!);
        if (d && free(j)) {
          r.by.push(d);
          dims.push(j);
        } else if (!(t[j] === 'and' || t[j] === 'then') || !t[j + 1] || !dimensionOf(t[j + 1]!)) break;
      }
      if (dims.length) {
        take(i, j - i);
        continue;
      }
      if (w === 'by' || w === 'per' || w === 'each') take(i);
      continue;
    }
    const bucket = BUCKET_ADJECTIVES[w];
    if (bucket) {
      r.buckets.push(bucket);
      take(i);
      continue;
    }
    const metric = metricOf(w);
    if (metric && !(w === 'make' && (next === 'me' || next === 'a'))) {
      r.metrics.push(metric);
      take(i);
      continue;
    }
    if (COMPARE_WORDS[w]) {
      r.vs = COMPARE_WORDS[w];
      take(i);
      continue;
    }
    const os = OS_WORDS[w];
    if (os) {
      r.os = os;
      take(i, next !== undefined && (dimensionOf(next) === 'os' || next === 'users' || next === 'side' || next === 'only') ? 2 : 1);
      continue;
    }
    const format = FORMAT_WORDS[w] ?? names.formats.find((f) => f.toLowerCase() === w);
    if (format && !(w === 'rewarded' && next === 'video' && (take(i + 1), false))) {
      r.format = format;
      take(i);
      continue;
    }
    const app = appAt(t, i, names.apps);
    if (app && !app.value.every(() => false)) {
      r.apps = app.value;
      take(app.start, app.end - app.start);
      continue;
    }
    const bidder = bidderAt(t, i, names.bidders);
    if (bidder) {
      r.bidder = bidder.value;
      take(bidder.start, bidder.end - bidder.start);
      continue;
    }
    if (/^\d{1,2}(\.\d+)?%$/.test(w)) {
      r.gap = w;
      take(i);
      continue;
    }
    if (w === 'csv' || w === 'spreadsheet' || w === 'file') {
      r.csv = true;
      take(i);
      continue;
    }
    if (w === 'validate' || w === 'valid' || w === 'validation' || w === 'errors' || (w === 'ok' && i > 0)) {
      r.validate = true;
      take(i);
      continue;
    }
    if (w === 'live' || w === 'draft' || w === 'production') {
      r.version = w === 'draft' ? 'draft' : 'live';
      take(i);
      continue;
    }
  }
  readIntents(t, used, r);
  // "what does bidder bravo report": the demand source's own figures.
  if (r.bidder && t.some((w) => ['report', 'reports', 'reported', 'says', 'say', 'claims'].includes(w)) && !r.intents.size) r.intents.add(demandCommand);
  readCountries(tokens, used, r, names.countries);
  readDimensionNouns(t, used, r);
  readNamed(r, early, names);
  for (let i = 0; i < t.length; i++) if (!used[i] && !FILLER.has(t[i]!)) r.unknown.push(t[i]!);
  r.howWeDid = t.some((w, i) => HOW_WE_DID.has(w) && (!used[i] || w === 'how'));
  return r;
}

/** "vs last week", "compared to last year", "week over week", "ios vs android". */
function readComparison(t: readonly string[], used: boolean[], r: Reading): void {
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
    while (['to', 'with', 'the', 'a', 'same', 'period', 'day', 'time'].includes(t[j] ?? '') && !(t[j] === 'day' && t[j + 1] === 'before')) j++;
    const [a, b] = [t[j], t[j + 1]];
    let vs: CompareWord | undefined;
    let n = 0;
    if ((a === 'last' || a === 'previous' || a === 'prior') && b === 'year') [vs, n] = ['year', 2];
    else if (a === 'year' && (b === 'ago' || b === 'before')) [vs, n] = ['year', 2];
    else if (a === 'last' && b === 'week') [vs, n] = ['week', 2];
    else if (a === 'week' && b === 'ago') [vs, n] = ['week', 2];
    else if (['week', 'day', 'month', 'period', 'quarter', 'days'].includes(a ?? '') && b === 'before') [vs, n] = ['previous', 2];
    else if ((a === 'previous' || a === 'prior') && ['week', 'day', 'month', 'period', 'quarter'].includes(b ?? '')) [vs, n] = ['previous', 2];
    else if (a === 'last' && (b === 'month' || b === 'quarter')) [vs, n] = ['previous', 2];
    else if (a === 'yesterday' || a === 'before' || a === 'previous' || a === 'prior' || a === 'previously') [vs, n] = ['previous', 1];
    else if (a === 'year' || a === 'week') [vs, n] = [a, 1];
    if (!vs) continue;
    r.vs = vs;
    used.fill(true, i, j + n);
  }
}

function readIntents(t: readonly string[], used: boolean[], r: Reading): void {
  const strong = new Set<RegisteredCommand>();
  const weak = new Set<RegisteredCommand>();
  t.forEach((w, i) => {
    if (used[i]) return;
    const command = intentOf(w);
    if (command) {
      (WEAK.has(w) ? weak : strong).add(command);
      used[i] = true;
    }
  });
  for (const c of strong) r.intents.add(c);
  if (!strong.size) for (const c of weak) r.intents.add(c);
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

function readCountries(tokens: Tokens, used: boolean[], r: Reading, known: readonly string[]): void {
  for (let i = 0; i < tokens.words.length; i++) {
    if (used[i]) continue;
    const c = countryAt(tokens.words, tokens.typed, i, known);
    if (!c || used.slice(c.start, c.end).some(Boolean)) continue;
    r.country = c.value;
    used.fill(true, c.start, c.end);
  }
}

/** A dimension named as a noun: "which app", "top 5 apps", "lowest ecpm countries". */
function readDimensionNouns(t: readonly string[], used: boolean[], r: Reading): void {
  t.forEach((w, i) => {
    if (used[i]) return;
    const d = dimensionOf(w);
    if (!d || ['day', 'days', 'date', 'dates', 'hour', 'hours', 'week', 'weeks', 'month', 'months', 'type', 'types', 'unit', 'units'].includes(w)) return;
    if (r.rank || t[i - 1] === 'which' || t[i - 1] === 'what' || t[i - 1] === 'every' || t[i - 1] === 'all') {
      if (!r.by.includes(d)) r.by.push(d);
      used[i] = true;
      r.pluralDim = w !== d && w.endsWith('s');
    }
  });
}

/** A/B tests and Tasks by words of their names: where the words ask for one, or a Task named outright ("the floor health check"). */
export function matchNamed(r: Reading, things: readonly { id: string; name?: string }[]): string[] {
  const mask = r.tokens.words.map((_, i) => r.early[i]!);
  const best = bestByName(r.tokens.words, mask, things);
  for (const i of best.tokens) r.used[i] = true;
  return best.ids;
}

function readNamed(r: Reading, early: readonly boolean[], names: NamesInUse): void {
  const ids = r.ids.map((id) => id.toLowerCase());
  if (r.intents.has(abtestCommand) && !ids.some((id) => id.startsWith('abt_'))) r.named = matchNamed(r, names.abtests);
  else if (r.intents.has(tasksCommand) && !ids.some((id) => id.startsWith('task_'))) r.named = matchNamed(r, names.tasks);
  else if (r.intents.size === 0 && r.metrics.length === 0) {
    const mask = r.tokens.words.map((_, i) => early[i]!);
    const best = bestByName(r.tokens.words, mask, names.tasks);
    if (best.score >= 2 && best.ids.length === 1) {
      r.intents.add(tasksCommand);
      r.named = best.ids;
      for (const i of best.tokens) r.used[i] = true;
    }
  }
}
