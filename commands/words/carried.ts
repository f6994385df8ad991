// The one fail-closed rule between a reading and its answer: every part the words narrowed or asked
// for — a country, platform, app, format, bidder, figure, period, comparison, split, rank, threshold,
// count, account, test mode, CSV — must be carried by the command about to run. The command is read
// back through the real parser (commands/dispatch), so what is compared is what would run, not the
// text the composer meant to write. A part left out is a guess shown as an answer ("rewarded revenue
// vs last year" answered for every format with no comparison): the command is offered instead.
import { abtestCommand } from '../abtest/index.js';
import { alertsCommand } from '../alerts/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { configCommand } from '../config/index.js';
import { demandCommand } from '../demand/index.js';
import { digestCommand } from '../digest/index.js';
import { dispatch } from '../dispatch.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { COMMANDS } from '../registry.js';
import { revenueCommand } from '../revenue/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { whyCommand } from '../why/index.js';
import { METRIC } from './lexicon.js';
import { appCore } from './names.js';
import { configLeftOut } from './config-words.js';
import type { Reading } from './reading.js';
import { HELP } from './intents.js';

/** What a parsed command carries, whatever its subcommand: the same names for every report. */
interface Carried {
  cmd: RegisteredCommand;
  country?: string;
  os?: string;
  app?: string;
  format?: string;
  bidders: string[];
  /** Dimensions each of whose values is a row of the answer (a breakdown's by=, the bidders table's bidders). */
  rows: Set<string>;
  /** Dimensions the answer is split by (its rows', and those an explanation searches). */
  splits: Set<string>;
  /** The figures the answer shows; undefined: the report shows what is asked of it (an A/B test, an auction, an export). */
  metrics?: Set<string>;
  /** Whether it reads a period at all (lists and states do not: a time said with them asks when, which they show). */
  period: boolean;
  range: boolean;
  vs: boolean;
  rank?: { end: 'top' | 'bottom'; n: number } | 'sorted';
  having: boolean;
  limit?: number;
  /** A share the answer holds (reconcile's gap, an alert's drop); 'move': the size of the move it explains. */
  pct?: number | 'move';
  account?: string;
  test?: string;
  csv: boolean;
  source?: string;
  ids: string[];
  /** The channels an alert posts in. */
  channels: string[];
  request: Request;
}

type Request = Record<string, unknown>;
const oneDay = (range: unknown) => ['today', 'yesterday'].includes(str(obj(range).kind) ?? '') || (obj(range).kind === 'dates' && obj(range).from === obj(range).to);
const obj = (v: unknown): Request => (typeof v === 'object' && v !== null ? (v as Request) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? v.split(',') : []);

/** The revenue summary's figures; its top movers show revenue split into impressions and eCPM. */
const SUMMARY: readonly string[] = [METRIC.users, METRIC.revenue, METRIC.impressions, METRIC.requests, METRIC.fill_rate, METRIC.ecpm, METRIC.clicks, METRIC.ctr, METRIC.arpdau, METRIC.imps_per_user, METRIC.fills];
const MOVERS: readonly string[] = [METRIC.revenue, METRIC.impressions, METRIC.ecpm];
const BIDDERS: readonly string[] = [METRIC.revenue, METRIC.impressions, METRIC.ecpm, METRIC.win_rate, METRIC.bid_rate];
/** What the network report names its splits (by platform, app_name) in our words. */
const NETWORK_DIMS: Record<string, string> = { platform: 'os', app_name: 'app' };

function carried(text: string): Carried | undefined {
  const d = dispatch(COMMANDS, text);
  if (d.kind !== 'run') return undefined;
  const q = obj(d.request);
  const cmd = d.command;
  const filters = obj(q.filters ?? obj(q.spec).filters);
  const segment = obj(q.segment);
  const by = list(q.by ?? q.dimensions).map((x) => NETWORK_DIMS[x] ?? x);
  const c: Carried = {
    cmd,
    country: str(filters.country) ?? list(filters.country)[0]?.toUpperCase() ?? /^country=([A-Z]{2})$/.exec(str(q.segment) ?? '')?.[1],
    os: str(filters.device_os),
    app: str(filters.app_bundle) ?? str(filters.app) ?? (segment.dimension === 'app' ? str(segment.value) : undefined),
    format: segment.dimension === 'format' ? str(segment.value) : undefined,
    bidders: [...list(q.sources), ...[filters.bidder, q.bidder].flatMap((b) => str(b) ?? [])],
    rows: new Set(by),
    splits: new Set(by),
    period: 'range' in q || 'date' in q,
    range: q.range !== undefined || q.date !== undefined,
    vs: q.vs !== undefined || q.vsRange !== undefined,
    having: q.having !== undefined,
    limit: typeof q.limit === 'number' ? q.limit : undefined,
    pct: typeof q.gapPct === 'number' ? q.gapPct : typeof obj(q.spec).dropPct === 'number' ? (obj(q.spec).dropPct as number) : undefined,
    account: d.account ? ('all' in d.account ? 'all' : d.account.name.toLowerCase()) : undefined,
    test: str(filters.test_mode),
    csv: q.csv === true || cmd === exportCommand,
    source: str(q.source),
    ids: [q.id, q.auctionId, obj(q.watch).abTestId, q.exportId].flatMap((x) => str(x) ?? []),
    channels: list(q.channels).map((x) => x.toUpperCase()),
    request: q,
  };
  if (typeof q.top === 'number') c.rank = { end: 'top', n: q.top };
  if (typeof q.bottom === 'number') c.rank = { end: 'bottom', n: q.bottom };
  switch (cmd) {
    case revenueCommand:
      c.metrics = new Set(by.length ? MOVERS : SUMMARY);
      break;
    case breakdownCommand:
      c.metrics = new Set(list(q.metrics));
      // (ARPDAU and impressions per user cannot be ranked by the API: the whole table is their rank.)
      if (!c.rank && list(q.metrics).some((m) => m === METRIC.arpdau || m === METRIC.imps_per_user)) c.rank = 'sorted';
      break;
    case biddersCommand:
      // One row per bidder, sorted best first: a bidder named, or the best or worst of them, is a row.
      c.metrics = new Set(BIDDERS);
      c.rows.add('bidder');
      c.rank = 'sorted';
      break;
    case whyCommand:
      // An explanation splits its figure into requests, fill and eCPM, over every dimension the API has.
      c.metrics = new Set([str(q.metric) ?? '']);
      // ("why was fill weak": it ranks the segments that moved the figure most itself; "why did it
      // drop 30%": the share says the size of the move it explains.)
      c.rank = 'sorted';
      c.pct = 'move';
      for (const dim of ['country', 'os', 'app', 'format', 'ad_unit']) c.splits.add(dim);
      break;
    case alertsCommand:
      c.metrics = new Set([str(obj(q.spec).metric) ?? '']);
      break;
    case auctionCommand:
      // (its picture has a table per bidder; one auction or the bid log, a bidder per row; its
      // figures are auctions, their fill and the bidders' calls, no money)
      c.rows.add('bidder');
      c.metrics = new Set([METRIC.fill_rate, METRIC.fills, METRIC.requests, METRIC.bid_requests, METRIC.bid_rate, METRIC.win_rate]);
      break;
    case exportCommand:
      // A day of impression or request rows: that figure's own rows, no other.
      if (str(q.kind)) c.metrics = new Set([str(q.kind)!]);
      break;
    case demandCommand:
      // Each demand source is a row, against our own figures.
      c.metrics = new Set([METRIC.revenue, METRIC.impressions]);
      c.rows.add('bidder').add('provider');
      c.rank = 'sorted';
      break;
    case reconcileCommand:
      // By network and app, against our own figures.
      c.metrics = new Set([METRIC.revenue, METRIC.impressions]);
      c.rows.add('provider').add('app');
      c.rank = 'sorted';
      break;
    case networkCommand:
      c.metrics = new Set([METRIC.revenue, METRIC.impressions, METRIC.ecpm]);
      break;
    case abtestCommand:
      break;
    case digestCommand:
      // (the form of a new digest offers the daily revenue report: "a daily revenue digest" is one of its choices)
      c.metrics = new Set(q.action === 'form' ? [METRIC.revenue] : []);
      break;
    default:
      c.metrics = new Set();
  }
  return c;
}

/**
 * The first part the words asked for that the command does not carry, in words ("Germany", "a
 * comparison", "fill rate"); undefined when it carries them all (or when it does not parse: the
 * parser's own check says so then).
 */
export function uncarried(r: Reading, text: string): string | undefined {
  // ("how do I export raw impressions": how to, answered by the command's help — its parts the example, not a filter)
  if (r.howTo && dispatch(COMMANDS, text).kind === 'run' && text.split(/\s+/)[0] === HELP.name) return undefined;
  const c = carried(text);
  if (!c) return undefined;
  // (a test's or Task's name may hold a format's or an app's word, which names it, not a filter)
  const named = (c.cmd === abtestCommand || c.cmd === tasksCommand) && c.ids.length > 0;
  // ("what they paid us", "agree with us": the pronoun, which the reader may take for the US.)
  const pronoun = r.country === 'US' && !r.tokens.typed.some((w) => w !== 'us' && /^(us|u\.s\.?|usa|america|states)$/i.test(w));
  if (r.country && !pronoun && c.country !== r.country && !c.rows.has('country')) return r.country;
  // Two countries named ("the US and Canada"): a filter takes one, a table by country has both.
  if ((r.countries?.length ?? 0) > 1 && !c.rows.has('country')) return r.countries!.join(' and ');
  // An app's own bundle says its platform; a table by app has that bundle's row.
  const appOs = c.app ? (appCore(c.app).platform ?? 'ios') : undefined;
  if (r.os && c.os !== r.os && !c.rows.has('os') && appOs !== r.os.toLowerCase() && !(r.apps.length && c.rows.has('app'))) return r.os;
  // (an order to watch a test, answered with its status alone, would never tell the asker when it turns)
  if (r.watch && c.cmd === abtestCommand && obj(c.request).watch === undefined) return 'the watch';
  // ("the interstitial floor test by country": a test's name holds no split; the test's report has none, so it is asked — round 44)
  const namedSplit = named ? r.by.find((d) => !c.rows.has(d) && !c.splits.has(d)) : undefined;
  if (namedSplit) return `a split by ${namedSplit}`;
  if (named) return undefined;
  // ("revenue yesterday for au_011_banner": an ad unit's id the command does not filter on — asked, never dropped; round 52)
  const unit = r.ids.find((x) => /^au_/i.test(x));
  if (unit && !new RegExp(`\\bad_unit=${unit}\\b`, 'i').test(text) && !c.rows.has('ad_unit')) return `the ad unit ${unit}`;
  // (which configuration: live, the draft, a version or an id; ./config-words.ts)
  const config = c.cmd === configCommand ? configLeftOut(r, c.request) : undefined;
  if (config) return config;
  // ("why no fill on android yesterday", "no fill yesterday on ios": the requests with no ad asked of — an export of them or the
  // auctions that left them, never the revenue's answer without them; issue 38's sixteenth round)
  if (r.noFill && c.cmd !== auctionCommand && !/\bstatus=no_fill\b/.test(text)) return 'no fill';
  // ("check the draft and then give me revenue yesterday": the draft asked of, and another report answered — two asks)
  // (an alert on a configuration watches its validation: ./config-alerts.ts)
  const watched = /^alerts add config\b/.test(text);
  if (c.cmd !== configCommand && ((r.version === 'draft' && !(watched && /\b(?:draft|id=)/.test(text))) || (r.validate && !watched))) return r.validate && !watched ? 'a validation' : 'the draft';
  if (r.apps.length && !(c.app && r.apps.includes(c.app)) && !c.rows.has('app')) return 'that app';
  // Both platforms named ("word rush android and ios"): a filter on one of them leaves the other out (issue 38's twentieth round).
  if (c.os && !c.rows.has('os') && r.tokens.words.some((w) => /^(ios|iphone|apple)$/.test(w)) && r.tokens.words.includes('android')) return 'the other platform';
  // Two apps named ("word rush and tiny farm"): a filter takes one, a table by app has both (issue 38's twentieth round).
  if (new Set(r.apps.map((a) => appCore(a).core)).size > 1 && !c.rows.has('app')) return 'both apps';
  if (r.format && c.format !== r.format && !c.rows.has('format')) return r.format;
  const bidders = r.bidders ?? (r.bidder ? [r.bidder] : []);
  if (bidders.length && !c.rows.has('bidder') && !bidders.every((b) => c.bidders.includes(b))) return bidders.join(', ');
  const metric = c.metrics && r.metrics.find((m) => !c.metrics!.has(m));
  if (metric) return metric.replace('_', ' ');
  if (r.range && c.period && !c.range) return 'that period';
  // (an explanation of one day is against the same weekday a week earlier, said or not)
  if ((r.vs || r.vsUncarried) && !c.vs && !(c.cmd === whyCommand && r.vs === 'week' && oneDay(c.request.range))) return 'a comparison';
  // (an app's two platforms, "puzzlequest ios vs android", are its two bundles: rows of the table by app — round 50)
  const split = r.by.find((d) => !c.rows.has(d) && !c.splits.has(d) && !(d === 'os' && r.apps.length && c.rows.has('app')));
  if (split) return `a split by ${split}`;
  if (r.rank && !(c.rank === 'sorted' || (c.rank && c.rank.end === r.rank.end && (r.rank.n === undefined || c.rank.n === r.rank.n)))) return `the ${r.rank.end} ${r.rank.n ?? ''}`.replace(/\s+$/, '');
  if (r.having && !c.having) return 'a threshold';
  if (r.limit !== undefined && c.limit !== r.limit) return `the last ${r.limit}`;
  if (r.account && c.account !== r.account.toLowerCase()) return `the ${r.account} account`;
  const test = r.testAll ? 'all' : r.productionOnly ? 'production' : undefined;
  if (test && c.test !== test) return test === 'all' ? 'test traffic' : 'production traffic only';
  if (r.csv && !c.csv) return 'a CSV';
  // (an alert set up to post elsewhere than the channel named would tell the wrong people)
  const channel = r.options.find((o) => /^channel=/i.test(o))?.slice('channel='.length).toUpperCase();
  if (channel && !c.channels.includes(channel)) return `the channel ${channel}`;
  // (demand's own "all sources": no source named, every demand source a row of it — round 47)
  if (r.sourceAll && c.source !== 'all' && !(c.cmd === demandCommand && c.bidders.length === 0)) return 'all sources';
  if (r.gap && c.pct !== 'move' && c.pct !== Number.parseFloat(r.gap)) return `the ${r.gap}`;
  return undefined;
}
