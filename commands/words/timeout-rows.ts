// "pull request timeouts yesterday", "get me the request timeouts for monday" (round 38, the
// fifty-third set): the requests that timed out, as rows (the requests export with status=timeout),
// or the auction's stats, whose timeouts are a rate? Both read well, and the words do not choose,
// so both are offered. Said as a rate or a count ("timeout rate", "how many timeouts"), or with
// "export", "auction", "why", the words choose and are left as read. A module of its own because
// understand.ts is at its 300-line limit; called from ./second-look.ts.
import { auctionCommand } from '../auction/index.js';
import { exportCommand } from '../export/index.js';
import { parses } from './command-text.js';
import type { Understanding } from './compose.js';

const REQUEST_TIMEOUTS = /\brequests?[\s-]+time[\s-]?outs?\b/i;
const CHOSEN = /\b(?:rates?|%|percent\w*|how many|count|number|why|export\w*|auctions?|csv|raw|rows|log)\b/i;

export function timeoutRows(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || !u.text.startsWith(`${auctionCommand.name} `) || !REQUEST_TIMEOUTS.test(words) || CHOSEN.test(words)) return u;
  const [, view, ...rest] = u.text.split(' ');
  if (view !== 'stats') return u;
  const rows = `${exportCommand.name} requests ${[...rest.filter((w) => !w.startsWith('status=')), 'status=timeout'].join(' ')}`;
  return { kind: 'clarify', reason: 'The requests that timed out (as rows), or the auction’s timeout figures?', suggestions: [rows, u.text].filter(parses) };
}
