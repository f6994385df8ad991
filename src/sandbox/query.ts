// Reading query strings the way the spec wants: unknown, repeated or empty parameters are
// errors, not silently ignored (4.6 rule 1; applied to every operation for consistency).
import { badRequest } from './http-error.js';

export class QueryReader {
  constructor(readonly params: URLSearchParams) {}

  /** 400 for any parameter not in `allowed` (names, or prefixes ending in '.'). */
  allowOnly(allowed: readonly string[]): this {
    for (const name of new Set(this.params.keys())) {
      const ok = allowed.some((a) => (a.endsWith('.') ? name.startsWith(a) && name.length > a.length : a === name));
      if (!ok) throw badRequest(`unknown parameter "${name}"`);
    }
    return this;
  }

  /** A parameter that may appear at most once and must not be empty. */
  one(name: string): string | undefined {
    const all = this.params.getAll(name);
    if (all.length > 1) throw badRequest(`parameter "${name}" may appear only once`);
    if (all.length === 1 && all[0]!.trim() === '') throw badRequest(`parameter "${name}" must not be empty`);
    return all[0];
  }

  required(name: string): string {
    const v = this.one(name);
    if (v === undefined) throw badRequest(`parameter "${name}" is required`);
    return v;
  }

  many(name: string): string[] {
    return this.params.getAll(name);
  }

  int(name: string): number | undefined {
    const v = this.one(name);
    if (v === undefined) return undefined;
    if (!/^-?\d+$/.test(v.trim())) throw badRequest(`parameter "${name}" must be a whole number`);
    return Number(v);
  }

  bool(name: string): boolean | undefined {
    const v = this.one(name);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false') throw badRequest(`parameter "${name}" must be true or false`);
    return v === 'true';
  }
}
