// After a connection is saved, bound, unbound or removed: every digest and alert whose account
// changes with it moves to the account it now uses — its channel's binding, else the workspace's
// default — and its owner is told by DM, naming it. One the new account's key cannot serve (a
// reconcile digest on a key without demand comparison) is paused, and the DM says why. Digests
// and alerts whose account does not change are left alone.
import { digestLabel, digestNeeds } from '../../src/jobs/digest.js';
import { watchNeeds } from '../../src/jobs/watches.js';
import { watchWordsOf } from '../../src/jobs/alerts/registry.js';
import { changeSubscription } from '../../src/scheduler/subscriptions.js';
import type { Binding, Connection, Store } from '../../src/store/index.js';
import { accountMovedView, type MovedItem } from '../../views/connect.js';
import { describeWatch } from '../../views/watch-list.js';
import { accountInfoOf, cannotServe } from '../shared/account.js';
import type { CommandContext } from '../types.js';

export interface AccountsState {
  connections: Connection[];
  bindings: Binding[];
}

export async function accountsState(store: Store, teamId: string): Promise<AccountsState> {
  const [connections, bindings] = await Promise.all([store.connections.list(teamId), store.connections.bindings(teamId)]);
  return { connections, bindings };
}

/** The connection a channel uses in `state`: its binding, else the default; undefined: none (the bot's own key). */
function usedBy(state: AccountsState, channelId: string | null | undefined): Connection | undefined {
  const bound = channelId ? state.bindings.find((b) => b.channelId === channelId)?.connectionId : undefined;
  return state.connections.find((c) => c.id === bound) ?? state.connections.find((c) => c.isDefault) ?? state.connections[0];
}

/** Moves what changed account between `before` and `after`, tells each owner; returns how many moved. */
export async function moveToNewAccounts(ctx: CommandContext, before: AccountsState, after: AccountsState, why: string): Promise<number> {
  const store = ctx.durable.store;
  const now = new Date(ctx.now());
  const moved = new Map<string, MovedItem[]>();
  const note = (owner: string, item: MovedItem) => moved.set(owner, [...(moved.get(owner) ?? []), item]);
  const from = (connectionId: string | null | undefined, channelId: string | null) =>
    (connectionId ? before.connections.find((c) => c.id === connectionId) : undefined) ?? usedBy(before, channelId);
  for (const sub of await store.subscriptions.list({ teamId: ctx.teamId })) {
    const was = from(sub.connectionId, sub.channelId);
    const now_ = usedBy(after, sub.channelId);
    if (was?.id === now_?.id) continue;
    const lacks = now_ && cannotServe(accountInfoOf(now_), digestNeeds(sub.report));
    await changeSubscription(store, sub.id, { connectionId: now_?.id ?? null, ...(lacks ? { paused: true } : {}) }, now);
    note(sub.ownerUserId, { id: sub.id, what: `${digestLabel(sub.report)} in <#${sub.channelId}>`, from: was && line(was), to: now_ && line(now_), paused: lacks });
  }
  for (const w of await store.watches.list({ teamId: ctx.teamId })) {
    const was = from(w.connectionId, w.channelId);
    const now_ = usedBy(after, w.channelId);
    if (was?.id === now_?.id) continue;
    const lacks = now_ && cannotServe(accountInfoOf(now_), watchNeeds(w.kind));
    await store.watches.setConnection(w.id, now_?.id ?? null, Boolean(lacks));
    note(w.ownerUserId, { id: w.id, what: describeWatch(w, watchWordsOf), from: was && line(was), to: now_ && line(now_), paused: lacks });
  }
  await Promise.all(
    [...moved].map(([owner, items]) =>
      ctx.durable.dm(ctx.teamId, owner, accountMovedView(items, why)).catch((err: unknown) => ctx.logger.warn({ err, owner }, 'could not tell an owner their digest or alert moved account')),
    ),
  );
  return [...moved.values()].reduce((n, items) => n + items.length, 0);
}

const line = (c: Connection) => `${c.account} (${c.name})`;
