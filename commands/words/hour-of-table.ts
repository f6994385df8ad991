// "why did the 8am hour tank?", "why the dip at 3am" after an hourly table of one day: that hour of
// that day explained (`why <figure> <day>T08:00..<day>T09:00`), the table's figure and filters kept —
// not the whole day, which would spread the hour's move over 24 (issue 38's twenty-third round). Only
// an hour of the table's own day that has ended; anything else is left to the thread's other readings.
import { DateTime } from 'luxon';
import { takeRange } from '../../src/time/range.js';
import { resolveRange } from '../../src/time/resolve.js';
import { WHY_METRICS } from '../../src/reports/why-math.js';
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import type { Composed, Days } from './compose.js';
import { clockHour } from './hours.js';
import type { Reading } from './reading.js';

/** The clock hour the words name ("8am", "at 3 am", "the 14:00 hour"), if exactly one. */
function hourNamed(t: readonly string[]): number | undefined {
  const found = t.flatMap((w, i) => {
    const c = /^\d/.test(w) ? clockHour(w, t[i + 1]) : undefined;
    // (a bare number is an hour only said as one: "at 3", "the 3 hour"; "top 3" is not)
    return c && (/[ap]m?$|:/.test(w) || ['am', 'pm'].includes(t[i + 1] ?? '') || t[i - 1] === 'at' || t[i + 1] === 'hour') ? [c.hour] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

export function hourOfTable(previous: string, r: Reading, days: Days): Composed | undefined {
  const [name, ...words] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  if (name !== breakdownCommand.name || !words.includes('by=hour') || !r.intents.has(whyCommand) || r.range || r.by.length) return undefined;
  const hour = hourNamed(r.tokens.words);
  if (hour === undefined) return undefined;
  let range;
  try {
    const { spec, rest } = takeRange(words, { hours: false });
    range = spec && { r: resolveRange(spec, { nowMs: days.now.toMillis(), tz: days.now.zoneName ?? 'UTC' }), rest };
  } catch {
    return undefined;
  }
  if (!range || range.r.startDate !== range.r.endDate) return undefined;
  const from = DateTime.fromISO(`${range.r.startDate}T00:00`, { zone: days.now.zoneName ?? 'UTC' }).plus({ hours: hour });
  if (from.plus({ hours: 1 }) > days.now) return undefined;
  const figure = words.find((w) => w.startsWith('metrics='))?.slice('metrics='.length).split(',')[0] ?? revenueCommand.name;
  // (a figure why cannot explain, the table's CTR, is left to the thread's other readings, never swapped for revenue)
  const metric = r.metrics[0] ?? figure;
  if (!(WHY_METRICS as readonly string[]).includes(metric)) return undefined;
  const filters = range.rest.filter((w) => /^(?:country|os)=/i.test(w));
  const f = (d: DateTime) => d.toFormat("yyyy-MM-dd'T'HH':00'");
  return { kind: 'command', text: [whyCommand.name, metric, `${f(from)}..${f(from.plus({ hours: 1 }))}`, ...filters].join(' ') };
}
