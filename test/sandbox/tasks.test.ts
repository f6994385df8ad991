// Scheduled Tasks through the API core over real HTTP: fixtures, cron descriptions, next runs
// computed in each Task's timezone (across DST changes), permissions and 404.
import { describe, expect, it } from 'vitest';
import { createApiClient, ForbiddenError, InvalidParameterError, NotFoundError } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox: sb, api } = await sandboxAndClient(undefined, { retry: { maxRetries: 0 } });
const client = (apiKey: string) => createApiClient({ baseUrl: sb.url, apiKey, retry: { maxRetries: 0 } });


describe('GET /scheduled-agents', () => {
  it('lists every Task newest first, with descriptions and next runs from their cron and timezone', async () => {
    const tasks = await api.tasks.list();
    expect(tasks.map((t) => t.id)).toEqual([
      'task_weekend_recap_sydney', 'task_ab_watch_la', 'task_network_recon_tokyo',
      'task_floor_watch', 'task_weekly_bidders_ny', 'task_revenue_digest_paris',
    ]);
    const created = tasks.map((t) => t.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byId = Object.fromEntries(tasks.map((t) => [t.id, t]));
    // 2026-11-22 is a Sunday; Paris is on CET (UTC+1), New York on EST (UTC−5), Sydney on AEDT (UTC+11).
    expect(byId.task_revenue_digest_paris).toMatchObject({
      cron_expression: '0 9 * * *', timezone: 'Europe/Paris', schedule_description: 'At 09:00',
      template_id: 'tmpl_daily_revenue_digest', enabled: true, next_run_at: '2026-11-23T08:00:00.000Z',
      notification_recipient_mode: 'just_me', creation_origin: 'web_app',
    });
    expect(byId.task_weekly_bidders_ny).toMatchObject({ schedule_description: 'At 08:30, only on Monday', next_run_at: '2026-11-23T13:30:00.000Z' });
    expect(byId.task_weekly_bidders_ny!.template_id).toBeUndefined();
    expect(byId.task_floor_watch).toMatchObject({ enabled: false, timezone: 'UTC', next_run_at: '2026-11-22T12:00:00.000Z' });
    expect(byId.task_network_recon_tokyo!.next_run_at).toBe('2026-11-30T22:00:00.000Z');
    expect(byId.task_weekend_recap_sydney!.next_run_at).toBe('2026-11-29T07:00:00.000Z');
    for (const t of tasks) expect(Date.parse(t.updated_at)).toBeGreaterThanOrEqual(Date.parse(t.created_at));
  });

  it('needs configuration:read and the scheduled-agents feature', async () => {
    const noFeature = client('sbx_nofeatures');
    const reportsOnly = client('sbx_reports');
    expect(await noFeature.tasks.list().catch((e: unknown) => e)).toMatchObject({ status: 403, missing: 'scheduled agents' });
    const err = await reportsOnly.tasks.get('task_floor_watch').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect((err as ForbiddenError).missing).toBe('configuration:read');
    await Promise.all([noFeature.close(), reportsOnly.close()]);
  });
});

describe('GET /scheduled-agents/{id}', () => {
  it('returns one Task, 404 for an unknown id, and refuses an empty id before sending', async () => {
    expect((await api.tasks.get('task_ab_watch_la')).schedule_description).toBe('At 10:15, Monday through Friday');
    const err = await api.tasks.get('task_missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).apiMessage).toContain('task_missing');
    await expect(api.tasks.get('  ')).rejects.toThrow(InvalidParameterError);
  });

  it('keeps the wall-clock time across DST changes', async () => {
    // Europe/Paris moves to CEST on Sunday 2027-03-28: 09:00 local is 08:00Z before, 07:00Z after.
    sb.ctx.clock.set(Date.parse('2027-03-27T06:00:00Z'));
    expect((await api.tasks.get('task_revenue_digest_paris')).next_run_at).toBe('2027-03-27T08:00:00.000Z');
    sb.ctx.clock.set(Date.parse('2027-03-27T12:00:00Z'));
    expect((await api.tasks.get('task_revenue_digest_paris')).next_run_at).toBe('2027-03-28T07:00:00.000Z');
    // New York moves to EDT on 2027-03-14: Monday 08:30 local is 12:30Z on 2027-03-15.
    sb.ctx.clock.set(Date.parse('2027-03-10T00:00:00Z'));
    expect((await api.tasks.get('task_weekly_bidders_ny')).next_run_at).toBe('2027-03-15T12:30:00.000Z');
    // Sydney leaves AEDT on 2027-04-04: Sunday 18:00 local is 07:00Z before, 08:00Z after.
    sb.ctx.clock.set(Date.parse('2027-03-29T00:00:00Z'));
    expect((await api.tasks.get('task_weekend_recap_sydney')).next_run_at).toBe('2027-04-04T08:00:00.000Z');
  });
});
