// Calendar dates written in words ("nov 3", "3rd of november", "11/3"), read by chrono-node for
// ./dates.ts where its own words read nothing. Kept apart because it is the one reader of dates that
// leans on a library, with its own rules for what chrono may see and what of its answer is taken.
import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';

/** A day resolved from the asker's today (as ./dates.ts's days are). */
type Day = (today: DateTime) => DateTime;

/** Calendar dates in words ("nov 3", "3rd of november", "11/3"), read by chrono where nothing else was. */
export function chronoDays(t: readonly string[], used: readonly boolean[]): { start: number; end: number; value: Day }[] {
  // Words already read are hidden from chrono ("nov 1st through yesterday": chrono reads "nov 1st" alone).
  // (a number with % is a share, never a day: "october, 5% gap" is October — round 41)
  const text = t.map((w, k) => (used[k] || /\d%$/.test(w) ? '_'.repeat(w.length) : w)).join(' ');
  const starts: number[] = [];
  let offset = 0;
  for (const token of t) {
    starts.push(offset);
    offset += token.length + 1;
  }
  const tokenAt = (char: number) => starts.findLastIndex((s) => s <= char);
  const out: { start: number; end: number; value: Day }[] = [];
  // A fixed reference: only month and day are taken from chrono; the year is the asker's (below).
  for (const r of chrono.parse(text, { instant: new Date(Date.UTC(2026, 0, 1)), timezone: 0 })) {
    const found = [r.start, ...(r.end ? [r.end] : [])];
    // Only calendar dates written out (chrono also reads "a week before" from its reference day).
    if (!found.every((c) => c.isCertain('day') && c.isCertain('month')) || !/\d{1,4}[/-]\d{1,2}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/.test(r.text)) continue;
    const start = tokenAt(r.index);
    const end = tokenAt(r.index + r.text.length - 1) + 1;
    if (used.slice(start, end).some(Boolean)) continue;
    const dayOf = (c: chrono.ParsedComponents): Day => {
      const month = c.get('month')!;
      const day = c.get('day')!;
      const year = c.isCertain('year') ? c.get('year') : undefined;
      return (today) => {
        const date = DateTime.fromObject({ year: year ?? today.year, month, day }, { zone: today.zone });
        return year === undefined && date > today ? date.minus({ years: 1 }) : date;
      };
    };
    if (r.end) {
      const [from, to] = [dayOf(r.start), dayOf(r.end)];
      out.push({ start, end, value: ((today: DateTime) => from(today)) as Day });
      out.push({ start: end, end, value: to });
    } else out.push({ start, end, value: dayOf(r.start) });
  }
  return out;
}
