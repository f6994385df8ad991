// Numbers and dates written the ways other countries and other trades write them, made the forms the
// reader knows before the words are read (issue 38's seventh round): thousands with a separator
// ("1,000", "1.500 €"), a decimal comma before a share ("3,5 %"), amounts with a suffix ("$2.5k",
// "$1.2m"), a sign for "more than" ("rev > $2.5k"), an amount's currency said after it ("1500 €":
// the account's own money; a threshold is a number of it), day-first dates with dots ("24.11.",
// "16.11.2026"), a dash between two dates with their month ("2 Nov – 8 Nov"), two days joined with
// a plus ("sat+sun"), rev-ops spans ("L28", "T7D": the last or trailing 28 or 7 days) and "last 7"
// said with no unit (days, as "L7" says it).
import { metricOf } from './reading.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const CURRENCY = '(?:dollars?|bucks|usd|euros?|eur|€|£|pounds?|gbp)';
/** Currencies said after an amount, other than dollars. */
const OTHER_MONEY = '(?:euros?|eur|€|£|pounds?|gbp)';
const SCALE: Readonly<Record<string, number>> = { k: 1000, m: 1_000_000 };
/** Words after "last N" that say its unit or what is counted: "last 7" without one is days. */
const COUNTED = /^(?:days?|weeks?|months?|years?|quarters?|hours?|mins?|minutes?|d|w|h|m|wks?|mos?|[a-z]*(?:bids?|rows?|lines?|entries|entry|events?|auctions?|exports?|alerts?|runs?|records?|results?|items?))$/i;

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
const RULES: readonly Rule[] = [
  // "24.11.", "16.11.2026": a day and a month with dots, as Germans and Poles write them (never a
  // decimal: a decimal has no second dot).
  // ("sdk 5.3.", "v2.1.": a version, never a date)
  [/(?<!\b(?:version|sdk|build|release|v|ver)\s?)\b(\d{1,2})\.(\d{1,2})\.(\d{4})?(?!\d)/gi, (all, d: string, m: string, y?: string) => (Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? ` ${MONTHS[Number(m) - 1]} ${Number(d)}${y ? ` ${y}` : ''} ` : all)],
  // "2 Nov – 8 Nov", "Nov 2 — Nov 8": a dash between two dates is "to", not a clause's end.
  [new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)? ${MONTH}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?)\\s*[–—-]\\s*(?=\\d{1,2}(?:st|nd|rd|th)? ${MONTH}|${MONTH} \\d)`, 'gi'), '$1 to '],
  // "sat+sun", "mon + tue": the two days.
  [/\b((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*)\s*\+\s*((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*)\b/gi, '$1 and $2'],
  // "2,50 €", "€ 1,5": a decimal comma in money (thousands take three digits after it).
  [new RegExp(`\\b(\\d{1,3}),(\\d{1,2})(?=\\s?${OTHER_MONEY}(?![a-z]))|(?<=[€£]\\s?)(\\d{1,3}),(\\d{1,2})(?!\\d)`, 'gi'), (_m, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}.${b ?? d}`],
  // "3,5 %", "2,75%": a decimal comma before a share.
  [/\b(\d{1,2}),(\d{1,2})\s*%/g, '$1.$2%'],
  // "1,000", "12,500,000": thousands with commas (three digits after each, never a list "1,2").
  [/\b(\d{1,3})((?:,\d{3})+)(?![\d,]*\d)/g, (_m, a: string, b: string) => a + b.replace(/,/g, '')],
  // "1.500 €", "€1.500", "$2.000": thousands with dots beside money (money has two decimals, never three).
  [new RegExp(`(?<=[$€£]\\s?)(\\d{1,3})((?:\\.\\d{3})+)(?!\\d)|\\b(\\d{1,3})((?:\\.\\d{3})+)(?=\\s?${CURRENCY}(?![a-z]))`, 'gi'), (_m, a?: string, b?: string, c?: string, d?: string) => (a ?? c)! + (b ?? d)!.replace(/\./g, '')],
  // "1 500 €", "€ 12 000": thousands with a space beside money, as the French write them.
  [new RegExp(`\\b(\\d{1,3})[ \u00a0\u202f](\\d{3})(?=\\s?${CURRENCY}(?![a-z]))|(?<=[$€£]\\s?)(\\d{1,3})[ \u00a0\u202f](\\d{3})\\b`, 'gi'), (_m, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}${b ?? d}`],
  // "$2.5k", "1.2m", "€3k": an amount with its scale.
  // ("5m" alone is as often minutes: millions only after a currency sign)
  [/([$€£]?)\b(\d{1,3}(?:\.\d{1,2})?)\s?([km])\b(?![a-z])/gi, (all, cur: string, n: string, s: string) => (s.toLowerCase() === 'm' && !cur ? all : `${cur}${Math.round(Number(n) * SCALE[s.toLowerCase()]!)}`)],
  // "1500 €", "€1500", "20 eur": the account's money, written as the reader reads an amount ("200
  // dollars" it reads already: the word says revenue).
  [new RegExp(`[€£]\\s?(\\d+(?:\\.\\d+)?)\\b|\\b(\\d+(?:\\.\\d+)?)\\s?${OTHER_MONEY}(?![a-z])`, 'gi'), (_m, a?: string, b?: string) => `$${a ?? b}`],
  // "rev > $2.5k", "ecpm >= 5": more than.
  [/\s*>=?\s*(?=[$€£]?\d)/g, ' over '],
  // "#1 country", "the #3 app": the first (third) of a ranking.
  // (only before what is ranked: "ticket #12" is a number)
  [/(?:\bthe )?#\s?(\d{1,2})(?= (?:countr(?:y|ies)|apps?|games?|titles?|formats?|bidders?|days?|weeks?|hours?|months?|platforms?|os|ad units?)\b)/gi, 'top $1'],
  // "L28", "T7D", "t7d": the last (trailing) N days, as ops write it ("T1" alone is a tier of countries).
  [/\bL(\d{1,3})D?\b|\b[Tlt](\d{1,3})[Dd]\b/g, (_m, a?: string, b?: string) => `last ${a ?? b} days`],
];

export function formats(text: string): string {
  let out = text;
  for (const [pattern, to] of RULES) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to);
  // "bidders, last 7, sorted by …", "last 30 instead": a span with no unit is days.
  out = out.replace(/\b(last|past|previous|prior) (\d{1,3})\b(?!%)(\s*)(\S*)/gi, (all, lead: string, n: string, space: string, next: string, at: number, whole: string) => {
    const word = next.replace(/[^a-z]/gi, '');
    // ("revenue last 2 with comparison": a comparison said after "with" is not read as one, so the span is left asked — round 52's review)
    if (/^(with|w)$/i.test(word) && /^\s*(?:a |the )?(?:comparisons?|compared?|vs|versus)\b/i.test(whole.slice(at + all.length))) return all;
    // ("last 14 ecpm": a figure after it leaves it a span of days)
    // ("recon last 7 w/ 2% gap": "w/" is with, never weeks — round 52)
    if ((COUNTED.test(word) && !/^w\//i.test(next)) || /^\d/.test(next) || (word && !/^(instead|please|pls|sorted|sort|by|for|in|on|vs|versus|and|or|only|then|of|with|w)$/i.test(word) && metricOf(word.toLowerCase()) === undefined)) return all;
    return `${lead} ${n} days${space}${next}`;
  });
  return out.replace(/ {2,}/g, ' ');
}
