// An answer's writes, in one transaction once it is out: the access check's audit entry (and,
// once a day, the entries past their retention), the answer kept for Share, and the request's
// removal from the inbox (by its replay key, ./inbox.ts), its key recorded against replays. A
// read-only answer thus writes its request (with its replay key), its claim and this: three writes
// (test/app/answer-writes.test.ts).
// A crash before this write leaves the request in the inbox: it is claimed again and answered
// again, with its audit entry then.
import type { Sql, Db } from './db.js';
import { auditRepo, type AuditInput } from './access.js';
import { sharedAnswersRepo, type SharedAnswer } from './shared-answers.js';
import { keyForgetter, REPLAY_KEY_TTL_MS } from './request-keys.js';

/** An audit entry, with the retention sweeps due with it (src/app/access/gate.ts decides when). */
export interface AuditWrite {
  entry: AuditInput;
  /** The team's entries older than this go. */
  purgeBefore?: Date;
  /** Entries of teams without a policy older than this go. */
  sweepBefore?: Date;
}

export interface AnswerWrites {
  audit?: AuditWrite;
  share?: SharedAnswer;
  /** The replay key of the inbox request it answers (none: answered where it arrived). */
  inboxKey?: string;
}

export interface AnsweredRepo {
  /** Writes them in one transaction (nothing when there is nothing to write). */
  record(writes: AnswerWrites, at: Date): Promise<void>;
}

/** `finished`: shared with the inbox repo, whose `done` then skips what was removed here. */
export function answeredRepo(db: Db, finished: Set<string>): AnsweredRepo {
  const forgetKeys = keyForgetter(db);
  const write = async (tx: Sql, w: AnswerWrites, at: Date): Promise<string[]> => {
    if (w.audit) {
      const audit = auditRepo(tx);
      await audit.add(w.audit.entry, at);
      if (w.audit.purgeBefore) await audit.purge(w.audit.entry.teamId, w.audit.purgeBefore);
      if (w.audit.sweepBefore) await audit.purgeWithoutPolicy(w.audit.sweepBefore);
    }
    if (w.share) await sharedAnswersRepo(tx).save(w.share, at);
    if (!w.inboxKey) return [];
    // The key, recorded as the request leaves the inbox: a copy Slack sends again is then a replay
    // (src/app/pipeline.ts replayGuard), and until now the inbox's unique key refused it.
    // Keys live in real time, as the replay check reads them (`at` may be a test's clock).
    await tx.query('INSERT INTO request_keys (key, seen_at) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at', [w.inboxKey, new Date()]);
    return (await tx.query<{ id: unknown }>('DELETE FROM inbound_requests WHERE request_key = $1 RETURNING id', [w.inboxKey])).map((r) => String(r.id));
  };
  return {
    async record(w, at) {
      if (!w.audit && !w.share && !w.inboxKey) return;
      const removed = await db.transaction((tx) => write(tx, w, at));
      for (const id of removed) finished.add(id);
      if (w.inboxKey) await forgetKeys(new Date(), REPLAY_KEY_TTL_MS);
    },
  };
}
