// The revenue summary: ten metrics with their change against each comparison period (named in
// the header), the chart, the source split when several sources are included, and the top movers
// of a dimension with each change split into impressions and eCPM. A period without data says so
// instead of showing zeros and changes against nothing.
import type { DashboardResponse, SummaryRead } from '../src/api/index.js';
import { actions, context, esc, fields, header, image, section } from './blocks.js';
import { change, changePoints, compact, count, countPerUser, money, moneyPerUser, pct, perUser } from './format.js';
import { fitMessage } from './limits.js';
import { explainButton, isNotable, WHY_ACTION } from './why.js';
import { moverLabel, moversTable, SPLIT_NOTE, unknownNote, type Movers } from './movers.js';
import { buildTable } from './table.js';
import type { BotMessage, ChartImage, KnownBlock } from './types.js';

/** Users are unknown for a range read in parts (src/api/long-range.ts). */
type Summary = SummaryRead;
type SourceRow = NonNullable<DashboardResponse['source_breakdown']>[number];

/** A period the range is compared with. */
export interface ComparedPeriod {
  /** How the header names it: "the same weekday last week". */
  name: string;
  /** How its changes are tagged: "vs last week". */
  tag: string;
  /** "Sat 14 Nov 2026" */
  dates: string;
  days: number;
  /** Its numbers; undefined when it could not be asked for, and `problem` says why. */
  summary?: Summary;
  problem?: string;
  /** When its data starts only partway into it ("Fri 24 Jul 2026 20:00", in the range's timezone). */
  dataFrom?: string;
}

export interface RevenueData {
  /** The range as the user said it: "yesterday". */
  period: string;
  dates: string;
  days: number;
  tz: string;
  /** The range runs to now: comparisons run to the same time. */
  partial: boolean;
  current: Summary;
  /** The main comparison first (movers and the chart are against it). */
  comparisons: ComparedPeriod[];
  provisional: boolean;
  source?: string;
  filters: string;
  chart?: ChartImage;
  /** The top movers' changes as bars (with `by <dim>`). */
  moversChart?: ChartImage;
  /** What the chart's buckets are (their zone, partial ones), from the chart itself (commands/revenue/chart.ts). */
  chartNote: string;
  /** The `why revenue …` an Explain button runs, offered when the change is notable (views/why.ts). */
  explain?: string;
  sources?: SourceRow[];
  movers?: Movers;
  /** When the range's data starts only partway into it ("Wed 29 Jul 2026", a long range past the API's history). */
  dataFrom?: string;
  /** A range longer than one API call: the calls' dates, and each one's own users. */
  parts?: PartUsers[];
}

/** One ≤ 31-day call of a long range, with the users the API counted in it. */
export interface PartUsers {
  dates: string;
  users: number;
}

export const OWN_SOURCE_LABEL = 'Own source only';
export const PROVISIONAL_LABEL = 'Provisional';

/** The label the spec requires on revenue (4.2 `source`). */
export function revenueLabel(provisional: boolean, source?: string): string {
  return provisional
    ? `${PROVISIONAL_LABEL} — mediation source${source && source !== 'all' ? ` ${source}` : 's'}: impression-level revenue that can undercount without SDK coverage; not finalized publisher revenue`
    : `${OWN_SOURCE_LABEL} — the platform’s own data; mediation sources are not included`;
}

/** Whether the API reported any traffic: a period before the data starts comes back as zeros. */
export function hasData(s: Summary): boolean {
  return s.total_requests > 0 || s.total_impressions > 0 || s.revenue !== 0 || (s.total_users ?? 0) > 0;
}

/** ARPDAU and impressions per user, derived by the bot from the summary (users are daily actives summed over the days). */
export function perUserMetrics(s: Summary): { arpdau?: number; impressionsPerUser?: number } {
  const users = s.total_users ?? 0;
  return { arpdau: perUser(s.revenue, users), impressionsPerUser: perUser(s.total_impressions, users) };
}

/**
 * Why users and the per-user figures are not shown for a range read in parts, and each part's own
 * count (a user active in two parts is in both: the counts are never added).
 */
export function partsNote(parts: readonly PartUsers[]): string {
  const each = parts.map((p) => `${p.dates}: ${count(p.users)}`).join(' · ');
  return `Read in ${parts.length} parts of at most 31 days (the API's limit per call): counts and revenue are added, rates recomputed from the sums. ` +
    `Users, ARPDAU and impressions per user are not shown for the whole range: the API counts users per call, and adding the parts would count a user active in two of them twice. Users per part — ${each}.`;
}

export const PER_USER_NOTE = 'ARPDAU = revenue ÷ users and impressions per user = impressions ÷ users, derived by the bot.';

interface Metric {
  label: string;
  of(s: Summary): number | undefined;
  show(n: number | undefined): string;
  /** A percentage: its change is in points. */
  points?: boolean;
  /** A count over the days (revenue, impressions …): between periods of different lengths it is compared per day. */
  additive?: boolean;
}

function metrics(provisional: boolean): Metric[] {
  const known = (format: (n: number) => string) => (n: number | undefined) => (n === undefined ? '—' : format(n));
  return [
    { label: provisional ? `Revenue (${PROVISIONAL_LABEL.toLowerCase()})` : 'Revenue (own source)', of: (s) => s.revenue, show: known(money), additive: true },
    { label: 'Impressions', of: (s) => s.total_impressions, show: known(count), additive: true },
    { label: 'Requests', of: (s) => s.total_requests, show: known(count), additive: true },
    { label: 'Fill rate', of: (s) => s.fill_rate, show: known(pct), points: true },
    { label: 'eCPM', of: (s) => s.ecpm, show: known(money) },
    { label: 'Clicks', of: (s) => s.total_clicks, show: known(count), additive: true },
    { label: 'CTR', of: (s) => s.ctr, show: known((n) => pct(n, 2)), points: true },
    { label: 'Users', of: (s) => s.total_users, show: known(count), additive: true },
    { label: 'ARPDAU', of: (s) => perUserMetrics(s).arpdau, show: moneyPerUser },
    { label: 'Impressions per user', of: (s) => perUserMetrics(s).impressionsPerUser, show: countPerUser },
  ];
}

type Compared = ComparedPeriod & { summary: Summary };

function changes(m: Metric, now: Summary, days: number, against: readonly Compared[]): string {
  const after = m.of(now);
  return against
    .map((c) => {
      const before = m.of(c.summary);
      if (after === undefined || before === undefined) return '';
      // Periods of different lengths: a count compares per day, like with like.
      if (m.additive && c.days !== days) return `${change(after / days, before / c.days)} per day ${c.tag}`;
      return `${m.points ? changePoints(after, before) : change(after, before)} ${c.tag}`;
    })
    .filter(Boolean)
    .join(' · ');
}

/** Whether changes against it mean something: it has data, from its start. */
function withData(c: ComparedPeriod): c is Compared {
  return c.summary !== undefined && hasData(c.summary) && c.dataFrom === undefined;
}

/** "Sat 14 Nov 2026 (the same weekday last week)"; the dates carry the hours when the range runs to now. */
function describeCompared(c: ComparedPeriod): string {
  return `${c.dates} (${c.name})`;
}

/** Says plainly which comparisons have no numbers and why, and which have another number of days. */
function comparisonNotes(d: RevenueData): string[] {
  return d.comparisons.flatMap((c) => {
    const which = esc(describeCompared(c));
    if (c.problem) return [`:information_source: Not compared with ${which}: ${esc(c.problem)}.`];
    if (c.dataFrom) return [`:information_source: ${which} has data only from ${esc(c.dataFrom)}: changes against part of a period would mislead, so they are not shown.`];
    if (!withData(c)) return [`:information_source: No data for ${which}: the reporting API returned nothing for that period, so there are no changes against it.`];
    if (c.days === d.days) return [];
    return [`${which} has ${c.days} days and this range ${d.days}: ${PER_DAY_NOTE}`];
  });
}

/** What a comparison of periods of different lengths compares, said once (the monthly digest says it too). */
export const PER_DAY_NOTE = 'revenue, impressions, requests, clicks, users and the movers are compared per day; rates and per-user figures as they are.';

const MOVERS_SHOWN = 10;

function moversBlocks(m: Movers, against: ComparedPeriod | undefined, chart: ChartImage | undefined): KnownBlock[] {
  const label = moverLabel(m.dimension);
  if (!against || !withData(against)) return [section(`_No top movers by ${esc(label)}: there is nothing to compare with._`)];
  const unknown = unknownNote(m);
  if (m.rows.length === 0) return [section(unknown ? esc(unknown) : `_No revenue by ${esc(label)} in either period._`)];
  const { columns, rows } = moversTable([m]);
  const perDay = m.perDay ? ', per day' : '';
  const table = buildTable({ columns, rows, caption: `Top movers by ${label} vs ${against.dates}${perDay}`, maxRows: MOVERS_SHOWN });
  const more = rows.length > table.shownRows ? ` (${rows.length - table.shownRows} more ${label} values changed less)` : '';
  // The table's own "showing n of m" note is replaced by the sentence in the heading.
  return [section(`*Top movers by ${esc(label)}* vs ${esc(against.dates)}${perDay}${more}`), table.blocks[0]!, ...(chart ? [image(chart)] : []), context(SPLIT_NOTE, ...(unknown ? [esc(unknown)] : []))];
}

/** Sources as fields: a message holds one table (the movers), and there are only a few sources. */
function sourceBlocks(rows: SourceRow[]): KnownBlock[] {
  return [
    section('*By source*'),
    ...fields(rows.map((r) => [esc(r.source), `${money(r.revenue)} (${pct(r.revenue_share)} of revenue)\n${compact(r.impressions)} impressions · eCPM ${money(r.ecpm)}`] as const)),
  ];
}

function scopeLine(d: RevenueData, compared: string): string {
  return [d.dates, d.tz, compared, d.filters].filter(Boolean).map(esc).join(' · ');
}

/** A period the API has nothing for: said in words, not as zeros with "±0%". */
function noDataView(d: RevenueData): BotMessage {
  const title = `Revenue — ${d.period}`;
  const blocks: KnownBlock[] = [
    header(title),
    context(scopeLine(d, '')),
    section(
      `:information_source: *No data for ${esc(d.dates)}.* The reporting API returned no requests, impressions or revenue for this period` +
        `${d.filters ? ' with these filters' : ''}, so there is nothing to show or compare.`,
    ),
  ];
  return { text: `${title}: no data for ${d.dates}`, blocks, kind: 'answer' };
}

export function revenueView(d: RevenueData): BotMessage {
  if (!hasData(d.current)) return noDataView(d);
  const c = d.current;
  const main = d.comparisons[0];
  const against = d.comparisons.filter(withData);
  const title = `Revenue — ${d.period}${main ? ` vs ${main.name}` : ''}`;
  const compared = d.comparisons.length ? `vs ${d.comparisons.map((p) => describeCompared(p)).join(' and ')}` : '';
  const blocks: KnownBlock[] = [
    header(title),
    context(scopeLine(d, compared)),
    ...fields(metrics(d.provisional).map((m) => [m.label, `${m.show(m.of(c))}  ${changes(m, c, d.days, against)}`.trim()] as const)),
  ];
  const notes = comparisonNotes(d);
  if (notes.length) blocks.push(context(...notes));
  if (d.dataFrom) blocks.push(context(`:information_source: The reporting API has data for this range only from ${esc(d.dataFrom)}: the totals cover the days from then.`));
  if (d.parts && d.parts.length > 1) blocks.push(context(esc(partsNote(d.parts))));
  blocks.push(context(`${d.provisional ? ':warning: ' : ''}${esc(revenueLabel(d.provisional, d.source))}`, PER_USER_NOTE));
  if (d.chart) blocks.push(image(d.chart), context(esc(d.chartNote)));
  if (d.sources) blocks.push(...sourceBlocks(d.sources));
  if (d.movers) blocks.push(...moversBlocks(d.movers, main, d.moversChart));
  if (d.explain && against[0] && isNotable(c.revenue, against[0].summary.revenue)) blocks.push(actions([explainButton(d.explain)], WHY_ACTION.explain));
  const headline = against[0] ? ` (${changes(metrics(d.provisional)[0]!, c, d.days, against.slice(0, 1))})` : '';
  const text = `${title}: ${money(c.revenue)}${headline} — ${d.provisional ? 'provisional' : 'own source only'}`;
  return { text, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
