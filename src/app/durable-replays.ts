// Replays run once. A signed Slack request sent again — by an attacker who captured it, a proxy
// retrying, or Slack retrying an event — within the 5 minutes its signature stays valid carries the
// same team, user and trigger (or event id): the second copy is acked and dropped here, before any
// listener, so a `digest add`, `alerts add` or export is not made twice. The keys live in the store,
// so a replay landing on another instance is caught too. If the store cannot answer (or not within
// CHECK_BUDGET_MS), the request runs: a lost answer is worse than a rare duplicate.
import { createHash } from 'node:crypto';
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { Logger } from '../logger.js';
import type { Store } from '../store/index.js';

/** Slack rejects signatures older than 5 minutes: a replay is only possible within them. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

/**
 * Who sent what: team, user, trigger and a digest of the whole body (a replay is the same bytes;
 * two commands sharing a trigger — test drivers do — are still two requests), or the event id of
 * an Events API callback (Slack's own retries). Undefined when nothing identifies the request.
 */
export function requestKey(body: Record<string, unknown>): string | undefined {
  if (typeof body.event_id === 'string') return `event|${body.event_id}`;
  const trigger = typeof body.trigger_id === 'string' ? body.trigger_id : undefined;
  if (!trigger) return undefined;
  const user = body.user as { id?: unknown } | undefined;
  const team = body.team as { id?: unknown } | undefined;
  const userId = typeof body.user_id === 'string' ? body.user_id : typeof user?.id === 'string' ? user.id : '';
  const teamId = typeof body.team_id === 'string' ? body.team_id : typeof team?.id === 'string' ? team.id : '';
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 24);
  return `req|${teamId}|${userId}|${trigger}|${digest}`;
}

/** How long the replay check may take before the request runs anyway (the ack budget is Slack's 3 s). */
export const CHECK_BUDGET_MS = 250;

function budget(): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), CHECK_BUDGET_MS).unref());
}

export function replayGuard(store: () => Store, logger: Logger): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const key = requestKey(args.body as unknown as Record<string, unknown>);
    let first = true;
    if (key) {
      try {
        // Some requests (form submissions) are acked by their listener, after this: a slow or
        // unreachable store must not hold the ack, so the check gets CHECK_BUDGET_MS at most.
        const answer = await Promise.race([store().requestKeys.firstSeen(key, new Date(), REPLAY_WINDOW_MS), budget()]);
        if (answer === 'late') logger.warn('replay check took too long; running the request');
        else first = answer;
      } catch (err) {
        logger.warn({ err }, 'could not check the request against replays; running it');
      }
    }
    if (first) return args.next();
    logger.warn({ key: key!.split('|').slice(0, 3).join('|') }, 'replayed Slack request dropped');
    const ack = (args as { ack?: () => Promise<void> }).ack;
    if (ack) await ack();
  };
}
