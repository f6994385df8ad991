// The account's scheduled Tasks (spec 2.14). Schedules are real five-field cron expressions in
// IANA timezones; the description and next run are computed from them (cronstrue, cron-parser
// with the Task's timezone, so runs stay at the same wall-clock time across DST changes).
import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';

export interface TaskFixture {
  id: string;
  name: string;
  prompt: string;
  template_id?: string;
  cron_expression: string;
  timezone: string;
  enabled: boolean;
  creation_origin: 'web_app' | 'api';
  notification_recipient_mode: 'just_me' | 'selected_users';
  notification_recipient_user_ids: string[];
  /** Age at sandbox time, so fixtures are always in the past of the sandbox clock. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
}

export const TASK_FIXTURES: readonly TaskFixture[] = [
  {
    id: 'task_revenue_digest_paris', name: 'Daily revenue digest (Paris)',
    prompt: 'Summarize yesterday’s revenue, eCPM and fill rate by app, and flag any app that moved more than 10% day over day.',
    template_id: 'tmpl_daily_revenue_digest', cron_expression: '0 9 * * *', timezone: 'Europe/Paris', enabled: true,
    creation_origin: 'web_app', notification_recipient_mode: 'just_me', notification_recipient_user_ids: ['usr_maria'],
    createdDaysAgo: 90, updatedDaysAgo: 14,
  },
  {
    id: 'task_weekly_bidders_ny', name: 'Weekly bidder review',
    prompt: 'Compare last week’s bidder win rates and eCPMs with the week before; list bidders whose win rate dropped.',
    cron_expression: '30 8 * * 1', timezone: 'America/New_York', enabled: true,
    creation_origin: 'web_app', notification_recipient_mode: 'selected_users', notification_recipient_user_ids: ['usr_maria', 'usr_jonas'],
    createdDaysAgo: 60, updatedDaysAgo: 60,
  },
  {
    id: 'task_floor_watch', name: 'Floor health check',
    prompt: 'Check that no ad unit’s configured floor is above its last-7-day eCPM and report the ones that are.',
    cron_expression: '0 */6 * * *', timezone: 'UTC', enabled: false,
    creation_origin: 'api', notification_recipient_mode: 'just_me', notification_recipient_user_ids: ['usr_priya'],
    createdDaysAgo: 30, updatedDaysAgo: 5,
  },
  {
    id: 'task_network_recon_tokyo', name: 'Monthly network reconciliation',
    prompt: 'Reconcile last month’s network-reported revenue with our own revenue per network and list gaps above 5%.',
    template_id: 'tmpl_network_reconciliation', cron_expression: '0 7 1 * *', timezone: 'Asia/Tokyo', enabled: true,
    creation_origin: 'web_app', notification_recipient_mode: 'just_me', notification_recipient_user_ids: ['usr_jonas'],
    createdDaysAgo: 20, updatedDaysAgo: 20,
  },
  {
    id: 'task_ab_watch_la', name: 'A/B test watch',
    prompt: 'Report the status, lift and confidence interval of every running A/B test.',
    cron_expression: '15 10 * * 1-5', timezone: 'America/Los_Angeles', enabled: true,
    creation_origin: 'web_app', notification_recipient_mode: 'just_me', notification_recipient_user_ids: ['usr_priya'],
    createdDaysAgo: 7, updatedDaysAgo: 2,
  },
  {
    id: 'task_weekend_recap_sydney', name: 'Weekend recap (Sydney)',
    prompt: 'Summarize weekend revenue by country for the APAC team.',
    template_id: 'tmpl_daily_revenue_digest', cron_expression: '0 18 * * 0', timezone: 'Australia/Sydney', enabled: true,
    creation_origin: 'api', notification_recipient_mode: 'selected_users', notification_recipient_user_ids: ['usr_jonas', 'usr_priya'],
    createdDaysAgo: 2, updatedDaysAgo: 1,
  },
];

/** The next run strictly after `nowMs`, in UTC ISO form. For a disabled Task: when it would run if enabled. */
export function nextRunAt(cron: string, timezone: string, nowMs: number): string {
  const next = CronExpressionParser.parse(cron, { currentDate: new Date(nowMs), tz: timezone }).next();
  return new Date(next.getTime()).toISOString();
}

export function describeSchedule(cron: string): string {
  return cronstrue.toString(cron, { use24HourTimeFormat: true, throwExceptionOnParseError: true });
}

/** A Task as the API returns it, at sandbox time `nowMs` (created/updated relative to the sandbox's start). */
export function taskAt(t: TaskFixture, startMs: number, nowMs: number) {
  const at = (daysAgo: number) => new Date(startMs - daysAgo * 86_400_000).toISOString();
  return {
    id: t.id,
    name: t.name,
    prompt: t.prompt,
    ...(t.template_id ? { template_id: t.template_id } : {}),
    cron_expression: t.cron_expression,
    timezone: t.timezone,
    schedule_description: describeSchedule(t.cron_expression),
    enabled: t.enabled,
    creation_origin: t.creation_origin,
    notification_recipient_mode: t.notification_recipient_mode,
    notification_recipient_user_ids: [...t.notification_recipient_user_ids],
    next_run_at: nextRunAt(t.cron_expression, t.timezone, nowMs),
    created_at: at(t.createdDaysAgo),
    updated_at: at(t.updatedDaysAgo),
  };
}
