// "what did the networks report four October": a number said as a word beside a month, with no
// ordinal, is voice-to-text's "for October" as often as it is the 4th ("two October" is "to
// October"); which one is not in the words, so it is asked back. A day said plainly is read as
// before: "the fourth of October", "October 4th", "november twenty fifth", "4 October", "oct 4".
import { MONTHS } from './date-forms.js';
import { digits } from './numbers.js';

// A day of a month said in words: one to nineteen, or twenty / thirty and a unit.
const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
// (the teens before the units: "seventeen" is not "seven")
const NUMBER = String.raw`(?:(?:twenty|thirty)(?:[- ](?:${UNIT_WORDS}))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|${UNIT_WORDS})\b`;
// ("may" left out: "four may" is too rarely a date to ask about, and "may" is a verb far more often)
const MONTH = `(?:${Object.keys(MONTHS).filter((m) => m !== 'may').join('|')})`;
const BESIDE = new RegExp(String.raw`\b(?:${NUMBER}\s+(?:of\s+)?${MONTH}|${MONTH}\s+${NUMBER})\b(?!\s*(?:st|nd|rd|th)\b)(?![- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)`, 'i');

/** The two readings of a number word beside a month: the words with the day as digits, and with "for" the month. */
export function spokenReadings(text: string): string[] {
  const m = BESIDE.exec(text);
  if (!m) return [];
  const number = new RegExp(NUMBER, 'i').exec(m[0])![0];
  // ("one" alone stays a word for ./numbers.ts: here it is the 1st)
  const day = /^one$/i.test(number) ? '1' : digits(number);
  const month = m[0].replace(number, '').replace(/^\s*of\s+/i, '').trim();
  return [text.replace(m[0], `${month} ${day}`), text.replace(m[0], `for ${month}`)];
}

/** Why the words are asked back, when a number word sits beside a month; undefined otherwise. */
export function spokenDay(text: string): string | undefined {
  const m = BESIDE.exec(text);
  return m ? `Did “${m[0]}” mean a day of that month, or the whole month (“for …”)? Say the day as a date (“October 4”) or the month alone.` : undefined;
}
