// Where alerts go: each of the watch's destinations — channels (mentioning its users and user
// groups) and/or the owner's DM — and the once-per-incident rule for posting them. An incident has
// one message per destination, each updated in place and threaded on its own.
import type { PostedMessage } from '../outbox/poster.js';
import type { SlackLine } from '../outbox/outbox.js';
import { slackErrorCode } from '../outbox/slack-io.js';
import { DM_DESTINATION, type Incident, type Watch } from '../store/index.js';
import type { BotMessage } from '../../views/types.js';
import { withAccountLine } from '../../views/connect.js';
import { accountScope, type JobDeps } from './deps.js';

/** `<@U…>` for users, `<!subteam^S…>` for user groups. */
export function mentionText(ids: readonly string[]): string {
  return ids.map((id) => (id.startsWith('S') ? `<!subteam^${id}>` : `<@${id}>`)).join(' ');
}

/** The watch's destinations in order (a row from before destinations existed: its channel or the DM). */
export function destinationsOf(w: Pick<Watch, 'destinations' | 'channelId'>): string[] {
  return w.destinations?.length ? w.destinations : [w.channelId ?? DM_DESTINATION];
}

/**
 * The message ref of an incident's post in one destination. The first destination keeps the key
 * used before there were several (so an incident opened then is still updated and threaded).
 */
export function incidentRefKey(w: Pick<Watch, 'destinations' | 'channelId'>, incidentId: string, destination: string): string {
  return destination === destinationsOf(w)[0] ? `incident:${incidentId}` : `incident:${incidentId}:${destination}`;
}

/**
 * The alert as posted in one destination: its channel's mentions, and ending with the account line
 * as answers and digests do (when several accounts are in play: src/app/tenants/accounts.ts).
 */
function withMentions(deps: JobDeps, w: Watch, destination: string, posted: BotMessage): BotMessage {
  const account = deps.accountLine(accountScope(w));
  const message = account ? withAccountLine(posted, account) : posted;
  // Mentions are for the people in a channel; a DM already reaches its one reader.
  const mentions = destination !== DM_DESTINATION && w.mentions.length ? mentionText(w.mentions) : '';
  return mentions
    ? { ...message, mentions, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: mentions } }, ...message.blocks] }
    : message;
}

async function postTo(deps: JobDeps, w: Watch, destination: string, message: BotMessage, signal: AbortSignal, threadTs?: string): Promise<PostedMessage> {
  const poster = deps.posterFor(w.teamId);
  const channel = destination === DM_DESTINATION ? await poster.dmChannel(w.ownerUserId, signal) : destination;
  return poster.post(channel, { ...withMentions(deps, w, destination, message), threadTs }, signal);
}

/** Posts an alert in the watch's first destination (a thread reply when `threadTs` is given). */
export async function postAlert(deps: JobDeps, w: Watch, message: BotMessage, signal: AbortSignal, threadTs?: string): Promise<PostedMessage> {
  return postTo(deps, w, destinationsOf(w)[0]!, message, signal, threadTs);
}

/**
 * Runs `fn` for every destination: one that fails (the bot was removed from a channel) does not
 * keep the others from getting the alert. The first error is thrown after all were tried, so the
 * check is recorded as failed and the next one tries again (each step is idempotent per destination).
 */
async function forEachDestination(deps: JobDeps, w: Watch, fn: (destination: string) => Promise<void>): Promise<void> {
  let first: unknown;
  for (const destination of destinationsOf(w)) {
    try {
      await fn(destination);
    } catch (err) {
      deps.logger.warn({ err, watchId: w.id, destination }, 'alert delivery to one destination failed');
      first ??= err;
    }
  }
  if (first !== undefined) throw first;
}

/**
 * Posts the alert of an open incident in each destination it was not posted in yet (its message
 * ref is the marker). A post that failed is retried at the next check; the watch's lease keeps two
 * instances from doing this at once.
 */
export async function alertOnce(deps: JobDeps, w: Watch, incident: Incident, message: BotMessage, signal: AbortSignal): Promise<void> {
  await forEachDestination(deps, w, async (destination) => {
    const key = incidentRefKey(w, incident.id, destination);
    if (await deps.store.refs.get(w.teamId, key)) return;
    const posted = await postTo(deps, w, destination, message, signal);
    await deps.store.refs.put(w.teamId, key, posted, new Date(deps.now()));
  });
}

/** Updates the incident's message in place in every destination it was posted in. */
export async function updateAlert(deps: JobDeps, w: Watch, incidentId: string, message: BotMessage, signal: AbortSignal): Promise<void> {
  await forEachDestination(deps, w, async (destination) => {
    const ref = await deps.store.refs.get(w.teamId, incidentRefKey(w, incidentId, destination));
    if (ref) await deps.posterFor(w.teamId).update(ref.channelId, ref.ts, withMentions(deps, w, destination, message), signal);
  });
}

/** A follow-up in the incident message's thread, in every destination it was posted in. */
export async function followUpAlert(deps: JobDeps, w: Watch, incidentId: string, message: BotMessage, signal: AbortSignal): Promise<void> {
  await forEachDestination(deps, w, async (destination) => {
    const ref = await deps.store.refs.get(w.teamId, incidentRefKey(w, incidentId, destination));
    if (ref) await postTo(deps, w, destination, message, signal, ref.ts);
  });
}

/**
 * Whether the bot can post in a channel: reading its history needs membership (Slack answers
 * not_in_channel, or channel_not_found for a private channel it was not invited to). Any other
 * failure is not taken as an answer (true): the alert's own posts will say more.
 */
export async function botCanPostIn(line: SlackLine, channelId: string, token?: string): Promise<boolean> {
  try {
    await line.call('conversations.history', (client) => client.conversations.history({ ...(token ? { token } : {}), channel: channelId, limit: 1 }));
    return true;
  } catch (err) {
    const code = slackErrorCode(err);
    return code !== 'not_in_channel' && code !== 'channel_not_found';
  }
}

/**
 * "#name" of a channel for a message that must name it in plain text (a form's field error cannot
 * show a <#C…> mention); undefined when Slack does not say (a private channel the bot is not in).
 */
export async function channelLabel(line: SlackLine, channelId: string, token?: string): Promise<string | undefined> {
  try {
    const res = await line.call('conversations.info', (client) => client.conversations.info({ ...(token ? { token } : {}), channel: channelId }));
    const name = (res as { channel?: { name?: string } }).channel?.name;
    return name ? `#${name}` : undefined;
  } catch {
    return undefined;
  }
}
