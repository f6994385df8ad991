// `abtest watch <id> [here]`: watches an A/B test. The first check posts a card with the current
// status — in your DM, or in this channel with `here` — and the card is updated in place when the
// status changes, with a DM to you.
import { watchCreatedView } from '../../views/watch-list.js';
import { abTestWatchKind } from '../../src/jobs/alerts/abtest/index.js';
import { watchWordsOf } from '../../src/jobs/alerts/registry.js';
import type { BotMessage } from '../../views/types.js';
import { API_ID, UsageProblem, type Args } from '../shared/args.js';
import { refusal } from '../../views/error.js';
import type { CommandContext } from '../types.js';

export interface AbTestWatchRequest {
  abTestId: string;
  here: boolean;
}

/** Reads `watch <id> [here]` (the word `watch` already taken). */
export function readAbTestWatch(args: Args): AbTestWatchRequest {
  const here = args.flag('here');
  const id = args.word();
  if (!id || !API_ID.test(id)) throw new UsageProblem('give the A/B test id to watch, e.g. abtest watch abt_123');
  args.done();
  return { abTestId: id, here };
}

export async function startAbTestWatch(req: AbTestWatchRequest, ctx: CommandContext): Promise<BotMessage> {
  const durable = ctx.durable;
  const teamId = ctx.teamId;
  const existing = (await durable.store.watches.list({ teamId, ownerUserId: ctx.userId, kind: abTestWatchKind.kind })).find(
    (w) => abTestWatchKind.owns(w.spec) && w.spec.abTestId === req.abTestId,
  );
  if (existing) return refusal(`You already watch ${req.abTestId} (${existing.id}).`, `Remove it with \`/adops alerts remove ${existing.id}\` to start again.`);
  // Checked once now, so an unknown id is refused before anything is stored.
  await ctx.api.abTest.get({ ab_test_id: req.abTestId, start_time: Math.floor(ctx.now() / 1000) - 86_400, end_time: Math.floor(ctx.now() / 1000) });
  const now = new Date(ctx.now());
  const watch = await durable.store.watches.create(
    {
      teamId, ownerUserId: ctx.userId, spec: { kind: abTestWatchKind.kind, abTestId: req.abTestId }, channelId: req.here ? (ctx.channelId ?? null) : null, nextCheckAt: now,
      connectionId: ctx.accounts.forChannel(req.here ? ctx.channelId : undefined)?.connectionId ?? null,
    },
    now,
  );
  durable.kickWatches();
  return watchCreatedView(watch, watchWordsOf(watch));
}
