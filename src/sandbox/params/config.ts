// Which configuration /config/show reads (spec 4.13): id (a row ID, published version or draft),
// version (int32, a published version number) or draft (boolean; the account's draft), at most
// one of them; nothing means the live configuration. /config/validate takes the same selector
// (its parameters are "not shown" in the spec: our choice).
import type { QueryReader } from '../query.js';
import { INT32_MAX } from '../vocabulary.js';
import { invalid, numberIn } from './rules.js';

export type ConfigSelector = { id: string } | { version: number } | { draft: true } | { live: true };

export function readConfigSelector(q: QueryReader): ConfigSelector {
  q.allowOnly(['id', 'version', 'draft']);
  const id = q.one('id')?.trim();
  const version = q.int('version');
  const draft = q.bool('draft');
  const chosen = [id !== undefined, version !== undefined, draft === true].filter(Boolean).length;
  if (chosen > 1) throw invalid('id', 'choose one of id, version or draft');
  if (id !== undefined) return { id };
  // Published versions count from 1.
  if (version !== undefined) return { version: numberIn(version, 'version', 1, INT32_MAX) };
  if (draft === true) return { draft: true };
  return { live: true };
}
