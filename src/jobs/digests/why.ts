// Conditional sends and the "why this digest" line. A subscription may ask to be sent only when
// something changed beyond the baseline (`only_changes`) or to be skipped when there is no data
// (`skip_empty`); then the latest settled UTC day of revenue (within its country/OS filters) is
// judged by the production detector (../alerts/baseline.ts: median of the same weekday over 6
// weeks at the recent level, MAD spread, volume guard), in both directions. Every digest gets one
// line on top saying why it was sent. Subscriptions without these options cost no extra API call.
import type { MetricDropSpec, Subscription } from '../../store/index.js';
import { describeCron } from '../../time/schedule.js';
import { whyLine, withWhy, type DigestVerdict } from '../../../views/digest-why.js';
import type { JobDeps } from '../deps.js';
import { BASELINE_DEFAULTS, judge } from '../alerts/baseline.js';
import { candidatesOf, fetchSeries, historyStart } from '../alerts/series.js';
import { judgedPeriod, metricAlertKind } from '../alerts/metric-drop/index.js';
import type { DigestBuilder, DigestContext, DigestOutput } from './types.js';

/** How far from its baseline the day must be to count as "changed" — and as unusual as an alert needs (k spreads). */
export const DIGEST_CHANGE_PCT = 10;

/** Whether the subscription needs the detector's verdict (only then are the extra queries made). */
export function isConditional(s: Pick<Subscription, 'filters'>): boolean {
  return Boolean(s.filters.only_changes || s.filters.skip_empty);
}

/** The detector's verdict on the latest settled UTC day of the subscription's revenue. */
export async function digestVerdict(deps: JobDeps, s: Subscription, at: Date, signal: AbortSignal): Promise<DigestVerdict> {
  const spec: MetricDropSpec = { kind: metricAlertKind.kind, metric: 'revenue', dropPct: DIGEST_CHANGE_PCT, period: 'day', filters: { country: s.filters.country, device_os: s.filters.device_os } };
  const { start, label } = judgedPeriod(spec, at.getTime());
  const series = await fetchSeries(deps, { teamId: s.teamId, channelId: s.channelId }, spec, historyStart('day', start), start, signal);
  const current = series.get(`|${start}`);
  if (!current || current.requests + current.impressions === 0) return { kind: 'empty', day: label };
  const j = judge('revenue', candidatesOf(series, 'day', start), { ...BASELINE_DEFAULTS, dropPct: DIGEST_CHANGE_PCT });
  if (j.dropPct === undefined || j.score === undefined) return { kind: 'unjudged', day: label };
  // The detector looks for drops; a rise is judged by the same rule mirrored.
  const changed = j.status === 'drop' || (-j.dropPct >= DIGEST_CHANGE_PCT && -j.score >= BASELINE_DEFAULTS.k);
  return { kind: changed ? 'changed' : 'usual', day: label, changePct: -j.dropPct, weeks: j.weeks };
}

/** Quiet (nothing posted) when the subscription's conditions say so. */
export function quietFor(s: Pick<Subscription, 'filters'>, v: DigestVerdict | undefined): boolean {
  if (!v) return false;
  if (s.filters.skip_empty && v.kind === 'empty') return true;
  // A day that could not be judged (too little history) is sent: unknown is not "unchanged".
  return Boolean(s.filters.only_changes) && (v.kind === 'usual' || v.kind === 'empty');
}

async function verdictOrNone(ctx: DigestContext): Promise<DigestVerdict | undefined> {
  if (!isConditional(ctx.subscription)) return undefined;
  try {
    return await digestVerdict(ctx.deps, ctx.subscription, ctx.at, ctx.signal);
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    // The digest itself may still be built: sent without the verdict rather than lost.
    ctx.deps.logger.warn({ err, subscriptionId: ctx.subscription.id }, 'digest baseline check failed; sending it unconditionally');
    return { kind: 'unjudged', day: '' };
  }
}

/** A builder with the subscription's conditions applied and the "why" line on top. */
export function conditional(build: DigestBuilder): DigestBuilder {
  return async (ctx): Promise<DigestOutput> => {
    const verdict = await verdictOrNone(ctx);
    const line = whyLine({
      schedule: describeCron(ctx.subscription.cron), timezone: ctx.subscription.timezone, verdict, onlyChanges: Boolean(ctx.subscription.filters.only_changes),
      byHandAt: ctx.byHand ? ctx.at : undefined,
    });
    if (quietFor(ctx.subscription, verdict)) return { message: withWhy({ text: line, blocks: [], kind: 'answer' }, line), quiet: true, quietReason: line };
    const out = await build(ctx);
    return { ...out, message: withWhy(out.message, line) };
  };
}
