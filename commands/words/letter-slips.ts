// Slips still asked back in the thirty-third round (issue 38), each a class, never one line's words:
//   a doubled letter typed once ("baner", "sumary"): the corrector found two words one letter away ("banner",
//     "banter") and read neither; the word with the doubled letter is the slip people make (a double key
//     press missed), so it is taken when exactly one of the fits is it (./slips.ts);
//   a question's verb run into its pronoun ("didwe", "arewe", "canyou"): ./glued.ts cuts only into words
//     of figures and dates, never glue, so the pair is put apart here, only as these fixed pairs;
//   "mth", "mths": the month's short form, after a word that leads a period ("this mth", "last mth", "3 mths").
const VERB = '(did|do|does|can|could|are|were|was|is|have|has|will|would|should)';
const PRONOUN = '(we|you|u|they|it)';

const RULES: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`(?<![\w'’])${VERB}${PRONOUN}(?![\w'’])`, 'gi'), '$1 $2'],
  [/\b(this|last|next|past|per|a|the|that|each|every|previous|prior|\d{1,2}) mth(s?)\b/gi, '$1 month$2'],
];

/** The text with these slips put right (a word known as typed is never touched: "does", "canyon" stay). */
export function letterSlips(text: string, known: (w: string) => boolean): string {
  return RULES.reduce((t, [re, to]) => t.replace(re, (m: string) => (known(m.toLowerCase()) ? m : m.replace(new RegExp(re.source, 'i'), to))), text);
}

/** Of several words one slip from `word`, the one that only doubles a letter of it, when exactly one does. */
export function doubledOne(word: string, fits: readonly string[]): string | undefined {
  const doubled = fits.filter((f) => f.length === word.length + 1 && [...word].some((c, i) => f === word.slice(0, i + 1) + c + word.slice(i + 1)));
  return doubled.length === 1 ? doubled[0] : undefined;
}
