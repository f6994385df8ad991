// network, auction, export, config and tasks through the real pipeline.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/api/csv.js';
import { renderMessage } from '../../src/local/render.js';
import { toAnswer, useHarness } from '../support/harness.js';

const t = useHarness();

describe('network', () => {
  it('shows revenue per network in its currency and warns about days without a report', async () => {
    const a = await t.h.ask('network last 7d');
    expect(a.text).toContain('Network revenue — last 7 days');
    for (const p of ['net_a', 'net_b', 'net_c', 'net_d', 'net_e']) expect(a.text).toContain(p);
    expect(a.text).toContain('USD');
    expect(a.text).toContain('not added up');
    expect(a.text).toContain('Not covered yet');
    expect(a.text).toMatch(/net_\w [^:]+: 2026-11-\d\d (missing|pending)/);
    expect(a.text).toContain('Freshness:');
    expect(t.h.received('/report/network').length).toBeGreaterThanOrEqual(1);
  });

  it('uploads the whole report as CSV when asked, with filters applied', async () => {
    const before = t.h.stack.standin.state.calls.length;
    const a = await t.h.ask('network yesterday by provider,country filter.provider=net_a csv');
    expect(a.text).toContain('provider=net_a');
    expect(a.text).toContain('as CSV');
    const complete = t.h.stack.standin.state.calls.slice(before).find((c) => c.method === 'files.completeUploadExternal' && c.ok)!;
    const file = t.h.stack.standin.state.files.get((JSON.parse(String(complete.args.files)) as { id: string }[])[0]!.id)!;
    const rows = parseCsv(file.bytes.toString('utf8'));
    expect(rows[0]).toEqual(expect.arrayContaining(['provider', 'country', 'currency', 'revenue']));
    expect(rows.slice(1).every((r) => r[rows[0]!.indexOf('provider')] === 'net_a')).toBe(true);
  });

  it('refuses an unknown filter dimension with the network usage', async () => {
    const a = await t.h.ask('network yesterday filter.planet=mars');
    expect(a.text).toContain('"planet" is not a network dimension');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('auction', () => {
  it('shows one auction round by round with its winner, floors and bids', async () => {
    const recent = await t.h.ask('auction bids yesterday limit=5');
    const id = /auc_[a-z0-9]+/.exec(recent.text)![0];
    t.h.sandbox.ctx.faults.clear();
    const a = await t.h.ask(`auction ${id}`);
    expect(a.text).toContain(`Auction ${id}`);
    expect(a.text).toMatch(/Round 1/);
    expect(a.text).toMatch(/winner|no winner/);
    expect(a.text).toContain('floor');
    expect(a.text).toMatch(/Bids \(\d+\)/);
    expect(t.h.received('/auction/rounds')).toHaveLength(1);
    expect(t.h.received('/auction/bids')).toHaveLength(1);
  });

  it('summarises recent bids per bidder', async () => {
    const a = await t.h.ask('auction bids yesterday country=US limit=50');
    expect(a.text).toContain('Per bidder');
    expect(a.text).toContain('bidder_');
    expect(a.text).toMatch(/first \d+ of \d+/);
  });

  it('says plainly when an auction does not exist', async () => {
    const a = await t.h.ask('auction auc_does_not_exist');
    expect(a.text).toContain('No auction with id auc_does_not_exist');
  });
});

describe('export', () => {
  it('stores the export request, then its card in the DM gets the signed link with its expiry', async () => {
    const before = t.h.stack.standin.state.calls.length;
    const a = await t.h.ask('export impressions 2026-11-20 country=US', { userId: 'U0PARIS01' });
    expect(a.text).toContain('requested. A card in your DM with me shows its progress and then the download link');
    const state = t.h.stack.standin.state;
    // The export is created and waited for; the sandbox clock stands still, so once the job is
    // stored as waiting, move the clock past the worker's next look.
    for (let tries = 0; (await t.h.store.exports.listForUser(t.h.stack.standin.teamId, 'U0PARIS01', 1))[0]?.state !== 'waiting'; tries++) {
      if (tries > 200) throw new Error('the export job never reached "waiting"');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The sandbox writes the file in real time: on a loaded machine it may not be ready at the
    // worker's next look, whose following look is then due at a clock that stands still. So time
    // goes on, five minutes a second, until the link is posted.
    t.h.sandbox.ctx.clock.advance(5 * 60_000);
    const ticking = setInterval(() => t.h.sandbox.ctx.clock.advance(5 * 60_000), 1_000);
    const ready = await state
      .waitFor(
        // The notification text says it is ready; the link is in the blocks only (views/export-card.ts).
        () => state.calls.slice(before).find((c) => c.method === 'chat.update' && c.ok && String(c.args.text).includes('is ready')),
        // Generous: in a full suite on two cores the worker's next look can be that far away.
        60_000,
        'the export link',
      )
      .finally(() => clearInterval(ticking));
    expect(ready.args.channel).toBe('D0PARIS01');
    const text = renderMessage({ blocks: JSON.parse(String(ready.args.blocks)) as unknown[] }, { color: false }).text;
    expect(text).toMatch(/download the file \(http:\/\/127\.0\.0\.1:\d+\/\S+\)/);
    expect(text).toContain('the link expires');
    expect(t.h.received('/export/impressions').map((c) => c.method)).toContain('POST');
  }, 90_000);

  it('refuses a request-only filter on an impression export before calling the API', async () => {
    const a = await t.h.ask('export impressions 2026-11-20 status=filled');
    expect(a.text).toContain('status applies to request exports only');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('refuses a day outside the 45-day window with the rule, sending nothing', async () => {
    const a = await t.h.ask('export requests 2026-01-01');
    expect(a.text).toContain('Nothing was sent');
    expect(a.text).toContain('45 days');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('export bids', () => {
  const shareButton = (blocks: unknown[]) =>
    blocks.flatMap((b) => (b as { elements?: { action_id?: string }[] }).elements ?? []).find((e) => e.action_id === 'adops_share');

  it('gives a ready bid export’s signed link and expiry privately, with no Share button', async () => {
    const a = await t.h.ask('export bids bidexp_demo_ready');
    expect(a.text).toMatch(/Bid export bidexp_demo_ready is ready: download the file \(http:\/\/127\.0\.0\.1:\d+\/downloads\/bidexp_demo_ready\?expires=\d+&signature=[0-9a-f]+\)/);
    // The sandbox signs links for 15 minutes from its clock (which tests above move).
    const expires = new Date(t.h.sandbox.ctx.clock.now() + 15 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(a.text).toContain(`the link expires ${expires} UTC`);
    expect(a.text).toContain('This signed link is for you only');
    expect(a.post.body.response_type).toBe('ephemeral');
    expect(shareButton(a.blocks)).toBeUndefined();
    expect(a.post.body.text).not.toContain('signature=');
    expect(t.h.received('/export/bids/bidexp_demo_ready')).toHaveLength(1);
    expect(t.h.logs.join('\n')).not.toContain('signature=');
  });

  it('keeps the link out of a channel even when a Share click names the command', async () => {
    // A forged (or pre-upgrade) button carrying the command text: Share runs nothing, it only posts stored answers.
    const click = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value: 'export bids bidexp_demo_ready' }, { userId: 'U0PARIS01', channelId: 'C0SHARE01' });
    const [shared] = await click.waitForResponses(1);
    expect(shared!.body.response_type).toBe('ephemeral');
    expect(toAnswer(shared!).text).toContain('can no longer be shared');
    expect(JSON.stringify(shared!.body)).not.toMatch(/downloads|signature/);
  });

  it('says a bid export is still processing, and shows a failed one with the API’s sentence', async () => {
    const processing = await t.h.ask('export bids bidexp_demo_processing');
    expect(processing.text).toContain('Bid export bidexp_demo_processing is still being prepared.');
    expect(processing.text).toContain('Ask again in a few minutes: /adops export bids bidexp_demo_processing.');
    expect(shareButton(processing.blocks)).toBeDefined();
    const failed = await t.h.ask('export bids bidexp_demo_failed');
    expect(failed.text).toMatch(/Bid export bidexp_demo_failed failed\. The API said: the bid export failed: .+/);
    expect(failed.text).not.toContain('download');
  });

  it('turns an unknown id into the standard not-found message', async () => {
    const a = await t.h.ask('export bids bidexp_nope');
    expect(a.text).toContain('The API found nothing with that id.');
    expect(a.text).toContain('no bid export with id "bidexp_nope"');
    expect(a.text).toContain('bid exports are created outside this bot');
    expect(a.text).not.toContain('request it again with /adops export');
  });

  it('refuses a missing or malformed id before calling the API, and keeps the other forms', async () => {
    expect((await t.h.ask('export bids')).text).toContain('give the bid export id, e.g. export bids bidexp_demo_ready');
    expect((await t.h.ask('export bids ../etc/passwd')).text).toContain('a bid export id has only letters, digits, _ and -');
    expect((await t.h.ask('export bids bidexp_demo_ready extra')).text).toContain('I did not understand extra');
    expect((await t.h.ask('export everything')).text).toContain('impressions or requests (or bids <export id> for a bid export)');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('config', () => {
  it('shows the live configuration: version, author, date and YAML', async () => {
    const a = await t.h.ask('config');
    expect(a.text).toContain('Configuration: live v4');
    expect(a.text).toContain('Author: Priya Nair');
    expect(a.text).toContain('Created:');
    expect(a.text).toContain('account_id: acct_sandbox_01');
  });

  it('groups validation issues by severity with line:column and a caret under the problem', async () => {
    const a = await t.h.ask('config validate id draft_floor_cleanup');
    expect(a.text).toContain('not valid');
    expect(a.text.indexOf('Errors')).toBeLessThan(a.text.indexOf('Warnings'));
    expect(a.text).toMatch(/\d+:\d+ /);
    const lines = a.text.split('\n');
    const caret = lines.findIndex((l) => /^\s+\^+$/.test(l));
    expect(caret).toBeGreaterThan(0);
    const source = lines[caret - 1]!;
    const col = lines[caret]!.indexOf('^');
    expect(source.slice(col)).toMatch(/^\S/);
  });

  it('sends the whole YAML as a file when asked', async () => {
    const a = await t.h.ask('config show version 2 yaml');
    expect(a.text).toContain('v2');
    expect(a.text).toContain('.yaml');
  });

  it('turns a missing version into a not-found message', async () => {
    const a = await t.h.ask('config show version 9');
    expect(a.text).toContain('found nothing');
    expect(a.text).toContain('versions 1 to 4 exist');
  });
});

describe('tasks', () => {
  it('lists Tasks with schedule, their timezone and the next run in the reader’s timezone', async () => {
    const a = await t.h.ask('tasks', { userId: 'U0TOKYO01' });
    expect(a.text).toContain('Scheduled Tasks');
    expect(a.text).toContain('A/B test watch');
    expect(a.text).toContain('(America/Los_Angeles)');
    // 10:15 in Los Angeles on Monday 23 Nov is 03:15 on Tuesday in Tokyo.
    expect(a.text).toContain('next run (Asia/Tokyo)');
    expect(a.text).toContain('Tue 24 Nov, 03:15');
    expect(a.text).toContain('paused');
  });

  it('shows one Task in full', async () => {
    const a = await t.h.ask('tasks task_ab_watch_la');
    expect(a.text).toContain('Task: A/B test watch');
    // The description and the cron stay apart, even where code spans are shown as plain text.
    expect(a.text).toMatch(/Monday through Friday \(cron 15 10 \* \* 1-5, [A-Za-z_/]+\)/);
    expect(a.text).toContain('Prompt');
  });
});
