// Hours across midnight, of the night just ended (issue 38's forty-third round, the sixty-ninth set's
// on-call voice): "from 11pm last night to 6am", "between 10pm yesterday and 2am today" → yesterday's
// evening hour to today's morning hour, whole hours on the asker's clock, as ./hour-spans.ts reads
// hours within one day. Only when the evening's day is said ("last night", "yesterday") and the first
// clock says its half of the day (11pm, 23:00); the second is a morning hour (6am, or 6 after it).
import type { DateTime } from 'luxon';
import { clockHour, type HourWords } from './hours.js';

const JOIN: Record<string, readonly string[]> = { between: ['and'], from: ['to', 'till', 'until', 'thru', 'through'] };

/** Tokens of yesterday's evening said after its clock: "last night", "yesterday", "yesterday evening". */
function eveningAt(t: readonly string[], i: number): number {
  if (t[i] === 'last' && (t[i + 1] === 'night' || t[i + 1] === 'evening')) return 2;
  if (t[i] === 'yesterday') return ['evening', 'night'].includes(t[i + 1] ?? '') ? 2 : 1;
  return 0;
}

export function nightSpanAt(t: readonly string[], i: number): { start: number; end: number; value: HourWords } | undefined {
  const joins = JOIN[t[i] ?? ''];
  const a = joins && clockHour(t[i + 1], t[i + 2]);
  if (!joins || !a || a.hour < 12 || (!/(?:pm|p|:\d\d)$/.test(t[i + 1]!) && t[i + 2] !== 'pm')) return undefined;
  let k = i + 1 + a.used;
  const evening = eveningAt(t, k);
  if (!evening) return undefined;
  k += evening;
  if (!joins.includes(t[k] ?? '')) return undefined;
  const b = clockHour(t[k + 1], t[k + 2]);
  if (!b || b.hour >= 12 || b.hour === 0) return undefined;
  k += 1 + b.used;
  if (t[k] === 'today') k += 1;
  else if (t[k] === 'this' && t[k + 1] === 'morning') k += 2;
  const value: HourWords = {
    hours: (now: DateTime) => {
      const day = now.startOf('day');
      const from = day.minus({ days: 1 }).plus({ hours: a.hour });
      const to = day.plus({ hours: b.hour });
      const current = now.startOf('hour').plus({ hours: 1 });
      return { from, to: to < current ? to : current };
    },
  };
  return { start: i, end: k, value };
}
