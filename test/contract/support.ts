// Contract tests talk to the sandbox the way any client written from the spec would: plain
// fetch over real HTTP, no API client of ours (its own reading of the spec would hide a shared
// misreading). One sandbox per test file, started while the file is collected.
import { afterAll, expect } from 'vitest';
import { z } from 'zod';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';
import { ErrorBody } from './schemas.js';

/** The instant every contract file fixes the sandbox clock at. */
export const NOW = '2026-11-22T09:00:00Z';
export const DAY = 86_400;
/** 2026-11-22T00:00:00Z in Unix seconds. */
export const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
/** The last seven completed UTC days. */
export const LAST_WEEK = { start_time: String(TODAY - 7 * DAY), end_time: String(TODAY - 1) };

export type Query = Record<string, string | readonly string[] | undefined>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON. */
  body: unknown;
}

export interface Caller {
  /** `key` null sends no Authorization header. */
  get(path: string, query?: Query, key?: string | null): Promise<Answer>;
  post(path: string, body: unknown, key?: string | null): Promise<Answer>;
}

export async function contractSandbox(options: SandboxOptions = {}): Promise<{ sandbox: Sandbox; http: Caller }> {
  const sandbox = await startSandbox({ now: NOW, ...options });
  afterAll(() => sandbox.close());
  return { sandbox, http: caller(sandbox.url) };
}

export function caller(baseUrl: string): Caller {
  const headers = (key: string | null): Record<string, string> => (key === null ? {} : { authorization: `Bearer ${key}` });
  return {
    async get(path, query = {}, key = 'sbx_full') {
      const url = new URL(`${baseUrl}${path}`);
      for (const [name, value] of Object.entries(query)) {
        if (value === undefined) continue;
        for (const v of typeof value === 'string' ? [value] : value) url.searchParams.append(name, v);
      }
      return answer(await fetch(url, { headers: headers(key) }));
    },
    async post(path, body, key = 'sbx_full') {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return answer(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers(key), 'content-type': 'application/json' }, body: text }));
    },
  };
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, headers: res.headers, text, body: json ? JSON.parse(text) : undefined };
}

/** A success: the status, and the body parsed by the spec's schema (its errors say which field). */
export function expectOk<T extends z.ZodType>(res: Answer, schema: T, status = 200): z.infer<T> {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) expect.fail(`the body does not have the spec's shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** An error (§7): the status, a JSON body with a string `error`, naming `mentions` when given. */
export function expectError(res: Answer, status: number, mentions?: string | RegExp): string {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const { error } = ErrorBody.parse(res.body);
  if (typeof mentions === 'string') expect(error).toContain(mentions);
  else if (mentions) expect(error).toMatch(mentions);
  return error;
}

/** `base` with some parameters replaced; undefined removes one. */
export function withParams(base: Query, change: Query): Query {
  return { ...base, ...change };
}
