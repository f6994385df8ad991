// The monthly review digest: last month against the month before as `/adops revenue last month`
// shows it (views/revenue.ts: per day where the months differ in length, and it says so), the top
// movers by each dimension, the A/B tests whose status changed, and the month's reconciliation
// gaps — or, for a key without demand comparison, a plain line saying they are left out. The
// full mover tables and the reconciliation table go to the thread.
import type { AbTestStatusChange } from '../src/store/index.js';
import type { ReconcileFindings as ReconcileReport } from './reconcile-data.js';
import { statusIcon, statusName } from './abtest.js';
import { context, esc, header, section } from './blocks.js';
import { moverLine, moversThread } from './digest-revenue.js';
import { fitMessage } from './limits.js';
import { type Movers } from './movers.js';
import { gapLines, reconcileView } from './reconcile.js';
import { revenueView, type RevenueData } from './revenue.js';
import type { BotMessage, KnownBlock } from './types.js';

export type MonthlyReconcile = { report: ReconcileReport; dates: string } | { leftOut: string };

export interface MonthlyDigestData {
  /** "October 2026" */
  month: string;
  revenue: RevenueData;
  movers: Movers[];
  abChanges: AbTestStatusChange[];
  /** Tests of the account read for this digest. */
  abFollowed: number;
  /** "1 Oct 2026": changes are those seen since. */
  since: string;
  reconcile: MonthlyReconcile;
}

function abBlock(d: MonthlyDigestData): KnownBlock {
  if (d.abChanges.length === 0) {
    const none = d.abFollowed ? `none of the ${d.abFollowed} tests this account follows changed status since ${esc(d.since)}` : 'this account follows no A/B tests yet (`/adops abtest list`)';
    return section(`*A/B tests that changed state:* ${none}.`);
  }
  const lines = d.abChanges.map((c) => {
    const from = c.before === undefined ? 'first seen' : `${statusName(c.before)} →`;
    const ship = c.after === 'achieved' ? ' — *can ship*' : '';
    return `${statusIcon(c.after)} *${esc(c.abTestId)}*: ${from} ${statusName(c.after)} (seen ${c.at.toISOString().slice(0, 10)})${ship}`;
  });
  return section(`*A/B tests that changed state since ${esc(d.since)}*\n${lines.join('\n')}`);
}

function reconcileBlock(r: MonthlyReconcile, month: string): KnownBlock {
  if ('leftOut' in r) {
    return section(`*Reconciliation gaps:* left out — this account’s key has no ${esc(r.leftOut)}, so own revenue cannot be set against the demand partners’ reports for ${esc(month)}. An admin can ask the platform to enable it.`);
  }
  const gaps = gapLines(r.report);
  if (gaps.length === 0) return section(`*Reconciliation gaps (${esc(r.dates)}, UTC dates):* none above ${r.report.gapPct}% of own revenue. Details in the thread.`);
  return section(`*Reconciliation gaps (${esc(r.dates)}, UTC dates)* — above ${r.report.gapPct}% of own revenue:\n${gaps.slice(0, 5).join('\n')}${gaps.length > 5 ? `\n…and ${gaps.length - 5} more in the thread` : ''}`);
}

export function monthlyDigestView(d: MonthlyDigestData): { message: BotMessage; thread: BotMessage } {
  const revenue = revenueView(d.revenue);
  const title = `Monthly review — ${d.month}`;
  const main = d.revenue.comparisons[0];
  const against = main ? `${main.dates} (${main.name})` : 'before';
  const perDay = d.movers.some((m) => m.perDay) ? ', per day' : '';
  const blocks: KnownBlock[] = [
    header(title),
    // The revenue answer without its own header: the figures, their notes and labels.
    ...(revenue.blocks ?? []).slice(1),
    section(`*Top movers vs ${esc(against)}${perDay}* (own-source revenue)\n${d.movers.map(moverLine).join('\n')}`),
    abBlock(d),
    reconcileBlock(d.reconcile, d.month),
    context('Full mover tables and the reconciliation in the thread.'),
  ];
  const movers = moversThread({ comparisons: main?.summary ? [{ label: against, summary: { ...main.summary, total_users: main.summary.total_users ?? 0 } }] : [], current: { label: d.month, summary: { ...d.revenue.current, total_users: d.revenue.current.total_users ?? 0 } }, movers: d.movers, timezone: d.revenue.tz, filters: d.revenue.filters });
  const thread = 'report' in d.reconcile ? joinThread(movers, reconcileView({ title: `Reconciliation — ${d.reconcile.dates}`, dates: d.reconcile.dates, report: d.reconcile.report, thresholdNote: `gaps flagged above ${d.reconcile.report.gapPct}%` })) : movers;
  return { message: { text: `${title}: ${revenue.text}`, blocks: fitMessage(blocks), kind: 'answer' }, thread };
}

/** Two details in one thread reply: the movers' table first (a message holds one table), the reconciliation's text after. */
function joinThread(a: BotMessage, b: BotMessage): BotMessage {
  const bBlocks = (b.blocks ?? []).filter((x) => (x as { type?: string }).type !== 'table');
  return { text: `${a.text} · ${b.text}`, blocks: fitMessage([...(a.blocks ?? []), ...bBlocks]), kind: 'answer' };
}
