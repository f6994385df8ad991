// Forms (modals), each declared with its command (commands/<name>/, `forms`). Commands open them
// through their answer (a FormAnswer, ../forms.ts). Here, for every declared form: a change of
// one of its `rerender` fields redraws it (an export's kind-specific filters, a digest's schedule
// preview), and a submission is read and checked by the command's own `submit` — mistakes go back
// in the ack as inline field errors; a valid request is run by the same pipeline, with the answer
// by DM: the submission becomes the same request value as a command (../request.ts `requestOf`).
import type { App, BlockAction, SlackViewAction } from '@slack/bolt';
import type { FormContext, FormDeclaration, FormView, RegisteredCommand } from '../../../commands/types.js';
import type { ViewState } from '../../../commands/shared/form-state.js';
import type { WebClient } from '../../outbox/slack-io.js';
import { edgeFactsOf } from '../access/edge.js';
import { originOf, withOrigin } from '../run.js';
import type { AppDeps } from '../deps.js';
import { handle } from '../pipeline.js';
import { dmDelivery, type Asker } from '../request.js';

/** What a form's submission says of where it comes from. */
export interface SubmittedForm {
  team?: { id?: string } | null;
  user: { team_id?: string };
  view: { app_installed_team_id?: string; team_id?: string };
}

/**
 * The workspace a form was opened in, where it is judged and run. An org-wide install's submission
 * has no `team`; the view names the workspace: `app_installed_team_id` (Bolt's choice: in a Slack
 * Connect channel, the instance of the app that opened it) when it is a workspace (T…), else
 * `team_id`, the workspace it was opened in. Never the user's home workspace (`user.team_id`)
 * while the view names one: under an org-wide install a user opens forms in other workspaces of
 * the org, whose policy and data are not his home's.
 */
export function formWorkspaceOf(body: SubmittedForm): string {
  const { view } = body;
  const installed = view.app_installed_team_id?.startsWith('T') ? view.app_installed_team_id : undefined;
  return installed ?? body.team?.id ?? (view.team_id || undefined) ?? body.user.team_id ?? '';
}

function askerOf(body: SlackViewAction): Asker {
  return {
    userId: body.user.id,
    teamId: formWorkspaceOf(body),
    // Judged where the form was opened (a channel limit of the access policy), as a command there would be.
    channelId: originOf(body.view),
    edge: edgeFactsOf(body),
  };
}

/** What a form's own submission code may use of the edge. */
function formContext(deps: AppDeps, command: RegisteredCommand, asker: Asker, client: WebClient): FormContext {
  return {
    userId: asker.userId,
    teamId: asker.teamId,
    now: deps.now,
    logger: deps.logger,
    slack: deps.outbox.line(client, asker.teamId),
    durable: deps.durable,
    connections: { origins: deps.accounts.origins, box: deps.accounts.box },
    refusal: async (request) => {
      const admitted = await deps.access.check(client, asker, command.need(request, asker.channelId));
      return admitted.ok ? undefined : admitted.message.text;
    },
  };
}

function registerRerender(app: App, deps: AppDeps, form: FormDeclaration<unknown>): void {
  const rerender = form.rerender;
  if (!rerender) return;
  // Matched on the form too, as the field names are plain words.
  for (const field of rerender.fields) {
    app.action<BlockAction>({ action_id: field, callback_id: form.callbackId }, async ({ ack, body, client }) => {
      await ack();
      const view = (body as BlockAction & { view?: FormView }).view;
      if (!view) return;
      const next = withOrigin(rerender.render(view, deps.now()), originOf(view));
      await deps.outbox.call(body.team?.id, 'views.update', () => client.views.update({ view_id: view.id, hash: view.hash, view: next })).catch((err: unknown) =>
        deps.logger.warn({ err, form: form.callbackId }, 'could not re-render the form'),
      );
    });
  }
}

function registerSubmit(app: App, deps: AppDeps, command: RegisteredCommand, form: FormDeclaration<unknown>): void {
  app.view(form.callbackId, async ({ ack, body, view, client }) => {
    const asker = askerOf(body);
    const result = await form.submit(view as unknown as FormView & { state: { values: ViewState } }, formContext(deps, command, asker, client));
    if (!result.ok) return ack({ response_action: 'errors', errors: result.errors });
    await ack();
    await handle(deps, { asker, work: { command, request: result.request }, delivery: dmDelivery(result.answer), client, log: { form: form.callbackId } });
  });
}

export function registerViewListeners(app: App, deps: AppDeps): void {
  for (const command of deps.commands) {
    for (const form of command.forms) {
      registerRerender(app, deps, form);
      registerSubmit(app, deps, command, form);
    }
  }
}
