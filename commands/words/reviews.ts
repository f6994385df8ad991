// A business review a question is for (issue 38's twelfth round): "WBR prep —", "for the WBR deck",
// "WBR appendix:", "putting together the QBR,", "for the monthly business review". The review is
// what the figures are wanted for, not a part of them — it names no figure, period or place (the
// week is said beside it when meant: "WBR: fill rate by format, last week"), so it goes, with the
// words that say which piece of it (deck, headline, appendix) and the verb that prepares it.
// A question of the review alone ("WBR numbers") is then vague, and asked back as before.
const REVIEW = String.raw`(?:wbr|mbr|qbr|(?:weekly|monthly|quarterly) business review)`;
const PIECE = String.raw`(?:prep|deck|headline|headlines|appendix|slides?|doc|pack|page|section|draft|summary)`;
const PREPARING = String.raw`(?:(?:i'?m |we'?re )?(?:putting together|pulling together|prepping|preparing|working on|building|writing|finishing)|for|need|needed|from)`;

const RULES: readonly RegExp[] = [
  // (issue 38's fifteenth round) "a QBR-ready csv", "board-ready numbers": fit for the review, which says how the file looks, not what it holds
  new RegExp(String.raw`\b(?:${REVIEW}|board|client|deck|exec|slide|presentation)[- ]ready\b`, 'gi'),
  // "putting together the WBR,", "for the WBR deck", "need the WBR headline:", "WBR prep —"
  new RegExp(String.raw`(?:\b${PREPARING} )?(?:\b(?:the|our|my|this week'?s|today'?s) )?\b${REVIEW}(?:'s)?(?: ${PIECE})?\b\s*(?:[:,—–]|-(?= )|$)?`, 'gi'),
];

export function unreviewed(text: string): string {
  return RULES.reduce((t, rule) => t.replace(rule, ' '), text).replace(/ {2,}/g, ' ').trim();
}
