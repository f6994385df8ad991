// Metric-drop alerts: `revenue|impressions|ecpm|fill_rate drop <pct>` judges the latest settled
// UTC hour or day with the seasonal-baseline detector (../baseline.ts: median of the same
// hour and weekday, or weekday, over 6 weeks, at the segment's recent level, with a MAD spread
// and a minimum-volume guard). A period the API has not finished is never judged
// (../freshness.ts); the watch records why and when it looks again. A drop opens one
// incident and one message, which later checks update in place (current value, since when,
// baseline, drivers); a deeper drop and the recovery are posted in its thread. Snoozed alerts
// keep their message current but post nothing new. Rates come from summed components.
import { checkCountry, checkEnum, DEVICE_OSES } from '../../../api/index.js';
import { ALERT_METRICS, type Incident, type MetricDropSpec, type Watch } from '../../../store/index.js';
import { describeAlert } from '../../../../views/alerts.js';
import { breakdownCommandText } from '../../../../views/breakdown.js';
import { incidentFollowUpView, incidentView, type IncidentCard, type MetricEvaluation } from '../../../../views/alert-incident.js';
import type { JobDeps } from '../../deps.js';
import { alertOnce, followUpAlert, updateAlert } from '../../alert-post.js';
import { defineAlertKind, type SpecReader } from '../kind.js';
import { baselineOptions, judge, recovered, type Judgement } from '../baseline.js';
import { driversFor, worstSegment } from '../drill.js';
import { freshness, SETTLE_MS } from '../freshness.js';
import { candidatesOf, fetchSeries, historyStart, sizeOf, WINDOW_LENGTHS } from '../series.js';

/** `alerts add <metric> drop <pct>`: the latest settled hour every 5 minutes, or day every 30. */
export const metricAlertKind = defineAlertKind<MetricDropSpec>({
  kind: 'metric_drop',
  add: {
    words: ALERT_METRICS,
    usage: `${ALERT_METRICS.join('|')} drop <pct>% [hourly] [country=US] [os=ios] [app=<bundle>|ad_unit=<id>] [any-segment] [to=#C1,#C2,dm|here|channel=C… (repeatable)|dm] [notify=U…,S…]`,
    examples: ['revenue drop 20%', 'ecpm drop 15% country=US here notify=U0ONCALL1,S0ADOPS', 'revenue drop 20% to=#C0ADOPS,#C0SALES,dm'],
    parse: readMetricSpec,
  },
  words: (_w, spec) => ({
    what: describeAlert(spec),
    how: `Checked every ${spec.period === 'hour' ? '5 minutes for the last complete UTC hour' : '30 minutes for the last complete UTC day'} against the same ${spec.period === 'hour' ? 'hour and weekday' : 'weekday'} of the last 6 weeks; never on data the API has not finished. One message per incident, kept current, with follow-ups in its thread and a "recovered" update.`,
  }),
  checkEvery: (spec) => (spec.period === 'hour' ? 5 * 60_000 : 30 * 60_000),
  check: (deps, w, spec, signal) => checkMetricAlert(deps, w, spec, signal),
});

/** `<metric> drop 20% [hourly] [any-segment] [country=… os=… app=…|ad_unit=…]` (the metric word already taken). */
function readMetricSpec(metric: string, args: SpecReader): MetricDropSpec {
  if (!args.flag('drop')) args.refuse(`write it as "${metric} drop 20%"`);
  const pctWord = args.word();
  const m = /^(\d{1,3}(?:\.\d+)?)%?$/.exec(pctWord ?? '');
  const dropPct = m ? Number(m[1]) : NaN;
  if (!(dropPct > 0 && dropPct <= 100)) args.refuse('the drop is a percentage from 1 to 100, e.g. 20%');
  const hourly = args.flag('hourly', 'hour');
  const anySegment = args.flag('any-segment', 'any');
  args.flag('daily', 'day');
  const app = args.option('app', 'app_bundle');
  const adUnit = args.option('ad_unit', 'ad_unit_id');
  if (app && adUnit) args.refuse('use app= or ad_unit=, not both');
  return {
    kind: 'metric_drop',
    metric: metric as MetricDropSpec['metric'],
    dropPct,
    period: hourly ? 'hour' : 'day',
    filters: {
      country: checkCountry(args.option('country'), 'country', OP),
      device_os: checkEnum(args.option('os', 'device_os'), DEVICE_OSES, 'os', OP),
      app,
      ad_unit: adUnit,
    },
    ...(anySegment ? { anySegment } : {}),
  };
}

/** The subcommand its option errors name. */
const OP = 'alerts';

/** A follow-up goes in the thread when the drop deepens by this many points since the last one. */
const DEEPER_BY = 10;

/** The latest period that has ended and settled at `now`, and its label. */
export function judgedPeriod(spec: Pick<MetricDropSpec, 'period'>, now: number): { start: number; label: string } {
  const size = sizeOf(spec.period);
  const start = Math.floor((now - SETTLE_MS[spec.period]) / size) * size - size;
  return { start, label: periodLabel(spec.period, start) };
}

export function periodLabel(period: 'hour' | 'day', start: number): string {
  const iso = new Date(start).toISOString();
  return period === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 13)}:00Z`;
}

export type Outcome =
  | { kind: 'waiting'; period: string; reason: string; recheckAt: string }
  | { kind: 'judged'; period: string; start: number; j: Judgement; e?: MetricEvaluation };

/** A period whose rows are all zero has not been reported yet (a late report), not an outage — until the grace passes. */
function hasData(c: { requests: number; impressions: number } | undefined): boolean {
  return c !== undefined && c.requests + c.impressions > 0;
}

/** Judges the latest settled period; `frozenLevel` while an incident is open. */
export async function evaluate(deps: JobDeps, w: Watch, spec: MetricDropSpec, signal: AbortSignal, frozenLevel?: number, focus?: MetricEvaluation['segment']): Promise<Outcome> {
  const now = deps.now();
  const { start, label } = judgedPeriod(spec, now);
  const series = await fetchSeries(deps, w, spec, historyStart(spec.period, start), start, signal);
  const o = baselineOptions(spec.period, spec.dropPct);
  const candidates = candidatesOf(series, spec.period, start);
  const total = judge(spec.metric, frozenLevel === undefined ? candidates : candidates.slice(0, 1), o, frozenLevel);
  // Any segment: the segments' own judgements decide (their levels are not frozen: each has its own).
  const seg = spec.anySegment && (total.status === 'ok' || total.status === 'drop') ? await worstSegment(deps, w, spec, start, signal, focus) : undefined;
  const j = seg ?? total;
  const fresh = freshness({ period: spec.period, periodStartMs: start, nowMs: now, rowsInPeriod: hasData(series.get(`|${start}`)) ? 1 : 0, baselineHasVolume: total.status === 'drop' || total.status === 'ok' });
  if (!fresh.ready) return { kind: 'waiting', period: label, reason: fresh.reason, recheckAt: new Date(fresh.recheckAtMs).toISOString() };
  if (j.current === undefined || j.baseline === undefined || j.dropPct === undefined) return { kind: 'judged', period: label, start, j };
  const periods = WINDOW_LENGTHS[spec.period][j.candidate ?? 0] ?? 1;
  const e: MetricEvaluation = { period: label, metric: spec.metric, current: j.current, baseline: j.baseline, dropPct: j.dropPct, weeks: j.weeks, periods, ...(seg ? { segment: seg.segment } : {}) };
  return { kind: 'judged', period: label, start, j, e };
}

/** The breakdown an incident's button opens: the judged day by country, app and format, in the alert's filters. */
function breakdownCommand(spec: MetricDropSpec, period: string): string {
  return breakdownCommandText({ by: ['country', 'app', 'format'], metrics: ['revenue', 'impressions', 'ecpm', 'fill_rate'], when: period.slice(0, 10), filters: spec.filters });
}

interface Stored {
  card: IncidentCard;
  level: number;
  notifiedDropPct: number;
}

async function render(deps: JobDeps, w: Watch, card: IncidentCard, signal: AbortSignal): Promise<void> {
  await updateAlert(deps, w, card.incidentId, incidentView(card), signal);
}

async function followUp(deps: JobDeps, w: Watch, card: IncidentCard, signal: AbortSignal): Promise<void> {
  await followUpAlert(deps, w, card.incidentId, incidentFollowUpView(card), signal);
}

function snoozedUntil(w: Watch, now: number): string | undefined {
  const until = typeof w.state.snoozedUntil === 'string' ? w.state.snoozedUntil : undefined;
  return until && Date.parse(until) > now ? until : undefined;
}

/** The incident's details as stored (an acknowledgement made meanwhile included): its card to draw. */
async function save(deps: JobDeps, incidentId: string, details: Stored): Promise<IncidentCard> {
  const stored = await deps.store.watches.updateIncident(incidentId, details as unknown as Record<string, unknown>);
  return (stored?.card as IncidentCard | undefined) ?? details.card;
}

/** Draws the incident's message from the incident and the state as they are now (a button changed what it shows). */
async function drawAsked(deps: JobDeps, w: Watch, signal: AbortSignal): Promise<void> {
  const open = await deps.store.watches.openIncidentOf(w.id);
  const stored = open?.details.card ? (open.details as unknown as Stored) : undefined;
  if (stored) await render(deps, w, { ...stored.card, snoozedUntil: snoozedUntil(w, deps.now()) }, signal);
}

/**
 * A button (acknowledge, snooze) asked for the message to be drawn again. Its request is cleared
 * only if no other button came meanwhile (the compare-and-set fails on that one's new token): that
 * one is drawn by the next check.
 */
async function redrawAsked(deps: JobDeps, w: Watch, signal: AbortSignal): Promise<void> {
  await drawAsked(deps, w, signal);
  await deps.store.watches.compareAndSetState(w.id, w.state, { ...w.state, refresh: false });
}

/**
 * Records what this check did. The state was read when the check began; a button (a snooze, the
 * redraw an acknowledgement asks for) may have written it since: then the compare-and-set fails,
 * only this check's own keys are set on the state as it is now — the button's snooze and request
 * stay — and the message is drawn again with what the button changed.
 */
async function record(deps: JobDeps, w: Watch, next: Record<string, unknown>, own: Record<string, unknown>, signal: AbortSignal, remove: readonly string[] = []): Promise<void> {
  if (await deps.store.watches.compareAndSetState(w.id, w.state, next)) return;
  await deps.store.watches.patchState(w.id, own, remove);
  const now = await deps.store.watches.get(w.id);
  if (now?.state.refresh) await redrawAsked(deps, now, signal);
}

/** Opens, updates or resolves the incident from a judged period; whether the message was drawn. */
async function act(deps: JobDeps, w: Watch, spec: MetricDropSpec, out: Extract<Outcome, { kind: 'judged' }>, open: Incident | undefined, snoozed: string | undefined, signal: AbortSignal): Promise<boolean> {
  const { j, e } = out;
  const stored = open?.details.card ? (open.details as unknown as Stored) : undefined;
  if (!e) return false;
  const now = deps.now();
  if (j.status === 'drop') {
    const latest = { ...e, drivers: await driversFor(deps, w, spec, out.start, e.periods, signal) };
    if (!stored || !open) {
      const incident = open ?? (await deps.store.watches.openIncident(w.id, e.period, {}, new Date(now)));
      if (!incident) return false;
      // A drop proven over the last 3 hours started with the first of them.
      const since = periodLabel(spec.period, out.start - (e.periods - 1) * sizeOf(spec.period));
      const card = await save(deps, incident.id, { card: { watchId: w.id, incidentId: incident.id, spec, since, latest, breakdownCommand: breakdownCommand(spec, e.period) }, level: j.level ?? 1, notifiedDropPct: e.dropPct });
      if (!snoozed) await alertOnce(deps, w, incident, incidentView(card), signal);
      return false;
    }
    const deeper = e.dropPct >= stored.notifiedDropPct + DEEPER_BY && !snoozed;
    const card = await save(deps, open.id, { ...stored, card: { ...stored.card, latest, snoozedUntil: snoozed }, notifiedDropPct: deeper ? e.dropPct : stored.notifiedDropPct });
    if (!snoozed) await alertOnce(deps, w, open, incidentView(card), signal); // a post held back by a snooze goes out now
    await render(deps, w, card, signal);
    if (deeper) await followUp(deps, w, card, signal);
    return true;
  }
  if (!open || !stored) return false;
  const back = recovered(j, spec);
  const card = await save(deps, open.id, { ...stored, card: { ...stored.card, latest: back ? stored.card.latest : { ...e, drivers: stored.card.latest.drivers }, ...(back ? { recovered: e } : {}), snoozedUntil: snoozed } });
  if (back) await deps.store.watches.resolveIncident(w.id, e.period, new Date(now));
  await render(deps, w, card, signal);
  if (back) await followUp(deps, w, card, signal);
  return true;
}

export async function checkMetricAlert(deps: JobDeps, w: Watch, spec: MetricDropSpec, signal: AbortSignal): Promise<void> {
  const now = deps.now();
  const { label } = judgedPeriod(spec, now);
  if (w.state.lastPeriod === label) {
    // Nothing new to judge; a button (acknowledge, snooze) may have changed what the message shows.
    if (w.state.refresh) await redrawAsked(deps, w, signal);
    return;
  }
  const open = await deps.store.watches.openIncidentOf(w.id);
  // An incident opened by a check that stopped before saving its card has no card yet: the next check writes it.
  const stored = open?.details.card ? (open.details as unknown as Stored) : undefined;
  const out = await evaluate(deps, w, spec, signal, spec.anySegment ? undefined : stored?.level, stored?.card.latest.segment);
  if (out.kind === 'waiting') {
    const waiting = { period: out.period, reason: out.reason, recheckAt: out.recheckAt };
    if (w.state.refresh) await drawAsked(deps, w, signal);
    return record(deps, w, { ...w.state, waiting, refresh: false }, { waiting }, signal);
  }
  const drawn = await act(deps, w, spec, out, open, snoozedUntil(w, now), signal);
  if (w.state.refresh && !drawn) await drawAsked(deps, w, signal);
  const { waiting: _waiting, ...rest } = w.state;
  const own = { lastPeriod: label, ...(out.e ? { lastDropPct: Math.round(out.e.dropPct * 10) / 10 } : {}) };
  await record(deps, w, { ...rest, ...own, refresh: false }, own, signal, ['waiting']);
}
