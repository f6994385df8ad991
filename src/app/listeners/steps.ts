// Workflow Builder custom steps (function_executed; manifest.yml `functions`), each declared in
// commands/steps/. Every step runs for a person (its `user` input, the workflow's runner by
// default): the same access check as their slash command would pass, before any API call, then
// the step's report function; it ends with complete({ outputs }) or fail({ error }) in plain words.
import type { App } from '@slack/bolt';
import { STEPS, type StepDeclaration } from '../../../commands/steps/index.js';
import { describeFailure } from '../../../views/error-message.js';
import type { AppDeps } from '../deps.js';
import { Question, QUESTION_PAGE_BUDGET } from '../../api/index.js';
import type { WebClient } from '../../outbox/slack-io.js';
import type { Asker } from '../request.js';
import { commandContext } from '../run.js';

// A step has no asker waiting on a response_url: its API calls share one deadline long enough for the
// export step's wait for its link (commands/steps), and the question's page budget.
const STEP_DEADLINE_MS = 4 * 60_000;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The outcome of one step: its outputs, or the sentence the workflow shows as its error. */
export async function runStep(deps: AppDeps, step: StepDeclaration, o: { teamId: string; inputs: Record<string, unknown>; client: WebClient }): Promise<{ ok: true; outputs: Record<string, string | number> } | { ok: false; error: string }> {
  const userId = text(o.inputs.user);
  if (!userId) return { ok: false, error: 'This step needs the person it runs for: set its "Run for" input (the person who started the workflow).' };
  const read = step.read(o.inputs);
  if (!read.ok) return read;
  // `account`: a channel whose bound reporting account answers (the workspace's otherwise), judged as a command there.
  const asker: Asker = { userId, teamId: o.teamId, ...(text(o.inputs.account) ? { channelId: text(o.inputs.account) } : {}) };
  const logger = deps.logger.child({ step: step.callbackId, user: userId, team: o.teamId });
  const admitted = await deps.access.check(o.client, asker, read.command.need(read.request, asker.channelId));
  if (!admitted.ok) return { ok: false, error: admitted.message.text };
  const question = new Question({ deadline: Date.now() + STEP_DEADLINE_MS, pages: QUESTION_PAGE_BUDGET });
  try {
    const outputs = await step.run(read.request, commandContext(deps, { asker, client: o.client, logger, givenUp: () => false, admin: admitted.admin, question }, { kind: 'one', explicit: false }));
    logger.info('step completed');
    return { ok: true, outputs };
  } catch (err) {
    const f = describeFailure(err);
    logger.info({ err }, 'step failed');
    return { ok: false, error: `${f.what} ${f.next}` };
  }
}

export function registerStepListeners(app: App, deps: AppDeps): void {
  for (const step of STEPS) {
    app.function(step.callbackId, async ({ inputs, complete, fail, client, body }) => {
      const done = await runStep(deps, step, { teamId: body.team_id, inputs: inputs as Record<string, unknown>, client });
      const call = done.ok ? () => complete({ outputs: done.outputs }) : () => fail({ error: done.error });
      await deps.outbox.call(body.team_id, done.ok ? 'functions.completeSuccess' : 'functions.completeError', call).catch((err: unknown) => deps.logger.warn({ err, step: step.callbackId }, 'could not end the step'));
    });
  }
}
