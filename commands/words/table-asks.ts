// Words around a table that the reader left unknown though the table was plain (issue 38's round 39,
// from the fifty-sixth to fifty-eighth sets), read after ./read.ts on the reading itself:
//   - "fill by app, worst first", "ecpm by country, lowest 10 first": the rank's order said with
//     "first" — the rows put in that order, ten of them when no count is said (a list, as "lowest
//     ecpm countries" is), the count when one is;
//   - "countries by ecpm, sorted ascending", "low to high", "descending", "best to worst": the same
//     order said as a direction — ascending the bottom rows first, descending the top (ten for a list);
//     said before, "descending" was dropped ("sorted descending" gave the table unordered);
//   - "the per-os revenue split", "the revenue split per country": "split" said as a noun beside a
//     figure or a split already read — the split itself (as "country breakdown of revenue" is);
//   - "export revenue by country for october as csv": an export is a day of raw impressions or
//     requests, but a figure of its own split by a dimension and asked *as a file* is that table as
//     CSV (as "last month's network report as a CSV export" is the network report's CSV). Without a
//     file named ("export revenue by country") it is still asked back: which was meant is not said.
// Also the chain's last step on a reading, so ./understand.ts reads every question through it.
import { exportCommand } from '../export/index.js';
import { BOTTOM, TOP } from './lexicon.js';
import { rankedBidders } from './ranked-bidders.js';
import { countOf, dimensionOf, metricOf, type Reading } from './reading.js';

/** Marks word i read and takes one of it off the words nothing understood. */
function understood(r: Reading, i: number): void {
  r.used[i] = true;
  const at = r.unknown.indexOf(r.tokens.words[i]!);
  if (at >= 0) r.unknown.splice(at, 1);
}

const isRank = (w: string | undefined) => w !== undefined && (TOP.has(w) || BOTTOM.has(w));

/** "worst first", "lowest 10 first": the rank's own order, its rows a list ("top 5 …, highest first": the 5 said before). */
function rankFirst(r: Reading): void {
  const t = r.tokens.words;
  t.forEach((w, i) => {
    if (w !== 'first' || r.used[i] || !r.rank) return;
    const counted = countOf(t[i - 1]) !== undefined && isRank(t[i - 2]);
    if (!isRank(t[i - 1]) && !counted) return;
    understood(r, i);
    const end = r.rank.end;
    const said = t.findIndex((x, j) => isRank(x) && (TOP.has(x) ? 'top' : 'bottom') === end && countOf(t[j + 1]) !== undefined);
    if (r.rank.n === undefined && said >= 0) r.rank.n = countOf(t[said + 1]);
    if (r.rank.n === undefined) r.pluralDim = true;
  });
}

const ASCENDING = /^(ascending|asc)$/;
const DESCENDING = /^(descending|desc)$/;
const LOW = /^(low|lowest|worst|smallest|least)$/;
const HIGH = /^(high|highest|best|biggest|most)$/;

/** "sorted ascending", "low to high", "descending", "best to worst": a table's rows put in that direction. */
function direction(r: Reading): void {
  const t = r.tokens.words;
  if (!r.by.length || !r.metrics.length || r.intents.size) return;
  t.forEach((w, i) => {
    const span = LOW.test(w) && t[i + 1] === 'to' && HIGH.test(t[i + 2] ?? '') ? 'bottom' : HIGH.test(w) && t[i + 1] === 'to' && LOW.test(t[i + 2] ?? '') ? 'top' : undefined;
    const end = ASCENDING.test(w) ? 'bottom' : DESCENDING.test(w) ? 'top' : span;
    if (!end || (r.rank && r.rank.end !== end && !span)) return;
    // ("from lowest to highest": the span's first word is the rows' first, whatever rank its words read)
    if (!r.rank || span) r.rank = { end, n: r.rank?.n };
    if (r.rank.n === undefined) r.pluralDim = true;
    for (let k = i; k < i + (span ? 3 : 1); k++) understood(r, k);
  });
}

/** "the per-os revenue split": the split already read, said again as a noun after its figure or dimension. */
function splitNoun(r: Reading): void {
  const t = r.tokens.words;
  t.forEach((w, i) => {
    if (w !== 'split' || r.used[i] || !r.by.length || i === 0) return;
    if (metricOf(t[i - 1]!) !== undefined || dimensionOf(t[i - 1]!) !== undefined) understood(r, i);
  });
}

/** "export revenue by country … as csv": the table of that figure as a file, not the raw export. */
function exportAsTable(r: Reading): void {
  const other = r.metrics.some((m) => m !== 'impressions' && m !== 'requests');
  if (r.intents.size === 1 && r.intents.has(exportCommand) && r.csv && r.by.length && other && !r.ids.length) r.intents.delete(exportCommand);
}

/** The reading after the bidders' ranks (./ranked-bidders.ts), with the words of a table above read. */
export function tableAsks(read: Reading): Reading {
  const r = rankedBidders(read);
  rankFirst(r);
  direction(r);
  splitNoun(r);
  exportAsTable(r);
  return r;
}
