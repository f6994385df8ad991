// "ecpm ios last wk wow": week over week of last week. For a whole calendar week a week earlier and
// the previous period are the same seven days (src/time/compare.ts), but the report tags vs=week
// "vs last week" — said of last week's own figures, that reads as comparing it with itself — and
// vs=previous "vs week before". Every earlier set labels last week's comparisons vs=previous ("rev
// last wk vs the wk before", "compared against the previous week"), and this week's vs=week ("this
// week vs last week", "wk over wk for this week"): the reader writes the same.
import { takeRange } from '../../src/time/range.js';
import type { Understanding } from './compose.js';


/** The understanding, vs=week over last week written vs=previous (the same days, tagged as said). */
export function weekBefore(u: Understanding): Understanding {
  if (u.kind !== 'command' || !/(^| )vs=week( |$)/.test(u.text)) return u;
  const words = u.text.split(/\s+/).slice(1);
  let spec;
  try {
    spec = takeRange(words, { hours: false }).spec;
  } catch {
    return u;
  }
  return spec?.kind === 'lastWeek' ? { kind: 'command', text: u.text.replace(/(^| )vs=week(?= |$)/, '$1vs=previous') } : u;
}
