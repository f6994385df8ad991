// Export jobs: what the store keeps of a requested export while it is made and delivered (./exports.ts).
import type { Claimed, ClaimOptions } from './leases.js';

export type ExportJobState = 'pending' | 'waiting' | 'blocked' | 'ready' | 'delivered' | 'failed';
export const ACTIVE_EXPORT_STATES: readonly ExportJobState[] = ['pending', 'waiting', 'blocked', 'ready'];

export interface ExportJobInput {
  teamId: string;
  requesterUserId: string;
  /** Channel the export was asked in; null delivers by DM. */
  channelId: string | null;
  kind: 'impressions' | 'requests';
  body: Record<string, string>;
  /** On 409 (too many active exports): try again later instead of failing. */
  retryOnConflict: boolean;
  giveUpAt: Date;
  /** The connection (account) it runs on, decided when asked; null/unset: the channel's account. */
  connectionId?: string | null;
}

export interface ExportJob extends ExportJobInput {
  id: string;
  state: ExportJobState;
  exportId: string | null;
  url: string | null;
  urlExpiresAt: Date | null;
  attempts: number;
  nextAttemptAt: Date;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  lastError: string | null;
  messageChannelId: string | null;
  messageTs: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}

export type ExportJobPatch = Partial<
  Pick<ExportJob, 'state' | 'exportId' | 'url' | 'urlExpiresAt' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'messageChannelId' | 'messageTs' | 'deliveredAt'>
>;

export interface ExportJobsRepo {
  enqueue(input: ExportJobInput, now: Date): Promise<ExportJob>;
  get(id: string): Promise<ExportJob | undefined>;
  listForUser(teamId: string, userId: string, limit: number): Promise<ExportJob[]>;
  /**
   * Forgets every export of the workspace (uninstall): pending ones are never delivered, and the
   * signed links of delivered ones are not kept. A step running elsewhere loses its lease.
   */
  removeTeam(teamId: string): Promise<number>;
  /** Leases due active jobs (free, or whose holder's lease expired: a dead instance's work). */
  claim(opts: ClaimOptions): Promise<Array<Claimed<ExportJob>>>;
  /** Extends the lease while a step runs; false when another instance took the job over. */
  renew(id: string, instanceId: string, leaseUntil: Date): Promise<boolean>;
  /** Saves a step's outcome while holding the lease; `release` gives the job back. False if the lease was lost. */
  save(id: string, instanceId: string, patch: ExportJobPatch, now: Date, release: boolean): Promise<boolean>;
}
