// Replays run once. A signed Slack request sent again — by an attacker who captured it, a proxy
// retrying, or Slack retrying an event — while its signature's timestamp is still accepted carries
// the same team, user and trigger (or event id): the second copy is acked and dropped here, before
// any listener, so a `digest add`, `alerts add` or export is not made twice. The keys live in the
// store, so a replay landing on another instance is caught too.
// When the store cannot answer (an error, or not within its budget) nobody knows whether the
// request is a repeat. Then it fails closed for what changes something (./durable-changes.ts): it
// is not run, and the asker is told to try again (a new click or command is a new request, so the
// retry passes). A request that only reads still runs: a duplicate read costs an API call, while a
// lost answer leaves someone in silence.
import { createHash } from 'node:crypto';
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { openDm, postMessage, type WebClient } from '../outbox/slack-io.js';
import { errorView } from '../../views/error.js';
import type { BotMessage } from '../../views/types.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { SHARE_ACTION_ID } from '../../views/share.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { textChangesState } from './durable-changes.js';
import { buttonCommandText } from './listeners/actions.js';
import type { AppDeps } from './deps.js';
import { REDELIVERED } from './inbox.js';

/** Slack's rule: a signature's timestamp is accepted up to 5 minutes from now, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * How long a request's key is remembered. One signed request stays acceptable from 5 minutes
 * before its timestamp until 5 minutes after it, so its first copy and a replay can arrive 10
 * minutes apart: a key forgotten sooner would let that replay run again.
 */
export const REPLAY_KEY_TTL_MS = 2 * SIGNATURE_WINDOW_MS;

/**
 * Who sent what: team, user, trigger and a digest of the whole body (a replay is the same bytes;
 * two commands sharing a trigger — test drivers do — are still two requests), or the event id of
 * an Events API callback (Slack's own retries). A body without a trigger (a command from a surface
 * that cannot show forms, a view_closed) is keyed by its digest alone: it still names its own
 * response_url or view, so two real requests never share one, and a replay is not let through.
 */
/** The workspace a request came from: a command's team_id, an interaction's team.id. */
function requestTeam(body: Record<string, unknown>): string | undefined {
  const team = body.team as { id?: unknown } | undefined;
  return typeof body.team_id === 'string' ? body.team_id : typeof team?.id === 'string' ? team.id : undefined;
}

export function requestKey(body: Record<string, unknown>): string {
  if (typeof body.event_id === 'string') return `event|${body.event_id}`;
  const trigger = typeof body.trigger_id === 'string' && body.trigger_id !== '' ? body.trigger_id : '-';
  const user = body.user as { id?: unknown } | undefined;
  const userId = typeof body.user_id === 'string' ? body.user_id : typeof user?.id === 'string' ? user.id : '';
  const teamId = requestTeam(body) ?? '';
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 24);
  return `req|${teamId}|${userId}|${trigger}|${digest}`;
}

/** How long the replay check may take for a read: it runs anyway after that, so its asker waits no longer. */
export const CHECK_BUDGET_MS = 250;

/**
 * For a change, which is refused when the check is late: longer, so that a store merely slow for a
 * moment does not turn into refusals. A form's ack (its field errors) waits behind the check, and
 * Slack allows 3 s.
 */
export const CHANGE_CHECK_BUDGET_MS = 1_500;

/** What the asker of a refused request hears. */
export const NOT_CONFIRMED = errorView({
  what: 'I could not confirm this request is not a repeat, so I did not run it.',
  next: 'Please try again in a moment.',
});

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** True when running `body` twice could change something twice; unknown kinds count as changes. */
export function changesState(commands: readonly RegisteredCommand[], body: Record<string, unknown>): boolean {
  // Events: App Home is drawn again, an install or a cached group is forgotten — each harmless twice.
  if (body.type === 'event_callback') return false;
  // Every form saves something (an export request, a digest, the access policy, a connection).
  if (body.type === 'view_submission') return true;
  if (str(body.command) !== undefined) return textChangesState(commands, str(body.text) ?? '', str(body.channel_id));
  if (body.type === 'block_actions') {
    const view = body.view as { type?: unknown } | undefined;
    // A change in an open form only re-renders it (./listeners/views.ts).
    if (view?.type === 'modal') return false;
    const action = (Array.isArray(body.actions) ? body.actions[0] : undefined) as { action_id?: unknown; value?: unknown } | undefined;
    const actionId = str(action?.action_id) ?? '';
    // Share posts the answer in the channel: twice would be two posts.
    if (actionId === SHARE_ACTION_ID) return true;
    const text = buttonCommandText(commands, actionId, str(action?.value) ?? '');
    if (text === undefined) return actionId !== HOME_ACTION.refresh;
    const channel = body.channel as { id?: unknown } | undefined;
    return textChangesState(commands, text, str(channel?.id));
  }
  return true;
}

type Verdict = 'first' | 'replay' | 'unknown';

async function firstOrReplay(deps: AppDeps, key: string, budgetMs: number): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budgetMs)));
  try {
    const answer = await Promise.race([deps.durable.store.requestKeys.firstSeen(key, new Date(), REPLAY_KEY_TTL_MS), late]);
    if (answer === 'late') deps.logger.warn('replay check took too long');
    return answer === 'late' ? 'unknown' : answer ? 'first' : 'replay';
  } catch (err) {
    deps.logger.warn({ err }, 'could not check the request against replays');
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

type Ack = (response?: unknown) => Promise<void>;

/**
 * Tells the asker their request was not run: in a form, a view pushed over it (closing it goes back
 * to the form, their input kept); else beside the command or button (response_url), or by DM (an
 * App Home button has no response_url).
 */
async function tellNotRun(deps: AppDeps, body: Record<string, unknown>, ack: Ack | undefined, client: WebClient | undefined): Promise<void> {
  const message: BotMessage = NOT_CONFIRMED;
  if (body.type === 'view_submission') {
    const view = { type: 'modal', title: { type: 'plain_text', text: 'Not run' }, close: { type: 'plain_text', text: 'Back' }, blocks: message.blocks };
    return ack?.({ response_action: 'push', view });
  }
  await ack?.();
  if (typeof body.response_url === 'string') {
    await deps.outbox.respond(body.response_url, requestTeam(body))({ response_type: 'ephemeral', replace_original: false, text: message.text, blocks: message.blocks });
    return;
  }
  const user = body.user as { id?: unknown } | undefined;
  const userId = typeof body.user_id === 'string' ? body.user_id : typeof user?.id === 'string' ? user.id : undefined;
  if (!client || !userId) return;
  const line = deps.outbox.line(client, requestTeam(body));
  await postMessage(line, await openDm(line, userId), message);
}

export function replayGuard(deps: AppDeps): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    // Claimed again from the inbox after its first answerer died (./inbox.ts): its key was recorded
    // by that first run, and it is no replay.
    if (args.context[REDELIVERED] === true) return args.next();
    const body = args.body as unknown as Record<string, unknown>;
    const key = requestKey(body);
    const changes = changesState(deps.commands, body);
    const verdict = await firstOrReplay(deps, key, changes ? CHANGE_CHECK_BUDGET_MS : CHECK_BUDGET_MS);
    const ack = (args as { ack?: Ack }).ack;
    if (verdict === 'first') return args.next();
    if (verdict === 'replay') {
      deps.logger.warn({ key: key.split('|').slice(0, 3).join('|') }, 'replayed Slack request dropped');
      if (ack) await ack();
      return;
    }
    if (!changes) {
      deps.logger.warn('replay not ruled out; running the request, as it only reads');
      return args.next();
    }
    deps.logger.warn({ type: body.type ?? 'command' }, 'replay not ruled out; request not run, as it changes state');
    await tellNotRun(deps, body, ack, (args as { client?: WebClient }).client).catch((err: unknown) => deps.logger.warn({ err }, 'could not tell the asker the request was not run'));
  };
}
