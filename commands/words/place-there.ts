// "show me ecpm by format there", "what about fill in that country" in a thread after a question
// narrowed to a country, platform or app (round 38, the fifty-third set): "there" points at the
// thread's place, so the new question keeps the thread's filters of place. It had been read as a
// question of its own, the period kept but the country dropped — another answer than asked. A module
// of its own because understand.ts and follow-up.ts are at their 300-line limit; called from
// ./second-look.ts, after everything else. A filter the words name themselves is theirs, and "there"
// as glue ("is there", "are there any", "hey there") points at nothing.
import type { Understanding } from './compose.js';
import { parses } from './command-text.js';
import { unslip } from './slips.js';

/** "there" as a place (not "is there", "there is", "hi there"), or "that country/market/region", "the same country". */
const THERE = /(?<!\b(?:is|are|was|were|hey|hi|hello|out|in|over|get|got|from)\s+)\bthere\b(?!\s*(?:is|are|was|were|be|'s|’s|has|have)\b)|\b(?:that|the same|same) (?:country|market|region|place|platform|app)\b/i;
/** The options of place a command is narrowed by. */
const PLACE = /(?:^|\s)((?:country|os|app)=\S+)/g;

const key = (option: string) => option.split('=')[0]!;
/** The words with a slip of "there" made plain ("tehre", "theree": round 46), as the reader makes its own words. */
const thereUnslipped = (words: string) => words.replace(/(?<![\w'’])t[a-z]{3,5}(?![\w'’])/gi, (w) => (unslip(w) === 'there' ? 'there' : w));

export function placeThere(u: Understanding, words: string, previous: string | undefined): Understanding {
  if (u.kind !== 'command' || !previous || !THERE.test(thereUnslipped(words))) return u;
  const text = withThreadPlaces(u.text, previous);
  return text ? { kind: 'command', text } : u;
}

/** The command with the thread's country, platform or app options it lacks; undefined when none is added or it would not parse (also ./place-kept.ts). */
export function withThreadPlaces(command: string, previous: string): string | undefined {
  const own = new Set([...command.matchAll(PLACE)].map((m) => key(m[1]!)));
  const added = [...previous.matchAll(PLACE)].map((m) => m[1]!).filter((p) => !own.has(key(p)));
  const text = `${command} ${added.join(' ')}`;
  return added.length && parses(text) ? text : undefined;
}
