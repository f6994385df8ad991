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
