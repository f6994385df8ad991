// The RunCoordinator: which instance runs which (subscription, scheduled time). Not a process
// flag — a database claim: due rows are taken with SELECT … FOR UPDATE SKIP LOCKED (instances
// take disjoint sets) and the run is an INSERT … ON CONFLICT DO NOTHING on the unique key
// (subscription_id, scheduled_for), so even a stale read cannot run an occurrence twice.
import type { ClaimedRun, RunLease, Store } from '../store/index.js';
import { planRun } from './plan.js';

export class RunCoordinator {
  constructor(
    private readonly store: Store,
    private readonly instanceId: string,
    private readonly graceMs: number,
  ) {}

  /** With a lease, the runs won are this instance's for `lease.leaseMs` (renewed while they run). */
  claimDue(now: Date, limit: number, lease?: RunLease): Promise<ClaimedRun[]> {
    return this.store.runs.claimDue({ now, instanceId: this.instanceId, limit, lease, plan: (s) => planRun(s, now, this.graceMs) });
  }
}
