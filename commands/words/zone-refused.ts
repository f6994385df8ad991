// A clock named for a report (./zones.ts) that the report cannot honour, or that is the asker's own:
// a UTC report given UTC keeps its own days; another report that takes no `tz=` asks back, never
// dropping the zone silently; the asker's own zone adds nothing.
import { breakdownCommand } from '../breakdown/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { revenueCommand } from '../revenue/index.js';
import { UTC_COMMANDS, type Composed } from './compose.js';
import { AMBIGUOUS } from './zones.js';

const clarify = (reason: string, suggestions: string[]): Composed => ({ kind: 'clarify', reason, suggestions });

/**
 * A command made with a `tz=` its report does not take: a UTC report given UTC is its own clock
 * (the option dropped, nothing lost); otherwise asked back — the report without the clock (its own
 * days, said), and revenue's figures as a daily table on the clock asked, which does take it.
 */
export function zoneRefused(text: string, parses: (text: string) => boolean): Composed | undefined {
  const tz = /(?:^| )tz=(\S+)/.exec(text)?.[1];
  if (!tz || parses(text)) return undefined;
  const without = text.replace(/ tz=\S+/, '');
  const d = dispatch(COMMANDS, without);
  if (d.kind !== 'run') return undefined;
  // ("IST": India's, Israel's or Ireland's — each offered where the report takes a clock)
  const several = tz.endsWith('?') ? AMBIGUOUS[tz.slice(0, -1).toLowerCase()] : undefined;
  if (several) return clarify(`${tz.slice(0, -1)} names more than one clock; which one?`, [...several.map((z) => `${without} tz=${z}`).filter(parses), without]);
  if (UTC_COMMANDS.has(d.command)) return tz === 'UTC' ? { kind: 'command', text: without } : clarify(`${d.command.name} is read in UTC days only, not on ${tz}'s clock; in UTC:`, [without]);
  // (the summary's figures by day, with its split beside the day: the table's own default figures)
  const [name, ...rest] = without.split(' ');
  const by = rest.indexOf('by') >= 0 ? `,${rest[rest.indexOf('by') + 1]}` : '';
  const kept = rest.filter((w, k) => !/^(vs|source)=/.test(w) && w !== 'by' && rest[k - 1] !== 'by');
  const table = name === revenueCommand.name ? [breakdownCommand.name, `by=day${by}`, ...kept, `tz=${tz}`].join(' ') : undefined;
  return clarify(`${d.command.name} is read on your own timezone's days and takes no other clock; a table (or why) can be read on ${tz}'s:`, [without, ...(table && parses(table) ? [table] : [])]);
}

/** "hourly revenue in eastern time" asked in New York: the asker's own clock, which every report reads already (no `tz=`). */
export function ownClock(u: Composed, timezone: string): Composed {
  return u.kind === 'command' && u.text.includes(` tz=${timezone}`) ? { kind: 'command', text: u.text.replace(` tz=${timezone}`, '') } : u;
}

/** The reading without a `tz=` of the asker's own zone (which every report reads already). */
export function ownZone<R extends { options: string[] }>(r: R, timezone: string): R {
  r.options = r.options.filter((o) => o !== `tz=${timezone}`);
  return r;
}
