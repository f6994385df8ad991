// The plain-question sets (./questions.*.tsv) and how an understanding is scored against them:
// mapped right (the command produced means what the line says: the same subcommand and the same
// parsed request, its dates resolved — "yesterday" and 2026-11-26 are the same day), clarified
// (asked back where a command was meant), or wrong (another command, or a command where the line
// says no single command is meant). Used by bench/words.ts and test/words/understand.test.ts.
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { dispatch } from '../../commands/dispatch.js';
import { COMMANDS } from '../../commands/registry.js';
import { UTC_COMMANDS } from '../../commands/words/compose.js';
import type { Understanding, WordsContext } from '../../commands/words/understand.js';
import { resolveRange } from '../../src/time/resolve.js';
import type { RangeSpec } from '../../src/time/range.js';
import { COMPARE_WITH, comparisonsFor, type CompareWith } from '../../src/time/compare.js';

export interface Question {
  previous?: string;
  words: string;
  /** The command meant, or undefined where no single command is (a clarification is right). */
  expected?: string;
  line: number;
}

/** The context every line is asked in: a Friday morning in New York, the sandbox account's names. */
export const SET_CONTEXT: Omit<WordsContext, 'previous'> = {
  timezone: 'America/New_York',
  now: new Date('2026-11-27T15:00:00Z'),
  names: {
    apps: ['com.acmegames.puzzlequest', 'com.acmegames.puzzlequest.android', 'com.acmegames.wordrush', 'com.acmegames.wordrush.android', 'com.acmegames.tinyfarm', 'com.acmegames.tinyfarm.android'],
    countries: ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP', 'KR', 'BR', 'MX', 'IN', 'ES'],
    formats: ['banner', 'interstitial', 'rewarded', 'native'],
    bidders: ['bidder_alpha', 'bidder_bravo', 'bidder_charlie', 'bidder_delta', 'bidder_echo', 'bidder_foxtrot'],
    abtests: [
      { id: 'abt_demo_in_progress', name: 'Rewarded frequency cap 3 → 4 per session' },
      { id: 'abt_demo_directional', name: 'Banner refresh 30 s → 45 s' },
      { id: 'abt_demo_achieved', name: 'Interstitial floor +20%' },
      { id: 'abt_demo_invalidated', name: 'Native ad in level-complete screen' },
      { id: 'abt_demo_turning', name: 'Rewarded bonus-coins offer' },
    ],
    tasks: [
      { id: 'task_revenue_digest_paris', name: 'Daily revenue digest (Paris)' },
      { id: 'task_weekly_bidders_ny', name: 'Weekly bidder review' },
      { id: 'task_floor_watch', name: 'Floor health check' },
      { id: 'task_network_recon_tokyo', name: 'Monthly network reconciliation' },
      { id: 'task_ab_watch_la', name: 'A/B test watch' },
      { id: 'task_weekend_recap_sydney', name: 'Weekend recap (Sydney)' },
    ],
  },
};

export function loadQuestions(file: string): Question[] {
  const path = new URL(`./${file}`, import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (text.trim() === '' || text.startsWith('#')) return [];
      const [previous, words, expected] = text.split('\t');
      if (words === undefined || expected === undefined) throw new Error(`${file}:${i + 1}: three tab-separated columns expected`);
      return [{ previous: previous === '-' ? undefined : previous, words, expected: expected.trim() === 'CLARIFY' ? undefined : expected.trim(), line: i + 1 }];
    });
}

const isRangeSpec = (v: unknown): v is RangeSpec => typeof v === 'object' && v !== null && 'kind' in v && typeof (v as { kind: unknown }).kind === 'string' && !('id' in v);

/** A command's meaning: its subcommand, parsed request (dates resolved as it would resolve them) and `account=`. */
export function meaning(text: string, nowMs: number, tz: string): string | undefined {
  const d = dispatch(COMMANDS, text);
  if (d.kind !== 'run') return undefined;
  const zone = UTC_COMMANDS.has(d.command) ? 'UTC' : tz;
  const yesterdayUtc = DateTime.fromMillis(nowMs, { zone: 'UTC' }).minus({ days: 1 }).toISODate();
  const normal = JSON.stringify(withoutImpliedOs(withoutDefaultCompare(d.request, nowMs, zone)), (key, value: unknown) => {
    if (isRangeSpec(value)) {
      try {
        const r = resolveRange(value, { nowMs, tz: zone });
        // An hour range is its hours ("2–4pm yesterday" is not the whole day); any other range its days.
        return value.kind === 'hours' ? `${r.start.toUTC().toISO()}..${r.end.toUTC().toISO()}` : `${r.startDate}..${r.endDate}`;
      } catch {
        return value;
      }
    }
    if (key === 'date' && value === 'yesterday') return yesterdayUtc;
    return value;
  });
  // `account=` picks the account that answers (read for every command, outside the request): part of the meaning.
  const account = d.account ? ` account=${'all' in d.account ? 'all' : d.account.name.toLowerCase()}` : '';
  return `${d.command.name} ${normal}${account}`;
}

/**
 * `vs=` naming the comparison the range gets anyway ("revenue last week vs=previous", "why revenue
 * yesterday vs=week") is dropped: every report compares through comparisonsFor(range, vs), which
 * gives the same periods, so the two commands give the same answer.
 */
function withoutDefaultCompare(request: unknown, nowMs: number, tz: string): unknown {
  if (typeof request !== 'object' || request === null) return request;
  const { range, vs } = request as { range?: unknown; vs?: unknown };
  if (!isRangeSpec(range) || typeof vs !== 'string' || !(COMPARE_WITH as readonly string[]).includes(vs)) return request;
  try {
    const resolved = resolveRange(range, { nowMs, tz });
    const periods = (with_?: CompareWith) => JSON.stringify(comparisonsFor(resolved, with_).map((c) => [c.range.start.toMillis(), c.range.end.toMillis(), c.name]));
    if (periods(vs as CompareWith) !== periods(undefined)) return request;
    const same = { ...request } as Record<string, unknown>;
    delete same.vs;
    return same;
  } catch {
    return request;
  }
}

/**
 * `os=` beside `app=` of an app that runs on that OS alone (`why … os=Android
 * app=com.acmegames.wordrush.android`) is dropped: the app's rows are all of that OS, so the filter
 * changes no figure. The account's apps name their platform (`.android`; none: iOS).
 */
function withoutImpliedOs(request: unknown): unknown {
  if (typeof request !== 'object' || request === null) return request;
  const { filters, segment } = request as { filters?: Record<string, unknown>; segment?: { dimension?: string; value?: unknown } };
  if (!filters?.device_os || segment?.dimension !== 'app' || typeof segment.value !== 'string') return request;
  if (filters.device_os !== (segment.value.endsWith('.android') ? 'Android' : 'iOS')) return request;
  const { device_os: _implied, ...rest } = filters;
  return { ...request, filters: rest };
}

export type Verdict = 'right' | 'clarified' | 'wrong';

export function verdict(q: Question, got: Understanding, ctx: Pick<WordsContext, 'now' | 'timezone'>): Verdict {
  if (got.kind === 'clarify') return q.expected === undefined ? 'right' : 'clarified';
  if (q.expected === undefined) return 'wrong';
  const want = meaning(q.expected, ctx.now.getTime(), ctx.timezone);
  if (want === undefined) throw new Error(`line ${q.line}: the expected command does not parse: ${q.expected}`);
  return meaning(got.text, ctx.now.getTime(), ctx.timezone) === want ? 'right' : 'wrong';
}
