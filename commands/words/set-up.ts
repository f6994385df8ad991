// "Setup" written as one word where the verb is meant (issue 38's forty-fifth round, the
// seventy-fifth set): "what alerts do i have setup", "the digests we setup" — after a form of "have",
// a person or "we", it is "set up", which the reader reads as the list of what was set up. The noun
// ("the setup", "my setup", "setup an alert" said as an order) is left as typed.
const SETUP_VERB = /\b(have|has|had|i|we|you|they|i've|we've|you've|ive|weve)( already| just)? setup\b/gi;

export function setUp(text: string): string {
  return text.replace(SETUP_VERB, (_all, who: string, adverb: string | undefined) => `${who}${adverb ?? ''} set up`);
}
