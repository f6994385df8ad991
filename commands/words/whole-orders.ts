// A whole message that is an order one of the bot's own commands takes as said: access given or taken
// (./access-orders.ts), a connection bound (./connect-orders.ts), a digest set up (./digest-said.ts) —
// or an access order short of its parts, asked back with the grammar's forms. Gathered here from
// understand.ts (issue 38's forty-fourth round), which reads them before any word of the message.
import { accessCommand } from '../access/index.js';
import { accessOrder, ordersAccess } from './access-orders.js';
import type { Understanding } from './compose.js';
import { connectOrder } from './connect-orders.js';
import { clockSetAside, digestClocked } from './digest-clock.js';

/** The order (`raw`: the message as sent, `text`: made plain), or the access order asked back; undefined when it is no such order. */
export function wholeOrder(raw: string, text: string): Understanding | undefined {
  // ("digest … at 9 not paris time": which clock is not in the words — asked, never the one set aside; reviewer r52a)
  const aside = clockSetAside(text);
  if (aside) return { kind: 'clarify', reason: 'Which clock is the time on? Name it (tz=Europe/London, tz=America/New_York), or leave it out for the workspace’s:', suggestions: [aside, `${aside} tz=UTC`] };
  const ordered = accessOrder(raw) ?? accessOrder(text) ?? connectOrder(raw) ?? digestClocked(text);
  if (ordered) return { kind: 'command', text: ordered };
  if (ordersAccess(text)) return { kind: 'clarify', reason: 'Which capability (read, export, manage) and for whom (guests, a user group, a channel)? For example:', suggestions: [accessCommand.name, `${accessCommand.name} allow read guests`, `${accessCommand.name} edit`] };
  return undefined;
}
