// A long message with one ask buried in it ("ok long story short, the client thinks their android
// numbers were off over the weekend, I told them we'd look, can you give me android revenue for last
// saturday and sunday"): the ask is the last clause that opens like one ("can you …", ", what …",
// "but do …", ", whether …"), read alone. It is taken only when it makes a command of its own and the
// words before it narrow nothing it lacks: a country, platform, app, format, bidder or name there is
// in the ask too, and so is a report named there, and a period there only beside one of the ask's own; nothing there asks what no command answers or leaves a value out; and no word
// there that nothing understood sets figures apart ("beta", "sdk"), follows a word that narrows
// ("for premium users") or stands before a figure or dimension the ask names ("vip revenue").
import { abtestCommand } from '../abtest/index.js';
import { tasksCommand } from '../tasks/index.js';
import { whyCommand } from '../why/index.js';
import { uncarried } from './carried.js';
import { SETS_APART } from './glue.js';
import { FILLER } from './lexicon.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';

/** Where an ask opens: "can you" anywhere; a question word or an order at the start of a clause. */
const MARKER = /(?:\b((?:can|could|would|will) (?:you|u))\b|(?:^|[,.;:!?—–]\s*|\b(?:but|and|so)\s+)(what|which|how|why|whether|do|does|did|is|are|give me|pull|show me|list|export)\b)/gi;
/** What it is for, said after the ask ("so I have something to point at", "before I reply"). */
const PURPOSE = /\s*,?\s*\b(?:so (?:that )?(?:i|we|they) (?:have|can|could|know|get)|before (?:i|we) (?:reply|replying|answer|send|respond))\b.*$/i;
const MIN_WORDS = 15;
/** Words after which a word not understood may narrow what is asked. */
const NARROWS = new Set(['for', 'excluding', 'without', 'except', 'only', 'among', 'non', 'just']);

export function buriedAsk(text: string): { head: string; tail: string } | undefined {
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  if (words(text) < MIN_WORDS) return undefined;
  let found: { head: string; tail: string } | undefined;
  for (const m of text.matchAll(MARKER)) {
    const start = m.index + m[0].length - (m[1] ?? m[2] ?? '').length;
    const [head, tail] = [text.slice(0, start), text.slice(start).replace(PURPOSE, '')];
    if (words(head) >= 5 && words(tail) >= 3) found = { head, tail };
  }
  return found;
}

/**
 * Whether the words before the ask narrow nothing the command made of it lacks (see above): what
 * the head names is held to the command by the one rule of ./carried.ts, as the ask's own words are.
 */
export function headFits(head: Reading, tail: Reading, text: string): boolean {
  // (a move told as what happened — "kept going on about the traffic" — is the story, not a report asked)
  if (head.beyond.length || [...head.intents].some((c) => c !== whyCommand && !tail.intents.has(c))) return false;
  // (an A/B test's or a Task's report has its own period: "it's black friday, but … whether the banner test is significant")
  const period = tail.intents.has(abtestCommand) || tail.intents.has(tasksCommand) ? { range: undefined } : {};
  if (uncarried({ ...head, ...period }, text) !== undefined) return false;
  if ((head.named ?? []).some((n) => !(tail.named ?? []).includes(n)) || head.ids.some((id) => !tail.ids.includes(id))) return false;
  const t = head.tokens.words;
  return t.every((w, i) => {
    if (head.used[i] || FILLER.has(w)) return true;
    if (SETS_APART.has(w)) return false;
    const next = t[i + 1] ?? '';
    const metric = metricOf(next);
    const dimension = dimensionOf(next);
    if ((metric && tail.metrics.includes(metric)) || (dimension && tail.by.includes(dimension))) return false;
    return ![i - 1, i - 2].some((k) => k >= 0 && head.tokens.clause[k] === head.tokens.clause[i] && NARROWS.has(t[k]!));
  });
}
