// "how the first half of Nov went, the 1st to the 15th?" (issue 38's twenty-fifth round): a period said
// twice, the second time after a comma as its dates, is one period. Read whole, the two periods made
// no single range and the ask was asked back. The restatement is dropped only when it holds a number (a
// date's), read alone it is a period and nothing else, and the same days as the words before it name; a restatement naming other
// days ("first half of nov, the 1st to the 14th") is kept as typed, the clash asked back.
import type { DateTime } from 'luxon';
import { takeRange } from '../../src/time/range.js';
import type { RangeWords } from './dates.js';
import { datesOf } from './period-before.js';
import type { Reading } from './read.js';

/** The days a period of the words spans, first and last (ISO); undefined for hours or what cannot be placed. */
function daysSpanned(range: RangeWords, today: DateTime): string | undefined {
  if ('days' in range) { const d = range.days(today); return d && `${d.from}..${d.to}`; }
  if (!('grammar' in range)) return undefined;
  try {
    const spec = takeRange(range.grammar.split(' '), { hours: false }).spec;
    const d = spec && datesOf(spec, today);
    return d && `${d[0].toISODate()}..${d[1].toISODate()}`;
  } catch {
    return undefined;
  }
}

const onlyPeriod = (r: Reading) =>
  r.range !== undefined && !r.metrics.length && !r.intents.size && !r.by.length && r.os === undefined && r.country === undefined && r.format === undefined && !r.apps.length && r.vs === undefined && !r.unknown.length && !r.beyond.length;

/** The words without a restated period after a comma, when it names the same days as the words before it. */
export function restatedPeriod(text: string, readText: (s: string) => Reading, today: DateTime): string {
  const m = /^(.*\S),\s*((?:i mean |that is |ie |i\.e\. |so )?(?:the |from the |from )?[^,]{3,40}?)\s*([?.!]*)\s*$/i.exec(text);
  if (!m) return text;
  // (a restatement gives the dates: "the 1st to the 15th"; "yesterday, it was thanksgiving" keeps the words' own day)
  if (!/\d/.test(m[2]!)) return text;
  const [head, tail] = [readText(m[1]!), readText(m[2]!)];
  if (!onlyPeriod(tail) || !head.range) return text;
  const spanned = daysSpanned(head.range, today);
  return spanned !== undefined && spanned === daysSpanned(tail.range!, today) ? `${m[1]}${m[3]}` : text;
}
