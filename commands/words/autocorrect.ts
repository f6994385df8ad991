// A phone's autocorrect (issue 38's fifteenth round): it leaves no unknown word to correct, it puts
// another real word in its place — "Revenue This Weak", "Reconcile Last Weak", "Win Rat By Bidder".
// Such a word is read as the one it replaced only in the slot where that one belongs (after "this",
// "last", "per" a week; after "win" or "fill" a rate), never on its own ("revenue is weak", "the
// weak countries" keep their sense).
const RULES: readonly (readonly [RegExp, string])[] = [
  // "this weak", "last weak", "per weak", "weak over weak", "2 weaks ago"
  [/\b(this|last|next|past|previous|prior|per|every|each|that) weak\b/gi, '$1 week'],
  [/\bweak (over|on) weak\b/gi, 'week $1 week'],
  [/\b(\d{1,2}|a|one|two|three|four) weaks? ago\b/gi, '$1 weeks ago'],
  // "win rat", "fill rat" (the e dropped into another word)
  [/\b(win|fill|bid) rats?\b(?!-)/gi, '$1 rate'],
];

export function unautocorrected(text: string): string {
  return RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}
