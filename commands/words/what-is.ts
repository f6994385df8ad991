// "What is arpdau" (issue 38's forty-fifth round, the seventy-fifth set): a figure's name asked
// alone, with no "the" or "our", no period and no filter, asks what the name means — a definition,
// which no report gives — as "what does ecpm mean" is asked back. Only the trade's shorthand is read
// so ("arpdau", "ecpm", "fill rate"…): "what's revenue", "what's fill" or "what is the ecpm" ask for the figure.
// ("what is arpdau in this?" in a thread asks the same: the name, of the figures shown — round 49.)
// The figure itself is offered, since the asker may have meant it after all.
const JARGON = String.raw`arpdau|arpu|ecpm|cpm|rpm|ctr|fill rate|win rate|bid rate|imps per user|impressions per user`;
const WHAT_IS = new RegExp(String.raw`^\s*(?:what(?:'s|’s|s| is| are)|wat is|wht is) (?:an? )?(${JARGON})(?: (?:in|on) (?:this|that|it|here|(?:this|that|the) (?:report|table|one))| here)?\s*[?!.]*\s*$`, 'i');

/** The reason to ask, when a trade's figure is asked by its name alone. */
export function whatIs(text: string): string | undefined {
  const m = WHAT_IS.exec(text);
  return m ? `Do you want to know what ${m[1]} means? I show the figures, not definitions; this is the figure:` : undefined;
}

/** The figure named, as the reader reads the name alone. */
export function whatIsReadings(text: string): string[] {
  const m = WHAT_IS.exec(text);
  return m ? [m[1]!] : [];
}
