// "How do I set up …" that already says all the order needs (issue 38's forty-fourth round): the asker
// is shown how by the order itself, as the older sets read "how do i get a daily revenue summary posted
// here" (digest add), "how do i connect our account" (connect) and "how do i get a file of all the ads
// shown yesterday" (that export). An alert's figure and threshold ("how do I set up an alert for ecpm
// dropping more than 10%"), a digest's kind by its figure ("a weekly network digest"), read alone after
// "set up", are the order; "how do I set up a daily digest in this channel", which names no kind, and
// "how do I set up an alert", which names no figure, stay the subcommand's help.
import { alertsCommand } from '../alerts/index.js';
import { digestCommand } from '../digest/index.js';
import type { Understanding } from './compose.js';
import { kindOf } from './digest-orders.js';

const HOW_TO_SET_UP = /^\s*(?:(?:hi|hey|ok|so)[,!]?\s+)?how (?:do|can|would|should) (?:i|we) (?:set ?up|create|add|make|get) ((?:an?|the|one|some) .+)$/i;

/** The order the how-to's own words give, when they name all of it; undefined otherwise. */
export function howToOrder(words: string, read: (words: string) => Understanding): Understanding | undefined {
  const m = HOW_TO_SET_UP.exec(words);
  if (!m) return undefined;
  const order = read(`set up ${m[1]!.replace(/[?!.]+\s*$/, '')}`);
  if (order.kind !== 'command') return undefined;
  const [name, sub, figure, move] = order.text.split(' ');
  // (an alert with its figure, said by the asker, and how far it moves: the order whole)
  if (name === alertsCommand.name && sub === 'add' && figure && move && /\d/.test(m[1]!)) return order;
  if (name === digestCommand.name && sub === 'add' && kindOf(m[1]!) !== undefined) return order;
  return undefined;
}
