// The playground in a real browser (Chromium through playwright-core): the page shows what the
// real bot posts to the Slack stand-in, and what is done in the page reaches the bot as Slack's
// own signed requests. Skipped with a notice when no Chromium is found. With
// PLAYGROUND_SCREENSHOTS=<dir> the main screens are saved there (docs/playground holds them).
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaygroundFor } from '../../src/local/playground.js';
import type { Playground } from '../../src/playground/server.js';
import { useHarness } from '../support/harness.js';
import { noticeWhenMissing, openPage } from './browser.js';

const chromium = noticeWhenMissing('The playground browser tests');
const SHOTS = process.env.PLAYGROUND_SCREENSHOTS;

describe.skipIf(!chromium)('the playground in Chromium', () => {
  const suite = useHarness();
  let playground: Playground;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    playground = await startPlaygroundFor(suite.h.stack);
    ({ browser, page, errors } = await openPage(chromium!, playground.url));
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  };

  /** Types a command in the composer and waits for one more message in the pane. */
  async function ask(text: string): Promise<void> {
    const before = await page.locator('#messages .message').count();
    await page.fill('#composer', text);
    await page.press('#composer', 'Enter');
    await page.waitForFunction(`document.querySelectorAll('#messages .message').length > ${before}`, undefined, { timeout: 20_000 });
  }

  it('shows the usage hint from the command registry as you type /adops', async () => {
    await page.fill('#composer', '/adops rev');
    const hint = page.locator('#hint');
    await expect.poll(() => hint.isVisible()).toBe(true);
    const usage = suite.h.stack.deps.commands.find((c) => c.name === 'revenue')!.usage;
    expect(await hint.innerText()).toContain(`/adops ${usage}`);
    await shot('usage-hint');
    await page.fill('#composer', '');
  });

  it('answers /adops revenue privately, with its numbers and the chart drawn in the page', async () => {
    await ask('/adops revenue yesterday');
    const answer = page.locator('#messages .message').last();
    expect(await answer.getAttribute('class')).toContain('ephemeral');
    expect(await answer.innerText()).toContain('Only visible to you');
    expect(await answer.innerText()).toMatch(/Revenue — yesterday/);
    // The chart: Slack's native chart drawn in the page with chart.js from the block's data, or
    // the PNG the bot drew and uploaded privately, shown from the stand-in's copy (no internet).
    const chart = answer.locator('.block-data_visualization canvas[data-drawn], .block-image img');
    await chart.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => chart.first().evaluate((el) => (el.tagName === 'IMG' ? (el as unknown as { naturalWidth: number }).naturalWidth : Number(el.getAttribute('data-drawn'))))).toBeGreaterThan(0);
    await shot('revenue');
  });

  it('shows a breakdown as a table', async () => {
    await ask('/adops breakdown by=country yesterday');
    const table = page.locator('#messages .message').last().locator('table.bk-table');
    expect(await table.locator('th').first().innerText()).toBe('country');
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
  });

  it('sorts a long breakdown’s data_table by a column, and pages it', async () => {
    await ask('/adops breakdown by=country,os yesterday');
    const table = page.locator('#messages .message').last().locator('.data-table');
    await table.waitFor();
    const revenue = table.locator('th', { hasText: /^revenue/i });
    const column = async () => {
      const index = await revenue.evaluate((th) => [...th.parentElement!.children].indexOf(th));
      return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((t) => Number(t.replace(/[^0-9.-]/g, '')));
    };
    await revenue.click();
    const ascending = await column();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await revenue.click();
    const descending = await column();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await table.locator('.pager-status').innerText()).toMatch(/^1–\d+ of \d+$/);
    await table.locator('.pager-next').click();
    expect(await table.locator('.pager-status').innerText()).not.toMatch(/^1–/);
    await shot('data-table');
  });

  it('shows a digest in its channel as the bot posts it (live, no reload)', async () => {
    await page.click('#channels button >> nth=1');
    await ask('/adops digest add daily_revenue here at=09:00');
    const [sub] = (await suite.h.store.subscriptions.list({ teamId: suite.h.stack.standin.teamId })).filter((s) => s.channelId === 'C0LOCAL02');
    await ask(`/adops digest run ${sub!.id}`);
    const posted = page.locator('#messages .message:not(.ephemeral)').filter({ hasText: /Daily revenue/i });
    await posted.first().waitFor({ timeout: 30_000 });
    // Its chart is Slack's native data_visualization block, drawn in the page from the block's data.
    await posted.first().locator('.block-data_visualization canvas[data-drawn]').first().waitFor({ timeout: 10_000 });
    // The thread reply may still arrive and redraw the message: scroll to the one drawn last.
    for (let attempt = 1; ; attempt++) {
      try {
        await posted.first().scrollIntoViewIfNeeded({ timeout: 5_000 });
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
      }
    }
    await shot('digest');
    await page.click('#channels button >> nth=0');
  });

  it('Share to channel posts the answer for everyone and removes the private copy', async () => {
    const privateBefore = await page.locator('#messages .message.ephemeral').count();
    await page.locator('#messages .message.ephemeral').first().locator('button:has-text("Share to channel")').click();
    await page.waitForSelector('#messages .message:not(.ephemeral)', { timeout: 20_000 });
    await expect.poll(() => page.locator('#messages .message.ephemeral').count()).toBe(privateBefore - 1);
    expect(await page.locator('#messages .message:not(.ephemeral)').last().innerText()).toMatch(/Shared by @/);
    await shot('shared');
  });

  it('opens the export form, shows the inline error of a wrong field, and the link arrives once fixed', async () => {
    await page.fill('#composer', '/adops export');
    await page.press('#composer', 'Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.locator('h2').innerText()).toBe('Request an export');
    await dialog.locator('[data-block-id="country"] input').fill('USA');
    await dialog.locator('.modal-submit').click();
    const error = dialog.locator('[data-block-id="country"] .input-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/two-letter/);
    await shot('export-form-error');
    await dialog.locator('[data-block-id="country"] input').fill('US');
    await dialog.locator('.modal-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // The export's card goes to the DM, and gets its download link when the export is ready.
    await page.click('#dms button');
    const card = page.locator('#messages .message').filter({ hasText: 'Impression export' });
    await card.waitFor({ timeout: 20_000 });
    const { h } = suite;
    // The sandbox clock stands still: run it on, as time would, until the link is there.
    await expect.poll(() => {
      h.sandbox.ctx.clock.advance(60_000);
      return card.locator('a:has-text("download the file")').count();
    }, { timeout: 30_000, interval: 500 }).toBe(1);
    await shot('export-link');
  }, 90_000);

  it('re-renders the export form when its kind changes (a dispatch_action in a modal)', async () => {
    await page.click('#channels button >> nth=0');
    await page.fill('#composer', '/adops export');
    await page.press('#composer', 'Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.locator('[data-block-id="request_status"]').count()).toBe(0);
    await dialog.locator('[data-block-id="kind"] select').selectOption('requests');
    await dialog.locator('[data-block-id="request_status"]').waitFor({ timeout: 20_000 });
    await dialog.locator('.modal-x').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('saves a digest from its form: menus, checkboxes, time and the channel picker send their values', async () => {
    const { h } = suite;
    const count = async () => (await h.store.subscriptions.list({ teamId: h.stack.standin.teamId })).length;
    const before = await count();
    await page.click('#channels button >> nth=1');
    await page.fill('#composer', '/adops digest add');
    await page.press('#composer', 'Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.locator('.pg-unsupported').count()).toBe(0);
    expect(await dialog.locator('[data-block-id="channel"] select').inputValue()).toBe('C0LOCAL02');
    await dialog.locator('[data-block-id="time"] input').fill('08:30');
    await dialog.locator('.modal-submit').click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(count, { timeout: 20_000 }).toBe(before + 1);
    const saved = (await h.store.subscriptions.list({ teamId: h.stack.standin.teamId })).filter((x) => x.cron.startsWith('30 8 '));
    expect(saved.map((x) => x.channelId)).toEqual(['C0LOCAL02']);
    await page.click('#channels button >> nth=0');
  });

  it('attaches a CSV the person can download, in their DM', async () => {
    await page.click('#channels button >> nth=0');
    await page.fill('#composer', '/adops breakdown by=country yesterday csv');
    await page.press('#composer', 'Enter');
    await page.click('#dms button');
    const link = page.locator('#messages .file-card a.file-link').last();
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('download')).toMatch(/\.csv$/);
    const csv = await page.evaluate(`fetch(${JSON.stringify(await link.getAttribute('href'))}).then((r) => r.text())`);
    expect(String(csv).split('\n')[0]).toMatch(/country/);
  });

  it('opens App Home with the bot’s Home view and its buttons', async () => {
    await page.click('#dms button');
    await page.click('#tabs button[data-tab="home"]');
    await page.waitForSelector('#home .blocks', { timeout: 20_000 });
    expect(await page.locator('#home').innerText()).toMatch(/Reporting API/);
    expect(await page.locator('#home button:has-text("Request an export")').count()).toBe(1);
    await shot('app-home');
    // A Home button is a block_actions from a view: its trigger opens the export form.
    await page.click('#home button:has-text("Request an export")');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.locator('h2').innerText()).toBe('Request an export');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.click('#tabs button[data-tab="messages"]');
  });

  it('keeps each person’s private answers to themselves when the user is switched', async () => {
    await page.click('#channels button >> nth=0');
    const mine = await page.locator('#messages .message.ephemeral').count();
    expect(mine).toBeGreaterThan(0);
    const other = suite.h.stack.standin.state.users.get('U0LOCAL02')!;
    await page.selectOption('#user-switcher', other.id);
    await expect.poll(() => page.locator('#messages .message.ephemeral').count()).toBe(0);
    expect(await page.locator('#user-switcher option:checked').innerText()).toContain('(admin)');
    await page.selectOption('#user-switcher', 'U0LOCAL01');
    await expect.poll(() => page.locator('#messages .message.ephemeral').count()).toBe(mine);
  });

  it('lets the access policy be seen: a guest and an external user asking for revenue are refused in words, privately', async () => {
    await page.click('#channels button >> nth=0');
    await page.selectOption('#user-switcher', 'U0LOCAL03');
    expect(await page.locator('#user-switcher option:checked').innerText()).toContain('(guest)');
    await ask('/adops revenue yesterday').catch((err: unknown) => {
      const r = suite.h.stack.standin.state.responses.slice(-3).map((x) => JSON.stringify(x).slice(0, 300));
      throw new Error(`${(err as Error).message}\n${r.join('\n')}\n${suite.h.logs.slice(-5).join('\n')}`);
    });
    const answer = page.locator('#messages .message').last();
    expect(await answer.getAttribute('class')).toContain('ephemeral');
    const text = await answer.innerText();
    expect(text).not.toMatch(/Revenue — yesterday/);
    expect(text).toMatch(/guest/i);
    await shot('guest-refused');
    // An external (Slack Connect) user is refused too, and sees none of the guest's answers.
    await page.selectOption('#user-switcher', 'U0LOCAL04');
    expect(await page.locator('#user-switcher option:checked').innerText()).toContain('(external)');
    await ask('/adops revenue yesterday');
    const external = page.locator('#messages .message.ephemeral');
    expect(await external.count()).toBe(1);
    expect(await external.innerText()).not.toMatch(/Revenue — yesterday/);
    await page.selectOption('#user-switcher', 'U0LOCAL01');
  });

  it('raised no script error in the page along the way', () => {
    expect(errors).toEqual([]);
  });
});
