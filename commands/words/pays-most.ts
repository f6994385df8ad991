// "Which bidder pays the most" (issue 38's forty-fifth round, the seventy-fifth set): the most in all
// (its revenue to us, as "which bidder spent the most" is read, ./work-asks.ts) or the most for a
// thousand ads (its eCPM, as "pays the most per thousand" is read, ./lay.ts)? The present tense says
// a habit as much as a sum, so it is asked, both offered. "Paid" and "spent" (a sum gone by), and
// a figure, "per thousand" or "in total" said after ("pays the highest eCPM"), are not asked: the passes named read them.
const PAYS_MOST = /\b(which|what) (bidders?|partners?|buyers?|demand partners?) (?:pays|pay|is paying|are paying) (?:us )?(?:the )?(?:most|best|highest|more)\b(?! (?:e?cpms?|rpm|prices?|rates?|revenue|rev|money|(?:per|for every|a) (?:thousand|1,?000|1k|mille)|in total|overall|altogether)\b)/i;

/** The reason to ask, when a bidder's pay is said in the present with neither "per thousand" nor "in total". */
export function paysMost(text: string): string | undefined {
  return PAYS_MOST.test(text) ? 'The most in all (revenue), or the most per thousand ads (eCPM)? Both are in the bidders table; pick one.' : undefined;
}

/** The two readings, each said as the words the reader already reads. */
export function paysMostReadings(text: string): string[] {
  if (!PAYS_MOST.test(text)) return [];
  return [text.replace(PAYS_MOST, '$1 $2 has the highest ecpm'), text.replace(PAYS_MOST, '$1 $2 had the most revenue')];
}
