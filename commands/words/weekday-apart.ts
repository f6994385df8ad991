// A day compared with the same weekday a week before, the weekday said by its name ("black friday
// vs last friday", "yesterday vs thursday last week", "tuesday vs the tuesday before"): that is the
// comparison `vs=week` (as "vs last thursday" after yesterday already is), never the other day's date
// — and for `why`, a comparison named, written (its own module: reframe.ts and compose-why.ts stay
// small; issue 38's thirty-second round).
import type { DateTime } from 'luxon';
import type { RangeWords } from './dates.js';

const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
const COMPARED = new Set(['vs', 'v', 'versus', 'compared', 'compare', 'against', 'comparing']);

/** Index of the weekday named as the comparison's other side (within four words after "vs"), or -1. */
function weekdayCompared(t: readonly string[]): number {
  const at = t.findLastIndex((w) => COMPARED.has(w));
  if (at < 0) return -1;
  const after = t.slice(at + 1, at + 5);
  // (a date said, "vs the 19th", stays that date)
  if (after.some((w) => /\d/.test(w))) return -1;
  const i = after.findIndex((w) => WEEKDAYS.has(w));
  return i < 0 ? -1 : at + 1 + i;
}

/** 'week' when one day is compared with one day exactly a week before it, that day said by its weekday; else undefined. */
export function weekdayApart(t: readonly string[], range: RangeWords, other: RangeWords, today: DateTime): 'week' | undefined {
  if (weekdayCompared(t) < 0 || !('days' in other) || !('days' in range || 'grammar' in range)) return undefined;
  const day = (x: RangeWords) => ('days' in x ? x.days(today.startOf('day')) : 'grammar' in x ? grammarDay(x.grammar, today) : undefined);
  const [a, b] = [day(range), day(other)];
  if (!a || !b || a.from !== a.to || b.from !== b.to) return undefined;
  return shifted(b.from, 7) === a.from ? 'week' : undefined;
}

/** Whether the words name the comparison's other side by its weekday ("vs the tuesday before", "vs thursday last week"): a comparison said, which `why` writes. */
export const weekdayNamedAsOther = (t: readonly string[]): boolean => {
  const i = weekdayCompared(t);
  return i >= 0 && (t[i + 1] === 'before' || (t[i + 1] === 'last' && t[i + 2] === 'week') || t[i - 1] === 'last');
};

function grammarDay(g: string, today: DateTime): { from: string; to: string } | undefined {
  const d = g === 'today' ? today : g === 'yesterday' ? today.minus({ days: 1 }) : undefined;
  const iso = d?.toISODate() ?? (/^\d{4}-\d{2}-\d{2}$/.test(g) ? g : undefined);
  return iso ? { from: iso, to: iso } : undefined;
}

function shifted(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A single day said ("yesterday", "tuesday"): what "the weekend before" cannot be the same days of. */
export const DAY_WORD = /^(?:yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\d{4}-\d{2}-\d{2})$/;
