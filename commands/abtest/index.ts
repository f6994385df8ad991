// abtest <id> [range]: an A/B test's status in plain words, lift with its confidence interval,
// p-values, sample sizes against the required size, cumulative control vs test and a daily
// chart. A/B reports use saved UTC-day totals, so the range is read in UTC and the answer says so.
import type { AbTestReport } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { toApiTimeRange } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { abTestView } from '../../views/abtest.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { readAbTestWatch, startAbTestWatch, type AbTestWatchRequest } from '../alerts/abtest-watch.js';

export interface AbTestRequest {
  id: string;
  range?: RangeSpec;
  /** `abtest watch <id>` (commands/alerts/abtest-watch.ts). */
  watch?: AbTestWatchRequest;
}

const DEFAULT_RANGE: RangeSpec = { kind: 'lastDays', days: 30 };
const ID_RE = /^[A-Za-z0-9_.:-]{1,200}$/;

export const abtestCommand = defineCommand<AbTestRequest>({
  name: 'abtest',
  aliases: ['ab', 'ab-test', 'experiment'],
  group: 'Reports',
  summary: 'An A/B test: status and what it means, lift with confidence interval, p-values, sample sizes, daily chart (UTC days).',
  usage: 'abtest <ab_test_id> [range] · abtest watch <ab_test_id> [here]',
  examples: ['abtest abt_demo_achieved', 'abtest abt_demo_in_progress last 14d', 'abtest watch abt_demo_turning'],
  parse: (text) =>
    parseWith(text, (args) => {
      if (args.peekWord()?.toLowerCase() === 'watch' && args.word()) return { id: '', watch: readAbTestWatch(args, ID_RE) };
      const range = args.range();
      const id = args.word();
      if (!id) throw new UsageProblem('give the A/B test id, e.g. abtest abt_123');
      if (!ID_RE.test(id)) throw new UsageProblem(`"${id}" does not look like an A/B test id (letters, digits, _ . : -)`);
      args.done();
      return { id, range };
    }),
  run: async (req, ctx) => {
    if (req.watch) return startAbTestWatch(req.watch, ctx);
    const range = await rangeFor(req.range, ctx, { utcOnly: true, fallback: DEFAULT_RANGE });
    const report = await ctx.api.abTest.get({ ab_test_id: req.id, ...toApiTimeRange(range) });
    const chart = await ctx.chart(abChart(report, req.id));
    return abTestView({ id: req.id, rangeLabel: describeSpec(range.spec), dates: formatDates(range), report, chart });
  },
});

export function abChart(r: AbTestReport, id: string): ChartSpec {
  const dates = [...new Set([...r.control.daily.map((d) => d.date), ...r.test.daily.map((d) => d.date)])].sort();
  const byDate = (rows: AbTestReport['control']['daily']) => {
    const m = new Map(rows.map((d) => [d.date, d.revenue]));
    return dates.map((d) => m.get(d) ?? 0);
  };
  return {
    kind: 'line',
    title: `${id}: daily revenue (UTC days)`,
    labels: dates.map((d) => d.slice(5)),
    series: [
      { name: 'control', values: byDate(r.control.daily) },
      { name: 'test', values: byDate(r.test.daily) },
    ],
    alt: `Daily revenue of control and test for ${id} over ${dates.length} UTC days.`,
  };
}
