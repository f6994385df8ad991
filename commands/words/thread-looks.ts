// In a thread, the thread's command with the one part the words changed, where the reader had
// answered another (round 34; a module of its own as understand.ts, follow-up.ts and read.ts are at
// their 300-line limit; called last, from ./second-look.ts):
// - after a config's validation, "show me the yaml" shows it (it had validated it again, as a file);
//   and "check the config" is its validation, as the grammar's own `config check` is;
// - after the auction's stats, "and the bids list" is the bid log of the same period; "the winners
//   instead", "who won?" its winners (metric=winner, as the forty-second set labels "who won?"; round 50);
// - after A/B tests, "the native one" is the test whose name has that word (not the format), and
//   "watch the floor one" watches it (round 49);
// - after a split by country or OS, "just US" is that country alone (not a split of one row);
// - after the network report, "explain the difference" is asked: ours against the networks'
//   (reconcile) or the change from the period before (why)? The report itself shows neither (round 50).
import type { Understanding } from './compose.js';
import { configCommand } from '../config/index.js';
import { auctionCommand } from '../auction/index.js';
import { abtestCommand } from '../abtest/index.js';
import { revenueCommand } from '../revenue/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { whyCommand } from '../why/index.js';
import { parses, periodOf } from './command-text.js';
import { reread, type Again } from './said-aside.js';

type TestNames = { abtests?: readonly { id: string; name?: string }[] } | undefined;

const SHOW = /\b(?:show|see|view|open|display|print|paste)\b/i;
const VALIDATE = /\b(?:validat\w*|check|chek|chk|valid|lint|errors?|ok|okay)\b/i;
const AS_FILE = /\b(?:yaml|yml|file)\b/i;
const CHECK = /\b(?:check|chek|chk|verify|lint)\b/i;
/** "the bids list", "bids log", "the recent bids": the auction's bid log. */
const BIDS = /\b(?:the\s+bids|bids?\s+(?:list|log)|list\s+of\s+(?:the\s+)?bids|recent\s+bids)\b/i;
/** "the winners", "who won", "which bidders won": the auction's winners (not a test's winner: said after the auction's stats only). */
const WINNERS = /\b(?:winners|winner|who won|which (?:bidders?|partners?) won|who (?:is|was) winning)\b/i;
/** What may be said around the winners asked ("could you please show the winners instead?"); anything else ("winners in japan") is left to the usual reading. */
const WINNERS_GLUE = new Set(['could', 'can', 'would', 'you', 'please', 'pls', 'kindly', 'show', 'me', 'us', 'the', 'instead', 'and', 'now', 'also', 'then', 'what', 'about', 'how', 'just', 'only', 'see', 'give', 'list', 'thanks', 'there']);
/** Words of a test's name too common to pick it. */
const COMMON = new Set(['the', 'in', 'of', 'per', 'offer', 'screen', 'session', 'ad', 'ads', 'test', 'one']);
/** An order to watch, said first: "watch the floor one", "pls keep an eye on the coins test" (not "watch out"). */
const WATCH_ORDER = /^\s*(?:(?:ok|okay|pls|please|can you|could you|and|then),? )?(?:watch|monitor|keep an eye on)\b(?! out\b)/i;
const FILTER_OF: Record<string, string> = { country: 'country=', os: 'os=' };
/** "the difference", "the discrepancies", "that gap": a difference not said between what. */
const DIFFERENCE = /\b(?:the|that|this|these|those|such a) (?:differences?|discrepanc(?:y|ies)|gaps?|mismatch(?:es)?|variances?)\b(?! (?:between|from|against|vs|versus|over|of \d))/i;

const command = (text: string): Understanding | undefined => (parses(text) ? { kind: 'command', text } : undefined);

/** The A/B test the words point at as "the <word> one" / "the <word> test" where <word> is in one test's name. */
function testPointed(words: string, names: TestNames): string | undefined {
  const tests = names?.abtests ?? [];
  const said = [...words.toLowerCase().matchAll(/\b([a-z][a-z-]{3,})\s+(?:one|test|experiment)\b/g)].map((m) => m[1]!).filter((w) => !COMMON.has(w));
  const fits = tests.filter((t) => said.some((w) => (t.name ?? '').toLowerCase().split(/[^a-z0-9-]+/).includes(w)));
  return fits.length === 1 ? fits[0]!.id : undefined;
}

export function threadLook(u: Understanding, words: string, previous: string | undefined, names: TestNames, again: Again): Understanding {
  if (u.kind === 'command' && u.text === configCommand.name && CHECK.test(words) && !SHOW.test(words) && !AS_FILE.test(words)) return command(`${configCommand.name} validate`) ?? u;
  if (!previous) return reread(u, words, previous, again);
  const [sub, ...rest] = previous.trim().split(/\s+/);
  if (sub === configCommand.name && rest[0] === 'validate' && SHOW.test(words) && !VALIDATE.test(words) && (u.kind === 'clarify' || u.text.startsWith(`${configCommand.name} `))) {
    const selector = rest.slice(1).filter((w) => w !== 'yaml' && !w.startsWith('account=') && w !== 'file');
    return command([configCommand.name, 'show', ...selector, AS_FILE.test(words) ? 'yaml' : ''].filter(Boolean).join(' ')) ?? u;
  }
  if (sub === auctionCommand.name && rest[0] === 'stats' && BIDS.test(words) && !(u.kind === 'command' && u.text.startsWith(`${auctionCommand.name} bids`))) {
    // (an app or a filter the words named beside, "the recent bids on wordrush android", kept: the stats the words read, as bids — round 48)
    const own = u.kind === 'command' && u.text.startsWith(`${auctionCommand.name} stats `) ? u.text.split(/\s+/).slice(2).filter((w) => !/^(?:metric|vs|compare)=/.test(w)) : undefined;
    return command([auctionCommand.name, 'bids', ...(own ?? rest.slice(1))].join(' ')) ?? u;
  }
  if (sub === auctionCommand.name && rest[0] === 'stats' && WINNERS.test(words) && u.kind === 'clarify' && words.replace(WINNERS, ' ').toLowerCase().split(/[^a-z']+/).every((w) => !w || WINNERS_GLUE.has(w))) {
    return command([auctionCommand.name, 'stats', ...rest.slice(1).filter((w) => !w.startsWith('metric=')), 'metric=winner'].join(' ')) ?? u;
  }
  // (after the tests, "watch the floor one": that test watched, not shown — round 49)
  if (sub === abtestCommand.name && WATCH_ORDER.test(words)) {
    const id = (u.kind === 'command' && /^\S+ (abt_\w+)$/.exec(u.text)?.[1]) || testPointed(words, names);
    if (id) return command([abtestCommand.name, 'watch', id, /\b(?:here|this channel)\b/i.test(words) && 'here'].filter(Boolean).join(' ')) ?? u;
  }
  if (sub === abtestCommand.name && !(u.kind === 'command' && u.text.startsWith(`${abtestCommand.name} `))) {
    const id = testPointed(words, names);
    if (id) return command(`${abtestCommand.name} ${id}`) ?? u;
  }
  // (after the network report, "explain the difference": which one is not in the words — asked, both offered)
  if (sub === networkCommand.name && DIFFERENCE.test(words) && (u.kind === 'clarify' || u.text.startsWith(`${whyCommand.name} `))) {
    const period = periodOf(previous) ?? '';
    return { kind: 'clarify', reason: 'Which difference: our figures against the networks\', or the change from the period before?', suggestions: [`${reconcileCommand.name} ${period}`.trim(), `${whyCommand.name} revenue ${period}`.trim()].filter(parses) };
  }
  const split = previous.match(/\sby\s+(country|os)$|\sby\s+(country|os)\s/);
  const dim = split?.[1] ?? split?.[2];
  if (sub === revenueCommand.name && dim && u.kind === 'command' && u.text.startsWith(`${revenueCommand.name} `) && u.text.includes(` by ${dim}`) && u.text.includes(FILTER_OF[dim]!) && !/\b(?:by|per|each|split)\b/i.test(words)) {
    return command(u.text.replace(new RegExp(` by ${dim}\\b`), '')) ?? u;
  }
  return reread(u, words, previous, again);
}
