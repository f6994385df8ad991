// A holiday said by its initials (issue 38's forty-second round): "how is BF tracking", "bf numbers vs
// last year" — Black Friday, as ad-ops and retail teams write it in chat. In capitals "BF" is also
// Burkina Faso's code, which the reader would take as a country filter; so it is the holiday unless
// the account has traffic from Burkina Faso (its countries list BF), where the code keeps its sense.
// Run with ./voices.ts, which knows the account's country codes.

/** The text with "BF" (any case, a word of its own) spelt out as Black Friday, unless the account's countries hold BF. */
export function occasionInitials(text: string, codes: readonly string[]): string {
  if (codes.some((c) => c.toUpperCase() === 'BF')) return text;
  return text.replace(/(?<![\w@#/=.-])bf(?:'s)?(?![\w@/=.-])/gi, (m) => (m.toLowerCase().endsWith("'s") ? "black friday's" : 'black friday'));
}
