// A question's words → what it asks about (a Reading): the subcommands its words point at, the
// metrics, dimensions, filters, range and comparison it names, and every word left that nothing
// understood. Which command that makes is ./compose.ts's to decide.
import { abtestCommand } from '../abtest/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { configCommand } from '../config/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { intentOf } from './intents.js';
import { BOTTOM, BUCKET_ADJECTIVES, BY, COMPARE_WORDS, FILLER, FOLLOW_ANYWHERE, FOLLOW_LEAD, FORMAT_WORDS, HOW_WE_DID, METRIC, METRIC_PHRASES, OS_WORDS, SUMMARY_NOUNS, TOP } from './lexicon.js';
import { appAt, bidderAt } from './names.js';
import { bidCount, bidLog, bidsMoved, sortedByBids } from './bid-count.js';
import { helpWordsAt } from './help-words.js';
import { commandPhraseAt } from './command-phrases.js';
import { beyondWords, leftOut } from './beyond.js';
import { readAsks } from './asks.js';
import { readAfterWords } from './after-words.js';
import { readAfter, readBefore, readRange } from './read-more.js';
import { chatterClauses, readAuctionRates, readGlue, readIdioms, readOtherComparisons, readRelay } from './glue.js';
import type { Tokens } from './tokens.js';
import { readComparison, readCountries, readDimensionNouns, readIntents, readNamed } from './read-parts.js';
import { countOf, dimensionOf, metricOf, type NamesInUse, type Reading } from './reading.js';

/** Things counted after a number ("a gap of 5 networks"): the number is theirs, not the gap's percent. */
const COUNTED = /^(?:networks?|partners?|sources?|apps?|countries|days?|dates?|weeks?|months?|hours?|rows?|lines?|bidders?|accounts?|units?|dollars?|usd|eur|cents?|bucks|k)$/;

export type { NamesInUse, Reading } from './reading.js';
export { matchNamed, taskOfAllWords } from './read-parts.js';

export function read(tokens: Tokens, names: NamesInUse): Reading {
  const t = tokens.words;
  const used = t.map(() => false);
  const r: Reading = {
    intents: new Set(), metrics: [], howWeDid: false, severalRanges: false, by: [], buckets: [], anyCountry: false, anyOs: false, apps: [], ids: [],
    csv: false, testAll: false, sourceAll: false, noFill: false, nonbid: false, validate: false, options: [], unknown: [], beyond: [], early: [], followUp: FOLLOW_LEAD.has(t[0] ?? '') || (t.length <= 4 && t.some((w) => FOLLOW_ANYWHERE.has(w))), tokens, used,
  };
  const take = (i: number, n = 1) => used.fill(true, i, i + n);
  /** Words read and found to mean two things: asked about, as words not understood are. */
  const unclear: string[] = [];
  const free = (i: number) => i < t.length && !used[i];
  readComparison(t, used, r);
  readOtherComparisons(t, used, r);
  readRelay(t, used, (w) => names.bidders.some((b) => b.toLowerCase().replace(/^bidder[_-]?/, '') === w) || names.apps.some((a) => a.toLowerCase().includes(w)));
  readAuctionRates(t, used, r);
  readGlue(t, used, r);
  readIdioms(t, used);
  readAsks(t, used, r);
  readBefore(tokens, used, r, names.countries);
  readRange(t, used, r);
  r.early = [...used];
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
      // ("ABT_DEMO_ACHIEVED": an id typed in another case is the account's own, as it spells it)
      r.ids.push([...names.abtests, ...names.tasks].find((x) => x.id.toLowerCase() === w)?.id ?? tokens.typed[i]!);
      take(i);
      continue;
    }
    // "fr": fill rate in ops chat; France written FR or after in/for/from/and/vs ("and fr"); beside another metric, unclear.
    if (w === 'fr' && tokens.typed[i] !== 'FR' && !['in', 'for', 'from', 'and', 'vs'].includes(t[i - 1] ?? '')) {
      if (t.some((x, k) => k !== i && (metricOf(x) !== undefined || METRIC_PHRASES.some(([a, b]) => a === x && b === t[k + 1])))) unclear.push(w);
      else r.metrics.push('fill_rate');
      take(i);
      continue;
    }
    // "exp": an export of the day's impressions or requests, else an experiment (an A/B test).
    if (w === 'exp' || w === 'expt') {
      r.intents.add(t.some((x) => metricOf(x) === 'impressions' || metricOf(x) === 'requests') ? exportCommand : abtestCommand);
      take(i);
      continue;
    }
    // "is it finished or not", "which digests are set up": nothing asked beyond the rest.
    if ((w === 'not' && t[i - 1] === 'or') || (w === 'set' && next === 'up' && ['are', 'is', 'was', 'were', 'been', 'got', 'have', 'has', 'had'].includes(t[i - 1] ?? ''))) {
      take(i, w === 'set' ? 2 : 1);
      continue;
    }
    const phrase = METRIC_PHRASES.find(([a, b]) => a === w && b === next);
    if (phrase) {
      r.metrics.push(phrase[2]);
      // "click-through rate": the rate the phrase names already.
      take(i, phrase[2] === METRIC.ctr && (after === 'rate' || after === 'rates') ? 3 : 2);
      continue;
    }
    if ((w === 'no' || w === 'non') && (next === 'bid' || next === 'bids')) {
      r.nonbid = true;
      r.intents.add(auctionCommand);
      take(i, after === 'reasons' || after === 'reason' ? 3 : 2);
      continue;
    }
    if (w === 'nonbid' || w === 'no-bid') {
      r.nonbid = true;
      r.intents.add(auctionCommand);
      take(i, next === 'reasons' || next === 'reason' ? 2 : 1);
      continue;
    }
    if ((w === 'no' && (next === 'fill' || next === 'fills')) || w === 'no-fill' || w === 'unfilled') {
      r.noFill = true;
      take(i, w === 'no' ? 2 : 1);
      continue;
    }
    if ((w === 'test' || w === 'testing') && (next === 'traffic' || next === 'mode' || next === 'devices')) {
      // "excluding test traffic" is the default (production); "including test traffic" is all.
      // ("test traffic excluded", "test devices removed": the same said after — round 51)
      // (the word ending the words or said before "production only": "with test traffic, remove the US" removes the US)
      const after = ['exclude', 'excluded', 'remove', 'removed', 'stripped', 'filtered'].includes(t[i + 2] ?? '') && !['with', 'including', 'include', 'incl'].includes(t[i - 1] ?? '') && t.slice(i + 3).every((x) => ['production', 'only', 'please', 'pls', 'thanks'].includes(x));
      if (after || ['excluding', 'without', 'exclude', 'no', 'except'].includes(t[i - 1] ?? '')) r.productionOnly = true;
      else r.testAll = true;
      take(i, after ? 3 : 2);
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
    // ("how come", "who am I", "who can", "timing out", "unmapped", "which account": a subcommand said in chat, ./command-phrases.ts)
    const phrased = commandPhraseAt(t, i, r);
    if (phrased) {
      take(i, phrased);
      continue;
    }
    // "which bidder bids the most": the bid rate; "bid the most last month", "the most bids": the count (./bid-count.ts).
    if ((w === 'bids' || w === 'bid') && !bidLog(t, i) && (t.some((x) => intentOf(x) === biddersCommand) || sortedByBids(t, i))) {
      if (bidCount(t, i)) r.options.push('sort=bids'); // (the table's own sort, no figure of other reports)
      else if (!bidsMoved(t, i)) r.metrics.push('bid_rate'); // ("are the bidders bidding less": the table, no sort — ./bid-count.ts)
      take(i);
      continue;
    }
    // "what can you do", "how do I set up an alert": the bot asked what it is for, or how (./help-words.ts).
    const helpWords = helpWordsAt(t, i, r);
    if (helpWords) {
      take(i, helpWords);
      continue;
    }
    if (w === 'per' && (next === 'user' || next === 'users' || next === 'dau') && (r.metrics.at(-1) === 'impressions' || r.metrics.at(-1) === METRIC.revenue)) {
      r.metrics[r.metrics.length - 1] = r.metrics.at(-1) === METRIC.revenue ? METRIC.arpdau : METRIC.imps_per_user;
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
      if (r.rank && r.rank.end !== (TOP.has(w) ? 'top' : 'bottom')) unclear.push(w); // ("top 3 and bottom 3": two ranks, asked)
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
      // ("a weekly summary", "the monthly review": a word of another noun, not the table's buckets.)
      if (!SUMMARY_NOUNS.has(next ?? '') && !['review', 'sync', 'meeting', 'call', 'recap', 'standup', 'check', 'routine', 'update', 'huddle'].includes(next ?? '')) r.buckets.push(bucket);
      take(i);
      continue;
    }
    const metric = metricOf(w);
    if (metric && !(w === 'make' && ['me', 'a', 'it', 'that', 'this', 'them'].includes(next ?? ''))) {
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
      // "android or ios", "iOS and Android": both, side by side, not a filter.
      if ((r.os && r.os !== os) || r.versusPair) [r.os, r.anyOs] = [undefined, true];
      else if (!r.anyOs) r.os = os;
      if (r.anyOs && !r.by.includes('os')) r.by.push('os');
      take(i, next !== undefined && (dimensionOf(next) === 'os' || ['users', 'side', 'only', 'phones', 'phone', 'devices', 'device'].includes(next)) ? 2 : 1);
      continue;
    }
    const format = FORMAT_WORDS[w] ?? names.formats.find((f) => f.toLowerCase() === w);
    if (format && !(w === 'rewarded' && (next === 'video' || next === 'videos') && (take(i + 1), false))) {
      r.format = format;
      // ("the RV side", "the banner side": that format, as "the android side" is that OS)
      take(i, next === 'side' ? 2 : 1);
      continue;
    }
    const app = appAt(t, i, names.apps);
    if (app && !app.value.every(() => false)) {
      r.apps = [...new Set([...r.apps, ...app.value])];
      take(app.start, app.end - app.start);
      continue;
    }
    const bidder = bidderAt(t, i, names.bidders);
    if (bidder) {
      if (r.bidder && r.bidder !== bidder.value) r.bidders = [...new Set([...(r.bidders ?? [r.bidder]), bidder.value])];
      r.bidder = bidder.value;
      take(bidder.start, bidder.end - bidder.start);
      continue;
    }
    if (/^\d{1,2}(\.\d+)?%$/.test(w)) {
      r.gap = w;
      take(i);
      continue;
    }
    // ("recon mtd, gap 10", "gaps over 8": a bare number said of the gap is its percent, as the gap always is — round 50)
    const gapAt = /^gaps?$/.test(t[i - 1] ?? '') ? i - 1 : /^gaps?$/.test(t[i - 2] ?? '') && ['of', 'over', 'above', 'past'].includes(t[i - 1]!) ? i - 2 : -1;
    // (not a count of things said after it: "gap of 5 networks", "gap 3 days" — round 50's review)
    if (gapAt >= 0 && /^\d{1,2}(\.\d+)?$/.test(w) && !COUNTED.test(t[i + 1] ?? '')) {
      r.gap = `${w}%`;
      take(gapAt + 1, i - gapAt);
      continue;
    }
    if (w === 'csv' || w === 'spreadsheet' || w === 'file') {
      // ("for the android file": what the work is for, its platform kept; not a CSV asked.)
      r.csv ||= !(w === 'file' && t.slice(Math.max(0, i - 4), i).some((x, k, before) => x === 'for' && ['the', 'our', 'my'].includes(before[k + 1] ?? '')));
      take(i);
      continue;
    }
    if ((w === 'validate' || w === 'valid' || w === 'validation' || w === 'errors' || (w === 'ok' && i > 0)) && t.some((x) => intentOf(x) === configCommand || x === 'draft' || x === 'live' || /^(?:cfg|draft)_[a-z0-9_]+$/.test(x))) { // of a config only (not "any errors yesterday"; its id too: round 50)
      r.validate = true;
      take(i);
      continue;
    }
    if (w === 'live' || w === 'draft' || w === 'production') {
      // "validate the draft and show me the live config": two configurations, two asks, asked back ("before we go live" is when; issue 38's sixteenth round)
      const version = w === 'draft' ? 'draft' : /^(go|goes|going|went|gone)$/.test(t[i - 1] ?? '') ? r.version : 'live';
      if (r.version !== undefined && version !== undefined && r.version !== version) unclear.push(`${r.version} and ${version}`);
      r.version = version;
      take(i);
    }
  }
  readAfter(t, used, r);
  readIntents(t, used, r);
  readAfterWords(t, used, r);
  readCountries(tokens, used, r, names.countries);
  readDimensionNouns(t, used, r);
  // (a bidder's words, "bidder_alpha", "bidder bravo", name no Task or test: "bidder" is a word of the weekly bidder review's name)
  readNamed(r, r.tokens.words.map((_, i) => r.early[i]! || r.tokens.words.some((_, j) => j <= i && (bidderAt(r.tokens.words, j, names.bidders)?.end ?? 0) > i)), names);
  const chatter = chatterClauses(tokens, used);
  for (let i = 0; i < t.length; i++) if (!used[i] && !FILLER.has(t[i]!) && !chatter.has(tokens.clause[i]!)) r.unknown.push(t[i]!);
  r.beyond = [...beyondWords(t.map((w, i) => (chatter.has(tokens.clause[i]!) ? '' : w))), ...leftOut(tokens, names.countries, (w, j) => bidderAt(w, j, names.bidders) !== undefined || appAt(w, j, names.apps) !== undefined)];
  r.unknown.push(...unclear);
  r.howWeDid = t.some((w, i) => HOW_WE_DID.has(w) && (!used[i] || w === 'how'));
  // (formats named beside "by format" — "we report banner, interstitial and rewarded separately" — are the split's rows, no filter of the last one: round 50)
  if (r.by.includes('format') && new Set(t.map((w) => FORMAT_WORDS[w]).filter(Boolean)).size > 1) r.format = undefined;
  return r;
}
