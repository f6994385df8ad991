// App Home buttons: new digest / export (forms), edit, pause, resume, run now, preview and delete
// digests; pause, resume and remove alerts. Each change re-publishes the user's Home.
import type { App, BlockButtonAction } from '@slack/bolt';
import { buildDigest, DIGEST_LABELS } from '../../jobs/digest.js';
import { changeSubscription } from '../../scheduler/subscriptions.js';
import { HOME_ACTION } from '../../../views/app-home.js';
import { errorView } from '../../../views/error.js';
import type { BotMessage } from '../../../views/types.js';
import type { AppDeps } from '../deps.js';
import { describeFailure } from '../error-message.js';
import { publishHome } from '../home.js';
import { exportForm, formFromSubscription, newForm, openDigestForm } from '../modals.js';
import { openDm, slackCall, type WebClient } from '../slack-io.js';

type Click = { teamId: string; userId: string; value: string; triggerId: string; client: WebClient };

async function dm(client: WebClient, userId: string, message: BotMessage): Promise<void> {
  await slackCall(() => openDm(client, userId).then((channel) => client.chat.postMessage({ channel, text: message.text, blocks: message.blocks })));
}

export function registerHomeListeners(app: App, deps: AppDeps): void {
  const on = (actionId: string, handle: (c: Click) => Promise<void>) =>
    app.action<BlockButtonAction>(actionId, async ({ ack, body, action, client }) => {
      await ack();
      const c: Click = { teamId: body.team?.id ?? 'T_LOCAL', userId: body.user.id, value: action.value ?? '', triggerId: body.trigger_id, client };
      try {
        await handle(c);
      } catch (err) {
        deps.logger.warn({ err, action: actionId }, 'App Home action failed');
        const f = describeFailure(err);
        await dm(client, c.userId, errorView(f)).catch(() => undefined);
      }
      await publishHome(deps, client, c.teamId, c.userId).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
    });
  const durable = () => {
    if (!deps.durable) throw new Error('no durable store');
    return deps.durable;
  };
  /** The user's own subscription, or undefined (someone else's or gone: nothing happens). */
  const ownSubscription = async (c: Click) => {
    const s = await durable().store.subscriptions.get(c.value);
    return s && s.teamId === c.teamId && s.ownerUserId === c.userId ? s : undefined;
  };
  const ownWatch = async (c: Click) => {
    const w = await durable().store.watches.get(c.value);
    return w && w.teamId === c.teamId && w.ownerUserId === c.userId ? w : undefined;
  };

  on(HOME_ACTION.refresh, async () => undefined);
  on(HOME_ACTION.exportNew, async (c) => {
    await slackCall(() => c.client.views.open({ trigger_id: c.triggerId, view: exportForm('impressions', deps.now()) }), { attempts: 1 });
  });
  on(HOME_ACTION.digestNew, (c) =>
    openDigestForm(c.client, c.triggerId, async () => newForm((await deps.timezones.get(c.client, c.teamId, c.userId)).tz, undefined, new Date(deps.now()))),
  );
  on(HOME_ACTION.digest.edit, async (c) => {
    const s = await ownSubscription(c);
    if (s) await openDigestForm(c.client, c.triggerId, async () => formFromSubscription(s, new Date(deps.now())));
  });
  for (const verb of ['pause', 'resume'] as const) {
    on(HOME_ACTION.digest[verb], async (c) => {
      const s = await ownSubscription(c);
      if (s) await changeSubscription(durable().store, s.id, { paused: verb === 'pause' }, new Date(deps.now()));
    });
    on(HOME_ACTION.watch[verb], async (c) => {
      const w = await ownWatch(c);
      if (w) await durable().store.watches.setPaused(w.id, verb === 'pause');
    });
  }
  on(HOME_ACTION.digest.delete, async (c) => {
    const s = await ownSubscription(c);
    if (s) await durable().store.subscriptions.remove(s.id);
  });
  on(HOME_ACTION.watch.remove, async (c) => {
    const w = await ownWatch(c);
    if (w) await durable().store.watches.remove(w.id);
  });
  on(HOME_ACTION.digest.run, async (c) => {
    const s = await durable().store.subscriptions.get(c.value);
    if (!s || s.teamId !== c.teamId) return;
    const run = await durable().scheduler.runNow(s.id);
    if (run?.status !== 'ok') await dm(c.client, c.userId, errorView({ what: `The ${DIGEST_LABELS[s.report]} could not be posted: ${run?.error ?? 'it did not run'}.`, next: 'Check its filters, or try again in a minute.' }));
  });
  on(HOME_ACTION.digest.preview, async (c) => {
    const s = await durable().store.subscriptions.get(c.value);
    if (!s || s.teamId !== c.teamId) return;
    const out = await buildDigest(durable().deps, s, new Date(deps.now()), AbortSignal.timeout(60_000));
    const note = out.quiet ? 'Preview: nothing would be posted now (no issues found).' : `Preview of the ${DIGEST_LABELS[s.report]} for <#${s.channelId}> — not posted there.`;
    await dm(c.client, c.userId, { ...out.message, blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: note }] }, ...out.message.blocks.slice(0, 45)] });
  });
}
