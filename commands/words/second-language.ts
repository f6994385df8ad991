// English written as a second language in a shared channel (issue 38's thirty-fifth round): a
// courtesy word of the writer's own language around the ask ("bitte", "onegai", "onegaishimasu",
// "obrigado", "tudo bem?", "danke", "gracias", "merci"), a month or "why" in it ("novembre",
// "octubre", "warum"), "until now" for so far, a regular past of an irregular verb ("falled",
// "rised"), "october full" for the whole month; a how-to without "do", "every day of this week", "table
// of country and format revenue" (round 43). The courtesy goes; the rest becomes the English
// words the reader knows. Only whole words no English ask uses are touched (a new module, beside
// ./romance.ts, which rewrites only a message marked Spanish or Portuguese).
import { unromance } from './romance.js';
import { whyCommand } from '../why/index.js';

const W = (s: string, tail = '') => new RegExp(`(^|[\\s,(])(?:${s})(?=$|[\\s?!.,:;)])${tail}`, 'gi');
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const RULES: readonly (readonly [RegExp, string])[] = [
  // courtesy, with the mark that ends it ("tudo bem?", "bitte!")
  [W('(?:bitte|danke)(?: sch[oö]n| sehr)?|(?:yoroshiku )?onegai(?:shimasu| shimasu)?|arigat[oō]u?(?: gozaimasu)?|kudasai|obrigad[oa]|gracias|merci(?: beaucoup)?|tudo bem|t[aá] bom|vielen dank|grazie|namaste', '[?!.]*'), '$1 '],
  [W('warum|wieso|weshalb|pourquoi|perch[eé]'), `$1${whyCommand.name}`],
  [W('novembre|noviembre|novembro'), '$1november'],
  [W('octubre|outubro|oktober|octobre|ottobre'), '$1october'],
  [W('diciembre|dezembro|dezember|d[eé]cembre|dicembre'), '$1december'],
  [W('septiembre|setembro|septembre|settembre'), '$1september'],
  // "why revenue falled", "ecpm rised": the verb's past as the reader knows it
  [W('falled|felled'), '$1fell'],
  [W('rised'), '$1rose'],
  // "wy revenue was so high": why, at the start of the ask only
  [/^\s*wy\b/i, whyCommand.name],
  // "how i make a digest", "how i add alert": a how-to with its "do" left out (round 43)
  [/^\s*how (i|we) (?=(?:make|add|create|set|setup|get|use|run|start|change|remove|delete|see|export|download|connect)\b)/gi, 'how do $1 '],
  // "revenue every day of this week": each day of it (round 43)
  [new RegExp(`\\bevery day of (?=(?:this|last|the|that) (?:week|month)\\b|(?:${MONTH})\\b)`, 'gi'), 'each day of '],
  // "table of country and format revenue": the figure's table by those splits, as "country and format revenue table" (round 43)
  [/\btable of (country|format|os|app|platform) and (country|format|os|app|platform) (revenue|impressions|ecpm|fill rate|requests|arpdau)\b/gi, '$3 table by $1 and $2'],
  // "october full", "last week full": the whole period (never the fullscreen format)
  [new RegExp(`\\b(${MONTH}|week|month|quarter|year)( in)? full\\b`, 'gi'), '$1'],
];

/** "until now", "till now", "up to now": so far; after "since"/"from", which say it already, nothing. */
function untilNow(text: string): string {
  const until = /\b(?:until|till|til|up ?till|up ?to) now\b/i;
  const m = text.match(until);
  if (!m) return text;
  // ("from monday till now", "the 3rd until now": a day's span to today, as "monday onwards" is (./rephrase.ts reads "to now" so); never the day alone — round 53)
  const dayBefore = /\b(?:\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\s+$/i;
  // ("revenue from october till now": since the month's first day, never the month alone — review r53b)
  const fromMonth = /\bfrom ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \d{1,2}(?:st|nd|rd|th)?)?)\s+$/i;
  if (fromMonth.test(text.slice(0, m.index))) return text.slice(0, m.index).replace(fromMonth, 'since $1 ') + text.slice(m.index! + m[0].length);
  if (dayBefore.test(text.slice(0, m.index)) && !/\bsince\b/i.test(text.slice(0, m.index))) return text.replace(until, 'onwards');
  return text.replace(until, /\b(?:since|from|between)\b/i.test(text.slice(0, m.index)) ? ' ' : 'so far');
}

/** The message with a second language's courtesy dropped and its words made English. */
export function secondLanguage(text: string): string {
  return untilNow(RULES.reduce((s, [re, to]) => s.replace(re, to), text)).replace(/\s{2,}/g, ' ').trim();
}

/** Spanish and Portuguese made English (./romance.ts), after a second language's courtesy and words (above). */
export const unforeign = (text: string): string => unromance(secondLanguage(text));
