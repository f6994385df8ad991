// The playground's Block Kit renderer against the stand-in's Block Kit validation: every block the
// stand-in lets through (as Slack would) must render as itself in the page — a block the
// playground cannot render is a failure here, not a blank space for a designer to miss.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaygroundFor } from '../../src/local/playground.js';
import type { Playground } from '../../src/playground/server.js';
import { checkBlocks } from '../../src/slack-standin/block-kit.js';
import { useHarness } from '../support/harness.js';
import { noticeWhenMissing, openPage } from './browser.js';
import { SAMPLE_BLOCKS } from './samples.js';

const chromium = noticeWhenMissing('The playground renderer tests');

/** The sample blocks the stand-in accepts (an input block only in a form, as Slack). */
const accepted = SAMPLE_BLOCKS.filter((b) => checkBlocks([b], b.type === 'input' ? 'modal' : 'message') === undefined);

describe.skipIf(!chromium)('the playground renders what the stand-in accepts', () => {
  const suite = useHarness();
  let playground: Playground;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    playground = await startPlaygroundFor(suite.h.stack);
    ({ browser, page } = await openPage(chromium!, playground.url));
  });
  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  /**
   * Renders blocks into a fresh box of the page with the page's own renderer; resolves with what
   * each block became. Sent as source text: the test runner would rewrite a function's import().
   */
  const render = (blocks: unknown[]): Promise<Array<{ className: string; text: string; unsupported: number }>> =>
    page.evaluate(`(async () => {
      const { renderBlocks } = await import('/static/blocks.js');
      window.acts = [];
      const ctx = { names: (id) => id, act: (a) => window.acts.push(a), fileUrl: (f) => '/files/' + (f?.id ?? ''), choicesFor: () => undefined, channel: 'C0LOCAL01' };
      document.querySelector('#render-box')?.remove();
      const box = document.createElement('div');
      box.id = 'render-box';
      box.append(renderBlocks(${JSON.stringify(blocks)}, ctx));
      document.body.append(box);
      return [...box.querySelectorAll('.blocks > .block')].map((el) => ({
        className: el.className, text: el.innerText,
        unsupported: el.querySelectorAll('.pg-unsupported').length + (el.classList.contains('pg-unsupported') ? 1 : 0),
      }));
    })()`);

  it('has something to check: the stand-in accepts the common blocks', () => {
    expect(accepted.map((b) => b.type)).toEqual(expect.arrayContaining(['section', 'header', 'context', 'divider', 'image', 'actions', 'input', 'rich_text', 'table', 'data_table', 'data_visualization']));
  });

  it('renders every accepted block type as itself, none as "unsupported"', async () => {
    const out = await render(accepted);
    expect(out).toHaveLength(accepted.length);
    const unsupported = out.map((o, i) => ({ type: accepted[i]!.type, ...o })).filter((o) => o.unsupported > 0 || !o.className.includes(`block-${o.type}`));
    expect(unsupported).toEqual([]);
  });

  it('marks a block type it does not know as unsupported (never a blank space)', async () => {
    const [out] = await render([{ type: 'no_such_block' }]);
    expect(out!.unsupported).toBe(1);
    expect(out!.text).toContain('Unsupported block: no_such_block');
  });

  it('sorts a data_table on a header click and pages it by page_size', async () => {
    const rows = [['country', 'revenue'], ['US', 30], ['GB', 10], ['DE', 20], ['FR', 5]].map((r) =>
      r.map((c) => (typeof c === 'number' ? { type: 'raw_number', value: c, text: `$${c}.00` } : { type: 'raw_text', text: c })));
    await render([{ type: 'data_table', caption: 'Revenue by country', page_size: 2, rows }]);
    const firstColumn = () => page.locator('#render-box tbody tr td:first-child').allInnerTexts();
    expect(await firstColumn()).toEqual(['US', 'GB']);
    expect(await page.locator('#render-box .pager-status').innerText()).toBe('1–2 of 4');
    await page.click('#render-box th:has-text("revenue")');
    expect(await firstColumn()).toEqual(['FR', 'GB']);
    await page.click('#render-box th:has-text("revenue")');
    expect(await firstColumn()).toEqual(['US', 'DE']);
    await page.click('#render-box .pager-next');
    expect(await firstColumn()).toEqual(['GB', 'FR']);
  });

  it('reports a button press, an overflow choice and a menu choice as block_actions report them', async () => {
    await render([
      { type: 'section', block_id: 's1', text: { type: 'mrkdwn', text: 'x' }, accessory: { type: 'overflow', action_id: 'more', options: [{ text: { type: 'plain_text', text: 'Edit' }, value: 'edit' }] } },
      { type: 'actions', block_id: 'a1', elements: [
        { type: 'button', action_id: 'go', text: { type: 'plain_text', text: 'Go' }, value: 'v1' },
        { type: 'static_select', action_id: 'pick', placeholder: { type: 'plain_text', text: 'Pick' }, options: [{ text: { type: 'plain_text', text: 'One' }, value: '1' }] },
      ] },
    ]);
    await page.click('#render-box button:has-text("Go")');
    await page.click('#render-box .overflow-btn');
    await page.click('#render-box .menu-item:has-text("Edit")');
    await page.selectOption('#render-box select', '1');
    expect(await page.evaluate('window.acts')).toEqual([
      { action_id: 'go', block_id: 'a1', type: 'button', value: 'v1' },
      { action_id: 'more', block_id: 's1', type: 'overflow', selected_option: { text: { type: 'plain_text', text: 'Edit' }, value: 'edit' } },
      { action_id: 'pick', block_id: 'a1', type: 'static_select', selected_option: { text: { type: 'plain_text', text: 'One' }, value: '1' } },
    ]);
  });

  it('draws a data_visualization chart from the block’s own data', async () => {
    await render([{ type: 'data_visualization', title: 'Revenue', chart: { type: 'line', axis_config: { categories: ['Mon', 'Tue', 'Wed'] }, series: [{ name: 'revenue', data: [{ label: 'Mon', value: 1 }, { label: 'Tue', value: 2 }, { label: 'Wed', value: 3 }] }] } }]);
    await page.waitForSelector('#render-box canvas[data-drawn]');
    expect(await page.locator('#render-box canvas').getAttribute('data-drawn')).toBe('3');
  });
});
