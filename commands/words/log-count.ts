// A follow-up that only says how many rows of a log to show ("limit 100", "limit to 50", "50 rows",
// "show 100 bids" after the bids' log or the audit log): the thread's command with `limit=N` — the
// grammar's own option said as words (issue 38's forty-sixth round, the seventy-ninth set). Every other
// word must be glue, and the thread's command must take `limit=` (the bids and the audit log do), so
// "last 100" stays a period (it may be 100 days) and "top 10" after a table stays its rank.
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import type { Composed, Understanding } from './compose.js';

/** ("and all the other ones" after one Task or test: the list — ./all-others.ts, read beside this one.) */
export { allOthers } from './all-others.js';

/** The words a count of rows is said with; "limit" alone says the number that follows is one. */
const ROWS = /^(rows?|bids?|entries|entry|lines?|records?|items?|events?)$/;
const GLUE = new Set(['just', 'only', 'show', 'me', 'give', 'make', 'it', 'now', 'the', 'to', 'please', 'pls', 'instead', 'and', 'a', 'of', 'at', 'most']);

/** "last 100", "just the latest 50 pls": a count of the newest rows, said alone. */
const NEWEST = /^\s*(?:(?:just|only|show|me|give|the)\s+)*(?:last|latest|newest)\s+(\d{1,4})\s*(?:please|pls|plz)?\s*[?.!]*\s*$/i;

/** The number of rows the words ask for, when that is all they ask: "limit N" or "N rows". */
export function rowCountSaid(words: readonly string[]): number | undefined {
  const at = words.findIndex((w) => /^\d{1,4}$/.test(w));
  if (at < 0 || words.findLastIndex((w) => /^\d{1,4}$/.test(w)) !== at) return undefined;
  // ("just 50", "only the first 50" after the log: the count said by "just"/"only"/"first" before it — round 48)
  const lead = ['just', 'only', 'first'].includes(words[at - 1] ?? '');
  // ("50 only", "20 only pls": the count with "only" after it — round 49)
  const said = words.slice(0, at).includes('limit') || ROWS.test(words[at + 1] ?? '') || lead || (at === 0 && words[1] === 'only');
  const rest = words.filter((w, i) => i !== at && w !== 'limit' && !(i === at + 1 && ROWS.test(w)) && !(lead && i === at - 1));
  return said && rest.every((w) => GLUE.has(w)) ? Number(words[at]) : undefined;
}

/** The thread's command with `limit=N` set, when it takes it and the words only say N; else undefined. */
export function logCount(previous: string, words: readonly string[], typed = ''): Composed | undefined {
  // ("last 100", "the latest 50" after the audit log, which takes no period: its newest rows, as typed — before "last 100" was made days; round 52)
  const newest = /^audit\b/i.test(previous.trim().replace(/^\/adops\b\s*/i, '')) ? NEWEST.exec(typed) : null;
  const n = newest ? Number(newest[1]) : rowCountSaid(words);
  if (n === undefined || n < 1) return undefined;
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const kept = text.split(/\s+/).filter((w) => !/^limit=/i.test(w));
  const [before, after] = [dispatch(COMMANDS, text), dispatch(COMMANDS, [...kept, `limit=${n}`].join(' '))];
  // (the same command, its request changed: a command without `limit=` does not parse it and is left alone)
  if (before.kind !== 'run' || after.kind !== 'run' || after.command !== before.command) return undefined;
  return { kind: 'command', text: [...kept, `limit=${n}`].join(' ') };
}

/** A bare "last 50" closing the words: a count, no unit said after it. */
const LAST_COUNT = /\b(?:last|latest|newest) (\d{1,4})\s*(?:please|pls|plz)?\s*[?.!]*\s*$/i;

/**
 * "what did U0LOCAL01 do, last 50", "audit refusals, latest 20": the audit log read from the words, which takes no
 * period, with a bare count closing them — its newest rows (`limit=`), never dropped as a span of days (round 52).
 */
export function auditNewest(u: Understanding, typed: string): Understanding {
  const n = LAST_COUNT.exec(typed)?.[1];
  if (u.kind !== 'command' || !n || Number(n) < 1 || !/^audit\b/.test(u.text) || /\blimit=/.test(u.text)) return u;
  const text = `${u.text} limit=${Number(n)}`;
  return dispatch(COMMANDS, text).kind === 'run' ? { kind: 'command', text } : u;
}
