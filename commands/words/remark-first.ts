// A remark said before the ask (issue 38's forty-first round, the sixty-second and sixty-third sets):
// "did black friday start strong? revenue today vs last friday", "thanksgiving always dips.. how about
// vs last year". The first sentence judges or tells of a move and names nothing the ask needs — no
// figure, split, filter, number — and the ask after it is whole; the remark is what the figures
// answer, so the ask is read alone (as "…, are we even getting traffic?" after an ask is: ./work-asks.ts).
// So is a how-did question ended by a comma ("how did black friday start, revenue so far today vs last friday").
// A remark that names a figure or a place ("did brazil start strong?") is part of the question: kept,
// asked back as before. A module of its own because ./plain-asks.ts gathers rules of one sentence.
import { COUNTRY_WORDS } from './names.js';
import { FORMAT_WORDS, OS_WORDS } from './lexicon.js';
import { HOLIDAY_NAMES } from './date-forms.js';

/** The remark: up to eight words, ended by "?" or "..", with a word that judges or tells of a move. */
const REMARK = /^\s*([a-z' ]{3,60}?)\s*(?:\?+|\.{2,}|…)\s+(?=\S)/i;
const JUDGES = /\b(?:strong|stronger|weak|weaker|well|badly|bad|good|slow|ok|okay|great|rough|dips?|dipped|drops?|dropped|spikes?|spiked|tanks?|tanked|soft|softer)\b/i;
/** Words of the ask the remark must not hold: figures and splits (the place and format words are checked by their lists). */
const NAMES_PART = /\b(?:revenue|rev|ecpm|cpm|fill|impressions|imps|requests|clicks|ctr|users|arpdau|bids?|bidders?|win|by|per|vs|versus|than|app|apps|country|format|os)\b|\d/i;

/** A period said: a remark naming one is dropped only where the ask names its own ("did thanksgiving go ok? revenue pls" keeps it). */
const PERIOD = new RegExp(String.raw`\b(?:today|yesterday|tonight|morning|week|weekend|month|quarter|year|mtd|wtd|ytd|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${HOLIDAY_NAMES().join('|')})\b`, 'i');

/** (round 42) "how did black friday start, revenue so far today …": a how-did question ended by a comma, which the ask after it answers. */
const HOW_REMARK = /^\s*((?:so |ok |and )?(?:how|did)\b[a-z' ]{3,60}?\b(?:start|started|starting|go|going|went|open|opened|begin|began|kick(?:ed|ing)? off|shape up|shaping up))\s*,\s+(?=\S)/i;

export function remarkFirst(text: string): string {
  const m = REMARK.exec(text) ?? HOW_REMARK.exec(text);
  if (!m) return text;
  const remark = m[1]!.toLowerCase();
  const words = remark.split(/\s+/).filter(Boolean);
  if (words.length > 8 || !(JUDGES.test(remark) || m[0].trimEnd().endsWith(',')) || NAMES_PART.test(remark)) return text;
  if (words.some((w) => COUNTRY_WORDS.has(w) || OS_WORDS[w] !== undefined || FORMAT_WORDS[w] !== undefined)) return text;
  const ask = text.slice(m[0].length);
  return PERIOD.test(remark) && !PERIOD.test(ask) ? text : ask;
}
