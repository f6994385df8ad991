// A table split by a grain of time coarser than its whole range ("revenue yesterday" made "a
// monthly view", by week over one day) has one row, the range itself: not what a split was asked
// for, and not an answer to say as one. Asked back, the table offered over a range that fits.
import { breakdownCommand } from '../breakdown/index.js';
import { addDays, daysBetween, resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import { UTC_COMMANDS, type Days, type Understanding } from './compose.js';


/** Days a grain's one bucket spans at the least. */
const GRAIN_DAYS: Readonly<Record<string, number>> = { week: 7, month: 28 };

/** The understanding, a breakdown whose time split is coarser than its range asked back. */
export function grainFits(u: Understanding, days: Days): Understanding {
  if (u.kind !== 'command') return u;
  const [name, ...words] = u.text.split(/\s+/);
  if (name !== breakdownCommand.name) return u;
  const by = words.find((w) => /^by=/i.test(w))?.slice(3).split(',') ?? [];
  const grain = Math.max(0, ...by.map((d) => GRAIN_DAYS[d] ?? 0));
  if (!grain) return u;
  let taken;
  try {
    taken = takeRange(words, { hours: false });
  } catch {
    return u;
  }
  const { spec, rest } = taken;
  if (!spec) return u;
  const zone = UTC_COMMANDS.has(breakdownCommand) ? 'UTC' : days.now.zoneName ?? 'UTC';
  const range = resolveRange(spec, { nowMs: days.now.toMillis(), tz: zone });
  const length = daysBetween(range.startDate, range.endDate) + 1;
  if (length >= grain) return u;
  const grainName = by.find((d) => GRAIN_DAYS[d] === grain)!;
  const wider = `${addDays(range.endDate, -(grain === 7 ? 27 : 89))}..${range.endDate}`;
  return { kind: 'clarify', reason: `Split by ${grainName}, ${length === 1 ? 'one day' : `these ${length} days`} would be a single row; over which period?`, suggestions: [[name, ...rest, wider].join(' ')] };
}
