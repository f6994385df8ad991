// The one check of a digest subscription's fields, shared by the modal (field errors shown inline)
// and the text form of `digest add`. Returns either the checked input or errors by field.
import { checkCountry, checkEnum, DEVICE_OSES, InvalidParameterError, NETWORK_PROVIDERS } from '../../src/api/index.js';
import { checkSchedule } from '../../src/scheduler/subscriptions.js';
import { cronFromDaysAndTime, nextRuns, ScheduleError } from '../../src/time/schedule.js';
import { digestKindOf, DIGEST_KIND_NAMES } from '../../src/jobs/digests/registry.js';
import type { DigestOption } from '../../src/jobs/digests/types.js';
import type { DigestFilters, DigestReport } from '../../src/store/index.js';
import { GAP_USAGE, readGapPct } from '../reconcile/gap.js';
import { API_ID } from '../shared/args.js';

export interface DigestDraft {
  report?: string;
  channelId?: string;
  /** A cron expression, or days + time. */
  cron?: string;
  days?: number[];
  time?: string;
  timezone?: string;
  country?: string;
  os?: string;
  source?: string;
  abTestIds?: string;
  networks?: string[];
  configMode?: string;
  /** Reconcile digest: the gap threshold as typed (`5%`). */
  gapPct?: string;
  /** Conditional sends: 'only_changes' (beyond the baseline) and/or 'skip_empty' (no data). */
  sendWhen?: string[];
}

export type DigestField = 'report' | 'channel' | 'schedule' | 'time' | 'days' | 'cron' | 'timezone' | 'country' | 'os' | 'source' | 'tests' | 'networks' | 'gap';

export interface CheckedDigest {
  report: DigestReport;
  channelId: string;
  cron: string;
  timezone: string;
  filters: DigestFilters;
  /** The next runs, for the preview line. */
  next: Date[];
}

export type DigestCheck = { ok: true; value: CheckedDigest } | { ok: false; errors: Partial<Record<DigestField, string>> };

export function checkDigestDraft(d: DigestDraft, now: Date): DigestCheck {
  const errors: Partial<Record<DigestField, string>> = {};
  const kind = d.report === undefined ? undefined : digestKindOf(d.report);
  const report = kind?.name;
  const takes = (option: DigestOption) => kind?.options?.includes(option) ?? false;
  if (!report) errors.report = `choose a report: ${DIGEST_KIND_NAMES.join(', ')}`;
  if (!d.channelId) errors.channel = 'choose the channel to post in';
  let cron: string | undefined;
  try {
    cron = d.cron?.trim() ? d.cron.trim() : cronFromDaysAndTime(d.days ?? [], d.time ?? '');
  } catch (err) {
    if (!(err instanceof ScheduleError)) throw err;
    errors[d.cron?.trim() ? 'cron' : err.field === 'days' ? 'days' : 'time'] = err.message;
  }
  let schedule: { cron: string; timezone: string } | undefined;
  if (cron) {
    try {
      schedule = checkSchedule({ cron, timezone: d.timezone ?? 'UTC' });
    } catch (err) {
      if (!(err instanceof ScheduleError)) throw err;
      errors[err.field === 'timezone' ? 'timezone' : d.cron?.trim() ? 'cron' : 'time'] = err.message;
    }
  }
  const filters: DigestFilters = {};
  const fieldCheck = (field: DigestField, fn: () => void) => {
    try {
      fn();
    } catch (err) {
      if (!(err instanceof InvalidParameterError)) throw err;
      errors[field] = err.reason;
    }
  };
  fieldCheck('country', () => void (d.country?.trim() && (filters.country = checkCountry(d.country, 'country', 'digest'))));
  fieldCheck('os', () => void (d.os?.trim() && (filters.device_os = checkEnum(d.os, DEVICE_OSES, 'os', 'digest'))));
  if (d.source?.trim()) {
    if (d.source.split(',').some((s) => s.trim() === '')) errors.source = 'a source name, several separated by commas, or all';
    else filters.source = d.source.trim();
  }
  if (takes('tests')) {
    const ids = (d.abTestIds ?? '').split(/[\s,]+/).filter(Boolean);
    if (ids.length === 0) errors.tests = 'list the A/B test ids to report on, separated by commas';
    else if (ids.length > 10) errors.tests = 'at most 10 tests per digest';
    else if (ids.some((id) => !API_ID.test(id))) errors.tests = `"${ids.find((id) => !API_ID.test(id))}" is not an A/B test id`;
    else filters.ab_test_ids = ids;
  }
  if (d.networks?.length) {
    const bad = d.networks.find((n) => !(NETWORK_PROVIDERS as readonly string[]).includes(n));
    if (bad) errors.networks = `"${bad}" is not a network; use ${NETWORK_PROVIDERS.join(', ')}`;
    else filters.networks = d.networks;
  }
  if (takes('config_mode')) filters.config_mode = d.configMode === 'always' ? 'always' : 'issues_only';
  if (!takes('gap') && d.gapPct?.trim()) errors.gap = 'gap= is the threshold of the reconcile and monthly digests; leave it out of other reports';
  if (takes('gap') && d.gapPct?.trim()) {
    const gap = readGapPct(d.gapPct);
    if (gap === undefined) errors.gap = GAP_USAGE;
    else filters.gap_pct = gap;
  }
  if (d.sendWhen?.includes('only_changes')) filters.only_changes = true;
  if (d.sendWhen?.includes('skip_empty')) filters.skip_empty = true;
  if (Object.keys(errors).length || !report || !schedule || !d.channelId) return { ok: false, errors };
  return { ok: true, value: { report, channelId: d.channelId, ...schedule, filters, next: nextRuns(schedule.cron, schedule.timezone, now, 3) } };
}
