// Alerts sent to people: how a metric alert is described, and the live config turning invalid
// (and valid again). The metric incident's message is ./alert-incident.ts.
import type { ValidationResult } from '../src/api/index.js';
import type { MetricDropSpec } from '../src/store/index.js';
import { context, esc, section } from './blocks.js';
import { configSourceName } from './config.js';
import { configIssuesBlocks } from './digest-config.js';
import { money, pct } from './format.js';
import { metricLabel } from './metric-labels.js';
import type { BotMessage } from './types.js';

/** The one label table (./metric-labels.ts), re-exported for the alert views. */
export { metricLabel };

export function metricText(metric: MetricDropSpec['metric'], v: number): string {
  return metric === 'fill_rate' ? pct(v, 2) : metric === 'impressions' ? Math.round(v).toLocaleString('en-US') : money(v);
}

export function describeAlert(spec: MetricDropSpec): string {
  const f = spec.filters;
  const scope = [f.country && `country ${f.country}`, f.device_os, f.app && `app ${f.app}`, f.ad_unit && `ad unit ${f.ad_unit}`].filter(Boolean).join(', ');
  const where = spec.anySegment ? ' in any country, app, format or OS' : '';
  return `${metricLabel(spec.metric)} drop ≥ ${spec.dropPct}% per ${spec.period === 'day' ? 'UTC day' : 'UTC hour'}${where}${scope ? ` (${scope})` : ''}`;
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
