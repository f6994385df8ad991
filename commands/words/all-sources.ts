// "The numbers from all the networks, not just ours" (issue 38's forty-fifth round, the
// seventy-fifth set): the networks' figures added to our own, which the summary's `source=all` is —
// as "including what the networks report" is already read. Only ours said beside them ("not just
// ours", "as well as ours", "on top of ours") says they are added; the networks alone ("revenue
// from all networks") stay the network report, and set against ours stay reconcile's.
// ("all demand sources, not just ours": the demand side's word for the same sources — round 46)
const BESIDE_OURS = /\b(?:from |of |in )?(?:all |every )?(?:the |our )?(?:ad |demand )?(?:networks?|partners?|sources?)(?:'s|')? ?,? (?:not (?:just|only) (?:ours|our own|our (?:own )?(?:numbers|figures|revenue|data))|as well as ours|on top of ours|plus ours|together with ours)\b/gi;

export function allSources(text: string): string {
  return text.replace(BESIDE_OURS, 'including what the networks report');
}
