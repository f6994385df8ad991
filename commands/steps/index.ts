// Workflow Builder custom steps (issue 38; manifest.yml `functions`): each a thin caller of the
// report function its command uses, with the command's own parser for its inputs and the
// command's own access need (checked by the edge, src/app/listeners/steps.ts, before any API call).
// A step's outputs are figures as the API gives them, and a plain sentence for a message.
import { DateTime } from 'luxon';
import { abTestRunOf, readWith } from '../../src/reports/abtest.js';
import { revenueReport } from '../../src/reports/revenue.js';
import { describeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { statusName } from '../../views/abtest.js';
import { change, money } from '../../views/format.js';
import { abtestCommand, type AbTestRequest } from '../abtest/index.js';
import { exportCommand } from '../export/index.js';
import { revenueCommand, type RevenueRequest } from '../revenue/index.js';
import { UsageProblem } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import type { CommandContext, RegisteredCommand } from '../types.js';

export type StepOutputs = Record<string, string | number>;
export type StepRead = { ok: true; command: RegisteredCommand; request: unknown } | { ok: false; error: string };

export interface StepDeclaration {
  /** The function's callback_id in manifest.yml. */
  callbackId: string;
  /** The inputs as a request of the command that answers (its own parser), or what is wrong with them. */
  read(inputs: Record<string, unknown>): StepRead;
  run(request: unknown, ctx: CommandContext): Promise<StepOutputs>;
}

/**
 * How long the export step waits for the link before it says the link will come by DM instead: the
 * step holds one of the answer slots (ANSWER_CONCURRENCY) while it waits.
 */
export const EXPORT_STEP_WAIT_MS = 3 * 60_000;
const EXPORT_POLL_MS = 2_000;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A command's parse of `words`, as a step's read. */
function parsed(command: RegisteredCommand, words: string, what: string): StepRead {
  const r = command.parse(words);
  return r.ok ? { ok: true, command, request: r.request } : { ok: false, error: `${what}: ${r.error}` };
}

const revenueSummary: StepDeclaration = {
  callbackId: 'revenue_summary',
  read: (inputs) => parsed(revenueCommand as RegisteredCommand, text(inputs.range) ?? 'yesterday', 'The range could not be read'),
  async run(request, ctx) {
    const req = request as RevenueRequest;
    const range = await rangeFor(req.range, ctx);
    const report = await revenueReport({ range, vs: req.vs, filters: req.filters, source: req.source }, { dashboard: (p) => ctx.api.dashboard.get(p) });
    const revenue = report.current.summary.revenue;
    const before = report.against?.dashboard.summary.revenue;
    const lead = `Revenue ${describeSpec(range.spec)} (${formatDates(range)}): ${money(revenue)}`;
    const versus = report.against && before !== undefined ? `, ${change(revenue, before)} vs ${report.against.comparison.name}` : '';
    // From the unrounded figures; none when there is nothing to compare with.
    const changePct = before ? ((revenue - before) / Math.abs(before)) * 100 : undefined;
    return { revenue, ...(changePct !== undefined ? { change_percent: Math.round(changePct * 100) / 100 } : {}), message: `${lead}${versus}.` };
  },
};

const requestExport: StepDeclaration = {
  callbackId: 'request_export',
  read: (inputs) => {
    const r = parsed(exportCommand as RegisteredCommand, `${text(inputs.kind) ?? 'impressions'} ${text(inputs.date) ?? 'yesterday'}`, 'The export could not be read');
    if (r.ok && (r.request as { action?: string }).action !== 'request') return { ok: false, error: 'Say what to export: impressions or requests, and the day.' };
    return r;
  },
  async run(request, ctx) {
    // Queued by the command itself (its checks, its durable job, the link also to the requester's DM).
    const answer = await (exportCommand as RegisteredCommand).run(request, ctx);
    if (answer.kind !== 'answer') throw new UsageProblem(answer.kind === 'form' ? 'Say what to export: impressions or requests, and the day.' : answer.text);
    // The newest export of this person is the one just queued: its link once the worker has it.
    const [job] = await ctx.durable.store.exports.listForUser(ctx.teamId, ctx.userId, 1);
    if (!job) throw new UsageProblem('The export was not queued. Run the workflow again.');
    // Real time, not the bot's clock: what is bounded is how long the step holds its answer slot.
    const until = performance.now() + EXPORT_STEP_WAIT_MS;
    for (;;) {
      const now = await ctx.durable.store.exports.get(job.id);
      if (now?.url) return { link: now.url, export_id: now.exportId ?? job.id, message: `The ${job.kind} export of ${job.body.date} is ready: ${now.url}` };
      if (now?.state === 'failed') throw new UsageProblem(`The export failed: ${now.lastError ?? 'the API refused it'}. Run the workflow again later.`);
      if (performance.now() > until) throw new UsageProblem('The export was not ready within 3 minutes; its link will be in the requester’s DM with the bot when it is.');
      await new Promise((r) => setTimeout(r, EXPORT_POLL_MS));
    }
  },
};

const abTestStatus: StepDeclaration = {
  callbackId: 'abtest_status',
  read: (inputs) => (text(inputs.test) ? parsed(abtestCommand as RegisteredCommand, text(inputs.test)!, 'The A/B test id could not be read') : { ok: false, error: 'Give the A/B test id, e.g. abt_123.' }),
  async run(request, ctx) {
    const { id } = request as AbTestRequest;
    const run = await abTestRunOf(id, new Date(ctx.now()), readWith(ctx.api));
    const { status, lift } = run.report;
    const liftText = lift == null ? 'no lift estimate yet' : `lift ${lift > 0 ? '+' : ''}${lift}%`;
    const asOf = DateTime.fromMillis(ctx.now(), { zone: 'UTC' }).toISODate();
    return { status: status ?? 'unknown', ...(lift == null ? {} : { lift }), message: `A/B test ${id}: ${statusName(status)}, ${liftText} (as of ${asOf}, UTC days).` };
  },
};

export const STEPS: readonly StepDeclaration[] = [revenueSummary, requestExport, abTestStatus];
