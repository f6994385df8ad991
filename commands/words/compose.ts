// A Reading → the one command it means, written as /adops takes it; or why it cannot say which
// (a word not understood, two subcommands at once, a name that fits several), with the commands
// it might mean. Every text is built from the commands' declarations (their names), never copied.
import type { DateTime } from 'luxon';
import { BREAKDOWN_METRICS } from '../../src/api/index.js';
import { DERIVED_METRICS } from '../../src/reports/breakdown-users.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js'; import { explainsMove } from './moves-explained.js'; // (a figure's movers other than revenue's: ./moves-explained.ts)
import { abtestCommand } from '../abtest/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { testOrTaskNamed } from './test-or-task.js';
import { bidderPair, bidderPairUnsaid } from './bidder-pairs.js';
import { bidderAlone } from './name-alone.js';
import { ratesBeside } from './rates-beside.js';
import { breakdownCommand } from '../breakdown/index.js';
import { configCommand } from '../config/index.js';
import { demandCommand } from '../demand/index.js';
import { digestCommand } from '../digest/index.js';
import { digestDoubted } from './digest-orders.js';
import { alertsCommand } from '../alerts/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { revenueCommand } from '../revenue/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { COMMANDS } from '../registry.js';
import { whyCommand } from '../why/index.js';
import { accessCommand } from '../access/index.js';
import { auditCommand } from '../audit/index.js';
import { whoamiCommand } from '../whoami/index.js';
import { rangeText } from './date-text.js';
import { daysOfHours, hoursText, todaySoFar } from './hours.js';
import { splitsInOrder } from './split-order.js';
import { FILLER, FORMAT_WORDS, METRIC, OS_WORDS, SUMMARY_NOUNS, type DimensionWord, type MetricWord } from './lexicon.js';
import { HELP } from './intents.js';
import { reframe } from './reframe.js';
import { composeAsk } from './asks.js';
import { chatAround } from './glue.js';
import { forAccount } from './accounts.js';
import type { Reading } from './read.js';
import { asksAMove } from './reading.js';

export type { Composed } from './compose-reports.js';
import { appFilter, auction, bidders, clarify, command, exportOf, filters, network, ranksTwice, timedOut, type Composed } from './compose-reports.js';
import { configCommandOf } from './config-words.js';
import { usersUndated } from './users-undated.js';
import { isBreakdownMetric, why } from './compose-why.js';

/** What the words were understood as: a command to run, or a question back with 1–3 suggested commands. */
export type Understanding =
  | { kind: 'command'; text: string }
  | { kind: 'clarify'; reason: string; suggestions: string[] };

export interface Days {
  /** The asker's clock now, in their timezone (hours in words are read on it). */
  now: DateTime;
  /** The asker's today, in their timezone. */
  local: DateTime;
  /** Today in UTC: for the commands that read UTC dates (A/B tests, demand, reconcile, export). */
  utc: DateTime;
}

/** Whether the words name anything beside the report: a figure, a period, a filter, a name. */
const namesSomething = (r: Reading) => r.metrics.length > 0 || r.range !== undefined || r.country !== undefined || r.os !== undefined || r.apps.length > 0 || r.format !== undefined || r.bidder !== undefined || r.ids.length > 0 || (r.named?.length ?? 0) > 0 || r.by.length > 0;

/** Reports that show no figures. */
const NO_FIGURES: ReadonlySet<RegisteredCommand> = new Set([digestCommand, alertsCommand, whoamiCommand, HELP, accessCommand, auditCommand, configCommand]);

/** Commands whose dates are UTC dates (the API serves them so); a weekday in words is read in UTC for them. */
export const UTC_COMMANDS: ReadonlySet<RegisteredCommand> = new Set([abtestCommand, demandCommand, reconcileCommand, exportCommand]);

/** The range as text for this command (UTC or the asker's days); '' without one; undefined when it lies ahead. */
export function rangeFor(r: Reading, cmd: RegisteredCommand, days: Days): string | undefined {
  if (!r.range) return '';
  if ('hours' in r.range) {
    // Hours: why reads them; the reports of days show the hours of the days they fall in (./hours.ts).
    const span = r.range.hours(days.now);
    if (!span) return undefined;
    if (cmd !== whyCommand) return daysOfHours(span, days.local);
    // ("this morning" while it is still morning: from midnight to now is today so far, said as such)
    if (todaySoFar(span, days.now)) return 'today';
    // A zone off UTC by half an hour has no whole local hours in the API's (UTC) buckets: the UTC
    // hours that cover them, said so.
    if (span.from.offset % 60 === 0) return hoursText(span);
    const to = span.to.toUTC();
    return `${hoursText({ from: span.from.toUTC().startOf('hour'), to: to.minute ? to.startOf('hour').plus({ hours: 1 }) : to })} tz=UTC`;
  }
  return rangeText(r.range, UTC_COMMANDS.has(cmd) ? days.utc : days.local);
}

/** Whether the words named hours ("last 3 hours", "this morning"). */
export const namesHours = (r: Reading) => r.range !== undefined && 'hours' in r.range;
/** The commands that answer a question of hours: why reads them; revenue and breakdown as an hourly table. */
const READS_HOURS: ReadonlySet<RegisteredCommand> = new Set([whyCommand, revenueCommand, breakdownCommand]);
/** Rows asked in an order ("ranked by", "sorted by", "descending"): a table, not revenue's movers (unless the movers are named). */
const RANKED = /^(?:rank|ranked|ranking|sorted|ordered|descending|ascending)$/;
/** A change said as a noun ("breakdown of the change by country"): what the movers show, not a table of levels (round 50's review). */
const CHANGE_SAID = /^(?:changes?|changed|growth|grew|gains?|increases?|increased|deltas?|swings?)$/;


const BEYOND_REASON = {
  figures: (w: string) => `I have no figures for “${w}”: I can report revenue, impressions, requests, fill rate, eCPM, clicks, CTR and users.`,
  future: () => 'I can only report what has happened, not forecasts or targets.',
  judgement: () => 'I can show the figures and what moved them, but not judge them; which would help?',
  bot: () => 'I answer questions about your account’s figures; what I can do is in help.',
  action: () => 'I answer questions about the figures; changes are made with the commands and forms. Did you mean one of these?',
  negated: (w: string) => `A filter takes one value in (a country, platform, format, app or bidder); I cannot leave one out (“${w}”).`,
} as const;

export function compose(r: Reading, days: Days): Composed {
  return forAccount(composeAll(r, days), r);
}

function composeAll(r: Reading, days: Days): Composed {
  const ask = composeAsk(r);
  // ("pull the revenue and also set up an alert if it drops 10%": two asks, each named on its side of "and")
  const both = ask?.kind === 'command' ? twoReports(r) : undefined;
  if (ask?.kind === 'command' && both) return clarify('That asks for two things; which one first?', [ask.text, ...both.filter((c) => !ask.text.startsWith(c.name)).map((c) => `${c.name} ${rangeFor(r, c, days) ?? ''}`.trim())]);
  if (ask && !r.unknown.length) return ask;
  const versus = r.vsRange !== undefined;
  const guess = composeKnown(r, days);
  // "fill by format week 47 vs week 46": a report without a comparison would drop the second period.
  if (versus && guess.kind === 'command' && !/\bvs=/.test(guess.text)) return clarify('That report shows one period; here is the first:', [guess.text]);
  // A judgement of an A/B test or a config is what those reports answer, and "why so bad" asks why; of figures alone, it is not.
  // ("when will the coins test have enough users": when it is due is what the test's status says.)
  const beyond = r.beyond.find((b) => ((b.kind !== 'judgement' && b.kind !== 'bot') || !r.intents.size) && !(b.kind === 'future' && r.intents.size === 1 && r.intents.has(abtestCommand) && !r.range));
  // (a value left out is offered for all, never filtered to it: a click must not run the opposite)
  const offered = beyond?.kind === 'negated' ? composeKnown(withoutValue(r, beyond.word.split(' ').at(-1)!.toLowerCase()), days) : guess;
  if (beyond) return clarify(BEYOND_REASON[beyond.kind](beyond.word), beyond.kind === 'bot' ? [HELP.name] : offered.kind === 'command' ? [offered.text] : offered.suggestions);
  if (r.unknown.length && !(guess.kind === 'command' && chatAround(r))) {
    const words = r.unknown.slice(0, 3).map((w) => `“${w.slice(0, 30)}”`).join(', ');
    return clarify(`I’m not sure what ${words} means here, so I won’t guess.`, [guess.kind === 'command' ? guess.text : undefined, ...(guess.kind === 'clarify' ? guess.suggestions : [])]);
  }
  // "revenue yesterday and the network report too": two reports, each named on its side of "and".
  const two = twoReports(r);
  if (two && guess.kind === 'command') return clarify('That asks for two reports; which one first?', [guess.text, ...two.map((c) => `${c.name} ${rangeFor(r, c, days) ?? ''}`.trim())]);
  return guess;
}

/** The reading without the filter a value left out set ("excluding android": no OS filter; a country, app or bidder: none of those). */
function withoutValue(r: Reading, value: string): Reading {
  if (OS_WORDS[value]) return { ...r, os: undefined };
  if (FORMAT_WORDS[value]) return { ...r, format: undefined };
  return { ...r, country: undefined, countries: undefined, apps: [], bidder: undefined, bidders: undefined };
}

/** Two subcommands, each named by its own name alone on one side of "and" / "plus". */
function twoReports(r: Reading): RegisteredCommand[] | undefined {
  // "gaps between our revenue and the networks": a comparison names both its sides.
  if (r.intents.has(reconcileCommand) || r.intents.has(demandCommand)) return undefined;
  const t = r.tokens.words;
  const named = (words: readonly string[]) => [...new Set(words.map((w) => COMMANDS.find((c) => c !== HELP && (c.name === w || c.aliases?.includes(w)) && !FILLER.has(w))).filter((c) => c !== undefined))];
  for (let k = 1; k < t.length - 1; k++) {
    // (an "and" a reader took, "alert this channel and @jo if …", joins parts of one ask)
    if ((t[k] !== 'and' && t[k] !== 'plus') || r.used[k]) continue;
    const [left, right] = [named(t.slice(0, k)), named(t.slice(k + 1))];
    if (left.length === 1 && right.length === 1 && left[0] !== right[0]) return [left[0]!, right[0]!];
  }
  return undefined;
}

function composeKnown(r: Reading, days: Days): Composed {
  if (!reframe(r, days.local)) return clarify('That date is still to come; I can only report days that have begun.');
  if (r.vagueRanges) {
    const each = r.vagueRanges.map((range) => composeKnown({ ...r, range, vagueRanges: undefined }, days));
    return clarify('Which period do you mean?', each.map((x) => (x.kind === 'command' ? x.text : undefined)));
  }
  if (r.severalRanges) return clarify('That names more than one period; ask about one at a time.', [`${revenueCommand.name} yesterday`]);
  // "export the requests that timed out": the export's status, not the auction report.
  if (r.intents.has(exportCommand) && r.intents.has(auctionCommand) && timedOut(r)) r.intents.delete(auctionCommand);
  // "why didn't auctions fill": the auction report answers it.
  if (r.intents.has(auctionCommand)) {
    r.intents.delete(whyCommand);
    r.intents.delete(biddersCommand);
  }
  // "which countries drove revenue": the top movers by that dimension answer it.
  if (r.intents.size === 1 && r.intents.has(whyCommand) && !r.tokens.words.includes(whyCommand.name) && r.by.length === 1 && (MOVER_DIMENSIONS as readonly string[]).includes(r.by[0]!)) r.intents.clear();
  // "a csv of impressions from Wednesday": the day's export.
  if (!r.intents.size && r.csv && !r.by.length && r.metrics.length === 1 && (r.metrics[0] === 'impressions' || r.metrics[0] === 'requests')) r.intents.add(exportCommand);
  // ("germany, france and spain … by country": the split asked shows each of them, issue 38's fifteenth round)
  if (r.countries && r.by.includes('country')) return composeKnown({ ...r, country: undefined, countries: undefined }, days);
  if (r.countries) {
    const one = (c: string) => composeKnown({ ...r, country: c, countries: undefined }, days);
    return clarify('A question covers one country or all of them; which one?', r.countries.map((c) => one(c)).map((x) => (x.kind === 'command' ? x.text : undefined)));
  }
  const intents = [...r.intents];
  // "help with exports", "what does the reconcile command do": that subcommand's help.
  if (intents.length === 2 && intents.includes(HELP) && (!namesSomething(r) || r.howTo)) return command(HELP.name, intents.find((c) => c !== HELP)!.name);
  if (intents.length > 1) {
    const each = intents.map((c) => forIntent(c, r, days)).flatMap((x) => (x.kind === 'command' ? [x.text] : x.suggestions));
    return clarify('That could mean more than one report.', each);
  }
  const intent = intents[0];
  // "list of scheduled reports": one everyday word is no reason to pick a report when nothing else
  // is named ("which account is this" may still say who you are: it shows no figures).
  if (intent && r.weakIntent && !NO_FIGURES.has(intent) && !namesSomething(r)) return clarify('Which report do you mean?', [forIntent(intent, r, days)].flatMap((x) => (x.kind === 'command' ? [x.text] : x.suggestions)).concat(HELP.name));
  // "rev tanked yesterday": the figures, or what moved them? Either answer alone would be a guess.
  if (!intent && asksAMove(r.tokens.words)) {
    const shown = figures(r, days);
    return clarify('Do you want the figures, or what moved them?', [why(r, rangeFor(r, whyCommand, days) ?? ''), shown].flatMap((x) => (x.kind === 'command' ? [x.text] : x.suggestions)));
  }
  // "subscription revenue": a report without figures and a figure named beside it are two questions.
  if (intent && NO_FIGURES.has(intent) && r.metrics.length) return clarify('That could mean more than one report.', [forIntent(intent, r, days), figures(r, days)].flatMap((x) => (x.kind === 'command' ? [x.text] : x.suggestions)));
  // "which country fell the most" (./rephrase.ts: "movers"): revenue's top movers by one dimension, or two ("top movers by country and format", round 45); any other move is asked.
  if (r.tokens.words.includes('movers') && !moversOfRevenue(r)) return explainsMove(r) ? why({ ...r, by: [] }, rangeFor(r, whyCommand, days) ?? '') : clarify('Top movers are revenue’s, by app, country, OS, format or ad unit; or shall I explain the move?', [why(r, rangeFor(r, whyCommand, days) ?? ''), r.by.length ? figures({ ...r, metrics: [METRIC.revenue], intents: new Set() }, days) : undefined].flatMap((x) => (x?.kind === 'command' ? [x.text] : [])));
  if (intent) return forIntent(intent, r, days);
  return figures(r, days);
}

const moversOfRevenue = (r: Reading) => r.intents.size === 0 && (r.by.length === 1 || r.by.length === 2) && r.by.every((d) => (MOVER_DIMENSIONS as readonly string[]).includes(d)) && r.metrics.every((m) => m === METRIC.revenue) && !r.bidder && !r.format && !r.apps.length;

function forIntent(cmd: RegisteredCommand, r: Reading, days: Days): Composed {
  if (namesHours(r) && !READS_HOURS.has(cmd) && !NO_FIGURES.has(cmd)) {
    const day = rangeFor(r, revenueCommand, days);
    return clarify('That report reads whole days, not hours; shall I show the day?', [day ? forIntent(cmd, { ...r, range: { grammar: day } }, days) : undefined].map((x) => (x?.kind === 'command' ? x.text : undefined)));
  }
  const range = rangeFor(r, cmd, days);
  if (range === undefined) return clarify('That date is still to come; I can only report days that have begun.');
  switch (cmd) {
    case whyCommand: return why(r, range);
    case abtestCommand: return testOrTaskNamed(cmd, r, range, 'A/B test');
    case tasksCommand: return testOrTaskNamed(cmd, r, '', 'Task');
    case exportCommand: return exportOf(r, range, days.utc);
    case biddersCommand: return bidders(r, range);
    case demandCommand: return command(cmd.name, range, r.bidder && `source=${(r.bidders ?? [r.bidder]).join(',')}`, ...r.options);
    case reconcileCommand: return command(cmd.name, range, r.gap && `gap=${r.gap}`, ...r.options);
    case networkCommand: return network(r, range);
    case auctionCommand: return auction(r, range);
    case configCommand: return configCommandOf(r);
    case alertsCommand: return command(cmd.name, 'list');
    case digestCommand: return digestDoubted(r.tokens.words) ? clarify('Which of the digest\'s figures looks off? For example:', [`${revenueCommand.name} ${range || 'yesterday'}`, `${cmd.name} list`]) : command(cmd.name, 'list');
    case breakdownCommand:
    case revenueCommand: return figures(r, days);
    case auditCommand: return command(cmd.name, ...r.options.filter((o) => o.startsWith('user=')), r.tokens.words.some((w) => /^(refusals?|refused|denied)$/.test(w)) && 'refusals', r.limit !== undefined && `limit=${r.limit}`);
    default: return command(cmd.name);
  }
}

/** Questions about figures: the revenue summary, its top movers, or a breakdown table. */
function figures(r: Reading, days: Days): Composed {
  const range = rangeFor(r, revenueCommand, days);
  if (range === undefined) return clarify('That date is still to come; I can only report days that have begun.');
  if (usersUndated(r)) return clarify('Users are counted per day; which day do you mean?', ['yesterday', 'today'].map((d) => [revenueCommand.name, d, ...filters(r)].filter(Boolean).join(' ')));
  if (r.metrics.some((m) => m === 'win_rate' || m === 'bid_rate') || (r.bidder && !r.metrics.length) || bidderPair(r)) return bidderAlone(r, range) ?? bidderPairUnsaid(r, range) ?? ratesBeside(r, range) ?? bidders(r, range);
  const metrics = [...new Set(r.metrics.filter((m) => m !== 'users'))] as MetricWord[];
  // A period on its own ("what are we at this week") asks for its summary.
  // "how we doing this week", "how's business": the summary; "how bad is it", "report pls": not said what.
  const summary = r.howWeDid && (r.country !== undefined || r.os !== undefined || r.buckets.length > 0 || r.tokens.words.some((w) => SUMMARY_NOUNS.has(w)));
  // A dimension alone ("by country") says how to split, not what: asked only beside a figure, period or filter; a comparison by a filter is a period ("mexico wow").
  const split = r.by.length > 0 && (r.country !== undefined || r.os !== undefined || r.apps.length > 0 || r.format !== undefined || r.howWeDid);
  const asked = metrics.length > 0 || summary || r.intents.size > 0 || split || r.range !== undefined || (r.vs !== undefined && (r.country !== undefined || r.os !== undefined || r.format !== undefined));
  if (!asked) {
    const suggestion = `${revenueCommand.name} ${range || 'yesterday'}${r.by.length === 1 && (MOVER_DIMENSIONS as readonly string[]).includes(r.by[0]!) ? ` by ${r.by[0]}` : ''}`;
    return clarify('Which figures do you mean?', [suggestion, HELP.name]);
  }
  // ("revenue trend this quarter by month", "weekly revenue trend": the time split said is the trend's; a trend word adds days only without one)
  const trendOnly = r.tokens.words.some((w) => /^trend/.test(w)) && !r.tokens.words.includes('daily') && [...r.by, ...r.buckets.filter((b) => b !== 'day')].some((d) => ['hour', 'day', 'week', 'month'].includes(d));
  const buckets = trendOnly ? r.buckets.filter((b) => b !== 'day') : r.buckets;
  const dims: DimensionWord[] = splitsInOrder(r, metrics.length ? buckets : []);
  // Hours asked of a report of days: its hourly table of the days they fall in.
  if (namesHours(r) && !dims.includes('hour')) dims.unshift('hour');
  if (r.apps.length && !dims.includes('app')) dims.unshift('app'); // (an app named is the table's first split: "word rush ecpm by format")
  // ("puzzlequest iOS vs android": an app's platforms are its bundles, each already a row by app — no split by OS said — round 50)
  if (r.apps.length && (r.versusPair || r.anyOs) && dims.includes('os') && !r.tokens.words.some((w) => /^(?:os|platforms?)$/.test(w))) dims.splice(dims.indexOf('os'), 1);
  if (r.format && !dims.includes('format')) dims.push('format');
  if (r.bidder && !dims.includes('bidder')) dims.push('bidder');
  const wanted = metrics.filter(isBreakdownMetric);
  const cannot = metrics.find((m) => !isBreakdownMetric(m));
  if (!dims.length && r.having) return clarify(`${r.having.includes('<') ? 'Below' : 'Above'} that in which: apps, countries, formats…?`, [`${breakdownCommand.name} by=country ${range} having=${r.having}`.replace(/\s+/g, ' ')]);
  if (!dims.length && !r.rank) {
    return command(revenueCommand.name, range, r.vs && `vs=${r.vs}`, ...filters(r), r.sourceAll && 'source=all', ...r.options);
  }
  // (revenue by one split is its movers — "ios vs android" too when what moves is asked or no figure is named, and two splits when
  // what moves is asked: round 43 — unless a table is asked for: by name ("table"; the command's own name opening the words with
  // no figure named, "breakdown ES by app"), or its rows in order ("apps ranked by revenue"): round 50)
  const moved = r.tokens.words.some((w) => /^mov(?:ing|ers|ed)$/.test(w));
  const tableAsked = r.tokens.words.some((w) => w === 'table' || (!moved && RANKED.test(w))) || (!metrics.length && !moved && !asksAMove(r.tokens.words) && !r.tokens.words.some((w) => CHANGE_SAID.test(w)) && /^(?:breakdown|bd|break down)\b/.test(r.tokens.words.join(' ')));
  const movers = (!r.versusPair || moved || !metrics.length) && !r.having && (dims.length === 1 || (moved && dims.length === 2)) && dims.every((d) => (MOVER_DIMENSIONS as readonly string[]).includes(d)) && (!r.rank || r.tokens.words.includes('movers')) && !r.csv && metrics.every((m) => m === METRIC.revenue) && !r.apps.length && !r.format && !r.bidder && !tableAsked;
  if (movers) return command(revenueCommand.name, range, r.vs && `vs=${r.vs}`, `by ${dims.join(',')}`, ...filters(r), ...r.options);
  if (cannot) return clarify(`A table can show ${BREAKDOWN_METRICS.join(', ')}, ARPDAU or impressions per user, not ${cannot.replace('_', ' ')}.`, [`${breakdownCommand.name} by=${dims.join(',') || 'country'} ${range}`.trim()]);
  if (!dims.length) return clarify('Top or bottom of what: apps, countries, formats…?', [`${breakdownCommand.name} by=app metrics=${wanted[0] ?? METRIC.revenue} ${range} top=5`.replace(/\s+/g, ' ')]);
  // (top= ranks by a figure the API reports; a derived one first gets the whole table.)
  const ranked = r.rank && !(DERIVED_METRICS as readonly string[]).includes(wanted[0] ?? '') ? `${r.rank.end}=${r.rank.n ?? (r.pluralDim ? 10 : 1)}` : undefined;
  if (ranked && wanted.length > 1 && ranksTwice(r)) return clarify('A table ranks by one figure; which first?', wanted.map((m) => `${breakdownCommand.name} by=${dims.join(',')} metrics=${m} ${range} ${ranked}`.replace(/\s+/g, ' ')));
  // (a table sent as a file with no figure named is revenue's, as "last month by country" alone is: round 52)
  const shown = wanted.length ? wanted : r.rank || r.apps.length || r.format || r.bidder || r.vs || r.csv ? [METRIC.revenue] : [];
  // "word rush on ios": the platform names which of the app's bundles, already a row of the table.
  const { rest } = appFilter(r);
  const table = (rank: string | undefined) => command(breakdownCommand.name, `by=${[...new Set(dims)].join(',')}`, shown.length ? `metrics=${shown.join(',')}` : undefined, range, rank, r.having && `having=${r.having}`, ...filters(rest), r.csv && 'csv', ...r.options);
  // "top 5 countries for banner": a format or app named as a filter is a column of the table, and a rank would run over every format's rows.
  const whole = table(undefined);
  if (ranked && dims.length > 1 && ((r.format && !r.by.includes('format')) || (r.apps.length && !r.by.includes('app')))) return clarify('A table ranks all its rows, not those of one format or app; here is the whole table:', [whole.kind === 'command' ? whole.text : undefined]);
  return table(ranked);
}
