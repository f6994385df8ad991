// Small helpers shared by the repositories: ids users can type, and row decoding that reads the
// same from `pg` and PGlite (both return Date for timestamptz and objects for jsonb).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A short id such as `sub_7k2m9q4xa1` — short enough to type in `/adops alerts remove <id>`. */
export function newId(prefix: string): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 32];
  return `${prefix}_${out}`;
}

export type Row = Record<string, unknown>;

export function date(v: unknown): Date {
  return v instanceof Date ? v : new Date(String(v));
}

export function dateOrNull(v: unknown): Date | null {
  return v === null || v === undefined ? null : date(v);
}

export function str(v: unknown): string {
  return String(v);
}

export function strOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}

export function json<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

/** A column = $n list for an UPDATE from a camelCase patch, with the column names it maps to. */
export function setClause(patch: Record<string, unknown>, columns: Record<string, string>, firstParam: number): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const column = columns[key];
    if (!column || value === undefined) continue;
    values.push(value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value);
    parts.push(`${column} = $${firstParam + values.length - 1}`);
  }
  return { sql: parts.join(', '), values };
}
