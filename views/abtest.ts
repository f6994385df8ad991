// An A/B test report in plain words. Lift and its interval are percentages (as the API reports
// them); p_value is the significance of the revenue lift and chi_squared_p the sample-ratio
// check of the traffic split.
import type { AbTestReport } from '../src/api/index.js';
import { codeBlocks, context, esc, fields, header, image, section } from './blocks.js';
import { change, count, money, pct } from './format.js';
import { fitMessage } from './limits.js';
import { renderTable } from './table.js';
import type { BotMessage, ChartImage, KnownBlock } from './types.js';

export const STATUS_MEANING: Record<string, { icon: string; words: string }> = {
  in_progress: { icon: ':hourglass_flowing_sand:', words: 'Still collecting data: not enough samples to say anything yet. Keep it running.' },
  directional: { icon: ':large_yellow_circle:', words: 'A trend is visible but not statistically significant yet: do not ship on this alone.' },
  achieved: { icon: ':white_check_mark:', words: 'Statistically significant: the result can be trusted at the test’s confidence level.' },
  invalidated: { icon: ':x:', words: 'Invalid: the data cannot be trusted (for example an uneven traffic split); do not use these results.' },
};

export interface AbTestData {
  id: string;
  rangeLabel: string;
  dates: string;
  report: AbTestReport;
  chart?: ChartImage;
}

function signedPct(n: number): string {
  return `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}%`;
}

function pValue(p: number): string {
  return p < 0.0001 ? p.toExponential(1) : p.toFixed(4);
}

function statsFields(r: AbTestReport): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (r.lift != null) {
    const ci = r.ci_low != null && r.ci_high != null ? ` (CI ${signedPct(r.ci_low)} to ${signedPct(r.ci_high)})` : '';
    out.push(['Revenue lift', `${signedPct(r.lift)}${ci}`]);
  }
  if (r.p_value != null) out.push(['p-value (lift)', `${pValue(r.p_value)}${r.p_value < 0.05 ? ' — significant at 5%' : ' — not significant at 5%'}`]);
  if (r.chi_squared_p != null) {
    out.push(['Traffic split check (χ² p)', `${pValue(r.chi_squared_p)}${r.chi_squared_p < 0.001 ? ' — split is off (sample ratio mismatch)' : ' — split looks fine'}`]);
  }
  const n = (r.n_control ?? 0) + (r.n_test ?? 0);
  if (r.n_control != null || r.n_test != null) {
    const need = r.required_n != null ? ` of ${count(r.required_n)} needed per variant` : '';
    const smaller = Math.min(r.n_control ?? 0, r.n_test ?? 0);
    const progress = r.required_n ? ` (${Math.min(100, Math.round((smaller / r.required_n) * 100))}%)` : '';
    out.push(['Samples', `control ${count(r.n_control ?? 0)} · test ${count(r.n_test ?? 0)}${need}${progress}`]);
    out.push(['Total samples', count(n)]);
  }
  return out;
}

function cumulativeBlocks(r: AbTestReport): KnownBlock[] {
  const c = r.control.cumulative;
  const t = r.test.cumulative;
  const table = renderTable(
    [{ title: 'metric' }, { title: 'control', align: 'right' }, { title: 'test', align: 'right' }, { title: 'test vs control', align: 'right' }],
    [
      ['revenue', money(c.revenue), money(t.revenue), change(t.revenue, c.revenue)],
      ['impressions', count(c.impressions), count(t.impressions), change(t.impressions, c.impressions)],
      ['requests', count(c.requests), count(t.requests), change(t.requests, c.requests)],
      ['eCPM', money(c.ecpm), money(t.ecpm), change(t.ecpm, c.ecpm)],
      ['fill rate', pct(c.fill_rate), pct(t.fill_rate), `${(t.fill_rate - c.fill_rate).toFixed(2)} pts`],
    ],
    10,
  );
  return [section('*Cumulative, control vs test*'), ...codeBlocks(table.lines)];
}

export function abTestView(d: AbTestData): BotMessage {
  const r = d.report;
  const status = r.status ?? 'unknown';
  const meaning = STATUS_MEANING[status] ?? { icon: ':grey_question:', words: 'The API reported a status this bot does not know yet.' };
  const blocks: KnownBlock[] = [
    header(`A/B test ${d.id}`),
    context(`${esc(d.rangeLabel)} · ${esc(d.dates)} · UTC days (A/B reports support UTC only)`),
    section(`${meaning.icon} *${esc(status.replace('_', ' '))}* — ${meaning.words}`),
    ...fields(statsFields(r)),
    ...cumulativeBlocks(r),
  ];
  if (d.chart) blocks.push(image(d.chart));
  if (r.control.daily.length === 0 && r.test.daily.length === 0) blocks.push(context('No daily data in this range.'));
  const lift = r.lift != null ? `, lift ${signedPct(r.lift)}` : '';
  return { text: `A/B test ${d.id}: ${status}${lift}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
