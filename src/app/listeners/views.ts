// Modals. `/adops export` (no arguments), `/adops digest add` and `/adops digest edit <id>` open a
// form instead of answering: a global middleware catches them first because opening a modal needs
// the command's trigger_id, which expires in 3 s. Form changes re-render the form (an export's
// kind-specific filters, a digest's schedule preview); submissions are checked field by field.
import type { App, BlockAction, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { describeFailure } from '../error-message.js';
import type { AppDeps } from '../deps.js';
import {
  exportForm, field, formFromSubscription, metadata, newForm, openDigestForm, readExportForm, rerenderDigestForm, submitDigestForm, type ViewState,
} from '../modals.js';
import { openDm, slackCall } from '../slack-io.js';
import { SLASH_COMMAND } from './commands.js';
import { EXPORT_MODAL } from '../../../views/export-modal.js';
import { DIGEST_MODAL } from '../../../views/digest-modal.js';
import { digestCreatedView } from '../../../views/digest-list.js';
import { errorView } from '../../../views/error.js';
import { exportQueuedView } from '../../../views/export-card.js';
import type { ExportKind } from '../../api/index.js';

type FormRequest = { form: 'export' } | { form: 'digest'; subscriptionId?: string };

/** Which command texts open a form. */
export function formFor(text: string): FormRequest | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  if (/^exports?$/i.test(t)) return { form: 'export' };
  if (/^digests? add$/i.test(t)) return { form: 'digest' };
  const edit = /^digests? edit (sub_[0-9a-z]{6,20})$/i.exec(t);
  return edit ? { form: 'digest', subscriptionId: edit[1]!.toLowerCase() } : undefined;
}

type ViewArgs = { view: { id: string; hash?: string; state?: { values: ViewState }; private_metadata?: string } };

export function registerViewListeners(app: App, deps: AppDeps): void {
  app.use(async (args) => {
    const body = args.body as Partial<SlackCommandMiddlewareArgs['body']>;
    const request = body.command === SLASH_COMMAND ? formFor(body.text ?? '') : undefined;
    if (!request || !deps.durable) return args.next();
    const { ack, respond } = args as unknown as SlackCommandMiddlewareArgs;
    await ack();
    const logger = deps.logger.child({ form: request.form, user: body.user_id });
    try {
      if (request.form === 'export') {
        await slackCall(() => args.client.views.open({ trigger_id: body.trigger_id!, view: exportForm('impressions', deps.now(), body.channel_id) }), { attempts: 1 });
        return;
      }
      const durable = deps.durable;
      await openDigestForm(args.client, body.trigger_id!, async () => {
        const now = new Date(deps.now());
        if (request.subscriptionId) {
          const s = await durable.store.subscriptions.get(request.subscriptionId);
          if (s && s.teamId === body.team_id) return formFromSubscription(s, now);
        }
        const zone = await deps.timezones.get(args.client, body.team_id, body.user_id!);
        return newForm(zone.tz, body.channel_id, now);
      });
    } catch (err) {
      logger.warn({ err }, 'could not open the form');
      const f = describeFailure(err);
      await respond({ response_type: 'ephemeral', ...errorView({ what: 'I could not open the form.', next: 'Try the command again (Slack gives a form only 3 seconds to open).', detail: f.detail }) });
    }
  });

  app.action<BlockAction>({ action_id: 'kind', callback_id: EXPORT_MODAL }, async ({ ack, body, client }) => {
    await ack();
    const view = (body as unknown as ViewArgs).view;
    if (!view) return;
    const kind = (field(view.state?.values, 'kind') as ExportKind | undefined) ?? 'impressions';
    await slackCall(() => client.views.update({ view_id: view.id, hash: view.hash, view: exportForm(kind, deps.now(), metadata<{ channelId: string }>(view).channelId) }));
  });

  // Matched on the form too: the field names are plain words other surfaces could use.
  for (const id of ['report', 'days', 'time', 'cron', 'timezone']) {
    app.action<BlockAction>({ action_id: id, callback_id: DIGEST_MODAL }, async ({ ack, body, client }) => {
      await ack();
      const view = (body as unknown as ViewArgs).view;
      if (!view) return;
      const updated = rerenderDigestForm(view.state?.values, metadata<{ subscriptionId: string }>(view), new Date(deps.now()));
      await slackCall(() => client.views.update({ view_id: view.id, hash: view.hash, view: updated }));
    });
  }

  app.view(EXPORT_MODAL, async ({ ack, body, view, client }) => {
    const read = readExportForm(view.state.values as ViewState, deps.now());
    if (!read.ok) return ack({ response_action: 'errors', errors: read.errors });
    await ack();
    const durable = deps.durable;
    if (!durable) return;
    const toChannel = field(view.state.values as ViewState, 'deliver') === 'channel';
    const job = await durable.enqueueExport({
      teamId: body.team?.id ?? 'T_LOCAL',
      userId: body.user.id,
      channelId: toChannel ? (metadata<{ channelId: string }>(view).channelId ?? null) : null,
      kind: read.kind,
      body: read.body,
      retryOnConflict: (view.state.values as ViewState).retry?.retry?.selected_options?.length ? true : false,
    });
    deps.logger.info({ exportJob: job.id, user: body.user.id }, 'export requested from the form');
    if (!toChannel) return;
    // A channel delivery gets its card there; tell the requester privately that it is on its way.
    await slackCall(() => openDm(client, body.user.id).then((dm) => client.chat.postMessage({ channel: dm, ...exportQueuedView(job) })));
  });

  app.view(DIGEST_MODAL, async ({ ack, body, view, client }) => {
    const durable = deps.durable;
    if (!durable) return ack();
    const result = await submitDigestForm(durable, view.state.values as ViewState, metadata<{ subscriptionId: string }>(view), { teamId: body.team?.id ?? 'T_LOCAL', userId: body.user.id }, new Date(deps.now()));
    if (!result.ok) return ack({ response_action: 'errors', errors: result.errors });
    await ack();
    const message = digestCreatedView(result.subscription, result.created ? undefined : 'Saved');
    await slackCall(() => openDm(client, body.user.id).then((dm) => client.chat.postMessage({ channel: dm, text: message.text, blocks: message.blocks })));
  });
}
