// "only US traffic", "just iOS traffic", "Germany traffic only" said in a thread (issue 38's forty-eighth
// round): "traffic" there is the scope of the figures before — the place's or platform's share of them,
// a filter on the thread's report — not the requests counted ("traffic" is a word of requests in the
// lexicon, which the bidders report does not take, so the filter was asked back, and a table gained the
// requests column). Only in a thread, only said as the scope ("only", "just", "restrict … to", or "only"
// after it), only after a country or a platform: "US traffic yesterday" asked alone stays the requests.
import { COUNTRY_WORDS } from './names.js';
import { OS_WORDS } from './lexicon.js';

const PLACE = String.raw`([A-Za-z]{2,12})`;
const BEFORE = new RegExp(String.raw`\b(only|just|(?:restrict|limit)(?:ed)? (?:(?:this|that|it|them) )?to) (?:the )?${PLACE} traffic\b`, 'gi');
const AFTER = new RegExp(String.raw`\b${PLACE} traffic (only|alone)\b`, 'gi');

/** A country or a platform, as said ("US" in capitals; a country's name; iOS, Android). */
const placeOrPlatform = (w: string) => /^[A-Z]{2}$/.test(w) || COUNTRY_WORDS.has(w.toLowerCase()) || OS_WORDS[w.toLowerCase()] !== undefined;

/** The text with "traffic" dropped where, in a thread, it is the scope said of a country or a platform. */
export function trafficScope(text: string, previous: string | undefined): string {
  if (!previous) return text;
  return text
    .replace(BEFORE, (m: string, lead: string, place: string) => (placeOrPlatform(place) ? `${lead} ${place}` : m))
    .replace(AFTER, (m: string, place: string, only: string) => (placeOrPlatform(place) ? `${place} ${only}` : m));
}
