// The daily and weekly revenue digests: headline numbers against the comparison periods (with
// ARPDAU and impressions per user, as in `/adops revenue`), the spec's own-source/provisional
// label, a 14-day chart, and the top movers by each of MOVER_DIMENSIONS (views/movers.ts), each
// change split into impressions and eCPM; the full mover tables go to the thread.
import type { DashboardResponse } from '../src/api/index.js';
import { actions, context, esc, fields, header, image, section } from './blocks.js';
import { change, changePoints, count, countPerUser, money, moneyPerUser, pct, signedMoney } from './format.js';
import { fitMessage } from './limits.js';
import { explainButton, isNotable, WHY_ACTION } from './why.js';
import { explainMover, moverLabel, moversTable, SPLIT_NOTE, unknownNote, type Movers } from './movers.js';
import { PER_USER_NOTE, perUserMetrics, revenueLabel } from './revenue.js';
import { buildTable } from './table.js';
import type { BotMessage, ChartImage, KnownBlock } from './types.js';

type Summary = DashboardResponse['summary'];

export interface PeriodNumbers {
  label: string;
  summary: Summary;
}

export interface RevenueDigestData {
  kind: 'daily' | 'weekly';
  timezone: string;
  current: PeriodNumbers;
  /** The first is the one movers are measured against. */
  comparisons: PeriodNumbers[];
  provisional: boolean;
  source?: string;
  filters: string;
  chart?: ChartImage;
  movers: Movers[];
  /** The `why revenue …` an Explain button runs, offered when the change is notable (views/why.ts). */
  explain?: string;
}

const TOP_IN_MESSAGE = 3;

function vs(now: number, comps: PeriodNumbers[], pick: (s: Summary) => number, points = false): string {
  return comps.map((c) => (points ? changePoints(now, pick(c.summary)) : change(now, pick(c.summary)))).join(' · ');
}

/** Changes of a per-user figure; '—' against a period without users. */
function vsPerUser(now: number | undefined, comps: PeriodNumbers[], pick: (s: Summary) => number | undefined): string {
  return comps.map((c) => (now === undefined || pick(c.summary) === undefined ? '—' : change(now, pick(c.summary)!))).join(' · ');
}

export function moverLine(m: Movers): string {
  const label = moverLabel(m.dimension);
  const top = m.rows.filter((r) => r.now !== r.before).slice(0, TOP_IN_MESSAGE);
  const unknown = unknownNote(m);
  const moved = top.map((r) => `${esc(r.key || '(none)')} ${signedMoney(r.now - r.before)} (${change(r.now, r.before)}: ${explainMover(r)})`);
  if (moved.length === 0 && !unknown) return `*By ${label}:* no change`;
  return `*By ${label}:* ${[...moved, ...(unknown ? [esc(unknown)] : [])].join(' · ')}`;
}

export function revenueDigestView(d: RevenueDigestData): { message: BotMessage; thread: BotMessage } {
  const c = d.current.summary;
  const title = d.kind === 'daily' ? `Daily revenue — ${d.current.label}` : `Weekly revenue — ${d.current.label}`;
  const compared = d.comparisons.map((p) => p.label).join(' and ');
  const blocks: KnownBlock[] = [
    header(title),
    context(`${esc(d.timezone)} · changes vs ${esc(compared)}${d.filters ? ` · ${esc(d.filters)}` : ''}`),
    ...fields([
      [d.provisional ? 'Revenue (provisional)' : 'Revenue (own source)', `${money(c.revenue)}\n${vs(c.revenue, d.comparisons, (s) => s.revenue)}`],
      ['Impressions', `${count(c.total_impressions)}\n${vs(c.total_impressions, d.comparisons, (s) => s.total_impressions)}`],
      ['eCPM', `${money(c.ecpm)}\n${vs(c.ecpm, d.comparisons, (s) => s.ecpm)}`],
      ['Fill rate', `${pct(c.fill_rate)}\n${vs(c.fill_rate, d.comparisons, (s) => s.fill_rate, true)}`],
      ['Requests', `${count(c.total_requests)}\n${vs(c.total_requests, d.comparisons, (s) => s.total_requests)}`],
      ['Users', `${count(c.total_users)}\n${vs(c.total_users, d.comparisons, (s) => s.total_users)}`],
      ['ARPDAU', `${moneyPerUser(perUserMetrics(c).arpdau)}\n${vsPerUser(perUserMetrics(c).arpdau, d.comparisons, (s) => perUserMetrics(s).arpdau)}`],
      [
        'Impressions per user',
        `${countPerUser(perUserMetrics(c).impressionsPerUser)}\n${vsPerUser(perUserMetrics(c).impressionsPerUser, d.comparisons, (s) => perUserMetrics(s).impressionsPerUser)}`,
      ],
    ]),
    context(`${d.provisional ? ':warning: ' : ''}${esc(revenueLabel(d.provisional, d.source))}`, PER_USER_NOTE),
  ];
  if (d.chart) blocks.push(image(d.chart));
  blocks.push(section(`*Top movers vs ${esc(d.comparisons[0]?.label ?? 'before')}* (own-source revenue)\n${d.movers.map(moverLine).join('\n')}`));
  blocks.push(context('Full mover tables in the thread.', SPLIT_NOTE));
  const before = d.comparisons[0]?.summary.revenue;
  if (d.explain && before !== undefined && isNotable(c.revenue, before)) blocks.push(actions([explainButton(d.explain)], WHY_ACTION.explain));
  const text = `${title}: ${money(c.revenue)} (${vs(c.revenue, d.comparisons.slice(0, 1), (s) => s.revenue)} vs ${d.comparisons[0]?.label ?? 'before'}) — ${d.provisional ? 'provisional' : 'own source only'}`;
  return { message: { text, blocks: fitMessage(blocks), kind: 'answer' }, thread: moversThread(d) };
}

/** Mover rows per dimension in the thread's table. */
const THREAD_ROWS_PER_DIMENSION = 15;

/** Every dimension's movers in one sortable table: Slack shows one table per message. */
export function moversThread(d: Pick<RevenueDigestData, 'comparisons' | 'current' | 'movers' | 'timezone' | 'filters'>): BotMessage {
  const against = d.comparisons[0]?.label ?? 'before';
  const blocks: KnownBlock[] = [section(`*Own-source revenue by dimension — ${esc(d.current.label)} vs ${esc(against)}*`)];
  const { columns, rows } = moversTable(d.movers, { withBefore: true, withDimension: true, perDimension: THREAD_ROWS_PER_DIMENSION });
  const table = buildTable({ columns, rows, caption: `${d.current.label} vs ${against} · ${d.timezone}${d.filters ? ` · ${d.filters}` : ''}` });
  blocks.push(...table.blocks);
  const cut = d.movers.filter((m) => m.rows.length > THREAD_ROWS_PER_DIMENSION).map((m) => `${m.rows.length - THREAD_ROWS_PER_DIMENSION} more ${moverLabel(m.dimension)} values`);
  if (cut.length) blocks.push(context(`${cut.join(', ')} moved less and are left out.`));
  const unknown = d.movers.flatMap((m) => unknownNote(m) ?? []);
  if (unknown.length) blocks.push(context(...unknown.map(esc)));
  return { text: `Details: revenue by ${d.movers.map((m) => moverLabel(m.dimension)).join(', ')}`, blocks: fitMessage(blocks), kind: 'answer' };
}
