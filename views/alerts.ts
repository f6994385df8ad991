// Alerts sent to people: a metric drop (and its resolution), the live config turning invalid
// (and valid again). Each says what happened, against what, and how to stop the alert.
import type { ValidationResult } from '../src/api/index.js';
import type { MetricDropSpec } from '../src/store/index.js';
import { context, esc, section } from './blocks.js';
import { configSourceName } from './config.js';
import { configIssuesBlocks } from './digest-config.js';
import { money, pct } from './format.js';
import type { BotMessage } from './types.js';

export interface MetricEvaluation {
  period: string;
  metric: MetricDropSpec['metric'];
  current: number;
  baseline: number;
  dropPct: number;
  baselineSize: number;
}

const METRIC_LABEL = { revenue: 'Revenue', ecpm: 'eCPM', fill_rate: 'Fill rate' } as const;

export function metricText(metric: MetricDropSpec['metric'], v: number): string {
  return metric === 'fill_rate' ? pct(v, 2) : money(v);
}

export function describeAlert(spec: MetricDropSpec): string {
  const f = spec.filters;
  const scope = [f.country && `country ${f.country}`, f.device_os, f.app && `app ${f.app}`, f.ad_unit && `ad unit ${f.ad_unit}`].filter(Boolean).join(', ');
  return `${METRIC_LABEL[spec.metric]} drop ≥ ${spec.dropPct}% per ${spec.period === 'day' ? 'UTC day' : 'UTC hour'}${scope ? ` (${scope})` : ''}`;
}

function baselineWords(spec: MetricDropSpec, n: number): string {
  return spec.period === 'day' ? `the same weekday over the previous ${n} week${n === 1 ? '' : 's'}` : `the same hour over the previous ${n} day${n === 1 ? '' : 's'}`;
}

export function metricAlertView(a: { watchId: string; spec: MetricDropSpec; evaluation: MetricEvaluation; resolvedBy?: MetricEvaluation }): BotMessage {
  const e = a.evaluation;
  const name = METRIC_LABEL[a.spec.metric];
  const head = a.resolvedBy
    ? `:white_check_mark: ~${name} dropped ${e.dropPct.toFixed(1)}% on ${e.period}~ — resolved on ${a.resolvedBy.period}`
    : `:rotating_light: *${name} dropped ${e.dropPct.toFixed(1)}%* on ${e.period} (UTC)`;
  const blocks = [
    section(`${head}\n${metricText(a.spec.metric, e.current)} against ${metricText(a.spec.metric, e.baseline)}, the mean of ${baselineWords(a.spec, e.baselineSize)}.`, 'adops_metric_alert'),
    context(`${esc(describeAlert(a.spec))} · alert ${esc(a.watchId)} · stop it with \`/adops alerts remove ${esc(a.watchId)}\``),
  ];
  return { text: `${name} dropped ${e.dropPct.toFixed(1)}% on ${e.period}${a.resolvedBy ? ' (resolved)' : ''}`, blocks, kind: 'answer' };
}

export function metricResolvedView(r: { watchId: string; spec: MetricDropSpec; opened: MetricEvaluation; now: MetricEvaluation }): BotMessage {
  const name = METRIC_LABEL[r.spec.metric];
  const line = `:white_check_mark: *Resolved:* ${name} is back — ${metricText(r.spec.metric, r.now.current)} on ${r.now.period} against a baseline of ${metricText(r.spec.metric, r.now.baseline)} (${r.now.dropPct > 0 ? `${r.now.dropPct.toFixed(1)}% below` : `${Math.abs(r.now.dropPct).toFixed(1)}% above`}). The drop started on ${r.opened.period}.`;
  return { text: `${name} drop resolved`, blocks: [section(line, 'adops_metric_resolved'), context(`alert ${esc(r.watchId)}`)], kind: 'answer' };
}

export function configAlertView(v: ValidationResult, watchId: string): BotMessage {
  const name = configSourceName(v.source);
  const blocks = [
    section(`:rotating_light: *The ${esc(name)} configuration is invalid:* ${v.error_count} errors, ${v.warning_count} warnings.`, 'adops_config_alert'),
    ...configIssuesBlocks(v, 10),
    context(`config watch ${esc(watchId)} · \`/adops config validate\` shows the full list · stop with \`/adops alerts remove ${esc(watchId)}\``),
  ];
  return { text: `The ${name} configuration is invalid (${v.error_count} errors)`, blocks, kind: 'answer' };
}

/** `_period`: what the incident was opened under — the same configuration's name, so not repeated. */
export function configResolvedView(v: ValidationResult, _period: string): BotMessage {
  const name = configSourceName(v.source);
  const line = `:white_check_mark: *Resolved:* the ${esc(name)} configuration is valid again.`;
  return { text: `The ${name} configuration is valid again`, blocks: [section(line, 'adops_config_resolved')], kind: 'answer' };
}
