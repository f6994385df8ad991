// What the bidders report, set against our own figures (issue 38's forty-fifth round, the
// seventy-fifth set): "do the bidders report the same revenue as us", "compare our numbers with what
// bidders report" — the partners' own report beside ours, which is `demand`, as "what partners
// report vs us" already is. The bidders' table holds only our side, so "bidders" said with their own
// reporting and with ours ("us", "ours", "our numbers") is said as the partners, the demand report's word.
// A bidder named ("what does bravo report") is read by the name's own rules, and "bidders" with no
// side of ours ("what do the bidders report") is left as it was said.
const BIDDERS_SAY = /\b(?:the |all the |our |each of the )?bidders (report|reports|reported|reporting|say|says|claim|claims|show|shows)\b(?! up)/gi;
/** "us" only lower-case and not after a word of place ("in us", "the US" are the country, never our side). */
const US = /(?<!\b(?:in|the|for|from|across|outside) )\bus\b/;
const OURS = /\b(?:ours|our (?:own )?(?:numbers|figures|revenue|rev|side|data|stats|earnings))\b/i;

export function biddersReport(text: string): string {
  const rest = text.replace(BIDDERS_SAY, ' ');
  if (!US.test(rest) && !OURS.test(rest)) return text;
  return text.replace(BIDDERS_SAY, (_all, verb: string) => `partners ${verb}`);
}
