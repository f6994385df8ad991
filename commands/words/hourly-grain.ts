// "hourly" said alone after a breakdown split by something other than time ("hourly" after
// `breakdown by=format metrics=ecpm yesterday`): the same table, its rows also by hour — the
// command's own `hourly` flag, the split kept (issue 38's forty-eighth round). After a split by time
// (by=day) or with "by hour" / "instead" said, the hours take the split's place, as before.
import { breakdownCommand } from '../breakdown/index.js';
import type { Composed } from './compose.js';
import { FILLER } from './lexicon.js';
import type { Reading } from './reading.js';

const TIME_SPLIT = /(?:^|[=,])(?:hour|day|week|month|date)(?:$|,)/;

/** The thread's breakdown with `hourly` added, when the words say only "hourly" (and glue). */
export function hourlyGrain(previous: string, r: Reading): Composed | undefined {
  const words = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  if (words[0] !== breakdownCommand.name || words.includes('hourly')) return undefined;
  const by = words.find((w) => w.startsWith('by='));
  if (!by || TIME_SPLIT.test(by)) return undefined;
  const t = r.tokens.words;
  if (!t.includes('hourly') || !t.every((w) => w === 'hourly' || w === 'and' || w === 'make' || w === 'it' || FILLER.has(w)) || t.includes('instead')) return undefined;
  return { kind: 'command', text: [...words.filter((w) => w !== 'csv'), 'hourly', ...(words.includes('csv') ? ['csv'] : [])].join(' ') };
}
