// "how about the day before", "and the day after", "now do the week before" in a thread
// (./follow-up.ts's refine): the thread's one day, or whole calendar week, moved by a day or a week
// and written as dates — said alone, "the day before" names no day (before what?).
import { DateTime } from 'luxon';
import { resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import type { RegisteredCommand } from '../types.js';
import { UTC_COMMANDS, type Days } from './compose.js';
import type { Reading } from './reading.js';

/** Verbs of running the thread's report again for another period ("now do the week before", "run it for the week after"). */
const RUN_AGAIN = new Set(['do', 'run', 'rerun', 'redo', 'pull', 'show', 'give', 'get']);
/**
 * "how about the day before", "and the day after": the previous command's one day, moved by a day
 * (its words marked read); '' when the words say no such thing; undefined when it cannot be said.
 * "now do the week before" after a whole calendar week (Monday to Sunday): that week moved by seven days (round 46) —
 * only with a verb of running it again: a bare "and the week before?" is labelled the week, a comparison and asked
 * by the older sets (fresh, unseen), so it stays asked.
 */
export function shiftedDay(r: Reading, words: readonly string[], cmd: RegisteredCommand, days: Days): string | undefined {
  const t = r.tokens.words;
  const at = t.findIndex((w, i) => (w === 'day' || w === 'week') && (t[i + 1] === 'before' || t[i + 1] === 'after') && !r.used[i] && !r.used[i + 1]);
  if (at < 0) return '';
  const { spec } = takeRange(words, { hours: false });
  const zone = UTC_COMMANDS.has(cmd) ? 'UTC' : days.now.zoneName ?? 'UTC';
  if (!spec) return undefined;
  const was = resolveRange(spec, { nowMs: days.now.toMillis(), tz: zone });
  const [from, to] = [DateTime.fromISO(was.startDate, { zone }), DateTime.fromISO(was.endDate, { zone })];
  const week = t[at] === 'week';
  if (week && !t.some((w) => RUN_AGAIN.has(w))) return undefined;
  if (week ? from.weekday !== 1 || to.diff(from, 'days').days !== 6 : was.startDate !== was.endDate) return undefined;
  const step = (week ? 7 : 1) * (t[at + 1] === 'before' ? -1 : 1);
  const [start, end] = [from.plus({ days: step }), to.plus({ days: step })];
  if (end > (UTC_COMMANDS.has(cmd) ? days.utc : days.local)) return undefined;
  r.used.fill(true, at, at + 2);
  r.unknown = r.unknown.filter((w) => w !== t[at] && w !== 'before' && w !== 'after');
  return week ? `${start.toISODate()!}..${end.toISODate()!}` : start.toISODate()!;
}
