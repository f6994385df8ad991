// The reads and the removal that the repositories' tables answer alike: one row by id, a team's
// rows narrowed by optional column values, and removal by id. Table and column names come from
// the repositories' constants, never from users: they are spliced into the SQL.
import type { Sql } from './db.js';
import type { Row } from './rows.js';

export interface Table<T> {
  name: string;
  /** The SELECT list: every column `toItem` reads. */
  columns: string;
  toItem(r: Row): T;
}

export async function getById<T>(db: Sql, table: Table<T>, id: string): Promise<T | undefined> {
  const rows = await db.query(`SELECT ${table.columns} FROM ${table.name} WHERE id = $1`, [id]);
  return rows[0] && table.toItem(rows[0]);
}

/**
 * A team's rows, oldest first (ties by id), narrowed to those whose column equals the value given
 * for it; a column given undefined is not narrowed.
 */
export async function listForTeam<T>(db: Sql, table: Table<T>, teamId: string, narrow: Record<string, string | undefined>): Promise<T[]> {
  const columns = Object.keys(narrow);
  const conditions = columns.map((column, i) => `($${i + 2}::text IS NULL OR ${column} = $${i + 2})`);
  const rows = await db.query(
    `SELECT ${table.columns} FROM ${table.name} WHERE ${['team_id = $1', ...conditions].join(' AND ')} ORDER BY created_at, id`,
    [teamId, ...columns.map((column) => narrow[column] ?? null)],
  );
  return rows.map((r) => table.toItem(r));
}

/** Removes the row with this id; false when there was none. */
export async function removeById(db: Sql, table: Pick<Table<unknown>, 'name'>, id: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${table.name} WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}
