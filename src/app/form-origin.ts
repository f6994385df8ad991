// The channel a form was opened from, kept in the form's private_metadata: a submission carries
// no channel of its own, and the access policy may limit a capability to channels. Slack returns
// private_metadata as we set it (users cannot change it), so the submission is judged where the
// form was opened.
import type { ModalView } from '../../views/modal-kit.js';

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
