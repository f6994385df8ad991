// Forms (modals). Commands open them through their answer (a FormAnswer, ../pipeline.ts). Here:
// a change in a form re-renders it (an export's kind-specific filters, a digest's schedule
// preview), and a submission is read and checked by the command's own form code — mistakes go
// back in the ack as inline field errors; a valid request is run by the same pipeline, with the
// answer by DM.
import type { App, BlockAction, SlackViewAction } from '@slack/bolt';
import { readAccessForm } from '../../../commands/access/form.js';
import { findCommand } from '../../../commands/dispatch.js';
import { digestChannelErrors, readDigestForm, rerenderDigestForm } from '../../../commands/digest/form.js';
import { readExportForm, rerenderExportForm } from '../../../commands/export/form.js';
import type { ViewState } from '../../../commands/shared/form-state.js';
import { ACCESS_MODAL } from '../../../views/access-modal.js';
import { DIGEST_MODAL } from '../../../views/digest-modal.js';
import { EXPORT_MODAL } from '../../../views/export-modal.js';
import type { ModalView } from '../../../views/modal-kit.js';
import { botCanPostIn, channelLabel } from '../../jobs/alert-post.js';
import { edgeFactsOf } from '../access/edge.js';
import { formWorkspaceOf, originOf, withOrigin } from '../form-origin.js';
import type { AppDeps } from '../deps.js';
import type { SlackLine } from '../../outbox/outbox.js';
import { handle, type Asker, type Delivery } from '../pipeline.js';

type FormView = { id: string; hash?: string; state?: { values: ViewState }; private_metadata?: string };

/** Fields whose change re-renders their form: matched on the form, as the names are plain words. */
const RERENDER: ReadonlyArray<{ form: string; fields: readonly string[]; render: (view: FormView, now: number) => ModalView }> = [
  { form: EXPORT_MODAL, fields: ['kind'], render: (view, now) => rerenderExportForm(view, now) },
  { form: DIGEST_MODAL, fields: ['report', 'days', 'time', 'cron', 'timezone'], render: (view, now) => rerenderDigestForm(view, new Date(now)) },
];

function askerOf(body: SlackViewAction): Asker {
  return {
    userId: body.user.id,
    teamId: formWorkspaceOf(body),
    // Judged where the form was opened (a channel limit of the access policy), as a command there would be.
    channelId: originOf(body.view),
    edge: edgeFactsOf(body),
  };
}

export function registerViewListeners(app: App, deps: AppDeps): void {
  for (const { form, fields, render } of RERENDER) {
    for (const field of fields) {
      app.action<BlockAction>({ action_id: field, callback_id: form }, async ({ ack, body, client }) => {
        await ack();
        const view = (body as BlockAction & { view?: FormView }).view;
        if (!view) return;
        const next = withOrigin(render(view, deps.now()), originOf(view));
        await deps.outbox.call(body.team?.id, 'views.update', () => client.views.update({ view_id: view.id, hash: view.hash, view: next })).catch((err: unknown) =>
          deps.logger.warn({ err, form }, 'could not re-render the form'),
        );
      });
    }
  }

  type Read = { ok: true; request: unknown; delivery: Delivery } | { ok: false; errors: Record<string, string> };
  const submit = (callbackId: string, name: string, read: (view: FormView & { state: { values: ViewState } }, line: SlackLine) => Read | Promise<Read>) =>
    app.view(callbackId, async ({ ack, body, view, client }) => {
      const result = await read(view as unknown as FormView & { state: { values: ViewState } }, deps.outbox.line(client, askerOf(body).teamId));
      if (!result.ok) return ack({ response_action: 'errors', errors: result.errors });
      await ack();
      await handle(deps, { asker: askerOf(body), work: { command: findCommand(deps.commands, name)!, request: result.request }, delivery: result.delivery, client, log: { form: callbackId } });
    });

  submit(EXPORT_MODAL, 'export', (view) => {
    const read = readExportForm(view, deps.now());
    if (!read.ok) return read;
    // The link's card goes to the requester's DM, so nothing more is said there (only a problem).
    return { ok: true, request: read.request, delivery: { to: 'dm', problemsOnly: true } };
  });
  submit(DIGEST_MODAL, 'digest', async (view, line) => {
    const read = readDigestForm(view, new Date(deps.now()));
    if (!read.ok) return read;
    const errors = await digestChannelErrors(read.value.channelId, { canPost: (c) => botCanPostIn(line, c), label: (c) => channelLabel(line, c) });
    if (errors) return { ok: false, errors };
    return { ok: true, request: { action: 'save', id: read.id, value: read.value }, delivery: { to: 'dm' } };
  });
  submit(ACCESS_MODAL, 'access', (view) => {
    const read = readAccessForm(view);
    return read.ok ? { ok: true, request: read.request, delivery: { to: 'dm' } } : read;
  });
}
