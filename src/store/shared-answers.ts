// Answers as they were shown, kept so that "Share to channel" posts exactly what the asker saw
// instead of running the command again (a second run could create a second digest or alert,
// post a digest twice, or show other numbers than the ones the user chose to share).
// Slack's response_url lives 30 minutes; an answer is kept a day, then forgotten.
import type { Sql } from './db.js';

export interface SharedAnswer {
  id: string;
  teamId: string;
  userId: string;
  /** The subcommand that answered (the access check and the audit log name it). */
  command: string;
  /** The text after /adops, shown in the "Shared by" line. */
  commandText: string;
  /** The message as shown: text and blocks, without the Share button. */
  message: unknown;
}

export interface SharedAnswersRepo {
  save(answer: SharedAnswer, at: Date): Promise<void>;
  /** The answer, only for the workspace and user who were shown it. */
  find(id: string, teamId: string, userId: string): Promise<SharedAnswer | undefined>;
  /** Forgets every answer kept for the workspace (uninstall); how many. */
  removeTeam(teamId: string): Promise<number>;
}

const KEEP_MS = 24 * 3_600_000;

export function sharedAnswersRepo(db: Sql): SharedAnswersRepo {
  let saves = 0;
  return {
    async save(a, at) {
      await db.query(
        'INSERT INTO shared_answers (id, team_id, user_id, command, command_text, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [a.id, a.teamId, a.userId, a.command, a.commandText, JSON.stringify(a.message), at],
      );
      // Now and then, forget answers past their day (nobody can click their button any more).
      if (++saves % 100 === 0) await db.query('DELETE FROM shared_answers WHERE created_at < $1', [new Date(at.getTime() - KEEP_MS)]);
    },
    async removeTeam(teamId) {
      return (await db.query('DELETE FROM shared_answers WHERE team_id = $1 RETURNING id', [teamId])).length;
    },
    async find(id, teamId, userId) {
      const rows = await db.query<{ id: string; team_id: string; user_id: string; command: string; command_text: string; message: unknown }>(
        'SELECT id, team_id, user_id, command, command_text, message FROM shared_answers WHERE id = $1 AND team_id = $2 AND user_id = $3',
        [id, teamId, userId],
      );
      const r = rows[0];
      if (!r) return undefined;
      const message = typeof r.message === 'string' ? (JSON.parse(r.message) as unknown) : r.message;
      return { id: r.id, teamId: r.team_id, userId: r.user_id, command: r.command, commandText: r.command_text, message };
    },
  };
}
