// Slips mended before every pass (issue 38's forty-eighth round): ./phrase-slips.ts mends a slipped
// word ("revneue", "Spetember", "configuraton") only where the words are read, so the passes that look
// at the text as typed before that — a thread's follow-up, an order of sending, the last look at the
// answer ("please send daily revneue" was a digest, as "daily" before no figure it knew is one) — saw the
// slip and read past it. Mended once, first, as ./slips.ts does it: a word unknown as typed and no
// account's name, made the one known word one slip away.
import { namesInUse, protectedWords, type AccountNames } from './asker.js';
import { ORDINAL_WORDS, unslip, unslipped } from './slips.js';
import { ownDoing } from './own-doing.js';
import { monthPairs } from './month-pairs.js';
import { juniorWords } from './junior-words.js';
import { isGrammarText } from './grammar.js';
import { COMMANDS } from '../registry.js';

/** Whether a text is a command as the grammar writes it: a subcommand, then only its own words. */
const grammar = (t: string) => {
  const typed = t.replace(/[?!.]+$/, '').trim();
  const first = typed.split(/\s+/)[0]!.toLowerCase();
  return isGrammarText(typed) && COMMANDS.some((c) => c.name === first || c.aliases?.includes(first));
};
const sameLetters = (a: string, b: string | undefined) => b !== undefined && [...a].sort().join('') === [...b].sort().join('');

export function mendedFirst(typed: string, names: AccountNames | undefined, now?: Date, timezone?: string): string {
  // (a junior's everyday words for the jargon first — ./junior-words.ts —, since mending "summaries" would hide it from them)
  const text = juniorWords(typed);
  const protect = protectedWords(namesInUse(names));
  // ("twenty-thrid": the ordinal after a dash, which the word slips never reach, mended only into an ordinal)
  const days = text.replace(/\b(twenty|thirty)-([a-z]{4,8})\b/gi, (m, tens: string, unit: string) => {
    const mended = unslip(unit);
    return mended && ORDINAL_WORDS.includes(mended) ? `${tens}-${mended}` : m;
  });
  // ("incl. all sources", "excl. test traffic": the word the abbreviation's dot cut short; "the Untied States": a slip of the
  // country's first word, which the word slips keep away from countries' names, read before the word it goes with — round 48)
  const spelt = days.replace(/\b(incl|excl)\.(?=\s)/gi, (_m, w: string) => (w.toLowerCase() === 'incl' ? 'including' : 'excluding'))
    .replace(/\b([a-z]{5,7}) (?=(?:states|kingdom|arab emirates)\b)/gi, (m, w: string) => (w.toLowerCase() !== 'united' && unslip(w, ['united']) === 'united' ? 'United ' : m))
    // ("alert me by DM if …", "in dm", "via direct message": where an alert goes when no place is named — never the country Dominica)
    .replace(/\b(alert|notify|ping|message|tell|warn)( me| us)? (?:by|via|in(?: an?)?|over|through|with an?) (?:dm|direct message|private message)s?\b/gi, '$1$2')
    // ("can u add a digest …": chat's "u" after the asking verb, as "can you" is read — round 52)
    .replace(/\b(can|could|would|will) u(?= (?:add|set|make|create|put|send|post|schedule|start|pull|show|give|get)\b)/gi, '$1 you')
    // ("set an alert for fill rate dropping 10% and dm me": the same, said last, after the alert's share — round 50)
    .replace(/(\balerts?\b[^.?!]{0,80}?\d{1,2}(?:\.\d+)?\s?(?:%|percent|pct)[^.?!,]{0,20}?)\s*(?:,|\band\b|&)\s*(?:just )?(?:dm|message|ping|tell|notify) me(?: (?:directly|privately|in (?:a )?dms?|by dm))?(?=\s*[.!]?\s*$)/gi, '$1')
    .replace(/\bthe (week|month|quarter|year) (?:that )?(?:we(?:'re| are)|we are currently|we're currently) (?:in|at)(?: (?:now|right now|currently|at the moment))?\b/gi, 'this $1');
  // (first someone telling what they pull, "ill grab …", "pulling it now: …": the ask told — ./own-doing.ts)
  // (only a word long enough that its slip is no other word — "read" is not "ready", "sure" not "surge", which later
  // passes read as typed —, or two letters swapped, "thrid"; the rest is left to ./phrase-slips.ts, where words are read)
  const mended = unslipped(ownDoing(spelt), (w) => protect(w) || unslip(w) === `${w}s` || !(w.length >= 6 || (w.length === 5 && sameLetters(w, unslip(w)))))
    // ("which bidders won the most impressions": the impressions they won, a count — not their win rate)
    .replace(/\b(?:won|wins|winning) (the )?(most|fewest|least|more|fewer) (impressions|imps)\b/gi, (_m, the = '', most: string, imps: string) => `had ${the}${most} ${imps}`);
  // (then two months under one table over time, "weekly revenue for september and october": ./month-pairs.ts)
  const out = now && timezone ? monthPairs(mended, now, timezone) : mended;
  // (a slip that mended makes the grammar's own text, "revenue by county last week", is read as words, as before: in the reader's order)
  return grammar(out) && !grammar(text) ? text : out;
}
