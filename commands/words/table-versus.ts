// A breakdown's thread asked "vs the day before?", "compared to last week" (round 49): the table takes
// no comparison (no vs=), so the other period's table alone would drop the "vs" said. Asked back, the
// other period's table and the thread's offered. A figure said after "vs" ("vs ecpm") keeps the period
// and is no comparison of periods: left as read. (A module of its own: ./second-look.ts calls it.)
import type { Understanding } from './compose.js';
import { periodOf, subcommandOf } from './command-text.js';
import { breakdownCommand } from '../breakdown/index.js';

const VERSUS = /\b(?:vs\.?|versus|compared\s+(?:to|with)|against)(?=\s|$)/i;

/** The answer, or a question back where a breakdown's period was swapped for one said after "vs". */
export function tableVersus(u: Understanding, words: string, previous: string | undefined): Understanding {
  if (u.kind !== 'command' || !previous || !VERSUS.test(words)) return u;
  if (subcommandOf(previous) !== breakdownCommand || subcommandOf(u.text) !== breakdownCommand) return u;
  const before = periodOf(previous);
  const now = periodOf(u.text);
  if (!before || !now || before === now) return u;
  return { kind: 'clarify', reason: 'A breakdown shows one period at a time; which period shall I show?', suggestions: [u.text, previous.replace(/^\s*\/adops\b\s*/i, '').trim()] };
}
