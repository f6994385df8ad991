// A figure's verb said beside its rate (round 52, the ninety-seventh set): "ctr by format last wk?
// priya asked if native clicks more", "fill rate by format, does banner fill more". The verb with a
// "more"/"less"/"better" after it asks which does more of it — what the rate asked beside it shows; it
// names no second figure, so the count (clicks, fills) is not added to the table. Only where the count
// is not named as a noun too ("ctr and clicks by format … does native click more" keeps both).
import type { Understanding } from './compose.js';

/** The count, the rate's words, and the verb said with a comparative after it ("clicks more", "click less often"). */
const RATES: readonly { count: string; rate: RegExp; verb: RegExp; noun: RegExp }[] = [
  { count: 'clicks', rate: /\b(?:ctr|click[- ]?through(?: rate)?)\b/i, verb: /\b(?:clicks?|clicked)\s+(?:more|less|better|worse|higher|lower)\b/gi, noun: /\bclicks?\b(?![- ]?through)/gi },
  { count: 'fills', rate: /\bfill[- ]?rates?\b/i, verb: /\b(?:fills?|filled)\s+(?:more|less|better|worse|higher|lower)\b/gi, noun: /\bfills?\b(?![- ]?rates?)/gi },
];

/** The table without the count a verb beside its rate had added; else the answer as it is. */
export function rateVerb(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command') return u;
  for (const { count, rate, verb, noun } of RATES) {
    const m = / metrics=(\S+)/.exec(u.text);
    const metrics = m?.[1]!.split(',') ?? [];
    if (!metrics.includes(count) || metrics.length < 2 || !rate.test(words)) continue;
    const verbs = words.match(verb)?.length ?? 0;
    if (!verbs || (words.match(noun)?.length ?? 0) > verbs) continue;
    return { kind: 'command', text: u.text.replace(` metrics=${m![1]}`, ` metrics=${metrics.filter((x) => x !== count).join(',')}`) };
  }
  return u;
}
