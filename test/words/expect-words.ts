// The round tests' one vocabulary: words asked in the sets' context (./question-set.ts), expected to
// be a command's text, or asked back; a thread's rows after its previous command.
import { expect } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

export const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
export const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
export const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');
/** Each row after `previous`: its command's text, or null where it is asked back. */
export const after = (previous: string, rows: readonly (readonly [string, string | null])[]) => {
  for (const [words, text] of rows) {
    if (text === null) asks(words, { previous });
    else is(words, text, { previous });
  }
};
/** Rows as the question sets write them: previous command or '-', the words, the command or CLARIFY. */
export function check(rows: readonly (readonly [previous: string, words: string, expected: string])[]): void {
  for (const [previous, words, expected] of rows) {
    const more = previous === '-' ? {} : { previous };
    if (expected === 'CLARIFY') asks(words, more);
    else is(words, expected, more);
  }
}
