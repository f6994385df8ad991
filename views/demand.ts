// Demand comparison (spec 4.7): per demand source, our own revenue from its bids against the
// revenue the source reports for the same ad units and dates — the difference and its share of
// our figure — then the ad units: how many are mapped, how many of the source's ad units are
// unmapped (left out of the comparison) and the largest of those; late partner reports last.
import { context, esc, header, section } from './blocks.js';
import { compact, money, pct, signedMoney } from './format.js';
import { fitMessage, truncate } from './limits.js';
import { buildTable, type CellValue } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

/** Own revenue against what the source reported, over the pairs both sides know. */
export interface ComparedRevenue {
  own?: number;
  reported?: number;
  /** Reported − own and its share of own, as the API gives them (derived only when it gives none). */
  difference?: number;
  differencePct?: number;
  /** Our ad units mapped to the source's. */
  mappedAdUnits?: number;
}

export interface DemandSourceLine extends ComparedRevenue {
  source: string;
}

/** A source's ad unit left out: no mapping to ours, or several candidates. */
export interface UnmappedAdUnit {
  source: string;
  name: string;
  reason: string;
  candidates: string[];
  reportedRevenue?: number;
  reportedImpressions?: number;
}

/** A partner report that does not cover every date of the window yet. */
export interface LateReport {
  source: string;
  business?: string;
  latestDate?: string;
  missingDates: string[];
}

export interface DemandData {
  title: string;
  dates: string;
  currency: string;
  /** source=… as asked, empty for every source. */
  sources: string[];
  /** The first date left out because it is not completed yet. */
  cutFrom?: string;
  cutRule: string;
  total: ComparedRevenue;
  perSource: DemandSourceLine[];
  /** Every unmapped ad unit, largest reported revenue first. */
  unmapped: UnmappedAdUnit[];
  /** The revenue and impressions they leave out, as the API totals them (excluded_partner_*). */
  unmappedTotal: { revenue?: number; impressions?: number };
  late: LateReport[];
  /** Windows of at most 31 dates the range was read in (src/reports/demand-long.ts). */
  parts: number;
}

export const LARGEST_UNMAPPED = 5;
const REASONS: Record<string, string> = { missing_mapping: 'no mapping', ambiguous_mapping: 'ambiguous' };

/**
 * Reported − own, and that as a share of own ("-1.45%"): the API's own figures. Only when it gives
 * none are they derived (from the revenues it gives); blanks when a side is unknown.
 */
function differenceOf(c: ComparedRevenue): { diff?: number; share?: number } {
  const known = c.own !== undefined && c.reported !== undefined;
  const diff = c.difference ?? (known ? c.reported! - c.own! : undefined);
  const share = c.differencePct ?? (known && c.own! > 0 ? ((c.reported! - c.own!) / c.own!) * 100 : undefined);
  return { diff, share };
}

function difference(c: ComparedRevenue): [string, string] {
  const { diff, share } = differenceOf(c);
  return [diff === undefined ? '—' : signedMoney(diff), share === undefined ? '—' : `${share > 0 ? '+' : ''}${pct(share, 2)}`];
}

const amount = (n: number | undefined) => (n === undefined ? '—' : money(n));

function sourcesTable(d: DemandData): KnownBlock[] {
  if (d.perSource.length === 0) return [section('_No compared revenue in these dates: the sources have not reported them, or no ad unit is mapped._')];
  const row = (name: string, c: ComparedRevenue): CellValue[] => {
    const { diff, share } = differenceOf(c);
    return [name, c.own, c.reported, diff, share, c.mappedAdUnits];
  };
  const rows = d.perSource.map((s) => row(s.source, s));
  if (d.perSource.length > 1) rows.push(row('all sources', d.total));
  const table = buildTable({
    columns: [
      { title: 'demand source' },
      { title: 'own revenue', format: money },
      { title: 'reported', format: money },
      { title: 'difference', format: signedMoney },
      { title: '% of own', format: (n) => `${n > 0 ? '+' : ''}${pct(n, 2)}` },
      { title: 'mapped units', format: (n) => String(n) },
    ],
    rows,
    caption: `${d.dates} · UTC dates · amounts in ${d.currency}`,
  });
  return [
    ...table.blocks,
    context(
      `Own revenue: what we measured from the source's bids; reported: what the source's own report says, for the same mapped ad units and the dates it has reported. ` +
        `Difference = reported − own; % of own = difference / own revenue. Amounts in ${esc(d.currency)}.`,
    ),
  ];
}

function unmappedBlocks(d: DemandData): KnownBlock[] {
  const mapped = d.total.mappedAdUnits === undefined ? 'Mapped ad units: not reported.' : `*${d.total.mappedAdUnits}* of our ad units are mapped to the sources' ad units.`;
  if (d.unmapped.length === 0) return [section(`*Ad units* — ${mapped} No unmapped ad units: every reported ad unit is compared.`)];
  const ambiguous = d.unmapped.filter((u) => u.reason === 'ambiguous_mapping').length;
  // The API's totals, not a sum of its rounded rows (1887.60 where it says 1887.62).
  const revenue = d.unmappedTotal.revenue;
  const impressions = d.unmappedTotal.impressions;
  const largest = d.unmapped.slice(0, LARGEST_UNMAPPED);
  // A list, not a table: the sources' comparison above is this message's one table.
  const list = largest
    .map((u) => `• ${esc(u.source)} · ${esc(truncate(u.name, 60))} · ${esc(REASONS[u.reason] ?? u.reason)} · ${amount(u.reportedRevenue)}${u.reportedImpressions === undefined ? '' : `, ${compact(u.reportedImpressions)} impr.`}`)
    .join('\n');
  const candidates = largest
    .filter((u) => u.candidates.length > 1)
    .map((u) => `${esc(u.name)} (${esc(u.source)}) could be ${u.candidates.map((c) => `\`${esc(c)}\``).join(' or ')}`);
  const are = d.unmapped.length === 1 ? 'is' : 'are';
  return [
    section(
      `*Ad units* — ${mapped} *${d.unmapped.length}* of the sources' ad units ${are} unmapped` +
        `${ambiguous ? ` (${ambiguous} ambiguous: matching several of ours)` : ''} and left out of the comparison: ` +
        `${amount(revenue)} reported revenue, ${impressions === undefined ? '—' : compact(impressions)} impressions. ${largest.length < d.unmapped.length ? `The ${largest.length} largest:` : 'Largest first:'}`,
    ),
    section(list),
    ...(candidates.length ? [context(`${candidates.join(' · ')}: mapped to one ad unit, it joins the comparison.`)] : []),
  ];
}

function lateBlocks(late: readonly LateReport[]): KnownBlock[] {
  if (late.length === 0) return [];
  const lines = late.map(
    (r) =>
      `• *${esc(r.source)}*${r.business ? ` (${esc(r.business)})` : ''}: reported up to ${esc(r.latestDate ?? 'no date')}` +
      `${r.missingDates.length ? `, not yet ${r.missingDates.slice(0, 5).map(esc).join(', ')}${r.missingDates.length > 5 ? ` and ${r.missingDates.length - 5} more` : ''}` : ''}`,
  );
  return [section(`:warning: *Reports not in yet* — these dates are left out of the comparison until they arrive:\n${lines.join('\n')}`)];
}

/** How a range of more than 31 dates was compared: what was added, what derived, what counted once. */
function partsNote(parts: number): string {
  return (
    `Read in ${parts} windows of at most 31 dates (the API's limit per comparison). Own and reported revenue, the differences and the unmapped amounts are the windows' amounts as the API gives them, added; ` +
    '% of own is the summed difference over the summed own revenue; an ad unit mapped in several windows is counted once.'
  );
}

export function demandView(d: DemandData): BotMessage {
  const cut = d.cutFrom ? `${esc(d.cutFrom)} onward is not completed yet (${esc(d.cutRule)}), so the comparison stops the day before` : '';
  const blocks: KnownBlock[] = [
    header(d.title),
    context([d.dates, 'UTC dates', d.sources.length ? `source=${d.sources.join(',')}` : 'every demand source'].map(esc).join(' · ')),
    ...(cut ? [context(`:information_source: ${cut}.`)] : []),
    ...(d.parts > 1 ? [context(partsNote(d.parts))] : []),
    ...sourcesTable(d),
    ...unmappedBlocks(d),
    ...lateBlocks(d.late),
  ];
  const [diff, share] = difference(d.total);
  return {
    text: `${d.title}: own ${amount(d.total.own)}, reported ${amount(d.total.reported)}, difference ${diff} (${share}); ${d.unmapped.length} unmapped ad units`,
    blocks: fitMessage(blocks, { reserveBlocks: 1 }),
    kind: 'answer',
  };
}
