// The period of a command's own text ("revenue last week by country"), resolved as the command will
// resolve it: in UTC for the commands that read UTC, else in the asker's zone. The passes that check
// a composed command against what the API can serve (./auction-span.ts, ./grain.ts) or move a thread's
// period (./follow-edits.ts) read it here, one way; undefined where the text holds no period the
// grammar takes (they then leave the understanding as it is).
import type { RegisteredCommand } from '../types.js';
import { resolveRange, type ResolvedRange } from '../../src/time/resolve.js';
import { takeRange, type RangeSpec } from '../../src/time/range.js';
import { UTC_COMMANDS, type Days } from './compose.js';

export interface CommandRange {
  spec: RangeSpec;
  /** The words other than the period's. */
  rest: string[];
  range: ResolvedRange;
}

export function commandRange(words: readonly string[], command: RegisteredCommand, days: Days, opts: { hours: boolean }): CommandRange | undefined {
  let taken;
  try {
    taken = takeRange(words, opts);
  } catch {
    return undefined;
  }
  if (!taken.spec) return undefined;
  const tz = UTC_COMMANDS.has(command) ? 'UTC' : days.now.zoneName ?? 'UTC';
  return { spec: taken.spec, rest: taken.rest, range: resolveRange(taken.spec, { nowMs: days.now.toMillis(), tz }) };
}
