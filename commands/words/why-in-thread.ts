// A why asked in a thread about another figure than the thread's ("why did fill drop there" after
// revenue in Brazil vs the week before): the figure is the words', the country, platform and
// comparison the thread's, as "why did it drop" keeps them (issue 38's nineteenth round). Alone it
// would explain the figure everywhere, a confident answer to another question.
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { whyCommand } from '../why/index.js';
import { subcommandOf } from './command-text.js';
import { appCore } from './names.js';
import type { Composed } from './compose.js';

/** Whether `kept` (the why refined onto the thread's command) is `alone` (the why read alone) with the thread's narrowing added. */
export function whyInThread(alone: string, kept: string): boolean {
  if (subcommandOf(alone) !== whyCommand || subcommandOf(kept) !== whyCommand) return false;
  const [a, k] = [alone, kept].map((t) => t.trim().split(/\s+/));
  // (the same figure explained, and every part of the words' own kept: only the thread's narrowing is added)
  // (nor a filter said twice, the thread's country beside the words' own)
  const keys = k!.flatMap((w) => (w.includes('=') ? [w.split('=')[0]] : []));
  // (an app named without its platform is the thread's platform's bundle: "why did puzzlequest make less" after a table on android — ./app-os.ts)
  const sameApp = (w: string) => w.startsWith('app=') && k!.some((x) => x.startsWith('app=') && appCore(x.slice(4)).core === appCore(w.slice(4)).core);
  return a![1] === k![1] && a!.every((w) => k!.includes(w) || sameApp(w)) && new Set(keys).size === keys.length;
}

/** The words of a bare why: "why?", "but why", "how come", "explain that", "what happened". */
export const BARE_WHY = /^(why+|how|come|but|so|and|then|really|though|tho|huh|hmm+|ok|okay|explain|what|happened|that|this|it)$/;

/** Splits of a table whose rows are places or things, not times (a time's row is its own moment). */
const ROW_SPLITS = /^by=(?!(?:hour|day|week|month)(?:,|$))/;

/**
 * A bare "why?" after a ranking of rows ("why?" after the top apps by eCPM, the bidders): why which row — the
 * top one's lead, a row's drop, or the total's move — is in the figures shown, not in the words, so it
 * is asked back with the total's explanation offered; a row or a figure named ("why did JP drop?",
 * "why is rewarded so low") is read as said.
 */
export function whyOfWhichRow(previous: string, explained: string, namesRow: boolean): Composed | undefined {
  const [name, ...words] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  // (the bidders' table is a row per bidder; a breakdown's rows are its split's values)
  // ranked (top=, bottom=): "why?" asks why those rows lead — unranked, the total's move is explained (the ninth round's convention)
  const rows = name === biddersCommand.name || (name === breakdownCommand.name && words.some((w) => ROW_SPLITS.test(w)) && words.some((w) => /^(top|bottom)=/.test(w)));
  if (namesRow || !rows) return undefined;
  return { kind: 'clarify', reason: 'Why what, exactly: which row, or the total? For the total:', suggestions: [explained] };
}
