// "export everything", "export all the data", "download the whole thing": an export asked of all the
// data at once. An export is one kind (impressions, requests or bids) of one day; the bare export form
// offered for these words would read as if everything were coming. Asked back, the form offered
// (issue 38's twentieth round); "export" alone or "I want to export some data" still opens the form.
import type { Understanding } from './compose.js';

/** Words that ask for all of the data, not one part of it. */
const WHOLE = /\b(everything|every(thing| single)? (table|report|file|metric)s?|all( of)?( the| our| my)? (data|datas|things|stuff|reports|tables|numbers|metrics|of it)|(all|it all|them all)$|the (whole|entire|full) (thing|lot|data ?set|database|data)|full data(set)?|all)\b/i;

/** The bare export form answered to words that ask for everything: asked back instead. */
export function wholeAsked(u: Understanding, words: string, exportName: string): Understanding {
  if (u.kind !== 'command' || u.text !== exportName) return u;
  if (!WHOLE.test(words.replace(/[?!.]+\s*$/, '').trim())) return u;
  return { kind: 'clarify', reason: 'An export is one kind of data (impressions, requests or bids) for one day; which one?', suggestions: [`${exportName} impressions yesterday`, `${exportName} requests yesterday`, exportName] };
}
