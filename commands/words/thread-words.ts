// Words a thread's command gives a meaning they have nowhere else (issue 38's twenty-second round), made
// the words the reader reads for that meaning, before anything is read:
// - a count of days said bare where the thread's question spans the last N days ("make it 14 days", "7
//   days instead" after `revenue last 3d`): that span, that many days. Said alone, or after any other
//   period, "14 days" names no period (which days is not in the words): left as typed, asked back; a
//   count already placed ("the last 14 days", "14 days ago") keeps its own reading. Weeks and counts in words
//   ("make it two weeks") the same (thirty-second round).
// - a drill into one name after an explanation ("drill into puzzle quest" after `why revenue yesterday`):
//   the explanation narrowed to it, as "just puzzle quest" is read. After a table the drill is a row of
//   its split (./rows.ts); after any other command it is left as typed.
// - "that day", "the same day" where the thread's question is of one day ("what about ecpm that day" after
//   `why revenue 2026-11-24`): the thread's day, which a follow-up keeps; said after a span or with no
//   thread, which day is not in the words: left as typed, asked back.
import { DRILL } from './rows.js';
import { weekendThread } from './weekend-thread.js';

const SPAN = /(?<!\b(?:last|past|previous|prior|first|next|the|these|those)\s)\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s?(days|day|d|weeks|week|wks|wk)\b(?!\s+(?:ago|before|after|earlier|later|back|prior|of)\b)/gi;

/** "calendar week", "the calendar month instead", "make it a calendar week": the calendar's unit, said bare in a thread. */
const CALENDAR = /(?<!\b(?:this|last|previous|prior|current|next)\s)\b(?:(?:the|a)\s)?calendar (week|month)\b(?!\s+(?:of|to|before|after)\b)/i;

const ONE_DAY = /(?:^| )(?:\d{4}-\d{2}-\d{2}|yesterday|today)(?= |$)/;
// (last in the words only: "same day last week" is another day)
const THAT_DAY = /\s*\b(?:(?:on|for|from) )?(?:that|the same|same) (?:day|date)\b(?=\s*(?:please|pls|too|as well)?\s*[?.!]*\s*$)/gi;

export function threadWords(text: string, previous: string | undefined): string {
  if (!previous) return text;
  text = weekendThread(text, previous);
  // ("calendar week pls" after `last 7d`: the last whole week of the calendar, not the rolling days)
  if (/(?:^| )last \d{1,3}d\b/.test(previous)) text = text.replace(CALENDAR, 'last $1');
  if (/(?:^| )last \d{1,3}d\b/.test(previous)) return text.replace(SPAN, (_all, n: string, unit: string) => `last ${n} ${unit.toLowerCase().startsWith('w') ? 'weeks' : 'days'}`);
  const drill = /^why\b/.test(previous) ? text.match(DRILL) : null;
  if (drill) return `just ${drill[1]}`;
  return ONE_DAY.test(previous) && !previous.includes('..') ? text.replace(THAT_DAY, '') : text;
}
