// A digest is a scheduled command (issue 25, item 1): for every digest kind, the command's answer
// and the digest for the same period, filters and timezone show the same figures. Both go through
// the real pipeline — `/adops <command>` and `/adops digest preview <id>` (the digest built as its
// run builds it, at the sandbox's now) — and the figures are read from what the user sees.
import { describe, expect, it } from 'vitest';
import { setLiveConfig } from '../../src/sandbox/data/config-store.js';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { SubscriptionInput } from '../../src/store/index.js';
import { moverLabel, MOVER_DIMENSIONS } from '../../views/movers.js';
import { CHANNEL, USER } from '../support/harness.js';
import { NY, useReportHarness } from './report-harness.js';

const t = useReportHarness();

/** The digest of `over` for the test user's channel and timezone, as `digest preview` shows it. */
async function digestText(over: Partial<SubscriptionInput>): Promise<string> {
  const input: SubscriptionInput = { teamId: t.h.stack.standin.teamId, channelId: CHANNEL, ownerUserId: USER, report: 'daily_revenue', cron: '0 9 * * *', timezone: NY, ...over };
  const s = await createSubscription(t.h.store, input, new Date(t.h.sandbox.ctx.clock.now()));
  try {
    return (await t.h.ask(`digest preview ${s.id}`)).text;
  } finally {
    await t.h.ask(`digest delete ${s.id}`);
  }
}

const lines = (text: string) => text.split('\n');
/** The line holding `label:` — its value and changes, without the "vs …" tags and separators. */
function figuresOf(text: string, label: string): string {
  const line = lines(text).find((l) => l.trimStart().startsWith(`${label}:`));
  expect(line, `"${label}:" in\n${text}`).toBeDefined();
  return line!.slice(line!.indexOf(':') + 1).replace(/vs (last week|day before|week before)/g, '').replace(/·/g, ' ').replace(/\s+/g, ' ').trim();
}
const amounts = (text: string) => text.match(/-?\$[\d,]+\.\d\d/g) ?? [];
/** Amounts with their sign as written: "+$1.31", "-$80.47", "$1,253.06". */
const signedAmounts = (text: string) => text.match(/[-+]?\$[\d,]+\.\d\d/g) ?? [];

const REVENUE_FIGURES = ['Revenue (own source)', 'Impressions', 'Requests', 'Fill rate', 'eCPM', 'Users', 'ARPDAU', 'Impressions per user'];

describe('every digest gives the figures of its command', () => {
  it('daily revenue = revenue yesterday: each figure and its changes vs the same weekday last week and the day before', async () => {
    const [command, digest] = [(await t.h.ask('revenue yesterday')).text, await digestText({ report: 'daily_revenue' })];
    expect(command).toContain('Sat 21 Nov 2026 · America/New_York · vs Sat 14 Nov 2026 (the same weekday last week) and Fri 20 Nov 2026 (the day before)');
    expect(digest).toContain('Daily revenue — Sat 21 Nov');
    expect(digest).toContain('changes vs the same weekday last week (Sat 14 Nov) and the day before (Fri 20 Nov)');
    for (const label of REVENUE_FIGURES) expect(figuresOf(digest, label), label).toBe(figuresOf(command, label));
  });

  it('daily revenue movers = revenue yesterday by <dimension>: each named mover with the same change and the same split', async () => {
    const digest = await digestText({ report: 'daily_revenue' });
    for (const dim of MOVER_DIMENSIONS) {
      const command = (await t.h.ask(`revenue yesterday by ${dim}`)).text;
      const line = lines(digest).find((l) => l.startsWith(`By ${moverLabel(dim)}:`));
      expect(line, `"By ${moverLabel(dim)}:" in\n${digest}`).toBeDefined();
      // "GB -$80.47 (▼ 6.0%: impressions -$81.77, eCPM +$1.31)": the value, its change, its two effects.
      const named = [...line!.matchAll(/(?:: | · )(\S+) ([-+]\$[\d,.]+) \([^:]+: impressions ([-+]\$[\d,.]+), eCPM ([-+]\$[\d,.]+)\)/g)];
      expect(named.length, line).toBeGreaterThan(0);
      for (const [, key, change, volume, price] of named) {
        // The command's row: the value, its revenue, then change, %, impressions effect, eCPM effect.
        const row = lines(command).find((l) => l.trimStart().startsWith(`${key} `));
        expect(row, `${key} in\n${command}`).toBeDefined();
        expect(signedAmounts(row!).slice(1), `${dim} ${key}`).toEqual([change, volume, price]);
      }
    }
  });

  it('daily revenue chart = breakdown by=day metrics=revenue over its 14 days: the same revenue each day', async () => {
    const [command, digest] = [(await t.h.ask('breakdown by=day metrics=revenue 2026-11-08..2026-11-21')).text, await digestText({ report: 'daily_revenue' })];
    // The stand-in writes a chart as its series: "own-source revenue: Nov 8 14471.28, Nov 9 …".
    const series = lines(digest).find((l) => l.trimStart().startsWith('own-source revenue:'));
    expect(series, digest).toBeDefined();
    const chart = [...series!.matchAll(/Nov (\d+) ([\d.]+)/g)].map(([, day, value]) => [`2026-11-${day!.padStart(2, '0')}`, Number(value).toFixed(2)]);
    const table = lines(command).flatMap((l) => {
      const m = /^\s+(2026-11-\d\d)\s+\$([\d,]+\.\d\d)\b/.exec(l);
      return m ? [[m[1], m[2]!.replace(/,/g, '')]] : [];
    });
    expect(chart).toHaveLength(14);
    expect(table).toEqual(chart);
  });

  it('weekly summary = revenue last week: each figure and its change vs the week before', async () => {
    const [command, digest] = [(await t.h.ask('revenue last week')).text, await digestText({ report: 'weekly_summary', cron: '0 8 * * 1' })];
    expect(command).toContain('9–15 Nov 2026 · America/New_York · vs 2–8 Nov 2026 (the week before)');
    expect(digest).toContain('Weekly revenue — Mon 9 Nov – Sun 15 Nov');
    for (const label of REVENUE_FIGURES) expect(figuresOf(digest, label), label).toBe(figuresOf(command, label));
  });

  it('network = network yesterday: the same totals, rows and coverage', async () => {
    const [command, digest] = [(await t.h.ask('network yesterday')).text, await digestText({ report: 'network' })];
    expect(figuresOf(digest, 'Revenue as the networks report it')).toBe(figuresOf(command, 'Revenue as the networks report it'));
    const table = (text: string) => lines(text).filter((l) => /^\s+net_[a-e]\s/.test(l) || l.startsWith('• net_'));
    expect(table(command).length).toBeGreaterThan(0);
    expect(table(digest)).toEqual(table(command));
  });

  it('A/B tests = abtest <id>: the same status, lift and revenue totals of the run', async () => {
    const [command, digest] = [(await t.h.ask('abtest abt_demo_turning')).text, await digestText({ report: 'abtests', filters: { ab_test_ids: ['abt_demo_turning'] } })];
    expect(figuresOf(digest, 'Revenue lift (estimate)')).toBe(figuresOf(command, 'Revenue lift (estimate)'));
    const status = (text: string) => lines(text).find((l) => l.startsWith('● '));
    expect(status(digest)).toBe(status(command));
    const revenueRow = lines(command).find((l) => /^\s+revenue\s/.test(l))!;
    expect(amounts(figuresOf(digest, 'Revenue totals'))).toEqual(amounts(revenueRow));
    expect(command).toContain('Whole run, 14–21 Nov 2026');
    expect(digest).toContain('Whole run, 14–21 Nov 2026');
  });

  it('reconcile = reconcile: the same lines, gaps and finality for the latest completed UTC date', async () => {
    const [command, digest] = [(await t.h.ask('reconcile')).text, await digestText({ report: 'reconcile', cron: '0 10 * * *', timezone: 'UTC' })];
    const title = (text: string) => lines(text).find((l) => l.startsWith('Reconciliation — '));
    expect(title(command)).toBe('Reconciliation — Fri 20 Nov 2026 (the latest completed UTC date: a UTC date is completed at 12:00 UTC the day after)');
    expect(title(digest)).toBe(title(command));
    const headline = 'Own vs reported, every demand source (USD)';
    expect(figuresOf(digest, headline)).toBe(figuresOf(command, headline));
    const table = (text: string) => lines(text).filter((l) => /^\s+(bidder|net)_[a-z]+\s/.test(l) || l.startsWith('• '));
    expect(table(command).length).toBeGreaterThan(40);
    expect(table(digest)).toEqual(table(command));
  });

  it('config validation = config validate: the same verdict, counts and issues', async () => {
    const good = (await t.api.config.show()).yaml;
    setLiveConfig(t.h.sandbox.ctx, good.replace('currency: USD', 'currency: EUR'), { label: 'Hand edit' });
    try {
      const [command, digest] = [(await t.h.ask('config validate')).text, await digestText({ report: 'config_validation' })];
      const counts = (text: string) => [/(\d+) errors?/.exec(text)?.[1], /(\d+) warnings?/.exec(text)?.[1]];
      expect(counts(command)[0]).not.toBe('0');
      expect(counts(digest)).toEqual(counts(command));
      expect(command).toContain('unsupported_currency');
      expect(digest).toContain('unsupported_currency');
    } finally {
      setLiveConfig(t.h.sandbox.ctx, good, { label: 'Restored' });
    }
  });
});
