// "revenue as of nov 3": that day, since it, or up to it — each is said this way, and the reader
// took the one day. Which is meant is not in the words, so it is asked back (the twentieth set's
// class of a day read where a bound was said: "date >= …", "from … on", ./query-forms.ts, ./dates.ts).
// "as of today", "as of now" are left as they were: today.
const DAY = String.raw`(?:the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|last\s+(?:mon|tue|wed|thu|fri|sat|sun))`;
const AS_OF = new RegExp(String.raw`\bas\s+of\s+${DAY}`, 'i');

/** Why the words are asked back, when "as of" is said before a day; undefined otherwise. */
export function asOfDay(text: string): string | undefined {
  return AS_OF.test(text) ? '“As of” a day can mean that day, since it, or up to it; which? (“on …”, “since …”, or “from … to …”)' : undefined;
}
