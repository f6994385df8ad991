// What the doors of plain words remember (issue 38): the last command run in each thread where a
// question was asked (a follow-up such as "and by country?" refines it), and how often each person
// asked each command (the agent view suggests what they ask most). Command texts only: no figures,
// no words as typed. Threads are forgotten after 30 days, counts after 90 without a new ask.
import type { Db } from './db.js';

export interface ThreadPlace {
  teamId: string;
  channelId: string;
  threadTs: string;
}

export interface WordThreadsRepo {
  /** The command last run in the thread (the text after /adops), if any. */
  last(place: ThreadPlace): Promise<string | undefined>;
  /** Notes the command run in the thread for `userId`, and counts it towards what they ask most. */
  ran(place: ThreadPlace, userId: string, commandText: string, at: Date): Promise<void>;
  /** The commands `userId` asked most (most first, then the latest), at most `limit`. */
  mostAsked(teamId: string, userId: string, limit: number): Promise<string[]>;
  /** Forgets the workspace's threads and counts (uninstall); how many rows. */
  removeTeam(teamId: string): Promise<number>;
}

const THREAD_KEEP_MS = 30 * 24 * 3_600_000;
const ASKED_KEEP_MS = 90 * 24 * 3_600_000;

export function wordThreadsRepo(db: Db): WordThreadsRepo {
  let writes = 0;
  return {
    async last(p) {
      const rows = await db.query<{ command_text: string }>('SELECT command_text FROM word_threads WHERE team_id = $1 AND channel_id = $2 AND thread_ts = $3', [p.teamId, p.channelId, p.threadTs]);
      return rows[0]?.command_text;
    },
    async ran(p, userId, commandText, at) {
      await db.query(
        `INSERT INTO word_threads (team_id, channel_id, thread_ts, user_id, command_text, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (team_id, channel_id, thread_ts) DO UPDATE SET user_id = EXCLUDED.user_id, command_text = EXCLUDED.command_text, updated_at = EXCLUDED.updated_at`,
        [p.teamId, p.channelId, p.threadTs, userId, commandText, at],
      );
      await db.query(
        `INSERT INTO word_asks (team_id, user_id, command_text, times, last_at) VALUES ($1, $2, $3, 1, $4)
         ON CONFLICT (team_id, user_id, command_text) DO UPDATE SET times = word_asks.times + 1, last_at = EXCLUDED.last_at`,
        [p.teamId, userId, commandText, at],
      );
      // Now and then, forget old threads and asks nobody repeats.
      if (++writes % 100 === 0) {
        await db.query('DELETE FROM word_threads WHERE updated_at < $1', [new Date(at.getTime() - THREAD_KEEP_MS)]);
        await db.query('DELETE FROM word_asks WHERE last_at < $1', [new Date(at.getTime() - ASKED_KEEP_MS)]);
      }
    },
    async mostAsked(teamId, userId, limit) {
      const rows = await db.query<{ command_text: string }>(
        'SELECT command_text FROM word_asks WHERE team_id = $1 AND user_id = $2 ORDER BY times DESC, last_at DESC LIMIT $3',
        [teamId, userId, limit],
      );
      return rows.map((r) => r.command_text);
    },
    async removeTeam(teamId) {
      const threads = await db.query('DELETE FROM word_threads WHERE team_id = $1 RETURNING thread_ts', [teamId]);
      const asks = await db.query('DELETE FROM word_asks WHERE team_id = $1 RETURNING user_id', [teamId]);
      return threads.length + asks.length;
    },
  };
}
