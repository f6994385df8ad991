// Follow-ups in a thread: "and by country?", "same for last month", "what about Android?" take the
// previous command and replace the part the words name — its range, OS or country filter, its
// by=, its comparison, its metric, its A/B test — leaving the rest as it was.
import { takeRange } from '../../src/time/range.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { moversSplits } from './movers-table.js';
import { abtestCommand } from '../abtest/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { demandCommand } from '../demand/index.js';
import { dispatch } from '../dispatch.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { appFilter, NETWORK_BY, timedOut } from './compose-reports.js';
import { bundleFor } from './app-bundle.js';
import { appInThread } from './app-os.js';
import { COMMANDS } from '../registry.js';
import { reconcileCommand } from '../reconcile/index.js';
import { revenueCommand } from '../revenue/index.js';
import { tasksCommand } from '../tasks/index.js';
import { whyCommand } from '../why/index.js';
import { WHY_METRICS } from '../../src/reports/why-math.js';
import { namesHours, rangeFor, UTC_COMMANDS, type Composed, type Days } from './compose.js';
import { FILLER, METRIC } from './lexicon.js';
import { comparesFirst, versusValue, whyVersus } from './compared-with.js';
import { matchNamed, taskOfAllWords, type NamesInUse, type Reading } from './read.js';
import { metricOf } from './reading.js';
import { versusText } from './date-text.js';
import { isWholeUnit } from './unit-said.js';
import { BARE_WHY, whyOfWhichRow } from './why-in-thread.js';
import { dropBy, splitRange } from './command-text.js';
import { regroupRevenue } from './revenue-regrouped.js';
import { shiftedDay } from './day-before.js';

/** Whether the words read as a refinement of what came before rather than a question of their own. */
export function looksLikeFollowUp(r: Reading): boolean {
  // ("all sources pls" after one source's demand: a part of the thread's question, as "all sources mtd" is — round 52)
  const slots = r.range !== undefined || r.os !== undefined || r.anyOs || r.country !== undefined || r.anyCountry || r.by.length > 0 || (r.buckets.length > 0 && !r.metrics.length) || r.vs !== undefined || r.format !== undefined || r.apps.length > 0 || r.rank !== undefined || r.csv || r.noFill || r.testAll || r.sourceAll || r.productionOnly === true || r.options.includes('test=test') || r.options.length > 0 || r.account !== undefined || (r.bidder !== undefined && !r.metrics.length) || /\bday (before|after)$/.test(r.tokens.words.join(' ')) || /^(the|that) (\S+ ){1,3}one$/.test(r.tokens.words.join(' '));
  const onlyWhy = r.intents.size === 1 && r.intents.has(whyCommand) && !r.metrics.length;
  // ("the bidder review one" after Tasks: a Task's name may hold a report's everyday word, "bidder")
  const oneNamed = r.weakIntent === true && r.intents.size === 1 && !r.metrics.length && /^(the|that) (\S+ ){1,3}one$/.test(r.tokens.words.join(' '));
  // ("a weekly breakdown": the thread's figures split again, the word "breakdown" no report of its own)
  const regrouped = r.intents.size === 1 && r.intents.has(breakdownCommand) && !r.metrics.length && (r.by.length > 0 || r.buckets.length > 0);
  // ("as a table with ecpm too": the thread's answer asked in another shape)
  const tabled = r.weakIntent === true && r.intents.size === 1 && r.intents.has(breakdownCommand) && r.tokens.words.includes('table') && !r.range && !r.by.length;
  return r.followUp || onlyWhy || oneNamed || regrouped || tabled || (r.intents.size === 0 && !r.metrics.length && slots);
}

const optionKey = (w: string) => /^([A-Za-z_.]+)=/.exec(w)?.[1]?.toLowerCase();

function setOption(words: string[], keys: readonly string[], value: string | undefined): string[] {
  const kept = words.filter((w) => !keys.includes(optionKey(w) ?? ''));
  return value === undefined ? kept : [...kept, `${keys[0]}=${value}`];
}

export function refine(previous: string, r: Reading, days: Days, names: NamesInUse): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const before = dispatch(COMMANDS, text);
  if (before.kind !== 'run') return undefined;
  const cmd = before.command;
  let words = text.split(/\s+/).slice(1);
  // "the paris one", "the weekend one" after Tasks: the Task its words name (a date word of its name too).
  if (cmd === tasksCommand) {
    const id = taskOfAllWords(matchNamed({ ...r, early: r.early.map(() => false) }, names.tasks), r, names.tasks); // ("and the ab test one?": ./task-asked.ts)
    return id ? { kind: 'command', text: `${cmd.name} ${id}` } : undefined;
  }
  // Hours after a report of days: asked about as a question of its own, not folded into its days.
  if (namesHours(r) && cmd !== whyCommand) return undefined;
  const named = r.range ? rangeFor(r, cmd, days) : shiftedDay(r, words, cmd, days);
  if (named === undefined) return undefined;
  // "vs last friday", "compared with halloween" after a figure: the period it is compared with, the thread's kept.
  const against = r.range !== undefined && r.vs === undefined && comparesFirst(r.tokens.words);
  const clock = { nowMs: days.now.toMillis(), tz: UTC_COMMANDS.has(cmd) ? 'UTC' : days.now.zoneName ?? 'UTC' };
  const said = against ? versusValue(words, named, r.tokens.words, clock) : undefined;
  const vs = said && cmd === whyCommand ? whyVersus(words.slice(1), said, clock) : said;
  if (against && ((cmd !== revenueCommand && cmd !== whyCommand) || vs === undefined)) return undefined;
  const range = against ? '' : named;
  if (vs) words = setOption(words, ['vs', 'compare'], vs);
  // ("compared with W45": the comparison's own words are read by it)
  if (vs) r.unknown = r.unknown.filter((w) => !['compared', 'compare', 'comparing', 'against', 'versus', 'relative'].includes(w));
  // "only bidder alpha" after an impressions export: its bidder= filter (the word "bidder" names no report here).
  const bidderOfExport = cmd === exportCommand && words[0] === 'impressions' && r.bidder !== undefined && !r.bidders;
  if (bidderOfExport) r.intents.delete(biddersCommand);
  // "only timeouts" after a requests export (or "now requests, timeouts only"): its status, not the auction picture.
  const timeouts = cmd === exportCommand && (words[0] === 'requests' || r.metrics.includes('requests')) && timedOut(r);
  if (timeouts) r.intents.delete(auctionCommand);
  // ("a weekly breakdown", "as a table", "which apps drove it" after revenue: ./revenue-regrouped.ts)
  const asTable = regroupRevenue(cmd, r, words);
  const intent = [...r.intents][0];
  if (r.intents.size > 1 || (intent && intent !== cmd && intent !== whyCommand)) return undefined;
  // Asks no command answers ("what should we do"), and "no fill" beside anything but a requests
  // export: not applied. A part the refined command does not carry ("same for puzzle quest" after
  // revenue, "why is alpha down" after bidders) is asked back by the one rule of ./carried.ts.
  // ("why is fill so bad there": a judgement beside why asks why, as said alone — ./compose.ts)
  const beyond = r.beyond.filter((b) => !((b.kind === 'judgement' || b.kind === 'bot') && r.intents.has(whyCommand)));
  // ("now the no fill requests" after an impressions export: the requests export's no-fill status, as "only timeouts" — round 45)
  if (beyond.length || (r.noFill && !(cmd === exportCommand && (words[0] === 'requests' || r.metrics.includes('requests'))))) return undefined;

  // ("the word game on android": the platform is the app's bundle, not a filter beside it)
  const bundle = r.os && !r.apps.length ? bundleFor(words, r.os, names.apps) : undefined;
  if (bundle) words = setOption(words, ['app'], bundle);
  const ownOs = bundle || (r.apps.length > 0 && r.os !== undefined && appFilter(r).rest.os === undefined) ? undefined : r.os;
  // ("why was it invalidated?" after a test: its answer gives the status's reason — the test again, not revenue explained)
  if (intent === whyCommand && cmd === abtestCommand && /^abt_/i.test(words[0] ?? '') && !r.metrics.length && !r.range) return { kind: 'command', text };
  if (intent === whyCommand && cmd !== whyCommand) {
    // "why?" after a figure: explain the previous question's metric, period and filters.
    const asked = r.metrics.find((m) => (WHY_METRICS as readonly string[]).includes(m));
    const metricsOption = words.find((w) => optionKey(w) === 'metrics')?.split('=')[1]?.split(',');
    const metric = asked ?? metricsOption?.find((m) => (WHY_METRICS as readonly string[]).includes(m)) ?? METRIC.revenue;
    const { range: was } = splitRange(words);
    // (a comparison the words say, "why is ecpm down vs last week", in place of the thread's)
    // (a country or platform the words name is in place of the thread's, "why did ecpm dip in the uk")
    // ("why did puzzlequest make less" after a table on android: that platform's bundle, in the OS filter's place — ./app-os.ts)
    const ofApp = r.apps.length && !r.format && !ownOs ? appInThread(words, r, names.apps) : undefined;
    const narrowing = (ofApp ?? words).filter((w) => ['country', 'os', 'vs'].includes(optionKey(w) ?? '') && !(r.country && optionKey(w) === 'country') && !(ownOs && optionKey(w) === 'os'));
    const kept = r.vs ? setOption(narrowing, ['vs', 'compare'], r.vs === 'previous' && r.vsWeekBefore && oneDay(words) ? 'week' : r.vs) : narrowing;
    // ("why is rewarded so low" after a table by format: that row's move, narrowed to it)
    const segment = r.format ? (r.apps.length ? undefined : `format=${r.format}`) : r.apps.length ? (ofApp?.at(-1) ?? (appFilter(r).app && `app=${appFilter(r).app}`)) : '';
    if (segment === undefined) return undefined;
    const explained = [whyCommand.name, metric, ...(range ? [range] : was), ...kept, ...(r.country ? [`country=${r.country}`] : []), ...(ownOs ? [`os=${ownOs}`] : []), segment].filter(Boolean).join(' ');
    // ("why?" after a table of rows: which row is not in the words: ./why-in-thread.ts)
    return whyOfWhichRow(text, explained, Boolean(asked || segment || r.country || ownOs || range || !r.tokens.words.every((w) => FILLER.has(w) || BARE_WHY.test(w)))) ?? { kind: 'command', text: explained };
  }
  if (cmd === exportCommand) {
    if (words[0] === 'bids') return undefined;
    const kind = r.metrics.includes('requests') ? 'requests' : r.metrics.includes('impressions') ? 'impressions' : words[0];
    words = [kind!, range || words[1]!, ...words.slice(2)];
  } else if (range) words = [...splitRange(words).rest, range];
  if (cmd === abtestCommand && (r.format || r.named || r.unknown.length)) {
    const ids = matchNamed(r, names.abtests);
    if (ids.length !== 1) return undefined;
    r.unknown = r.tokens.words.filter((w, i) => !r.used[i] && !FILLER.has(w));
    words = [ids[0]!, ...words.slice(1)];
  }
  if (ownOs || r.anyOs) words = setOption(words, ['os', 'device_os', 'platform'], ownOs);
  // (after the network report, its own filter: "only for Japan" is filter.country=JP, as said alone — round 52)
  if (r.country || r.anyCountry) words = setOption(words, cmd === networkCommand ? ['filter.country', 'country'] : ['country'], r.country);
  // ("W47 vs W46" after last week: the two periods named, compared as said alone — never the comparison dropped)
  if (r.vsRange && r.range) [r.vs, r.vsRange] = [versusText(r.range, r.vsRange, UTC_COMMANDS.has(cmd) ? days.utc : days.local), undefined];
  if ((r.vs === undefined && r.vsRange) || (r.vs === 'previous' && (r.vsUnit === 'month' || r.vsUnit === 'quarter') && !isWholeUnit(splitRange(words).range.join(' '), r.vsUnit, UTC_COMMANDS.has(cmd) ? days.utc : days.local))) return undefined;
  // ("vs the week before?" after one day: the same weekday a week earlier, not the day before)
  // ("vs last" after this week's figures: last week, vs=week as "this week vs last" alone)
  const lastAlone = r.vs === 'previous' && r.tokens.words.at(-1) === 'last' && splitRange(words).range.join(' ') === 'this week';
  if (r.vs) words = setOption(words, ['vs', 'compare'], (r.vs === 'previous' && r.vsWeekBefore && oneDay(words)) || lastAlone ? 'week' : r.vs);
  if (r.gap && cmd === reconcileCommand) words = setOption(words, ['gap'], r.gap);
  // "just bravo" after demand: that source; "as csv" after a table; "no fill only" after a requests export.
  // ("and charlie too", "also charlie": that source beside the thread's — twenty-third round)
  const addedSource = /\b(?:too|also|plus|as well)\b/.test(r.tokens.words.join(' ')) ? (words.find((w) => optionKey(w) === 'source')?.split('=')[1]?.split(',') ?? []) : [];
  if (r.bidder && cmd === demandCommand) words = setOption(words, ['source'], [...new Set([...addedSource, ...(r.bidders ?? [r.bidder])])].join(','));
  // ("all sources mtd" after one source's demand: every source again, as "worldwide" drops a country — round 47)
  else if (r.sourceAll && cmd === demandCommand) words = words.filter((w) => optionKey(w) !== 'source');
  if (bidderOfExport) words = setOption(words, ['bidder'], r.bidder);
  if (r.csv && !words.some((w) => w.toLowerCase() === 'csv')) words = [...words, 'csv'];
  if (r.noFill) words = setOption(words, ['status'], 'no_fill');
  if (timeouts) words = setOption(words, ['status'], 'timeout');
  // "with test traffic?", "only test traffic", "excluding test traffic": the test mode of the figures before.
  const test = r.testAll ? 'all' : r.options.includes('test=test') ? 'test' : r.productionOnly ? 'production' : undefined;
  if (test && [revenueCommand, breakdownCommand, biddersCommand, whyCommand].includes(cmd)) words = setOption(words.filter((w) => w !== 'test=test'), ['test', 'test_mode'], test);
  // "non-bid reasons?" after the auction picture: its reasons.
  if (r.nonbid && cmd === auctionCommand && r.tokens.words.some((w) => /^reasons?$/.test(w))) words = setOption(words, ['metric'], 'nonbid_reason');
  // ("ok round durations", "and the round durations" after the auction picture: the view the words read, never dropped — round 53)
  if (r.auctionMetric && cmd === auctionCommand) words = setOption(words, ['metric'], r.auctionMetric);
  if (r.account) words = setOption(words, ['account'], r.account);
  // ("`sort=bid_rate`" after bidders: an option typed as the grammar writes it, in place of the one before; the parser checks it)
  for (const o of r.options.filter((x) => x !== 'test=test')) words = setOption(words, [optionKey(o) ?? ''], o.slice(o.indexOf('=') + 1));
  let target = cmd;
  // "hour by hour please": the buckets are the split asked for.
  if (!r.by.length && !r.metrics.length && r.buckets.length) r.by = [...r.buckets];
  // ("by day too" after a table by format: both splits, where the grammar takes two)
  // (and after revenue's movers by one split, "by format too" is the table of both)
  // (and after the network report by provider, "by country as well" is both, as the report takes them — round 51)
  const kept = r.by.length && (cmd === breakdownCommand || cmd === revenueCommand || cmd === networkCommand) ? splitsKept(words, r) : [];
  if (kept.length) r.by = [...new Set([...kept, ...r.by])];
  if (r.by.length) {
    const single = asTable ? undefined : moversSplits(r, words.some((w) => optionKey(w) === 'vs') || extendsMovers(words, r));
    if (cmd === revenueCommand && single) words = [...dropBy(words), 'by', single.join(',')];
    else if (cmd === revenueCommand || cmd === breakdownCommand) {
      target = breakdownCommand;
      // (after revenue, its table is revenue's: "hourly?", "by country and format" as "revenue by hour" said alone
      // reads; not breakdown's default figures. Issue 38's twenty-third round: eight lines of six sets written
      // blind agreed on it, against five older labels, now relabelled.)
      const moversFigure = cmd === revenueCommand && !r.metrics.length ? [`metrics=${METRIC.revenue}`] : [];
      words = [`by=${r.by.join(',')}`, ...moversFigure, ...dropBy(words).filter((w) => !['source', 'vs'].includes(optionKey(w) ?? ''))];
    } else if (cmd === networkCommand) words = [...dropBy(words), 'by', r.by.map((d) => NETWORK_BY[d] ?? d).join(',')]; // (the report's own names: ./compose-reports.ts)
    // "show me by hour" after an explanation: that figure's hourly table, over its period and filters.
    else if (cmd === whyCommand && r.by.length === 1 && r.by[0] === 'hour') {
      target = breakdownCommand;
      words = ['by=hour', `metrics=${words[0]}`, ...words.slice(1).filter((w) => optionKey(w) !== 'vs')];
    } else if (cmd === whyCommand && r.by.length === 1 && !r.metrics.length && (MOVER_DIMENSIONS as readonly string[]).includes(r.by[0]!) && !words.some((w) => optionKey(w) === r.by[0])) {
      // ("by format?" after an explanation: that figure so split, over its period and filters — revenue's movers, another figure's table; round 50)
      const rest = words.slice(1).filter((w) => optionKey(w) !== 'vs');
      [target, words] = words[0] === METRIC.revenue ? [revenueCommand, [...rest, 'by', r.by[0]!]] : [breakdownCommand, [`by=${r.by[0]}`, `metrics=${words[0]}`, ...rest]];
    } else return undefined;
  }
  const metric = r.metrics[0];
  // "ecpm instead", "and ecpm by country" after revenue's movers: that figure's table by the split (as said alone), not revenue's movers again.
  const split = target === revenueCommand ? words.findIndex((w) => w.toLowerCase() === 'by') : -1;
  if (split >= 0 && words[split + 1] && r.metrics.length && !r.metrics.includes(METRIC.revenue)) {
    // ("ecpm as well", "fill too": revenue kept beside it, as after a table; issue 38's twentieth round)
    const kept = addsFigure(r) ? [METRIC.revenue] : [];
    [target, words] = [breakdownCommand, [`by=${words[split + 1]}`, `metrics=${[...kept, ...r.metrics].join(',')}`, ...dropBy(words).filter((w) => !['source', 'vs'].includes(optionKey(w) ?? ''))]];
  }
  if (metric && cmd === whyCommand) {
    if (!(WHY_METRICS as readonly string[]).includes(metric)) return undefined;
    words = [metric, ...words.slice(1)];
  } else if (metric && cmd === breakdownCommand) words = setOption(words, ['metrics', 'metric'], [...new Set([...figuresKept(words, r), ...r.metrics])].join(','));
  else if (metric && cmd === biddersCommand) words = setOption(words, ['sort'], metric);
  // ("which one is winning most" after bidders: the sort is the rank.)
  if (r.rank && !(target === biddersCommand && metric)) {
    // "now just the top 3" after revenue's movers by a dimension: the table of it, ranked; a rank nothing in the previous command can take is not dropped silently.
    const by = words.findIndex((w) => w.toLowerCase() === 'by');
    if (target === revenueCommand && by >= 0 && words[by + 1]) [target, words] = [breakdownCommand, [`by=${words[by + 1]}`, `metrics=${METRIC.revenue}`, ...dropBy(words).filter((w) => !['source', 'vs'].includes(optionKey(w) ?? ''))]];
    else if (target !== breakdownCommand) return undefined;
    words = setOption(setOption(words, ['top', 'bottom'], undefined), [r.rank.end], String(r.rank.n ?? (r.pluralDim ? 10 : 1)));
  }
  if (cmd === whyCommand && r.format) words = setOption(words, ['format'], r.format);
  // "just wordrush" after an export or an explanation: that app, in place of any named before.
  // (an app's bundle is one platform's: it takes a thread's OS filter's place, ./app-os.ts)
  const withApp = r.apps.length ? appInThread(words, r, names.apps) : words;
  if (!withApp) return undefined;
  words = withApp;
  if (r.unknown.length) return undefined;
  return { kind: 'command', text: [target.name, ...words].filter(Boolean).join(' ') };
}

/** A table's figures kept beside one a follow-up adds ("only android, and fill too", "plus clicks"); none when it replaces them ("and for fill?"). */
function figuresKept(words: readonly string[], r: Reading): string[] {
  return addsFigure(r) ? (words.find((w) => optionKey(w) === 'metrics')?.split('=')[1]?.split(',') ?? []) : [];
}

/** "ecpm as well" after an explanation of revenue, or after a network's or a partner's report: a figure put beside an answer
 * that holds one figure or its own columns — asked back, the answer offered again (issue 38's twentieth round). */
export function figureBeside(previous: string, r: Reading): Composed | undefined {
  const [name, figure, ...rest] = previous.split(/\s+/);
  const added = r.metrics.find((m) => m !== figure);
  if (!added || !addsFigure(r)) return undefined;
  if (name === whyCommand.name) return { kind: 'clarify', reason: 'An explanation is of one figure at a time; which one first?', suggestions: [previous, [name, added, ...rest].join(' ')] };
  return OWN_COLUMNS.has(name ?? '') ? { kind: 'clarify', reason: 'That report has its own columns and cannot put another figure beside them; this is the report again:', suggestions: [previous] } : undefined;
}

/** Reports whose columns are their own: a figure cannot be added to them. */
const OWN_COLUMNS = new Set([networkCommand.name, demandCommand.name, auctionCommand.name, reconcileCommand.name]);

/** Whether a follow-up puts its figure beside the answer's: the adding word beside the figure — "plus clicks", "fill too", "fill rate as well" — not the split's "by day too" nor the adverb's "is fill too low". */
function addsFigure(r: Reading): boolean {
  const t = r.tokens.words;
  return t.some((w, i) => {
    if (metricOf(w) === undefined) return false;
    const after = t[i + 1] === 'rate' ? i + 2 : i + 1;
    // ("as a table with impressions and ecpm", "and fill in same table": a table's figures said with it, beside the thread's — round 43)
    return ['also', 'plus', 'add'].includes(t[i - 1] ?? '') || (t[i - 1] === 'with' && t.includes('table')) || t.some((x, j) => x === 'same' && t[j + 1] === 'table') || (t[after] === 'too' && t[after + 1] === undefined) || (t[after] === 'as' && t[after + 1] === 'well');
  });
}

/** A table's splits kept beside the one a follow-up adds ("by day too", "by os as well", "also by app"). */
function splitsKept(words: readonly string[], r: Reading): Reading['by'] {
  const t = r.tokens.words;
  // (said of the split itself: "is fill too low by country" asks by country alone)
  // ("and split by app", "split further by country": a split said to subdivide the rows, as the older sets label "split by os as well";
  // "and by format", "split it by format" are ./voices.ts's "by", and "… instead", which replace — round 50)
  const said = t.join(' ');
  // ("spilt by country" after a table: its rows split further, as every older set labels a split said after a table — round 51)
  const furtherSplit = /^(?:(?:now|ok|okay|pls|please|can you|could you) )*(?:split|spilt|splt) by \S+(?: (?:pls|please|thanks))?$/.test(said) && words.some((w) => optionKey(w) === 'by');
  const adds = furtherSplit || /\b(also|plus|additionally) by \S+|\bby \S+ (too|also|as well)\b/.test(said) || (/^(?:and|also|then) (?:split|broken|break \S+ down) by\b/.test(said) && !/\binstead\b/.test(said));
  if (!adds) return [];
  // (revenue's movers written `by country`: their one split)
  const moversBy = words.findIndex((w, i) => w === 'by' && i > 0 && (MOVER_DIMENSIONS as readonly string[]).includes(words[i + 1] ?? ''));
  if (moversBy >= 0) return [words[moversBy + 1]!] as Reading['by'];
  // (the network report's `by provider,country`: its own names, read back as the reader's — app_name is app, platform os)
  const networkBy = words.findIndex((w, i) => w === 'by' && i > 0 && words[i + 1] !== undefined);
  if (networkBy >= 0 && !words.some((w) => optionKey(w) === 'by')) return words[networkBy + 1]!.split(',').map((d) => Object.keys(NETWORK_BY).find((k) => NETWORK_BY[k] === d) ?? d) as Reading['by'];
  return (words.find((w) => optionKey(w) === 'by')?.split('=')[1]?.split(',') ?? []) as Reading['by'];
}

/**
 * "and by app and format" after revenue's movers by app: the movers' split kept and one put beside it, said as
 * going on from them ("and by …", as "and by format within country" reads) — revenue's movers by both, as
 * sixtyseventh:58 labels it, not their table (round 51). "now by country and format" and "by country and
 * format", which do not go on from them, stay the table, as the older sets label them.
 */
function extendsMovers(words: readonly string[], r: Reading): boolean {
  const t = r.tokens.words;
  const moversBy = words.findIndex((w, i) => w === 'by' && i > 0 && (MOVER_DIMENSIONS as readonly string[]).includes(words[i + 1] ?? ''));
  return t[0] === 'and' && t[1] === 'by' && r.by.length === 2 && moversBy >= 0 && r.by.includes(words[moversBy + 1] as Reading['by'][number]) && !r.metrics.length && !t.some((w) => ['too', 'also', 'table', 'instead'].includes(w));
}

/** Whether a command's words name one day. */
function oneDay(words: readonly string[]): boolean {
  const spec = splitRange(words).range.length ? takeRange(splitRange(words).range, { hours: false }).spec : undefined;
  return spec !== undefined && (spec.kind === 'today' || spec.kind === 'yesterday' || (spec.kind === 'dates' && spec.from === spec.to));
}
