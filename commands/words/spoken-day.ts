// "what did the networks report four October": a number said as a word beside a month, with no
// ordinal, is voice-to-text's "for October" as often as it is the 4th ("two October" is "to
// October"); which one is not in the words, so it is asked back. A day said plainly is read as
// before: "the fourth of October", "October 4th", "november twenty fifth", "4 October", "oct 4".
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty'];
// ("may" left out: "four may" is too rarely a date to ask about, and "may" is a verb far more often)
const MONTHS = ['january', 'jan', 'february', 'feb', 'march', 'mar', 'april', 'apr', 'june', 'jun', 'july', 'jul', 'august', 'aug', 'september', 'sept', 'sep', 'october', 'oct', 'november', 'nov', 'december', 'dec'];
const NUMBER = String.raw`(?:${NUMBER_WORDS.join('|')})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`;
const MONTH = `(?:${MONTHS.join('|')})`;
const BESIDE = new RegExp(String.raw`\b(?:${NUMBER}\s+(?:of\s+)?${MONTH}|${MONTH}\s+${NUMBER})\b(?!\s*(?:st|nd|rd|th)\b)(?![- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)`, 'i');

/** Why the words are asked back, when a number word sits beside a month; undefined otherwise. */
export function spokenDay(text: string): string | undefined {
  const m = BESIDE.exec(text);
  return m ? `Did “${m[0]}” mean a day of that month, or the whole month (“for …”)? Say the day as a date (“October 4”) or the month alone.` : undefined;
}
