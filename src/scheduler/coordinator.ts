// The RunCoordinator: which run each due (subscription, scheduled time) gets. Not a process flag —
// a database step: due rows are taken with SELECT … FOR UPDATE SKIP LOCKED (instances take
// disjoint sets) and the run is an INSERT … ON CONFLICT DO NOTHING on the unique key
// (subscription_id, scheduled_for), so even a stale read cannot create an occurrence's run twice.
// The run is then claimed like any leased work (./workers.ts), by whichever instance is free.
import type { ClaimedRun, RunLease, Store } from '../store/index.js';
import { planRun } from './plan.js';

export class RunCoordinator {
  constructor(
    private readonly store: Store,
    private readonly instanceId: string,
    private readonly graceMs: number,
  ) {}

  /** The runs of up to `limit` due subscriptions, created now (skipped ones included). */
  createDue(now: Date, limit: number, lease: RunLease): Promise<ClaimedRun[]> {
    return this.store.runs.createDue({ now, instanceId: this.instanceId, limit, lease, plan: (s) => planRun(s, now, this.graceMs) });
  }
}
