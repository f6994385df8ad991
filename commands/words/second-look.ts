// A second look at an answer against the words that asked it (round 34, the forty-fourth to
// forty-sixth sets). A module of its own because understand.ts is at its 300-line limit: one pass
// after everything else, which either asks back where the answer would be a guess, or gives the
// thread's command with the one part the words changed (./thread-looks.ts).
//
// Asked back, the answer offered: a reminder ordered ("remind me monday": the bot reports, it sets
// no reminders); two figures put as a choice ("revenue or ecpm?": which one is not in the words);
// "same …" with no thread to be the same as; a breakdown of nothing named ("give me a breakdown");
// "the task" or "the auction" pointed at but not named.
import type { Understanding } from './compose.js';
import { metricOf } from './reading.js';
import { tasksCommand } from '../tasks/index.js';
import { auctionCommand } from '../auction/index.js';
import { COMMANDS } from '../registry.js';
import { parses } from './command-text.js';
import { breakdownCommand } from '../breakdown/index.js';
import { threadLook } from './thread-looks.js';
import type { Again } from './said-aside.js';
import { saidAgain } from './said-again.js';
import { placeThere } from './place-there.js';
import { timeoutRows } from './timeout-rows.js';
import { narrowingDropped, oneValueMovers, splitFiltered } from './filtered-split.js';
import { vagueAsk } from './vague-asks.js';
import { asksKept } from './asks-kept.js';
import { ordersBeyond } from './orders-beyond.js';
import { testUsers } from './test-users.js';
import { idOrder } from './id-orders-said.js';
import { choiceMade } from './choice-made.js';
import { tableVersus } from './table-versus.js';
import { adviceAsked } from './advice-asked.js';
import { rateVerb } from './rate-verb.js';

/** "remind me monday", "remind me to check fill": an order to remind later (not "remind me which tasks we have"). */
const REMIND = /\bremind\s+(?:me|us)\b(?!\s+(?:of|which|what|how|who|when|where|about|again|whether|if)\b)/i;
/** "same but for last year", "the same thing for ios": the same as an earlier question. */
const SAME_LEAD = /^\s*(?:and\s+|ok\s+|now\s+)?(?:the\s+)?same\s+(?:but|for|thing|again|as\s+(?:before|above|that)|please|pls|with)\b/i;
/** "a breakdown", "break it down", "split it": a split asked for with nothing named to split. */
const BREAKDOWN = /\b(?:break\s*downs?|brea?kdown|split)\b/i;
/** "the task", "that task", "this task": one Task pointed at (not "the tasks", "task list", "all tasks"). */
const ONE_TASK = /\b(?:the|that|this|my|our)\s+task\b/i;
/** "is the config", "are the bidders", "did the export": a question's opening cut off before it asks anything (round 38). */
const CUT_OFF = /^\s*(?:is|are|was|were|does|do|did|has|have|can|will)\s+(?:the|my|our|this|that|these|those)\s+[a-z_-]+\s*[?.…]*\s*$/i;
/** "is that significant?", "is it done?" under the thread's answer: a state asked of it, nothing cut off (round 48). */
const STATE_LAST = /\b(?:significant|conclusive|done|finished|over|complete|ready|final|real|normal)[\s?.…]*$/i;
/** "revenue by", "ecpm per?": a split begun with nothing after it — what it splits by is not said (round 41). */
const SPLIT_CUT = /\b(?:by|per)\s*[?.…!]*\s*$/i;
const ANY_TASKS = /\b(?:tasks|list|all|scheduled|every)\b/i;
/** "the auction", "that auction": one auction pointed at, not its stats (round 43; an auction is shown by its id). */
const ONE_AUCTION = /\b(?:the|that|this|my|our)\s+auction\b(?!\s+(?:stats|statistics|rounds?|report|data|numbers|figures|errors|thing|durations?))/i;

const ask = (reason: string, u: Understanding): Understanding => ({ kind: 'clarify', reason, suggestions: u.kind === 'command' ? [u.text] : u.suggestions });

/** Two metric words joined by "or" ("revenue or ecpm", "ecpm or fill rate"): the first and second, or undefined. */
function figureChoice(words: string): [string, string] | undefined {
  const t = words.toLowerCase().replace(/[^a-z0-9_ ]+/g, ' ').split(/\s+/).filter(Boolean);
  for (let i = 1; i < t.length - 1; i++) {
    if (t[i] !== 'or') continue;
    const before = t[i - 1] === 'rate' && i > 1 ? t[i - 2]! : t[i - 1]!;
    const a = metricOf(before);
    const b = metricOf(t[i + 1]!);
    if (a && b && a !== b) return [a, b];
  }
  return undefined;
}

/** The answer, or a question back where the words show it would be a guess; then the thread's look (./thread-looks.ts). */
export function secondLook(u: Understanding, words: string, previous: string | undefined, names: { abtests?: readonly { id: string; name?: string }[] } | undefined, again: Again): Understanding {
  const w = words.slice(0, 500);
  // (asked back: the words said the plainer way, read again — ./said-again.ts)
  u = saidAgain(u, w, previous, again);
  // (asked back: an order on an id with its verb slipped or a remark after it, read as the order — ./id-orders-said.ts)
  u = idOrder(u, w, previous, again);
  if (u.kind === 'command' && REMIND.test(w)) return ask('I cannot set reminders; an alert or a digest posts on its own. Did you mean this now?', u);
  // (an answer passed on by email or to someone else, a Task run now: asked back — ./orders-beyond.ts)
  // (a figure of an A/B test's users, read as the test's report: asked back — ./test-users.ts)
  const ordered = testUsers(ordersBeyond(u, w), w);
  if (ordered !== u) return ordered;
  if (u.kind === 'command' && CUT_OFF.test(w) && !(previous && u.text === previous.trim() && STATE_LAST.test(w))) return ask('That looks cut off; what would you like to know about it?', u);
  // ("the numbers", "everything I need", naming nothing: asked back — ./vague-asks.ts)
  u = previous ? u : vagueAsk(u, w);
  if (u.kind === 'command' && SPLIT_CUT.test(w)) return { kind: 'clarify', reason: 'Split by what (country, app, format, day…)?', suggestions: [`${u.text} by country`, `${u.text} by app`, u.text].filter(parses).slice(0, 2) };
  // (the choice made after it, "ecpm or volume? show ecpm": that ask — ./choice-made.ts)
  // (which source to trust, "which one should we trust": advice, asked back — ./advice-asked.ts)
  u = adviceAsked(u, w);
  // (a rate's verb said beside it, "ctr … if native clicks more": no count added — ./rate-verb.ts)
  u = rateVerb(u, w);
  if (u.kind === 'command' && figureChoice(w)) return choiceMade(w, previous, again, figureChoice) ?? ask('Which figure do you mean?', u);
  if (u.kind === 'command' && !previous && SAME_LEAD.test(w)) return ask('I cannot see that earlier question here; did you mean this?', u);
  if (u.kind === 'command' && !/\s/.test(u.text) && BREAKDOWN.test(w)) return { kind: 'clarify', reason: 'A breakdown of which figure, by what (country, app, format, day…)?', suggestions: [`${u.text} yesterday by country`, `${COMMANDS[0]!.name} ${breakdownCommand.name}`].filter(parses) };
  if (u.kind === 'command' && u.text === tasksCommand.name && ONE_TASK.test(w) && !ANY_TASKS.test(w)) return ask('Which Task do you mean? The list:', u);
  if (u.kind === 'command' && u.text === `${auctionCommand.name} stats` && ONE_AUCTION.test(w)) return ask('Which auction? Give its id (auc_…); or did you mean the auction stats?', u);
  // (round 46: "the bids for that auction" is one auction's bids, not the recent bids of all of them — its id asked)
  if (u.kind === 'command' && u.text.startsWith(`${auctionCommand.name} bids`) && ONE_AUCTION.test(w)) return ask('Which auction? Give its id (auc_…); or did you mean the recent bids?', u);
  // (a table split two ways narrowed to one value of a split: the other split, filtered; revenue by a split beside its one value: that value's summary — ./filtered-split.ts)
  // ("rewarded only" the report cannot take, given back unchanged: asked back — ./filtered-split.ts)
  // (a breakdown's period swapped for one said after "vs": asked back — ./table-versus.ts)
  // (a comparison's short name before a lone period, YAML asked under another report: asked back — ./asks-kept.ts)
  return asksKept(oneValueMovers(tableVersus(narrowingDropped(threadLook(timeoutRows(placeThere(splitFiltered(u, previous), w, previous), w), w, previous, names, again), w, previous), w, previous), previous), w, previous);
}
