// Views stay inside Block Kit's limits by construction: fed far more than fits, every view still
// passes the stand-in's checks (written independently from views/limits.ts) and says what it left out.
import { networkTotals } from '../../src/reports/network.js';
import { describe, expect, it } from 'vitest';
import { checkBlocks } from '../../src/slack-standin/block-kit.js';
import { withShareChrome } from '../../views/share.js';
import { COMMANDS } from '../../commands/registry.js';
import { breakdownView } from '../../views/breakdown.js';
import { configValidateView } from '../../views/config.js';
import { commandHelpView, helpView, usageView } from '../../views/help.js';
import { fitMessage, LIMITS, splitText, truncate } from '../../views/limits.js';
import { networkView } from '../../views/network.js';
import { taskList } from '../../src/reports/tasks.js';
import { tasksView } from '../../views/tasks.js';
import { errorView } from '../../views/error.js';
import { codeBlocks, fields, header } from '../../views/blocks.js';
import type { BotMessage } from '../../views/types.js';

const long = (n: number) => 'x'.repeat(n);

function expectValid(message: BotMessage): void {
  const blocks = withShareChrome(message, { visibility: 'ephemeral', commandText: long(100), shareValue: 'answer:12345678' });
  expect(checkBlocks(blocks, 'message')).toBeUndefined();
  expect(blocks.length).toBeLessThanOrEqual(LIMITS.messageBlocks);
}

describe('limits helpers', () => {
  it('truncate and split never exceed their limit', () => {
    expect(truncate(long(10), 5)).toBe('xxxx…');
    expect(truncate('short', 5)).toBe('short');
    const parts = splitText(`${long(7000)}\n${long(10)}`, 3000);
    expect(parts.every((p) => p.length <= 3000)).toBe(true);
    expect(parts.join('').replace(/\n/g, '')).toHaveLength(7010);
  });

  it('builders cut text to the block limits', () => {
    expect(checkBlocks([header(long(500)), ...fields(Array.from({ length: 25 }, (_, i) => [`f${i}`, long(5000)] as const)), ...codeBlocks([long(9000)])], 'modal')).toBeUndefined();
  });

  it('fitMessage keeps the block count and budget and says what it left out', () => {
    const many = Array.from({ length: 120 }, () => ({ type: 'section' as const, text: { type: 'mrkdwn' as const, text: long(900) } }));
    const fitted = fitMessage(many, { reserveBlocks: 1 });
    expect(fitted.length).toBeLessThan(LIMITS.messageBlocks);
    expect(JSON.stringify(fitted.at(-1))).toContain('left out');
    expect(checkBlocks(fitted, 'message')).toBeUndefined();
  });
});

describe('views with oversized data', () => {
  it('breakdown with thousands of long rows', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ dimensions: { app: `${long(60)}${i}`, country: 'US' }, metrics: { revenue: i * 1.5, ecpm: 3.2 } }));
    const { message: m, partial } = breakdownView({ title: long(300), dates: 'd', tz: 'UTC', dimensions: ['app', 'country'], metrics: ['revenue', 'ecpm'], rows, filters: '', calendarBuckets: false, bidderRequests: true });
    expectValid(m);
    expect(partial).toBe(true);
    expect(JSON.stringify(m.blocks)).toMatch(/Showing \d+ of 5,000 rows/);
  });

  it('validation with hundreds of issues on very long lines', () => {
    const yaml = Array.from({ length: 600 }, (_, i) => `key_${i}: ${long(400)}`).join('\n');
    const issues = Array.from({ length: 500 }, (_, i) => ({ code: 'c', path: `p${i}`, message: long(800), severity: i % 3 ? 'warning' : 'error', line: i + 1, column: 300, length: 50 }));
    expectValid(configValidateView({ valid: false, error_count: 167, warning_count: 333, issues, yaml, source: { type: 'draft', name: 'd' } }));
  });

  it('network with many uncovered accounts and rows', () => {
    const coverage = Array.from({ length: 400 }, (_, i) => ({
      provider: 'net_e', provider_account_id: `acct${i}${long(50)}`, provider_account_secondary_id: '', day: '2026-11-20', scope: 'customer-day', status: 'missing', accepted_at: null, latest_status: 'failed',
    }));
    const rows = Array.from({ length: 300 }, (_, i) => ({ provider: 'net_e', country: long(200), currency: null, revenue: i, impressions: '10', ecpm: 1, missing_revenue: '0' }));
    expectValid(networkView({ title: 't', dates: 'd', requestedDays: { start: '2026-11-01', end: '2026-11-30' }, fields: ['provider', 'country', 'currency', 'revenue'], rows, totals: networkTotals(rows), coverage, restarts: 0, filters: [long(3000)] }));
  });

  it('tasks, help, usage and errors', () => {
    const task = (i: number) => ({
      id: `t${i}`, name: long(400), prompt: long(5000), cron_expression: '0 9 * * *', timezone: 'Europe/Paris', schedule_description: long(300), enabled: i % 2 === 0,
      creation_origin: 'web_app', notification_recipient_mode: 'just_me', notification_recipient_user_ids: [], next_run_at: '2026-11-23T08:00:00Z', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
    });
    expectValid(tasksView(taskList(Array.from({ length: 80 }, (_, i) => task(i))), 'Asia/Tokyo', Date.now()));
    expectValid(helpView(COMMANDS, long(5000)));
    expectValid(usageView(COMMANDS[1]!, long(5000)));
    for (const command of COMMANDS) expectValid(commandHelpView(command));
    expectValid(errorView({ what: long(4000), next: long(4000), detail: long(4000) }, 'ref'));
  });
});
