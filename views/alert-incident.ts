// A metric incident's one message, updated in place as checks come in: how far below its
// baseline the metric is now, since when, against what, which segments drove it, who
// acknowledged it; buttons to acknowledge, snooze, open the breakdown and ("any segment" alerts)
// mute the segment. Follow-ups (a deeper
// drop, the recovery) go in its thread. Text from the API is escaped; the only mentions are the
// alert's chosen recipients (alert-post) and the Slack user who pressed Acknowledge.
import type { MetricDropSpec } from '../src/store/index.js';
import { describeAlert, metricLabel, metricText } from './alerts.js';
import { actions, button, context, esc, section } from './blocks.js';
import type { BotMessage } from './types.js';
import { explainButton, whyCommandText } from './why.js';

export const ALERT_ACTION = {
  ack: 'adops_alert_ack',
  snoozeHour: 'adops_alert_snooze_1h',
  snoozeDay: 'adops_alert_snooze_1d',
  breakdown: 'adops_alert_breakdown',
  mute: 'adops_alert_mute',
} as const;

export interface DriverLine {
  dimension: string;
  value: string;
  /** Share of the dimension's losses, percent. */
  sharePct: number;
  /** How far below its own baseline, percent. */
  dropPct: number;
}

export interface MetricEvaluation {
  /** The judged period's label: 2026-11-21 or 2026-11-21T08:00Z. */
  period: string;
  metric: MetricDropSpec['metric'];
  current: number;
  baseline: number;
  dropPct: number;
  /** Trailing weeks behind the baseline. */
  weeks: number;
  /** Periods summed in the judged window (hourly: 1 to 3). */
  periods: number;
  /** "any segment" alerts: the segment judged, e.g. { dimension: 'country', value: 'FR' }. */
  segment?: { dimension: string; value: string };
  drivers?: DriverLine[];
}

export interface IncidentCard {
  watchId: string;
  incidentId: string;
  spec: MetricDropSpec;
  /** The first period of the incident. */
  since: string;
  latest: MetricEvaluation;
  ack?: { userId: string; at: string };
  snoozedUntil?: string;
  recovered?: MetricEvaluation;
  breakdownCommand: string;
}

const USER_ID = /^[UW][A-Z0-9]{2,20}$/;

function nameOf(dim: string): string {
  return dim === 'device_os' ? 'OS' : dim.replace('_', ' ');
}

export function driversText(drivers: readonly DriverLine[] | undefined): string {
  if (!drivers?.length) return '';
  return `Drivers: ${drivers.map((d) => `${nameOf(d.dimension)} *${esc(d.value)}* (${d.sharePct.toFixed(0)}% of the drop, ${d.dropPct.toFixed(0)}% below its baseline)`).join(' · ')}`;
}

function segmentText(e: MetricEvaluation): string {
  return e.segment ? ` in ${nameOf(e.segment.dimension)} *${esc(e.segment.value)}*` : '';
}

function baselineWords(spec: MetricDropSpec, e: MetricEvaluation): string {
  const what = spec.period === 'day' ? 'the same weekday' : `the same ${e.periods > 1 ? `${e.periods} hours` : 'hour'} and weekday`;
  return `median of ${what} over ${e.weeks} weeks, at the recent level`;
}

function nowLine(spec: MetricDropSpec, e: MetricEvaluation): string {
  return `${metricText(spec.metric, e.current)} in ${e.period} against a baseline of ${metricText(spec.metric, e.baseline)} (${baselineWords(spec, e)})`;
}

export function incidentView(c: IncidentCard): BotMessage {
  const name = metricLabel(c.spec.metric);
  const head = c.recovered
    ? `:white_check_mark: *Recovered:* ${name} is back within its baseline since ${c.recovered.period} — it had dropped from ${c.since}.`
    : `:rotating_light: *${name} is ${c.latest.dropPct.toFixed(1)}% below its baseline*${segmentText(c.latest)} since ${c.since} (UTC).`;
  const lines = [head, c.recovered ? nowLine(c.spec, c.recovered) : nowLine(c.spec, c.latest), driversText(c.latest.drivers)].filter(Boolean);
  const status = [
    c.ack && USER_ID.test(c.ack.userId) ? `:eyes: Acknowledged by <@${c.ack.userId}> at ${esc(c.ack.at.slice(11, 16))} UTC` : '',
    c.snoozedUntil && !c.recovered ? `:zzz: Snoozed until ${esc(c.snoozedUntil.slice(0, 16).replace('T', ' '))} UTC: no follow-ups until then` : '',
  ].filter(Boolean);
  const buttons = c.recovered
    ? [button('Open the breakdown', ALERT_ACTION.breakdown, c.breakdownCommand)]
    : [
        ...(c.ack ? [] : [button('Acknowledge', ALERT_ACTION.ack, c.incidentId, 'primary')]),
        button('Snooze 1 h', ALERT_ACTION.snoozeHour, c.watchId),
        button('Snooze 1 day', ALERT_ACTION.snoozeDay, c.watchId),
        button('Open the breakdown', ALERT_ACTION.breakdown, c.breakdownCommand),
        explainButton(explainCommand(c)),
        ...(c.latest.segment ? [button(`Mute ${nameOf(c.latest.segment.dimension)} ${c.latest.segment.value}`.slice(0, 75), ALERT_ACTION.mute, `${c.watchId} ${c.latest.segment.dimension}=${c.latest.segment.value}`)] : []),
      ];
  const blocks = [
    section(lines.join('\n'), 'adops_metric_alert'),
    ...(status.length ? [context(...status)] : []),
    actions(buttons, 'adops_alert_actions'),
    context(`${esc(describeAlert(c.spec))} · alert ${esc(c.watchId)} · stop it with \`/adops alerts remove ${esc(c.watchId)}\``),
  ];
  const text = c.recovered ? `${name} recovered (dropped from ${c.since})` : `${name} is ${c.latest.dropPct.toFixed(1)}% below its baseline since ${c.since}`;
  return { text, blocks, kind: 'answer' };
}

const HOUR_MS = 3_600_000;

/**
 * The window the latest check judged, as `why` reads it: a daily incident's UTC day; an hourly
 * one's hours (the latest hour and the hours summed with it) — a day so far would dilute a drop
 * that began an hour ago. `why` compares both with the same weekday a week earlier, as near to
 * the alert's seasonal baseline (the same hour and weekday of past weeks) as one period gets.
 */
function judgedWindow(e: MetricEvaluation): string {
  if (!e.period.includes('T')) return e.period;
  const end = Date.parse(e.period) + HOUR_MS;
  const hour = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  return `${hour(end - Math.max(1, e.periods) * HOUR_MS)}..${hour(end)}`;
}

/**
 * The `why` the Explain button runs: the window the alert judged, in UTC, within the alert's
 * filters and, for an "any segment" alert, its segment.
 */
export function explainCommand(c: IncidentCard): string {
  const f = c.spec.filters;
  const seg = c.latest.segment;
  const narrow = [f.ad_unit ? `ad_unit=${f.ad_unit}` : f.app && `app=${f.app}`];
  if (seg && !f.app && !f.ad_unit) narrow.push(`${seg.dimension === 'device_os' ? 'os' : seg.dimension}=${seg.value}`);
  return whyCommandText({ metric: c.spec.metric, when: judgedWindow(c.latest), tz: 'UTC', filters: { country: f.country, device_os: f.device_os }, narrow: narrow.map((w) => w || undefined) });
}

/** A thread reply: the drop went deeper, or it recovered. */
export function incidentFollowUpView(c: IncidentCard): BotMessage {
  const name = metricLabel(c.spec.metric);
  const line = c.recovered
    ? `:white_check_mark: *Recovered:* ${name} is back — ${nowLine(c.spec, c.recovered)}. The drop started ${c.since}.`
    : `:arrow_down: ${name} is now *${c.latest.dropPct.toFixed(1)}% below* its baseline: ${nowLine(c.spec, c.latest)}.`;
  const drivers = c.recovered ? '' : driversText(c.latest.drivers);
  return { text: c.recovered ? `${name} recovered` : `${name} is now ${c.latest.dropPct.toFixed(1)}% below its baseline`, blocks: [section([line, drivers].filter(Boolean).join('\n'), 'adops_metric_followup')], kind: 'answer' };
}
