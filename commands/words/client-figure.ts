// "can I get the revenue for the client", "ecpm for our publisher" (issue 38's forty-eighth round): a figure
// and whom it is for, nothing more — no period, split, place or app. Said so bare, "for the client" is as
// likely whose figure it is (the client's app, which the words do not name) as whom it is shown to, so
// the account's figure is a guess: asked back, the account's figure and the apps' table offered. With
// anything more said ("revenue by country last quarter for the client"), the ask is whole and the client
// its audience (./read-more.ts), as the older sets have it.
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import type { Understanding } from './compose.js';

const FOR_WHOM = /\b(?:for|of) (?:the|our|this|that|my) (?:client|customer|publisher|advertiser|partner)\b(?!'|’| (?:account|accounts|channel|call|meeting|deck|review|report|email))/i;

/** The reader's answer, unless it is a bare figure asked "for the client" (then asked back). */
export function clientFigure(u: Understanding, words: string): Understanding {
  // (the figures' report alone: an export, a form, a list "for the client" is a piece of work for them)
  if (u.kind !== 'command' || u.text.trim() !== revenueCommand.name || !FOR_WHOM.test(words)) return u;
  return {
    kind: 'clarify',
    reason: 'Whose figures: the whole account’s, or the client’s app (which one, and for when)?',
    suggestions: [u.text, `${breakdownCommand.name} by=app metrics=revenue`],
  };
}
