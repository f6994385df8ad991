// The forms through the real Bolt app: `/adops export` and `/adops digest add` open modals (the
// digest form with a loading view first), form changes re-render, and every invalid field comes
// back as an inline error with nothing sent to the API or stored.
import { describe, expect, it, vi } from 'vitest';
import { messageText, useHarness, USER } from '../support/harness.js';
import { checks, conversation, date, expectCall, lastView, select, submit, text, time, viewAction } from '../support/interactions.js';

const t = useHarness({ autoStart: false, exportDelayMs: 0 });

const blockIds = (view: Record<string, unknown>) => (view.blocks as { block_id?: string }[]).map((b) => b.block_id).filter(Boolean);

describe('export form', () => {
  it('opens on `/adops export` without answering through response_url', async () => {
    let sent: Awaited<ReturnType<typeof t.h.send>> | undefined;
    await expectCall(t.h, 'views.open', async () => (sent = await t.h.send('export')));
    expect(sent!.status).toBe(200);
    const view = lastView(t.h, 'views.open');
    expect(view.callback_id).toBe('adops_export_modal');
    expect(blockIds(view)).toEqual(expect.arrayContaining(['kind', 'date', 'country', 'bidder', 'line_item_id', 'retry']));
    expect(sent!.responses()).toEqual([]);
  });

  it('shows the filters of the chosen kind when the kind changes', async () => {
    const view = lastView(t.h, 'views.open');
    await viewAction(t.h, view, 'kind', { kind: select('requests') });
    const updated = lastView(t.h, 'views.update');
    expect(blockIds(updated)).toContain('request_status');
    expect(blockIds(updated)).not.toContain('bidder');
  });

  it('answers each invalid field inline and sends nothing', async () => {
    const view = lastView(t.h, 'views.open');
    for (const [values, expected] of [
      [{ kind: select('impressions'), date: date('2026-11-22') }, { date: /completed UTC day/ }],
      [{ kind: select('impressions'), date: date('2026-09-01') }, { date: /previous 45 days/ }],
      [{ kind: select('impressions'), date: date('2026-11-20'), country: text('ZZ') }, { country: /two-letter ISO country code/ }],
      [{ kind: select('impressions'), date: date('2026-12-40'), country: text('usa') }, { date: /calendar date|YYYY-MM-DD/, country: /ISO/ }],
    ] as const) {
      const res = await submit(t.h, view, values);
      expect(res.status).toBe(200);
      const ack = JSON.parse(res.body) as { response_action: string; errors: Record<string, string> };
      expect(ack.response_action).toBe('errors');
      expect(Object.keys(ack.errors).sort()).toEqual(Object.keys(expected).sort());
      for (const [k, re] of Object.entries(expected)) expect(ack.errors[k]).toMatch(re);
    }
    expect(t.h.stack.sandbox!.ctx.faults.count('/')).toBe(0);
    expect(await t.h.store.exports.listForUser(t.h.stack.standin.teamId, USER, 10)).toEqual([]);
  });

  it('stores a valid request in the export queue, before any API call', async () => {
    const view = lastView(t.h, 'views.open');
    const res = await submit(t.h, view, { kind: select('requests'), date: date('2026-11-20'), country: text('us'), request_status: select('no_fill'), retry: checks('yes') });
    expect(res.body).toBe('');
    // The ack closes the form; the pipeline stores the request right after it.
    const [job] = await vi.waitFor(async () => {
      const jobs = await t.h.store.exports.listForUser(t.h.stack.standin.teamId, USER, 10);
      if (jobs.length === 0) throw new Error('the export request is not stored yet');
      return jobs;
    }, 10_000);
    expect(job).toMatchObject({ kind: 'requests', state: 'pending', channelId: expect.stringMatching(/^C/) as unknown, retryOnConflict: true, body: { date: '2026-11-20', country: 'US', request_status: 'no_fill' } });
    expect(t.h.stack.sandbox!.ctx.faults.count('/export')).toBe(0);
  });
});

describe('digest form', () => {
  it('opens with a loading view, then fills the form in the user’s timezone with a schedule preview', async () => {
    await expectCall(t.h, 'views.update', () => t.h.send('digest add'));
    const opened = t.h.calls('views.open').at(-1)!;
    expect(JSON.stringify(opened.args.view)).toContain('Loading');
    const form = lastView(t.h, 'views.update');
    expect(form.callback_id).toBe('adops_digest_modal');
    const json = JSON.stringify(form);
    expect(json).toContain('America/New_York');
    expect(json).toContain('At 09:00, Monday through Friday');
    expect(blockIds(form)).toEqual(expect.arrayContaining(['report', 'channel', 'days', 'time', 'cron', 'timezone', 'preview', 'country', 'os', 'source']));
  });

  it('previews the next runs of a cron expression, and shows the A/B filter for the A/B report', async () => {
    const form = lastView(t.h, 'views.update');
    await viewAction(t.h, form, 'cron', { report: select('abtests'), cron: text('30 7 * * 1'), timezone: text('Asia/Tokyo'), time: time('09:00') });
    const updated = JSON.stringify(lastView(t.h, 'views.update'));
    expect(updated).toContain('At 07:30, only on Monday');
    expect(updated).toContain('Mon 23 Nov 07:30');
    expect(updated).toContain('"block_id":"tests"');
  });

  it('answers each invalid field inline and stores nothing', async () => {
    const form = lastView(t.h, 'views.update');
    const cases = [
      [{ report: select('daily_revenue'), time: time('09:00'), timezone: text('Europe/Paris'), days: checks('mon') }, ['channel']],
      [{ report: select('daily_revenue'), channel: conversation('C1'), cron: text('every morning'), timezone: text('Europe/Paris') }, ['cron']],
      [{ report: select('daily_revenue'), channel: conversation('C1'), cron: text('*/10 * * * *'), timezone: text('Europe/Paris') }, ['cron']],
      [{ report: select('daily_revenue'), channel: conversation('C1'), time: time('09:00'), days: checks('mon'), timezone: text('Mars/Olympus') }, ['timezone']],
      [{ report: select('daily_revenue'), channel: conversation('C1'), time: time('09:00'), timezone: text('UTC') }, ['days']],
      [{ report: select('daily_revenue'), channel: conversation('C1'), time: time('09:00'), days: checks('mon'), timezone: text('UTC'), country: text('ZZ') }, ['country']],
      [{ report: select('abtests'), channel: conversation('C1'), time: time('09:00'), days: checks('mon'), timezone: text('UTC') }, ['tests']],
      [{ report: select('abtests'), channel: conversation('C1'), time: time('09:00'), days: checks('mon'), timezone: text('UTC'), tests: text('abt_1, bad id!') }, ['tests']],
    ] as const;
    for (const [values, fields] of cases) {
      const res = await submit(t.h, form, values);
      const ack = JSON.parse(res.body) as { response_action: string; errors: Record<string, string> };
      expect(ack.response_action).toBe('errors');
      expect(Object.keys(ack.errors).sort()).toEqual([...fields].sort());
    }
    expect(await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).toEqual([]);
  });

  it('subscribes the channel on a valid submission and confirms by DM', async () => {
    const form = lastView(t.h, 'views.update');
    const res = await submit(t.h, form, { report: select('weekly_summary'), channel: conversation('C0WEEKLY1'), time: time('08:30'), days: checks('mon'), timezone: text('Europe/Paris'), country: text('gb') });
    expect(res.body).toBe('');
    await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').find((c) => String(c.args.text).includes('Subscribed')), 10_000, 'the DM');
    const [s] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    expect(s).toMatchObject({ report: 'weekly_summary', channelId: 'C0WEEKLY1', cron: '30 8 * * 1', timezone: 'Europe/Paris', ownerUserId: USER, filters: { country: 'GB' } });
    expect(s!.nextRunAt?.toISOString()).toBe('2026-11-23T07:30:00.000Z');
    const dm = t.h.calls('chat.postMessage').at(-1)!;
    expect(messageText(dm)).toContain('Subscribed');
    expect(messageText(dm)).toContain('Weekly summary');
  });

  it('opens the edit form filled from the subscription and saves the change', async () => {
    const [s] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    await expectCall(t.h, 'views.update', () => t.h.send(`digest edit ${s!.id}`));
    const form = lastView(t.h, 'views.update');
    expect(JSON.stringify(form)).toContain('"initial_time":"08:30"');
    let ack = '';
    // Saved after the ack, then confirmed by DM.
    const confirmation = await expectCall(t.h, 'chat.postMessage', async () => {
      ack = (await submit(t.h, form, { report: select('weekly_summary'), channel: conversation('C0WEEKLY1'), time: time('10:00'), days: checks('mon', 'thu'), timezone: text('Europe/Paris') })).body;
    });
    expect(ack).toBe('');
    expect(messageText(confirmation)).toContain('Saved');
    expect(await t.h.store.subscriptions.get(s!.id)).toMatchObject({ cron: '0 10 * * 1,4', filters: {} });
  });
});
