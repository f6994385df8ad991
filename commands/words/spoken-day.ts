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

/** The two readings of a number word beside a month: the words with the day as digits, and with "for" the month. */
export function spokenReadings(text: string): string[] {
  const m = BESIDE.exec(text);
  if (!m) return [];
  const number = new RegExp(NUMBER, 'i').exec(m[0])![0];
  const digits = NUMBER_WORDS.indexOf(number.split(/[- ]/)[0]!.toLowerCase()) + 1;
  const unit = number.split(/[- ]/)[1];
  const day = (digits <= 19 ? digits : (digits - 18) * 10) + (unit ? NUMBER_WORDS.indexOf(unit.toLowerCase()) + 1 : 0);
  const month = m[0].replace(number, '').replace(/^\s*of\s+/i, '').trim();
  return [text.replace(m[0], `${month} ${day}`), text.replace(m[0], `for ${month}`)];
}

/** Why the words are asked back, when a number word sits beside a month; undefined otherwise. */
export function spokenDay(text: string): string | undefined {
  const m = BESIDE.exec(text);
  return m ? `Did “${m[0]}” mean a day of that month, or the whole month (“for …”)? Say the day as a date (“October 4”) or the month alone.` : undefined;
}
