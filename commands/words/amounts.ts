// Amounts said in odd places (issue 38's twelfth round): "10 bucks", "2k USD", "500 dollars" are
// "$10", "$2k", "$500"; "in usd", "in dollars" name the currency the reports are in already, so say
// nothing; "cleared", "topped", "passed" an amount is over it; "top 3 of 12 countries" is the top 3
// (the 12 is how many there are). Another currency ("in euros") is left as typed, and asked about.
const UNIT = String.raw`(?:us dollars|dollars|dollar|bucks|usd|USD)`;
const RULES: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`(?<![\w.])\$?(\d+(?:[.,]\d+)?k?) ?${UNIT}\b`, 'gi'), '$$$1'],
  [new RegExp(String.raw`\b(?:in|as|using) ${UNIT}\b`, 'gi'), ' '],
  [/\b(?:cleared|clears|topped|passed|exceeded|exceeds|broke|crossed|crosses)(?= \$?\d)/gi, 'over'],
  [/\b(top|bottom|best|worst|highest|lowest) (\d{1,3}) (?:out )?of (?:the |our |all )?(?:\d{1,3})\b/gi, '$1 $2'],
];

export function amounts(text: string): string {
  return RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}
