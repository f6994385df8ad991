// What the bidders report, set against our own figures (issue 38's forty-fifth round, the
// seventy-fifth set): "do the bidders report the same revenue as us", "compare our numbers with what
// bidders report" — the partners' own report beside ours, which is `demand`, as "what partners
// report vs us" already is. The bidders' table holds only our side, so "bidders" said with their own
// reporting and with ours ("us", "ours", "our numbers") is said as the partners, the demand report's word.
// A bidder named ("what does bravo report") is read by the name's own rules, and "bidders" with no
// side of ours ("what do the bidders report") is left as it was said.
const BIDDERS_SAY = /\b(?:the |all the |our |each of the )?bidders (report|reports|reported|reporting|say|says|claim|claims|show|shows)\b/gi;
/** Our side named: "us", "ours", "our numbers / figures / revenue / side / data". */
const OURS = /\b(?:us|ours|our (?:own )?(?:numbers|figures|revenue|rev|side|data|stats|earnings))\b/i;

export function biddersReport(text: string): string {
  if (!OURS.test(text.replace(BIDDERS_SAY, ' '))) return text;
  return text.replace(BIDDERS_SAY, (_all, verb: string) => `partners ${verb}`);
}
