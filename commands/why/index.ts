// why: "why did it move?" — the change of a metric against the comparison period, split into
// requests, fill and eCPM effects that add up to it, the segments that moved it most over every
// dimension the API offers for the period, and a verdict (src/reports/why.ts). Its drill buttons
// run `why` narrowed to a segment: country= and os= are API filters, app=, format= and ad_unit=
// are read from the breakdown rows. A slow answer gets the pipeline's "working on it" note.
import { LOCAL_SEGMENT_DIMENSIONS, whyReport, type WhyQuestion, type WhyReport } from '../../src/reports/why.js';
import { whyBidderReport } from '../../src/reports/why-bidder.js';
import type { ResolvedRange } from '../../src/time/resolve.js';
import type { Comparison } from '../../src/time/compare.js';
import { whyBidderView } from '../../views/why-bidder.js';
import type { LengthNote } from '../../views/why.js';
import { WHY_METRICS, type WhyMetric } from '../../src/reports/why-math.js';
import { COMPARE_WITH, type CompareWith } from '../../src/time/compare.js';
import { describeSpec, specToText, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { describeFilters } from '../../views/filters.js';
import { whyCommandText, whyView } from '../../views/why.js';
import type { RollUpFigure, RollUpRow } from '../../views/account-rollup.js';
import { API_ID, parseWith, refuseEveryAccount, UsageProblem } from '../shared/args.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { FILTERS_USAGE, readReportFilters, readTimezone } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand, type CommandContext } from '../types.js';
import { WHY_ACTION } from '../../views/why.js';

export interface WhyRequest extends Omit<WhyQuestion, 'range'> {
  range?: RangeSpec;
  /** tz= overrides the user's Slack timezone (an incident's Explain asks for its UTC hours or day). */
  tz?: string;
  /** A bidder's drill: its own components and days (the API breaks bidders down by no other dimension). */
  bidder?: string;
}

const OP = 'why';
const METRIC_ALIASES: Record<string, WhyMetric> = { rev: 'revenue', fill: 'fill_rate', fillrate: 'fill_rate', reqs: 'requests', imps: 'impressions' };

function readMetric(word: string | undefined): WhyMetric {
  if (word === undefined) throw new UsageProblem(`say which metric: ${WHY_METRICS.join(', ')} — e.g. why revenue yesterday`);
  const w = word.toLowerCase();
  const metric = (WHY_METRICS as readonly string[]).includes(w) ? (w as WhyMetric) : METRIC_ALIASES[w];
  if (!metric) throw new UsageProblem(`"${word}" is not a metric why can explain${didYouMean(w, WHY_METRICS)} It explains ${WHY_METRICS.join(', ')}.`);
  return metric;
}

function readVs(raw: string | undefined): CompareWith | undefined {
  if (raw === undefined) return undefined;
  const vs = raw.trim().toLowerCase();
  if (!(COMPARE_WITH as readonly string[]).includes(vs)) throw new UsageProblem(`vs= takes ${COMPARE_WITH.join(', ')}${didYouMean(vs, COMPARE_WITH)}`);
  return vs as CompareWith;
}

function readSegment(args: { option(...keys: string[]): string | undefined }): WhyQuestion['segment'] {
  const given = LOCAL_SEGMENT_DIMENSIONS.map((d) => [d, args.option(d)] as const).filter(([, v]) => v !== undefined);
  if (given.length > 1) throw new UsageProblem(`narrow why to one of ${LOCAL_SEGMENT_DIMENSIONS.join(', ')} at a time (country= and os= can go with it)`);
  const [pair] = given;
  if (!pair) return undefined;
  if (!API_ID.test(pair[1]!)) throw new UsageProblem(`${pair[0]}= takes an identifier such as the ones why lists (letters, digits, . _ : -)`);
  return { dimension: pair[0], value: pair[1]! };
}

export const whyCommand = defineCommand<WhyRequest>({
  name: 'why',
  aliases: ['explain'],
  group: 'Reports',
  summary: 'Why a metric moved: its change split into requests, fill and eCPM, the segments that moved it (and how much is a traffic shift), one clear cause or none.',
  usage: `why <${WHY_METRICS.join('|')}> [range | YYYY-MM-DDTHH:00..YYYY-MM-DDTHH:00] [vs=${COMPARE_WITH.join('|')}] ${FILTERS_USAGE} [app=|format=|ad_unit=] [tz=]`,
  examples: ['why revenue yesterday', 'why ecpm last week country=US', 'why fill_rate last 7d', 'why revenue yesterday format=rewarded'],
  need: 'read',
  rollUp: whyRollUp,
  // A drill on a why answer, Explain on an incident or a revenue answer (views/why.ts): they carry
  // their command; anything but a `why …` in their value is not run. The answer comes by DM.
  buttons: [
    { id: WHY_ACTION.drill, commandText: whyText, answer: 'dm' },
    { id: WHY_ACTION.explain, commandText: whyText, answer: 'dm' },
  ],
  parse: (text) =>
    parseWith(text, (args) => {
      const filters = readReportFilters(args, OP);
      const tz = readTimezone(args, OP);
      const vs = readVs(args.option('vs', 'compare'));
      const segment = readSegment(args);
      const bidder = args.option('bidder');
      if (bidder !== undefined && !API_ID.test(bidder)) throw new UsageProblem('bidder= takes a bidder id such as the ones `bidders` lists (letters, digits, . _ : -)');
      if (bidder !== undefined) {
        refuseEveryAccount(args, 'why … bidder=', 'a bidder’s components are explained for one account at a time', '`bidders <range> account=all` puts each account’s bidding side by side; then `why revenue <range> bidder=<id> account=<name>` for the one that moved.');
      }
      if (bidder !== undefined && segment) throw new UsageProblem(`why cannot narrow a bidder to a ${segment.dimension}: the API breaks bidders down by no other dimension — ask \`why revenue <range> bidder=<id>\` alone`);
      const range = args.range({ hours: true });
      const metric = readMetric(args.word());
      args.done();
      return { metric, range, vs, filters, segment, tz, ...(bidder !== undefined ? { bidder } : {}) };
    }),
  run: async (req, ctx) => {
    const range = await rangeFor(req.range, ctx, { tz: req.tz });
    if (req.bidder !== undefined) {
      const r = await whyBidderReport({ bidder: req.bidder, range, vs: req.vs, filters: req.filters }, { breakdown: (p) => ctx.api.breakdown.get(p), bidders: (p) => ctx.api.bidders.get(p) });
      return whyBidderView({ bidder: req.bidder, dates: formatDates(range), against: r.comparison.name, filters: describeFilters(req.filters), before: r.before, after: r.after, effects: r.effects, days: r.days, apiCalls: r.apiCalls });
    }
    const report = await whyReport({ metric: req.metric, vs: req.vs, filters: req.filters, segment: req.segment, range }, { breakdown: (p) => ctx.api.breakdown.get(p), bidders: (p) => ctx.api.bidders.get(p) });
    const segmentWords = req.segment ? [`${req.segment.dimension}=${req.segment.value}`] : [];
    const filters = [describeFilters(req.filters), ...segmentWords].filter(Boolean).join(' · ');
    // A drill button names the dates it was drawn for: pressed tomorrow, "yesterday" would be another day.
    const when = range.partial || range.spec.kind === 'hours' ? specToText(range.spec) : range.startDate === range.endDate ? range.startDate : `${range.startDate}..${range.endDate}`;
    const notes = [`searched: ${report.searched.join(', ')}`, ...(report.bidderNote ? [report.bidderNote] : []), 'own-source revenue'];
    return whyView({
      metric: req.metric,
      period: describeSpec(range.spec),
      dates: formatDates(range),
      against: report.comparison.name,
      filters,
      valueBefore: report.valueBefore,
      valueAfter: report.valueAfter,
      effects: report.effects,
      ...(report.perUnit ? { perUnit: lengthNoteOf(report, range) } : {}),
      ranked: report.ranked,
      verdict: report.verdict,
      notes,
      apiCalls: report.apiCalls,
      drillBase: whyCommandText({ metric: req.metric, when, vs: req.vs, tz: req.tz, filters: req.filters, narrow: segmentWords }),
      narrowedLocally: req.segment !== undefined,
    });
  },
});

/**
 * `why <metric> … account=all`: one row per account, read by the same report as the answer with
 * that account's key — the metric before and after, its change and the requests, fill and eCPM
 * effects that add up to it, the cause (or none) said under the table. Counts and revenue total
 * (each account's effects add up to its change, so the totals do to the total change); a rate
 * (eCPM, fill rate) is never added across accounts.
 */
async function whyRollUp(req: WhyRequest, ctx: CommandContext): Promise<RollUpRow> {
  const range = await rangeFor(req.range, ctx, { tz: req.tz });
  const report = await whyReport({ metric: req.metric, vs: req.vs, filters: req.filters, segment: req.segment, range }, { breakdown: (p) => ctx.api.breakdown.get(p), bidders: (p) => ctx.api.bidders.get(p) });
  const rate = req.metric === 'ecpm' || req.metric === 'fill_rate';
  const unit: Pick<RollUpFigure, 'kind' | 'currency' | 'noTotal'> = {
    kind: req.metric === 'revenue' || req.metric === 'ecpm' ? 'money' : req.metric === 'fill_rate' ? 'ratio' : 'count',
    ...(req.metric === 'revenue' || req.metric === 'ecpm' ? { currency: 'USD' } : {}),
    ...(rate ? { noTotal: 'a rate is not added across accounts' } : {}),
  };
  const name = `${req.metric === 'fill_rate' ? 'Fill rate %' : req.metric === 'ecpm' ? 'eCPM' : req.metric[0]!.toUpperCase() + req.metric.slice(1)}${report.perUnit && !rate ? ` per ${report.perUnit.unit}` : ''}`;
  const effects = report.effects;
  const figures: RollUpFigure[] = [
    { name: `${name} before`, value: report.valueBefore, ...unit },
    { name, value: report.valueAfter, ...unit },
    { name: 'Change', value: report.valueAfter - report.valueBefore, ...unit },
    ...(effects ? (['requests', 'fill', 'ecpm'] as const).map((c): RollUpFigure => ({ name: `${EFFECT_NAME[c]} effect`, value: effects[c], ...unit })) : []),
  ];
  return { period: `${describeSpec(range.spec)} (${formatDates(range)}) against ${report.comparison.name} (${formatDates(report.comparison.range)})`, figures, note: causeNote(report) };
}

const EFFECT_NAME = { requests: 'Requests', fill: 'Fill', ecpm: 'eCPM' } as const;

/** The verdict in plain words (the view escapes it): the cause, or that there is none. */
function causeNote(report: WhyReport): string {
  const v = report.verdict;
  if (v.kind === 'no-data') return 'no data in either period, nothing to explain';
  if (v.kind === 'none') return 'no single cause: the change is spread over many segments';
  const segment = (c: { dimension: string; value: string }) => `${c.dimension === 'ad_unit' ? 'ad unit' : c.dimension} ${c.value}`;
  return `cause: ${segment(v.cause)} (${v.cause.component === 'fill' ? 'fill rate' : v.cause.component.replace(/_/g, ' ')})${v.drill ? `, mostly ${segment(v.drill)}` : ''}${v.onset ? `, from ${v.onset} (UTC)` : ''} — \`why ${report.question.metric} … account=<name>\` for the segments`;
}

function isWholeMonth(r: ResolvedRange): boolean {
  return !r.partial && r.startDate.endsWith('-01') && r.start.plus({ months: 1 }).equals(r.end);
}

/** "October had 31 days, September 30": whole months by name, other periods as "this range" and the comparison's name. */
function lengthNoteOf(report: WhyReport, range: ResolvedRange): LengthNote {
  const c: Comparison = report.comparison;
  const months = isWholeMonth(range) && isWholeMonth(c.range);
  return {
    ...report.perUnit!,
    nowName: months ? range.start.toFormat('LLLL') : 'this range',
    thenName: months ? c.range.start.toFormat('LLLL') : c.name,
  };
}

function whyText(value: string): string {
  return value.startsWith('why ') ? value : 'why';
}
