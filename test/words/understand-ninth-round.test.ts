// understand() on issue 38's ninth round (the eighteenth set's classes left asked back after the
// eighth), each on words of its own, not a line of a set; pure, called directly.
import { describe, expect, it } from 'vitest';
import { understand, type WordsContext } from '../../commands/words/understand.js';
import { SET_CONTEXT } from './question-set.js';

const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, { ...SET_CONTEXT, ...more });
const is = (words: string, text: string, more: Partial<WordsContext> = {}) => expect(ask(words, more), words).toEqual({ kind: 'command', text });
const asks = (words: string, more: Partial<WordsContext> = {}) => expect(ask(words, more).kind, words).toBe('clarify');

describe('a configuration picked by its id, version, live or draft', () => {
  it.each([
    ['is config cfg_2201 valid?', 'config validate id cfg_2201'],
    ['show me config id cfg_77', 'config show id cfg_77'],
    ['any errors in the config draft_floor_cleanup', 'config validate id draft_floor_cleanup'],
    ['show config v4', 'config show version 4'],
  ])('%s → %s', (words, text) => is(words, text));

  it('changes the configuration in a thread, keeping the verb', () => {
    is('what about the draft?', 'config validate draft', { previous: 'config validate' });
    is('and version 7 instead', 'config show version 7', { previous: 'config show draft' });
    is('the live one', 'config show live yaml', { previous: 'config show version 2 yaml' });
    is('ok now validate cfg_9', 'config validate id cfg_9', { previous: 'config show draft' });
  });

  it('never answers for another configuration than the one named', () => {
    // (was "config validate draft": the live one asked for, the draft's verdict shown)
    is('validate live', 'config validate live', { previous: 'config validate draft' });
    asks('version 9 of the yaml with revenue', { previous: 'config show version 3' });
  });

  it('reads a version alone as a configuration only after one', () => {
    asks('version 13', { previous: 'revenue yesterday' });
  });
});
