// The forgiving argument reader every subcommand parses with. Text is split into words and
// key=value options (quotes group words; Slack's smart quotes count as quotes); options are
// case-insensitive in their key; the date range is found anywhere through src/time (the one
// range parser). Whatever a command did not consume is reported back as a usage error.
import { InvalidParameterError } from '../../src/api/index.js';
import { AdopsError, ErrorCode } from '../../src/errors.js';
import { DateRangeError, takeRange, type RangeOptions, type RangeSpec } from '../../src/time/range.js';
import type { AccountOption, ParseResult } from '../types.js';
import { closest, didYouMean } from './did-you-mean.js';
import { CONNECTION_NAME } from './account.js';

/** A mistake in what the user typed; the message is shown with the subcommand's usage. */
export class UsageProblem extends AdopsError {
  readonly code = ErrorCode.Usage;
}

/** What the API's ids look like (A/B tests, auctions, Tasks, configurations): a typed id is checked before any call. */
export const API_ID = /^[A-Za-z0-9_.:-]{1,200}$/;

const MAX_TEXT = 4_000;
/** The words of a date range (src/time/range.ts reads them): a word left over near one is a mistyped range. */
const RANGE_WORDS = ['today', 'yesterday', 'last', 'this', 'week', 'month', 'mtd', 'quarter', 'year', 'ytd'];
/** Words not understood that a usage message repeats back. */
const MAX_ECHOED = 5;
const OPTION_RE = /^([A-Za-z_][A-Za-z0-9_.]*)=(.*)$/s;

export function tokenize(text: string): string[] {
  const normalized = text.slice(0, MAX_TEXT).replace(/[“”„]/g, '"').replace(/[‘’]/g, "'").replace(/\u00a0/g, ' ');
  const tokens: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  let pending = '';
  for (let m = re.exec(normalized); m; m = re.exec(normalized)) {
    const piece = m[1] ?? m[2] ?? '';
    // `key="two words"` arrives as `key=` then the quoted part: join them.
    if (m[2] !== undefined && m[2].endsWith('=') && OPTION_RE.test(m[2])) {
      pending = m[2];
      continue;
    }
    tokens.push(pending + piece);
    pending = '';
  }
  if (pending) tokens.push(pending);
  return tokens.filter((t) => t !== '');
}

export class Args {
  private words: string[] = [];
  private readonly options = new Map<string, string[]>();
  /** `account=` as typed, taken out before the command reads (./account.ts); `accountRead`: the command used it itself. */
  private accountTyped: string | undefined;
  private accountRead = false;

  constructor(text: string) {
    for (const token of tokenize(text)) {
      const m = OPTION_RE.exec(token);
      if (m) {
        const key = m[1]!.toLowerCase();
        this.options.set(key, [...(this.options.get(key) ?? []), m[2]!.trim()]);
      } else {
        this.words.push(token);
      }
    }
  }

  /** Takes `account=` out of the options (parseWith, for every command). */
  takeAccount(): string | undefined {
    this.accountTyped = this.option('account');
    return this.accountTyped;
  }

  /** `account=` for a command that means something of its own by it (access): then it does not pick the answering account. */
  get account(): string | undefined {
    this.accountRead = true;
    return this.accountTyped;
  }

  /**
   * Whether `account=all` was asked, looked at without taking it (the account still picks who
   * answers): a form of a command with no row per account refuses it here, before anything is sent.
   */
  get asksEveryAccount(): boolean {
    return this.accountTyped?.trim().toLowerCase() === 'all';
  }

  /** Whether the command read `account=` itself. */
  get accountUsed(): boolean {
    return this.accountRead;
  }

  /** The last value of an option (e.g. country=US), or undefined. */
  option(...keys: string[]): string | undefined {
    let value: string | undefined;
    for (const key of keys) {
      const values = this.options.get(key);
      if (values) {
        value = values[values.length - 1];
        this.options.delete(key);
      }
    }
    return value;
  }

  /** Every value of options whose key starts with `prefix` (filter.country=us filter.country=ca). */
  optionsWithPrefix(prefix: string): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const [key, values] of [...this.options]) {
      if (!key.startsWith(prefix)) continue;
      out.set(key.slice(prefix.length), values);
      this.options.delete(key);
    }
    return out;
  }

  /** Removes a bare word (case-insensitive) and says whether it was there. */
  flag(...words: string[]): boolean {
    const lower = words.map((w) => w.toLowerCase());
    const before = this.words.length;
    this.words = this.words.filter((w) => !lower.includes(w.toLowerCase()));
    return this.words.length !== before;
  }

  /** The date range, wherever it is written; `hours`: an hour range too (src/time/range.ts). */
  range(opts: RangeOptions = {}): RangeSpec | undefined {
    const { spec, rest } = takeRange(this.words, opts);
    this.words = rest;
    return spec;
  }

  /**
   * A range written after a bare `keyword` ("vs 2026-10-01..2026-10-07"), removed with it; undefined
   * when the keyword is not there. Read before `range()`, which would take it for a second range.
   */
  rangeAfter(keyword: string): RangeSpec | undefined {
    const i = this.words.findIndex((w) => w.toLowerCase() === keyword);
    if (i < 0) return undefined;
    for (let used = Math.min(3, this.words.length - i - 1); used > 0; used -= 1) {
      const { spec, rest } = takeRange(this.words.slice(i + 1, i + 1 + used));
      if (spec && rest.length === 0) {
        this.words.splice(i, used + 1);
        return spec;
      }
    }
    throw new UsageProblem(`"${keyword}" needs a date range after it, e.g. ${keyword} 2026-10-01..2026-10-07`);
  }

  /** `by country,os`, `by country os` or `by=country,os`: dimensions from `allowed`, in order. */
  by(allowed: readonly string[]): string[] | undefined {
    const known = (d: string) => allowed.includes(d);
    const opt = this.option('by');
    const fromOption = opt === undefined ? [] : splitList(opt);
    const unknown = fromOption.find((d) => !known(d));
    if (unknown !== undefined) throw new UsageProblem(`"${unknown}" is not a dimension here${didYouMean(unknown, allowed)}; use ${allowed.join(', ')}`);
    const i = this.words.findIndex((w) => w.toLowerCase() === 'by');
    if (i < 0) return opt === undefined ? undefined : fromOption;
    const taken: string[] = [];
    let j = i + 1;
    while (j < this.words.length) {
      const parts = splitList(this.words[j]!);
      if (parts.length === 0 || !parts.every(known)) break;
      taken.push(...parts);
      j += 1;
    }
    if (taken.length === 0) {
      const next = this.words[i + 1];
      throw new UsageProblem(`"by" needs a dimension${next ? ` ("${next}" is not one${didYouMean(next, allowed)})` : ''}: ${allowed.join(', ')}`);
    }
    this.words.splice(i, j - i);
    return [...fromOption, ...taken];
  }

  /** The next bare word (for positional arguments such as an id), removed. */
  word(): string | undefined {
    return this.words.shift();
  }

  peekWord(): string | undefined {
    return this.words[0];
  }

  /** Throws when anything was left unread: the user typed something we do not understand. */
  done(): void {
    const left = [...this.words, ...[...this.options].flatMap(([k, vs]) => vs.map((v) => `${k}=${v}`))];
    if (!left.length) return;
    // Echo a few of them, each short and inside a closed code span, not a whole pasted text.
    const shown = left.slice(0, MAX_ECHOED).map((l) => `\`${(l.length > 40 ? `${l.slice(0, 39)}…` : l).replace(/`/g, "'")}\``);
    const more = left.length > MAX_ECHOED ? ` and ${left.length - MAX_ECHOED} more` : '';
    // A mistyped range word (yestrday) is named with the word meant.
    // A range word spelt right ("last" of "last quater") is not the typo: the word after it is.
    const typo = this.words.map((w) => ({ w, near: closest(w, RANGE_WORDS) })).find((t) => t.near && t.near !== t.w.toLowerCase());
    const which = typo && left.length > 1 ? ` for \`${typo.w.replace(/`/g, "'").slice(0, 40)}\`` : '';
    const hint = typo ? ` — did you mean \`${typo.near}\`${which}?` : '';
    throw new UsageProblem(`I did not understand ${shown.join(', ')}${more}${hint}`);
  }
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
}

/** `account=` as typed (./account.ts): one connection by its name, or all; undefined when not given. */
export function readAccountOption(value: string | undefined): AccountOption | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (v.toLowerCase() === 'all') return { all: true };
  if (!CONNECTION_NAME.test(v)) throw new UsageProblem('account= takes the name of a connected account (`/adops whoami` lists those you may read), or all');
  return { name: v };
}

/**
 * Runs a command's parse body and turns every expected failure into a usage error: our own
 * UsageProblem, a bad date range, or an API parameter rule (InvalidParameterError) — so an
 * invalid request is refused before anything is sent.
 */
export function parseWith<R>(text: string, body: (args: Args) => R): ParseResult<R> {
  try {
    const args = new Args(text);
    const typed = args.takeAccount();
    const request = body(args);
    const account = args.accountUsed ? undefined : readAccountOption(typed);
    return { ok: true, request, ...(account ? { account } : {}) };
  } catch (err) {
    if (err instanceof UsageProblem || err instanceof DateRangeError) return { ok: false, error: err.message };
    if (err instanceof InvalidParameterError) {
      const near = err.choices ? didYouMean(err.choices.typed, err.choices.allowed) : '';
      return { ok: false, error: `${err.param}: ${err.reason}${near}` };
    }
    throw err;
  }
}

/** `account=all` on a form of a command that has no row per account: refused while parsing, saying why and what to ask instead. */
export function refuseEveryAccount(args: Args, form: string, why: string, instead: string): void {
  if (args.asksEveryAccount) throw new UsageProblem(`\`${form}\` has no \`account=all\`: ${why}. ${instead}`);
}
