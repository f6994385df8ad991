// A day set against the same weekday some weeks before (issue 38's round 45): "yesterday revenue vs 2
// weeks ago", "today's fill compared with the same day three weeks earlier". One week is the grammar's
// own `vs=week` (./rephrase.ts reads "vs a week ago" so); two or more are the day that many weeks
// before the day asked, written as its date, which `vs=` takes. Only when the day asked is today or
// yesterday, named once and with no word of a span ("since", "so far", "week"…): "2 weeks ago" alone would count from today, not from the day compared, and
// a span compared so ("last week vs 2 weeks ago") is left as said, and asked back.
import type { DateTime } from 'luxon';

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 };
const COMPARED = /\b(?:vs\.?|versus|against|compared (?:to|with)) (?:the same day |that day )?(two|three|four|five|six|[2-6]) weeks? (?:ago|earlier|before)\b/gi;
const DAY = /\b(?:yesterday|yesterday's|yday|y'day|yest|today|today's|tdy)\b/gi;

/** The text with "vs N weeks ago" written as the date N weeks before the one day it compares. */
export function weeksAgoVs(text: string, today: DateTime): string {
  const days = [...text.matchAll(DAY)].map((m) => (/^(?:today|tdy)/i.test(m[0]) ? 0 : 1));
  // (a span said with the day — "since yesterday", "through today", "so far", hours — is no one day: left as said)
  if (days.length !== 1 || /\b(?:week|month|year|days|since|from|through|thru|until|till|to date|so far|mtd|ytd|qtd|wtd|quarter|hours?)\b(?!\s+(?:ago|earlier|before))/i.test(text.replace(COMPARED, ''))) return text;
  return text.replace(COMPARED, (_m, n: string) => `vs ${today.minus({ days: days[0]! + 7 * COUNT[n.toLowerCase()]! }).toISODate()}`);
}
