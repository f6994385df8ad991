// The splits of a table in the order they are said: "monthly revenue per country" is by month, then
// country, as "daily eCPM per format" is; "revenue per country per day" by country, then day (the older
// sets' labels; issue 38's twenty-third round). Only a time said as an adjective before the split moves.
import { BUCKET_ADJECTIVES, type DimensionWord } from './lexicon.js';
import { dimensionOf, type Reading } from './reading.js';

export function splitsInOrder(r: Reading, buckets: readonly DimensionWord[]): DimensionWord[] {
  const t = r.tokens.words;
  const adjective = t.findIndex((w) => BUCKET_ADJECTIVES[w] !== undefined && BUCKET_ADJECTIVES[w] === buckets[0]);
  const split = t.findIndex((w) => { const d = dimensionOf(w); return d !== undefined && r.by.includes(d); });
  return [...new Set(adjective >= 0 && split > adjective ? [...buckets, ...r.by] : [...r.by, ...buckets])];
}
