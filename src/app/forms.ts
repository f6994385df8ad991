// A command's form (FormAnswer): opened with the request's trigger, remembering where it was opened.
// The channel a form was opened from is kept in the form's private_metadata: a submission carries
// no channel of its own, and the access policy may limit a capability to channels. Slack returns
// private_metadata as we set it (users cannot change it), so the submission is judged where the
// form was opened.
import type { Logger } from '../logger.js';
import type { WebClient } from '../outbox/slack-io.js';
import type { FormAnswer } from '../../commands/types.js';
import { errorView } from '../../views/error.js';
import { describeFailure } from '../../views/error-message.js';
import type { ModalView } from '../../views/modal-kit.js';
import type { BotMessage } from '../../views/types.js';
import type { AppDeps } from './deps.js';

const KEY = 'openedIn';

function metadataOf(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The form, remembering `channelId` (a DM or no channel: unchanged). */
export function withOrigin(view: ModalView, channelId: string | undefined): ModalView {
  if (!channelId) return view;
  const v = view as ModalView & { private_metadata?: string };
  return { ...v, private_metadata: JSON.stringify({ ...metadataOf(v.private_metadata), [KEY]: channelId }) } as ModalView;
}

/** The channel a submitted (or re-rendered) form was opened from, if it remembers one. */
export function originOf(view: { private_metadata?: string } | undefined): string | undefined {
  const c = metadataOf(view?.private_metadata)[KEY];
  return typeof c === 'string' && /^[CGD][A-Z0-9]+$/.test(c) ? c : undefined;
}

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

/** Where a form opens: the asker's workspace and channel, with the trigger of their click or command. */
export interface FormPlace {
  client: WebClient;
  teamId: string;
  channelId?: string;
  /** A form can only open with it, within 3 s of the click or command. */
  triggerId?: string;
}

/** Opens the form; true, or the message to show instead (no trigger, or Slack refused it). */
export async function openForm(deps: AppDeps, form: FormAnswer, at: FormPlace, logger: Logger): Promise<true | BotMessage> {
  const trigger = at.triggerId;
  if (!trigger) return form.instead;
  const line = deps.outbox.line(at.client, at.teamId);
  try {
    const loading = form.loading;
    const opened = (view: ModalView) => withOrigin(view, at.channelId);
    if (!loading) {
      const view = opened(await form.view());
      // One attempt: a trigger is single-use and lives 3 seconds.
      await line.call('views.open', (client) => client.views.open({ trigger_id: trigger, view }), { attempts: 1 });
      return true;
    }
    const shown = await line.call('views.open', (client) => client.views.open({ trigger_id: trigger, view: opened(loading) }), { attempts: 1 });
    const viewId = shown.view?.id;
    if (!viewId) throw new Error('views.open returned no view id');
    const view = opened(await form.view());
    await line.call('views.update', (client) => client.views.update({ view_id: viewId, hash: shown.view?.hash, view }));
    return true;
  } catch (err) {
    logger.warn({ err }, 'could not open the form');
    return errorView({ what: 'I could not open the form.', next: 'Try the command again (Slack gives a form only 3 seconds to open).', detail: describeFailure(err).detail });
  }
}
