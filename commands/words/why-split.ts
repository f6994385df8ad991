// "break down by bidder for germany" after `why ecpm this week country=DE` (issue 38's round 39): the
// explanation's figure as a table split that way, over its period and filters — as "show me by hour"
// after an explanation is its hourly table (./follow-up.ts) and "show me ecpm by format there" is read.
// Only where the words as said name the table ("break it down", "breakdown", "split", "table": read on
// the text, as ./voices.ts makes "break down by" a bare "by") and one split, with nothing more than the
// thread's filters: a bare "by country?" after an explanation may ask which country drove the move,
// and stays asked (the tenth round's rule), as does "which country?". Revenue by one split is its movers (the
// older sets' convention: "ok, show the revenue by country" after why revenue), any other figure its table.
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import type { Composed } from './compose.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { BY, FILLER, METRIC } from './lexicon.js';
import { dimensionOf, type Reading } from './reading.js';

const TABLE_SAID = /\b(?:break(?:ing)?\s+(?:it\s+|that\s+|this\s+)?(?:down|out)|brea?kdown|split(?:ting)?|table)\b/i;
const optionKey = (w: string) => /^([A-Za-z_.]+)=/.exec(w)?.[1]?.toLowerCase();

/** The explanation's figure split as the words ask, or undefined when they ask anything else. */
export function whyBrokenDown(previous: string, r: Reading, said: string): Composed | undefined {
  const [name, metric, ...rest] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  const t = r.tokens.words;
  const splitSaid = t.some((w, i) => BY.has(w) && r.used[i] && dimensionOf(t[i + 1] ?? '') === r.by[0]);
  if (name !== whyCommand.name || !metric || !TABLE_SAID.test(said) || !splitSaid || r.by.length !== 1 || r.unknown.length || r.range !== undefined) return undefined;
  if ([...r.intents].some((c) => c !== breakdownCommand) || r.metrics.some((m) => m !== metric) || r.apps.length || r.format || r.bidder || r.rank || r.vs || r.countries) return undefined;
  if (!t.every((w, i) => r.used[i] || FILLER.has(w) || /^(show|me|it|that|this|as|a|table)$/.test(w))) return undefined;
  // (a country or platform said is the thread's own, or in place of it)
  const filters = rest.filter((w) => !['vs', ...(r.country ? ['country'] : []), ...(r.os ? ['os'] : [])].includes(optionKey(w) ?? ''));
  const named = [r.country && `country=${r.country}`, r.os && `os=${r.os}`].filter((x): x is string => Boolean(x));
  const dim = r.by[0]!;
  // ("by hour": its hours read by ./follow-up.ts)
  if (dim === 'hour') return undefined;
  const plain = !filters.some((w) => /^(app|format|ad_unit|bidder|tz)=/i.test(w));
  if (metric === METRIC.revenue && plain && (MOVER_DIMENSIONS as readonly string[]).includes(dim)) return { kind: 'command', text: [revenueCommand.name, ...filters, ...named, 'by', dim].join(' ') };
  return { kind: 'command', text: [breakdownCommand.name, `by=${dim}`, `metrics=${metric}`, ...filters, ...named].join(' ') };
}
