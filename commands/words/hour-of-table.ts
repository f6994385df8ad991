// "why did the 8am hour tank?", "why the dip at 3am" after an hourly table of one day: that hour of
// that day explained (`why <figure> <day>T08:00..<day>T09:00`), the table's figure and filters kept —
// not the whole day, which would spread the hour's move over 24 (issue 38's twenty-third round). Only
// an hour of the table's own day that has ended; anything else is left to the thread's other readings.
// Two clock times, one with its half of the day ("why did it fall between 3 and 7pm", "from 3pm to 7pm"),
// are those hours of the table's day, all ended (issue 38's forty-seventh round): before, the one hour with
// "pm" was read alone, or the two hours dropped and the whole day explained.
import { DateTime } from 'luxon';
import { takeRange } from '../../src/time/range.js';
import { resolveRange } from '../../src/time/resolve.js';
import { WHY_METRICS } from '../../src/reports/why-math.js';
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import type { Composed, Days } from './compose.js';
import { clarify } from './compose-reports.js';
import { clockSpanAt } from './hour-spans.js';
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

/** The hours the words name: one span of two clock times, else one clock hour; [first, end) of the day. */
function hoursNamed(t: readonly string[]): [number, number] | undefined {
  const spans = t.flatMap((_, i) => {
    const s = clockSpanAt(t, i);
    return s ? [s] : [];
  });
  if (spans.length > 1) return undefined;
  if (spans.length === 1) return [spans[0]!.first, spans[0]!.end];
  const hour = hourNamed(t);
  return hour === undefined ? undefined : [hour, hour + 1];
}

export function hourOfTable(previous: string, r: Reading, days: Days): Composed | undefined {
  const [name, ...words] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  // (after an explanation of one day, "only 6-9pm" is those hours of it explained, its filters kept — round 50)
  const afterWhy = name === whyCommand.name && !words.some((w) => w.includes('T'));
  if (!(afterWhy || (name === breakdownCommand.name && words.includes('by=hour') && r.intents.has(whyCommand))) || r.range || r.by.length) return undefined;
  // (a place, platform, app, format or bidder said beside the hours, "6-9pm in JP", is a narrowing the explanation's
  // filters do not hold: left to be asked, never dropped — round 50's review)
  if (afterWhy && (r.country || r.os || r.apps.length || r.format || r.bidder)) return undefined;
  const hours = hoursNamed(r.tokens.words);
  if (!hours) return undefined;
  let range;
  try {
    const { spec, rest } = takeRange(words, { hours: false });
    range = spec && { r: resolveRange(spec, { nowMs: days.now.toMillis(), tz: days.now.zoneName ?? 'UTC' }), rest };
  } catch {
    return undefined;
  }
  if (!range) return undefined;
  const figure = afterWhy ? words[0]! : words.find((w) => w.startsWith('metrics='))?.slice('metrics='.length).split(',')[0] ?? revenueCommand.name;
  // (a figure why cannot explain, the table's CTR, is left to the thread's other readings, never swapped for revenue)
  const metric = r.metrics[0] ?? figure;
  if (!(WHY_METRICS as readonly string[]).includes(metric)) return undefined;
  const filters = range.rest.filter((w) => (afterWhy ? w !== figure : /^(?:country|os)=/i.test(w)));
  const day = DateTime.fromISO(`${range.r.startDate}T00:00`, { zone: days.now.zoneName ?? 'UTC' });
  const [from, to] = [day.plus({ hours: hours[0] }), day.plus({ hours: hours[1] })];
  // (hours of a table of several days, or not yet ended: which day's hours is not in the words — asked, never the
  // whole period explained as if the hours had been read)
  if (range.r.startDate !== range.r.endDate || to > days.now) {
    const spanned = words.filter((w) => !range.rest.includes(w));
    return clarify('Which day’s hours do you mean? The table’s are not all of one finished day.', [[whyCommand.name, metric, ...spanned, ...filters].join(' ')]);
  }
  // (after an explanation, hours today has also seen end — "between 2am and 4am" at 10am — may be today's: left to be asked)
  if (afterWhy && !day.hasSame(days.now, 'day') && days.now.startOf('day').plus({ hours: hours[1] }) <= days.now) return undefined;
  const f = (d: DateTime) => d.toFormat("yyyy-MM-dd'T'HH':00'");
  return { kind: 'command', text: [whyCommand.name, metric, `${f(from)}..${f(to)}`, ...filters].join(' ') };
}
