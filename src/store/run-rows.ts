// The columns of subscription_runs and their decoding, shared by the run repository and its leases.
import { date, dateOrNull, str, strOrNull, type Row } from './rows.js';
import type { Run, RunStatus, RunTrigger } from './types.js';

export const RUN_COLUMNS =
  'id, subscription_id, scheduled_for, trigger, status, instance_id, started_at, finished_at, duration_ms, error, message_channel_id, message_ts, ' +
  'lease_owner, lease_until, attempts, deadline_at, delayed, thread_ts, posting_since, thread_posting_since, posting_last_at, thread_posting_last_at';

export function toRun(r: Row): Run {
  return {
    id: str(r.id),
    subscriptionId: str(r.subscription_id),
    scheduledFor: date(r.scheduled_for),
    trigger: str(r.trigger) as RunTrigger,
    status: str(r.status) as RunStatus,
    instanceId: str(r.instance_id),
    startedAt: date(r.started_at),
    finishedAt: dateOrNull(r.finished_at),
    durationMs: r.duration_ms === null || r.duration_ms === undefined ? null : Number(r.duration_ms),
    error: strOrNull(r.error),
    messageChannelId: strOrNull(r.message_channel_id),
    messageTs: strOrNull(r.message_ts),
    leaseOwner: strOrNull(r.lease_owner),
    leaseUntil: dateOrNull(r.lease_until),
    attempts: Number(r.attempts ?? 0),
    deadlineAt: dateOrNull(r.deadline_at),
    delayed: r.delayed === true,
    threadTs: strOrNull(r.thread_ts),
    postingSince: dateOrNull(r.posting_since),
    threadPostingSince: dateOrNull(r.thread_posting_since),
    postingLastAt: dateOrNull(r.posting_last_at),
    threadPostingLastAt: dateOrNull(r.thread_posting_last_at),
  };
}
