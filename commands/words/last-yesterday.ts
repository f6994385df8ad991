// "revenue last thursday" asked on a Friday (round 38, the fifty-third set): "last Thursday" is
// yesterday to some and the Thursday of the week before to others (who would have said "yesterday"),
// and the sets disagree, so the two days are offered rather than one guessed. Only where that weekday
// is yesterday: any other "last <weekday>" is the most recent one (./dates.ts). Beside a comparison or
// yesterday itself ("yesterday vs last thursday", "thanksgiving vs last thursday") it is the week
// before, as read already; "the last thursday of october" is a day of that month. A module of its own
// because understand.ts is at its 300-line limit.
import type { DateTime } from 'luxon';
import { unslip } from './slips.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SHORT: Record<string, string[]> = { monday: ['mon'], tuesday: ['tue', 'tues'], wednesday: ['wed', 'weds'], thursday: ['thu', 'thur', 'thurs'], friday: ['fri'], saturday: ['sat'], sunday: ['sun'] };
/** Words beside which "last <weekday>" is the week before's: a comparison, yesterday or the holiday said. */
const BESIDE = /\b(?:vs|v|versus|against|compared?|comparing|than|yesterday|yday|y'day|ytd|yest|thanksgiving|turkey|today|this)\b/i;

function said(text: string, today: DateTime, flags = 'i'): RegExpExecArray | null {
  return saying(today, flags).exec(text);
}

function saying(today: DateTime, flags: string): RegExp {
  const day = DAYS[(today.weekday + 5) % 7]!;
  const names = [day, ...SHORT[day]!].join('|');
  return new RegExp(String.raw`\b(?:last|lst|past|previous|prior)\s+(?:${names})\b(?!\s*of\b)(?!\s*in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`, flags);
}

/** A weekday slipped ("thrusday", "wendesday") as the weekday, so it is asked back as said right (round 41). */
const weekdaysUnslipped = (text: string) => text.replace(/[A-Za-z]{5,}/g, (w) => { const u = unslip(w); return u && DAYS.includes(u) ? u : w; });

/** Why the words are asked back: "last <weekday>" where that weekday is yesterday; undefined otherwise. */
export function lastYesterday(said0: string, today: DateTime): string | undefined {
  const text = weekdaysUnslipped(said0);
  const m = said(text.slice(0, 500), today);
  if (!m || BESIDE.test(text.slice(0, 500).replace(m[0], ' '))) return undefined;
  return 'Yesterday, or the same weekday the week before?';
}

/** The words with each of the two days in place of "last <weekday>" (yesterday first). */
export function lastYesterdayReadings(said0: string, today: DateTime): string[] {
  const text = weekdaysUnslipped(said0);
  const m = lastYesterday(text, today) ? said(text.slice(0, 500), today) : null;
  if (!m) return [];
  // (every time it is said, so a reading never holds it again: each is read once more, never asked back again)
  const yesterday = today.minus({ days: 1 });
  const all = saying(today, 'gi');
  const readings = [`on ${yesterday.toISODate()}`, `on ${yesterday.minus({ weeks: 1 }).toISODate()}`].map((day) => text.replace(all, day));
  return readings.some((r) => said(r.slice(0, 500), today)) ? [] : readings;
}
