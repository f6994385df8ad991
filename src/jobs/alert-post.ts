// Where alerts go: the watch's channel (mentioning its users and user groups) or the owner's DM;
// and the once-per-incident rule for posting them.
import type { PostedMessage } from '../outbox/poster.js';
import type { Incident, Watch } from '../store/index.js';
import type { BotMessage } from '../../views/types.js';
import type { JobDeps } from './deps.js';

/** `<@U…>` for users, `<!subteam^S…>` for user groups. */
export function mentionText(ids: readonly string[]): string {
  return ids.map((id) => (id.startsWith('S') ? `<!subteam^${id}>` : `<@${id}>`)).join(' ');
}

/** Posts an alert where the watch says: its channel (with mentions), or the owner's DM. */
export async function postAlert(deps: JobDeps, w: Watch, message: BotMessage, signal: AbortSignal, threadTs?: string): Promise<PostedMessage> {
  const poster = deps.posterFor(w.teamId);
  const mentions = w.channelId && w.mentions.length ? mentionText(w.mentions) : '';
  const withMentions: BotMessage = mentions
    ? { ...message, text: `${mentions} ${message.text}`, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: mentions } }, ...message.blocks] }
    : message;
  const channel = w.channelId ?? (await poster.dmChannel(w.ownerUserId, signal));
  return poster.post(channel, { ...withMentions, threadTs }, signal);
}

/**
 * Posts the alert of an open incident unless it was posted already (its message ref is the
 * marker). A post that failed is retried at the next check; the watch's lease keeps two
 * instances from doing this at once.
 */
export async function alertOnce(deps: JobDeps, w: Watch, incident: Incident, message: BotMessage, signal: AbortSignal): Promise<void> {
  const key = `incident:${incident.id}`;
  if (await deps.store.refs.get(w.teamId, key)) return;
  const posted = await postAlert(deps, w, message, signal);
  await deps.store.refs.put(w.teamId, key, posted, new Date(deps.now()));
}
