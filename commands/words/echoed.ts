// The bot's own answer pasted back with a question after it (issue 38's tenth round): "Revenue ·
// Thu 26 Nov: $48,210 (−6.1% vs Thu 19 Nov) · impressions 12.3M · eCPM $3.92 ← why is it down?",
// "Fill rate 71.3% (−4.0 pts) for JP yesterday — break that out by hour?", a quoted status line, a
// config error pointed at with "^^^". The values, their
// changes and the answer's marks are what was shown, never what is asked: they go. Of a line of
// figures split by "·", the first part is its headline (what the answer was about) and a later
// part that is only a figure and its value is detail, which goes too. Only in a message that shows
// the answer's marks (a change in brackets, "pts", "·", "←", "⚠", "Showing 15 of 42 rows"): a
// value typed in a question ("apps over $1000") stays.
const MARKS = /[·←⚠]|\(\s*[−+-]\s*\d|\bpts\b|\bshowing \d+ of \d+ rows?\b|\^{2,}|\bstatus:|\beta \d/i;
// (a value after a comparison, "above 5%", is a threshold the question asks: it stays)
const VALUE = new RegExp(String.raw`(?<![\w=.])(?<!\b(?:above|below|over|under|than|least|most|exceeds?|by|gap|top|bottom)\s*)(?<![<>]\s*)(?:[$€£]\s?\d[\d,]*(?:\.\d+)?[kmb]?|\d[\d,]*\.\d+\s?(?:%|[kmb]\b)?|\d[\d,]*\s?(?:[kmb]\b|%))(?![\w=])`, 'gi');
const CHANGE = /\(\s*[−+-]\s*\d[^)]*\)/g;
const FIGURE_ONLY = /^\s*(?:revenue|rev|impressions|imps|requests|fill(?: rate)?|ecpm|clicks|ctr|arpdau|users|daus?|win rate|bid rate|fills|impressions per user)\s*:?\s*$/i;
/** Where the question after a pasted line starts: an arrow or a dash between words. */
const QUESTION_START = /\s*(?:←|\s—\s|\s–\s|\s-\s)\s*/;

const bare = (part: string) => part.replace(CHANGE, ' ').replace(VALUE, ' ');

/** A line of figures split by "·": its headline, the parts that are not a figure's value, and the question after it. */
function headline(text: string): string {
  const parts = text.split(/\s*·\s*/);
  if (parts.length < 2) return text;
  const [last, ...question] = parts.pop()!.split(QUESTION_START);
  const detail = [...parts.slice(1), last!].filter((p) => !FIGURE_ONLY.test(bare(p)));
  return [parts[0]!, ...detail, ...question].join(' , ');
}

/**
 * A pasted answer in quotes at the start ("\"Status: directional (p=0.08 …), ETA 4 days\" that's the
 * banner test right?"), or a config error pointed at ("error 12:7 unknown key `x` ^^^"): what was
 * shown, which the question after it points back at.
 */
const QUOTED = /^\s*"[^"]{8,200}"\s*/;
const POINTED_ERROR = /\b(?:error|warning)\s+\d+:\d+\b[^?^]{0,80}?\^{2,}/gi;

export function unechoed(text: string): string {
  if (!MARKS.test(text)) return text;
  return bare(headline(text.replace(QUOTED, ' ').replace(POINTED_ERROR, ' ')).replace(/"?\bshowing \d+ of \d+ rows?\.?"?/gi, ' '))
    .replace(/[←⚠]|\^{2,}/g, ' , ')
    .replace(/\bpts\b/gi, ' ')
    .replace(/\bbreak (?:that|it|this|them) out\b/gi, 'break down')
    .replace(/\b(?:for|on) the same day\b(?! (?:last|a|of|in|the)\b)/gi, ' ')
    .replace(/(?:\s*,\s*)+/g, ' , ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+/g, ' ');
}
