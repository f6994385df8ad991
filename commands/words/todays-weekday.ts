// A weekday said bare on that very weekday ("what was revenue on friday" asked on a Friday): the
// reader takes the latest one gone by (a week ago), but today so far is as near a reading, and the
// words do not choose — so it is asked, both offered (issue 38's eighteenth round). Said with a
// word that places it ("last friday", "this friday", "friday last week", "black friday", "since
// friday", "friday the 20th", "friday the twentieth") it is not bare, and the reading stands.
import type { DateTime } from 'luxon';
import type { Understanding } from './compose.js';
import { parses } from './command-text.js';

const NAMES: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Words before a weekday that place it, or make it not a day of ours ("happy friday", "a normal friday"). */
const PLACED_BEFORE = /\b(last|past|previous|prev|this|next|coming|black|cyber|every|each|happy|normal|typical|usual|average|a|since|from|until|till|through|thru|before|after|by|til)\s*$/i;
/** Words after it that place it ("friday last week", "friday the 20th", "friday nov 20", "friday before last"). */
const PLACED_AFTER = /^\s*(?:'s\s+(?:release|launch|deploy)|(?:of\s+)?(?:last|this|past|previous|prev)\s+(?:week|wk)|a\s+week\s+ago|before|after|the\s+\d|the\s+(?:twent[a-z-]+|thirt[a-z-]+|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)\b|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|week|wk|so\s+far|to\s+date)/i;

export function todaysWeekday(u: Understanding, words: string, today: DateTime): Understanding {
  if (u.kind !== 'command') return u;
  const weekAgo = today.minus({ weeks: 1 }).toISODate();
  if (!weekAgo || !u.text.split(' ').includes(weekAgo)) return u;
  const name = NAMES[today.weekday - 1]!;
  const bare = [...words.matchAll(new RegExp(`\\b(?:${name}|${name.slice(0, 3)})s?\\b`, 'gi'))].some((m) => {
    const before = words.slice(0, m.index);
    const after = words.slice(m.index + m[0].length);
    return !PLACED_BEFORE.test(before) && !PLACED_AFTER.test(after);
  });
  if (!bare) return u;
  const todays = u.text.split(' ').map((w) => (w === weekAgo ? 'today' : w)).join(' ');
  const name2 = name[0]!.toUpperCase() + name.slice(1);
  return { kind: 'clarify', reason: `Today is ${name2}; do you mean today so far, or last ${name2} (${weekAgo})?`, suggestions: [todays, u.text].filter(parses) };
}
