// abtest <id> [range]: an A/B test's status with its reason (the sample against required_n and
// when it is due, the lift's significance, the traffic split), the lift with its confidence
// interval, p-values, users per group, revenue totals of control vs test and a cumulative revenue chart. The
// status covers the whole run whatever the range, so the run is always read (the window the
// digest and the watch read); a chosen range is read as well, for its own figures — over more than
// 31 days in parts (src/api/long-range-abtest.ts), whose statistics the API gives per call only.
// A/B reports use saved UTC-day totals, so the range is read in UTC and the answer says so.
import { MAX_RANGE_DAYS, readAbTest, type AbTestReport } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { abTestRunOf, readWith } from '../../src/reports/abtest.js';
import { toReportTimeRange } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { addDays, formatDates, type ResolvedRange } from '../../src/time/resolve.js';
import { abTestView, dataDays, type AbTestData } from '../../views/abtest.js';
import { money } from '../../views/format.js';
import { API_ID, parseWith, refuseEveryAccount, UsageProblem } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand, type CommandContext, type Need } from '../types.js';
import { readAbTestWatch, startAbTestWatch, type AbTestWatchRequest } from '../alerts/abtest-watch.js';
import { channelsToCheck } from '../shared/need.js';
import { abTestList, abTestListRollUp } from './list.js';

export interface AbTestRequest {
  id: string;
  range?: RangeSpec;
  /** `abtest watch <id>` (commands/alerts/abtest-watch.ts). */
  watch?: AbTestWatchRequest;
  /** `abtest list`: the tests this account was asked about, watched or seen in digests (./list.ts). */
  list?: boolean;
}

/** What compares A/B tests across accounts. */
const EVERY_ACCOUNT = 'Every account side by side: `abtest list account=all` (each account’s known tests by status: which can ship).';

export const abtestCommand = defineCommand<AbTestRequest>({
  name: 'abtest',
  aliases: ['ab', 'ab-test', 'experiment'],
  group: 'Reports',
  summary: 'An A/B test: status and why, when required_n is due, lift with confidence interval, p-values, users per group, cumulative revenue chart (UTC days); `abtest list`: the tests this account has asked about, watched or seen in digests.',
  usage: 'abtest <ab_test_id> [range] · abtest watch <ab_test_id> [here] · abtest list',
  examples: ['abtest abt_demo_achieved', 'abtest abt_demo_in_progress last 14d', 'abtest watch abt_demo_turning', 'abtest list'],
  need: abtestNeed,
  // Only the list has a row per account; a test or a watch refuses account=all while parsing.
  rollUp: (req, ctx) => {
    if (!req.list) throw new UsageProblem(EVERY_ACCOUNT);
    return abTestListRollUp(ctx);
  },
  parse: (text) =>
    parseWith(text, (args) => {
      if (args.peekWord()?.toLowerCase() === 'watch' && args.word()) {
        refuseEveryAccount(args, 'abtest watch', 'a test id belongs to one account, and a watch to the account of its channel', `Watch it from a channel bound to its account. ${EVERY_ACCOUNT}`);
        return { id: '', watch: readAbTestWatch(args) };
      }
      if (args.peekWord()?.toLowerCase() === 'list' && args.word()) {
        args.done();
        return { id: '', list: true };
      }
      const range = args.range();
      const id = args.word();
      if (!id) throw new UsageProblem('give the A/B test id, e.g. abtest abt_123');
      if (!API_ID.test(id)) throw new UsageProblem(`"${id}" does not look like an A/B test id (letters, digits, _ . : -)`);
      refuseEveryAccount(args, 'abtest <ab_test_id>', 'an A/B test id belongs to one account', `Ask \`abtest ${id} account=<name>\`. ${EVERY_ACCOUNT}`);
      args.done();
      return { id, range };
    }),
  run: async (req, ctx) => {
    if (req.watch) return startAbTestWatch(req.watch, ctx);
    const at = new Date(ctx.now());
    if (req.list) return abTestList(ctx);
    const [run, chosen] = await Promise.all([abTestRunOf(req.id, at, readWith(ctx.api)), chosenRange(req, ctx)]);
    await ctx.durable.store.abTests.seen({ teamId: ctx.teamId, account: ctx.api.account }, { abTestId: req.id, seenBy: 'asked', status: run.report.status ?? null }, at);
    const chart = await ctx.chart(abChart(chosen?.report ?? run.report, req.id));
    return abTestView({ id: req.id, run, chosen, chart });
  },
});

/** The range the user typed, read in UTC, with its report; undefined without one (the run is shown). */
async function chosenRange(req: AbTestRequest, ctx: CommandContext): Promise<AbTestData['chosen']> {
  if (!req.range) return undefined;
  const range = await rangeFor(req.range, ctx, { utcOnly: true });
  const read = await readAbTest((p) => ctx.api.abTest.get(p), { ab_test_id: req.id, ...toReportTimeRange(range) });
  const last31 = `${addDays(range.endDate, 1 - MAX_RANGE_DAYS)}..${range.endDate}`;
  return { ...clippedLabel(range, dataDays(read.report)), report: read.report, parts: read.parts.length, last31 };
}

/**
 * The range's label and dates, clipped to the days the test has data in it: `last 7d` of a test
 * that ended on 20 Nov is titled 16–20 Nov, never with days the test did not run.
 */
export function clippedLabel(range: ResolvedRange, days: readonly string[]): { label: string; dates: string } {
  const label = describeSpec(range.spec);
  const first = days.find((d) => d >= range.startDate);
  const last = days.filter((d) => d <= range.endDate).at(-1);
  if (!first || !last || (first === range.startDate && last === range.endDate)) return { label, dates: formatDates(range) };
  const clipped = formatDates({ startDate: first, endDate: last, partial: false });
  return { label: `${label} (${formatDates(range)}), the days the test ran`, dates: clipped };
}

export function abChart(r: AbTestReport, id: string): ChartSpec {
  const dates = dataDays(r);
  // Cumulative: where the two lines part is where the groups' revenue diverges.
  const cumulative = (rows: AbTestReport['control']['daily']) => {
    const m = new Map(rows.map((d) => [d.date, d.revenue]));
    let sum = 0;
    return dates.map((d) => (sum += m.get(d) ?? 0));
  };
  const control = cumulative(r.control.daily);
  const test = cumulative(r.test.daily);
  return {
    kind: 'line',
    title: `${id}: cumulative revenue`,
    labels: dates.map((d) => d.slice(5)),
    series: [
      { name: 'control', values: control },
      { name: 'test', values: test },
    ],
    xLabel: 'day (UTC)',
    yLabel: 'cumulative revenue (USD)',
    alt: `Cumulative revenue of control and test for ${id} over ${dates.length} UTC days: control ${money(control.at(-1) ?? 0)}, test ${money(test.at(-1) ?? 0)}.`,
  };
}

/**
 * Who may ask for an A/B test (commands/types.ts `Need`): `abtest <id>` and `abtest list` read; `abtest watch <id>
 * [here]` creates a watch, like `alerts add`: manage, and membership of the channel its card is
 * posted in.
 */
function abtestNeed(req: AbTestRequest, channelId: string | undefined): Need {
  // `abtest <id>` is a question; `abtest list` is the workspace's record, not opened to an external grant.
  if (!req.watch) return { capability: 'read', ...(req.list ? {} : { question: true }), memberOf: [], audit: { action: 'command', subject: 'abtest', detail: {} } };
  const target = req.watch.here ? channelId : undefined;
  return {
    capability: 'manage',
    memberOf: channelsToCheck(target),
    audit: { action: 'alert', subject: 'abtest watch', detail: { ab_test: req.watch.abTestId, ...(target ? { channel: target } : {}) } },
  };
}
