// The A/B test digest and the A/B watch card: one line per test with its status, lift and
// confidence interval, p-value, and how far the sample is from the required size.
import type { AbTestReport } from '../src/api/index.js';
import { STATUS_MEANING } from './abtest.js';
import { context, esc, header, section } from './blocks.js';
import { count, money } from './format.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export type AbTestLine = { id: string; report: AbTestReport } | { id: string; missing: true };

/** The meaning of each status, as the abtest command explains it. */
export function statusWords(status: string | null | undefined): string {
  return STATUS_MEANING[status ?? '']?.words ?? (status ? `Status ${esc(status)}.` : 'No status yet.');
}

export function statusIcon(status: string | null | undefined): string {
  return STATUS_MEANING[status ?? '']?.icon ?? ':grey_question:';
}

/** Lift and its interval are percentages, as the API reports them. */
const signedPct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}%`;

/** The facts of one test as mrkdwn lines. */
export function abTestFacts(r: AbTestReport): string[] {
  const out: string[] = [];
  if (r.lift !== null && r.lift !== undefined) {
    const ci = r.ci_low !== null && r.ci_low !== undefined && r.ci_high !== null && r.ci_high !== undefined ? ` (95% CI ${signedPct(r.ci_low)} to ${signedPct(r.ci_high)})` : '';
    out.push(`Revenue lift: *${signedPct(r.lift)}*${ci}${r.p_value !== null && r.p_value !== undefined ? ` · p = ${r.p_value.toPrecision(2)}` : ''}`);
  }
  if (r.n_control !== null && r.n_control !== undefined && r.n_test !== null && r.n_test !== undefined) {
    const need = r.required_n ? ` of ${count(r.required_n)} needed per group` : '';
    out.push(`Users: control ${count(r.n_control)} · test ${count(r.n_test)}${need}`);
  }
  out.push(`Revenue: control ${money(r.control.cumulative.revenue)} · test ${money(r.test.cumulative.revenue)}`);
  return out;
}

export function abTestDigestView(lines: AbTestLine[], at: Date): BotMessage {
  const blocks: KnownBlock[] = [header('A/B tests'), context(`As of ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC · A/B reports use UTC days`)];
  if (lines.length === 0) {
    blocks.push(section('No A/B tests are chosen for this digest. Edit the subscription (App Home → Edit) and list the test ids.'));
  }
  for (const l of lines) {
    if ('missing' in l) {
      blocks.push(section(`:grey_question: *${esc(l.id)}* — the API knows no A/B test with this id. Remove it from the digest or check the id.`));
      continue;
    }
    blocks.push(section([`${statusIcon(l.report.status)} *${esc(l.id)}* — *${esc((l.report.status ?? 'no status').replace('_', ' '))}*: ${statusWords(l.report.status)}`, ...abTestFacts(l.report)].join('\n')));
  }
  const achieved = lines.filter((l) => 'report' in l && l.report.status === 'achieved').length;
  return { text: `A/B tests: ${lines.length} followed, ${achieved} achieved`, blocks: fitMessage(blocks), kind: 'answer' };
}
