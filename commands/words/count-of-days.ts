// A bare number in a thread whose command counts its days (issue 38's forty-second round): "make it
// 30" after `revenue last 14d`, "60 instead", "try 90" — the thread's count of days, another number;
// the rest of the command as it was. The number alone says no unit, so only a command with one count
// in it takes it: where the thread's command also ranks its rows (`top=5`), the number may be either
// and is asked back, both offered, as it is after a table split by anything but time ("make it 10" after
// apps by revenue) or beside another number (a gap, a threshold). ("make it 30 days" names its unit and
// is read as a period.)
import { breakdownCommand } from '../breakdown/index.js';
import type { Composed } from './compose.js';
import { FILLER } from './lexicon.js';
import type { Reading } from './reading.js';

/** Words of changing a thread's part to the number said ("make it 30", "change it to 60", "try 90 instead"). */
const TO = new Set(['make', 'it', 'that', 'change', 'switch', 'to', 'instead', 'try', 'then', 'actually', 'rather', 'ok', 'okay', 'now', 'lets', "let's", 'us', 'can', 'could', 'you', 'please', 'pls', 'how', 'about', 'what', 'with']);

export function countOfDays(previous: string, r: Reading): Composed | undefined {
  const t = r.tokens.words;
  const numbers = t.filter((w) => /^\d{1,3}$/.test(w));
  if (numbers.length !== 1 || !t.every((w) => w === numbers[0] || TO.has(w) || FILLER.has(w))) return undefined;
  const n = Number(numbers[0]);
  const words = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  // ("last 14d": the grammar's span of days, the count written into its second word)
  const at = words.findIndex((w, i) => w === 'last' && /^\d{1,3}d$/.test(words[i + 1] ?? ''));
  if (at < 0 || n < 1 || `${n}d` === words[at + 1]) return undefined;
  const spanned = words.map((w, i) => (i === at + 1 ? `${n}d` : w));
  // (a table's rows by a split other than time may be counted too: "make it 10" after apps by revenue — asked, both offered)
  const split = words.find((w, i) => /^by=/.test(w) || words[i - 1] === 'by')?.replace(/^by=/, '').split(',') ?? [];
  const rows = split.some((x) => !['day', 'week', 'month', 'hour'].includes(x));
  const rank = words.findIndex((w) => /^(top|bottom|limit)=\d+$/.test(w));
  // (another number in the command — a gap, a threshold, a drop — may be the one changed: asked)
  const other = words.some((w, i) => i !== at + 1 && i !== rank && /\d/.test(w) && !/^\d{4}-\d{2}-\d{2}/.test(w));
  if (rank < 0 && !rows && !other) return { kind: 'command', text: spanned.join(' ') };
  const ranked = rank >= 0 ? words.map((w, i) => (i === rank ? `${w.split('=')[0]}=${n}` : w)) : words[0] === breakdownCommand.name ? [...words, `top=${n}`] : [];
  const reason = rank >= 0 || rows ? `${n} days, or ${n} rows?` : `Which does ${n} change: the days, or another number of the question?`;
  return { kind: 'clarify', reason, suggestions: [spanned.join(' '), ranked.join(' ')].filter(Boolean) };
}
