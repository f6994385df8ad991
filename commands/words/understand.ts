// From plain words to the /adops command they mean (issue 38). This is the doors' stand-in for the
// understanding: it accepts words that already read as a command (with "/adops" or not), and a
// follow-up in a thread that adds to the previous command ("and by country?" after
// "revenue yesterday"); anything else is clarified, never guessed. The full understanding
// (synonyms, dates in words, the account's names) replaces this file with the same interface.
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { DEFAULT_PROMPTS } from '../../views/words.js';

export interface AccountNames {
  apps?: string[];
  countries?: string[];
  formats?: string[];
  bidders?: string[];
  abtests?: { id: string; name?: string }[];
  tasks?: { id: string; name?: string }[];
}

export interface WordsContext {
  timezone: string;
  now: Date;
  names?: AccountNames;
  /** The previous /adops command text in this thread, without "/adops ". */
  previous?: string;
}

export type Understanding =
  | { kind: 'command'; text: string }
  | { kind: 'clarify'; reason: string; suggestions: string[] };

const SUGGESTIONS = DEFAULT_PROMPTS.slice(0, 3);

/** Lower case, the command's own prefix, a question mark and the filler of a follow-up taken off. */
function plain(words: string): string {
  return words
    .trim()
    .replace(/^\/adops\b\s*/i, '')
    .replace(/[?!.]+$/, '')
    .replace(/^(and|also|now|what about|how about)\s+/i, '')
    .trim();
}

function runs(text: string): boolean {
  return text !== '' && dispatch(COMMANDS, text).kind === 'run';
}

export function understand(words: string, ctx: WordsContext): Understanding {
  const text = plain(words);
  if (runs(text)) return { kind: 'command', text };
  const refined = ctx.previous ? `${ctx.previous} ${text}` : undefined;
  if (refined && text !== '' && runs(refined)) return { kind: 'command', text: refined };
  return { kind: 'clarify', reason: 'I could not tell which report you mean.', suggestions: SUGGESTIONS };
}
