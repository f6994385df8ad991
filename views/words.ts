// Answers of the doors of plain words (issue 38) that are not a command's own: the clarification
// of words that could not be mapped confidently (up to three suggested commands as buttons, no
// figures, no command named as run), and the agent view's suggested prompts.
import { actions, button, esc, section } from './blocks.js';
import type { BotMessage } from './types.js';

/** A suggested command's button: a click runs it, answered in the same thread. */
export const WORDS_SUGGESTION_ACTION = 'adops_words_suggestion';
export const CLARIFY_BLOCK_ID = 'adops_clarify';
const MAX_SUGGESTIONS = 3;
const MAX_PROMPTS = 4;

/** Offered to someone who has asked nothing yet, and as a clarification's fallback: each a command as it can be sent. */
export const DEFAULT_PROMPTS = ['revenue yesterday', 'revenue last 7d by country', 'bidders yesterday', 'help'];

export function clarifyView(reason: string, suggestions: readonly string[]): BotMessage {
  const picks = [...new Set(suggestions)].slice(0, MAX_SUGGESTIONS);
  const lead = picks.length ? 'Did you mean one of these?' : 'Try `help` to see what I can answer.';
  return {
    text: `${reason} ${lead}`,
    kind: 'usage',
    shareable: false,
    blocks: [
      section(`:grey_question: ${esc(reason)} ${lead}`, CLARIFY_BLOCK_ID),
      ...(picks.length ? [actions(picks.map((p, i) => ({ ...button(p, WORDS_SUGGESTION_ACTION, p), action_id: `${WORDS_SUGGESTION_ACTION}_${i}` })), 'adops_clarify_actions')] : []),
    ],
  };
}

/** The agent view's suggested prompts: what the person asks most, then the defaults; each a command they can send as is. */
export function suggestedPrompts(mostAsked: readonly string[], defaults: readonly string[]): { title: string; message: string }[] {
  return [...new Set([...mostAsked, ...defaults])].slice(0, MAX_PROMPTS).map((text) => ({ title: text.slice(0, 75), message: text }));
}
