// The reconciliation for people (src/reports/reconcile.ts): our own revenue against each demand
// source's report, then what each ad network reports, by network and app — one table, each
// amount in the currency it was reported in (never converted or added across currencies). Above
// it, the two things to act on: gaps beyond the threshold (final lines only) and the networks
// whose data for these dates is not final yet. The command and the daily digest both render here.
import type { ReconcileFindings as ReconcileReport, ReconcileLine } from './reconcile-data.js';
import { context, esc, header, section } from './blocks.js';
import { count, money, pct, signedMoney } from './format.js';
import { fitMessage, truncate } from './limits.js';
import { freshness } from './network.js';
import { buildTable, type CellValue, type TableColumn } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface ReconcileData {
  title: string;
  dates: string;
  report: ReconcileReport;
  /** What set the threshold: "gap=5%" as asked, or the channel's. */
  thresholdNote: string;
}

/** What the title says about the dates: as asked, or the latest completed date by default. */
export interface ReconcileDates {
  /** The range in the asker's words ("last 7 days"); undefined: none was given. */
  asked?: string;
  /** The dates compared ("Fri 20 Nov 2026"). */
  dates: string;
  /** Why these dates differ from the asked ones (cut at the latest completed date, UTC dates). */
  why: string[];
  /** "a UTC date is completed at 12:00 UTC the day after". */
  rule: string;
}

/**
 * The title names the dates compared and why, as the demand comparison's does (docs/reports.md,
 * "Same words, same period"): by default the latest completed UTC date.
 */
export function reconcileTitle(d: ReconcileDates): string {
  if (d.asked === undefined) return `Reconciliation — ${d.dates} (the latest completed UTC date: ${d.rule})`;
  return d.why.length ? `Reconciliation — ${d.asked}: ${d.dates} (${d.why.join('; ')})` : `Reconciliation — ${d.asked}`;
}

const LISTED = 8;
/** Room for the whole table (about 50 rows): Slack allows 10,000 characters across its cells. */
const TABLE_CELLS = 8_500;
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedPct = (n: number) => `${n > 0 ? '+' : ''}${pct(n, 2)}`;

/** An amount with its currency as reported: $ for USD, the code otherwise, "(currency not reported)" for none. */
export function inCurrency(value: number, currency: string | null): string {
  if (currency === 'USD') return money(value);
  return `${amount.format(value)} ${currency ?? '(currency not reported)'}`;
}

function who(l: ReconcileLine): string {
  const app = l.app === undefined ? '' : ` · ${l.app ?? 'app not reported'}`;
  return `${l.network}${l.account ? ` ${l.account}` : ''}${app}`;
}

function status(l: ReconcileLine): string {
  if (!l.final) return 'not final';
  return l.flagged ? 'final · GAP' : 'final';
}

function table(r: ReconcileReport, caption: string): { blocks: KnownBlock[]; text: string } {
  const columns: TableColumn[] = [
    { title: 'network' },
    { title: 'app' },
    { title: 'currency' },
    { title: 'own revenue', format: (n) => amount.format(n) },
    { title: 'reported', format: (n) => amount.format(n) },
    { title: 'gap', format: (n) => `${n > 0 ? '+' : ''}${amount.format(n)}` },
    { title: 'gap % of own', format: signedPct },
    { title: 'own impr.', format: count },
    { title: 'reported impr.', format: count },
    { title: 'status' },
  ];
  const rows: CellValue[][] = r.lines.map((l) => [
    `${l.network}${l.account ? ` ${l.account}` : ''}`,
    l.app === undefined ? 'all apps' : (l.app ?? 'not reported'),
    l.currency ?? '?',
    l.ownRevenue,
    l.reportedRevenue,
    l.difference,
    l.differencePct,
    l.ownImpressions,
    l.reportedImpressions,
    status(l),
  ]);
  const built = buildTable({ columns, rows, caption, cellBudget: TABLE_CELLS, sortable: true });
  return { blocks: built.blocks, text: built.note };
}

function headline(r: ReconcileReport): string {
  const t = r.total;
  const rev = t.ownRevenue === undefined || t.reportedRevenue === undefined ? 'not given' : `own ${money(t.ownRevenue)} · reported ${money(t.reportedRevenue)}`;
  const gap = t.difference === undefined ? '' : ` · gap ${signedMoney(t.difference)}${t.differencePct === undefined ? '' : ` (${signedPct(t.differencePct)})`}`;
  const impr = t.ownImpressions === undefined || t.reportedImpressions === undefined ? '' : ` · impressions ${count(t.ownImpressions)} own, ${count(t.reportedImpressions)} reported`;
  return `*Own vs reported, every demand source (${esc(r.currency)}):* ${rev}${gap}${impr}`;
}

function list(lines: readonly string[]): string {
  const shown = lines.slice(0, LISTED).map((l) => `• ${esc(truncate(l, 200))}`);
  return `${shown.join('\n')}${lines.length > LISTED ? `\n…and ${lines.length - LISTED} more (in the table)` : ''}`;
}

/** The gaps beyond the threshold, largest first; or that there is none. */
export function gapLines(r: ReconcileReport): string[] {
  return r.lines
    .filter((l) => l.flagged)
    .sort((a, b) => Math.abs(b.differencePct ?? 0) - Math.abs(a.differencePct ?? 0))
    .map((l) => `${who(l)}: ${signedPct(l.differencePct!)} (${l.difference === undefined ? 'amount not given' : signedMoney(l.difference)}, reported ${l.reportedRevenue === undefined ? '—' : inCurrency(l.reportedRevenue, l.currency)} against own ${l.ownRevenue === undefined ? '—' : inCurrency(l.ownRevenue, l.currency)})`);
}

/** One line per network (its whole line) whose data for these dates is not final, with why. */
export function pendingLines(r: ReconcileReport): string[] {
  return r.lines.filter((l) => !l.final && l.app === undefined).map((l) => `${who(l)}: ${l.pending ?? 'not final yet'}`);
}

function notes(r: ReconcileReport): string[] {
  const out = [
    'Gap = reported − own, and its share of own revenue: the demand comparison’s own figures (per app: asked for that app’s ad units). A gap is flagged only where the network has reported every date.',
    'Ad networks (net_…) are shown as they report themselves: the API has no own figure per ad network, so they have no gap. Their days are their own (net_d: Pacific time). Currency ? = the network states none; amounts are never converted or added across currencies; — = unknown (some source rows lack it, and no partial sums are made).',
  ];
  if (r.unmapped.adUnits) {
    out.push(`${r.unmapped.adUnits} partner ad units are unmapped and left out${r.unmapped.revenue === undefined ? '' : ` (${money(r.unmapped.revenue)} reported revenue)`}: \`/adops demand\` lists them.`);
  }
  const fresh = freshness(r.coverage);
  if (fresh) out.push(`Network reports covered, of these dates: ${esc(fresh)}.`);
  if (r.appsLeftOut) out.push(`${r.appsLeftOut} more apps are not broken down here (their revenue is in each source's "all apps" line).`);
  return out;
}

export function reconcileView(d: ReconcileData): BotMessage {
  const r = d.report;
  const gaps = gapLines(r);
  const pending = pendingLines(r);
  const caption = `${d.dates} · UTC dates · gap threshold ${pct(r.gapPct, 1)}`;
  const t = table(r, caption);
  const blocks: KnownBlock[] = [
    header(d.title),
    context([d.dates, 'UTC dates', d.thresholdNote, 'amounts in the currency each network reports'].map(esc).join(' · ')),
    section(headline(r)),
    gaps.length
      ? section(`:rotating_light: *${gaps.length === 1 ? '1 gap' : `${gaps.length} gaps`} above ${pct(r.gapPct, 1)}* (reported against own revenue):\n${list(gaps)}`)
      : section(`:white_check_mark: No final gap above ${pct(r.gapPct, 1)}.`),
    ...(pending.length ? [section(`:hourglass_flowing_sand: *Not final yet* — these figures may still change:\n${list(pending)}`)] : []),
    ...t.blocks,
    context(...notes(r)),
  ];
  const summary = [
    r.total.difference === undefined ? '' : `gap ${signedMoney(r.total.difference)}${r.total.differencePct === undefined ? '' : ` (${signedPct(r.total.differencePct)})`}`,
    `${gaps.length} ${gaps.length === 1 ? 'gap' : 'gaps'} above ${pct(r.gapPct, 1)}`,
    pending.length ? `${pending.length} not final` : 'every network final',
  ].filter(Boolean);
  return { text: `${d.title}: ${summary.join('; ')}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
