// "show me the auctions" in a thread after `why revenue yesterday country=BR` (issue 38's round 46,
// the seventy-eighth set): a question of its own that names no period is asked of the thread's
// period (understand.ts), and it was — but the thread's country, platform or app was dropped, so the
// auctions of the whole world were shown to someone looking at Brazil: a wider answer than asked.
// As "show the auctions there" keeps the place (./place-there.ts), a question that takes the thread's
// period takes its place too, when the words name no place of their own ("worldwide", "all
// platforms" and a country named are theirs) and the report takes that filter. A report that cannot
// take it is left as before: it is not narrowed by the thread at all then.
import type { Composed } from './compose.js';
import type { Reading } from './read.js';
import { withThreadPlaces } from './place-there.js';

/** Words that ask for the wider answer ("all the auctions", "overall"): the thread's place is not kept. */
const WIDE = new Set(['all', 'every', 'overall', 'everywhere', 'worldwide', 'globally', 'global', 'total']);

/** Whether the words say anything of place: a country, a platform, an app, or all of them. */
const namesPlace = (r: Reading) => r.country !== undefined || r.anyCountry || r.os !== undefined || r.anyOs || r.apps.length > 0 || r.by.some((d) => d === 'country' || d === 'os' || d === 'app') || r.tokens.words.some((w) => WIDE.has(w));

/** The command asked over the thread's period, with the thread's place where the words name none and the report takes it. */
export function placeKept(c: Composed, r: Reading, previous: string): Composed {
  if (c.kind !== 'command' || namesPlace(r)) return c;
  const text = withThreadPlaces(c.text, previous);
  return text ? { kind: 'command', text } : c;
}
