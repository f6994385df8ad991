// A digest set up in words with the clock its time is on ("… here at 9 weekdays paris time", "at 8am
// on london time", "at 9 CET", "tz=Europe/Paris"): the same order (./digest-said.ts) with `tz=`, which
// `digest add` takes — never the clock dropped (issue 38's round 52, the ninety-eighth set). Only a
// clock ./zones.ts names for one zone (an ambiguous one, "IST", is not taken: the words are read as
// usual, and asked), only once, and only where the order without its words is a whole digest
// order with a time of day.
import { digestCommand } from '../digest/index.js';
import { digestOrdered } from './digest-said.js';
import { zoneAt } from './zones.js';

/** The grammar's own option, typed among the words. */
const TZ_TYPED = /(?:^|\s)tz=((?:[A-Za-z_]+\/)?[A-Za-z_]+)(?=\s|$)/;
/** A whole order, as ./digest-said.ts writes one: a kind, a channel, a time of day. */
const WHOLE = new RegExp(`^${digestCommand.name} add \\S+ (?:here|channel=\\S+) at=\\d{2}:\\d{2}\\b`);

/** Words that set the clock after them aside ("not", "instead of", "rather than", "except"). */
const NOT_THIS = /(?:^|\s)(?:not|no|never|except|excluding|dont|don't|instead of|rather than)$/;

/** The words without the clock they name, and its zone; undefined when they name none, two, or an ambiguous one. */
function clockSaid(text: string): { rest: string; zone: string } | 'ambiguous' | 'negated' | undefined {
  const typed = TZ_TYPED.exec(text);
  if (typed) return { rest: text.replace(TZ_TYPED, ' ').trim(), zone: typed[1]! };
  const words = text.split(/\s+/).filter(Boolean);
  const plain = words.map((w) => w.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''));
  const used = plain.map(() => false);
  const found = plain.flatMap((_w, i) => zoneAt(plain, i, used) ?? []);
  if (found.some((f) => f.zone.endsWith('?'))) return 'ambiguous';
  if (found.length !== 1) return undefined;
  const { zone, start, end } = found[0]!;
  // ("at 9 not paris time", "at 9 instead of london time": the clock said is the one not wanted — asked, never set — reviewer r52a)
  if (NOT_THIS.test(plain.slice(Math.max(0, start - 2), start).join(' '))) return 'negated';
  return { rest: [...words.slice(0, start), ...words.slice(end)].join(' '), zone };
}

/** The digest order the words give, with the clock they name as `tz=`; else the order as ./digest-said.ts reads it. */
export function digestClocked(text: string): string | undefined {
  const clock = clockSaid(text);
  // ("at 9 IST": which of three clocks is not in the words — the words read as usual, and asked)
  if (clock === 'ambiguous') return undefined;
  if (clock === 'negated') return undefined;
  const order = clock ? digestOrdered(clock.rest) : undefined;
  if (clock && order && WHOLE.test(order) && !/\btz=/.test(order)) return `${order} tz=${clock.zone}`;
  return digestOrdered(text);
}

/** The digest order the words give without its clock, where the clock is said as the one not wanted ("at 9 not paris time"); else undefined. */
export function clockSetAside(text: string): string | undefined {
  if (clockSaid(text) !== 'negated') return undefined;
  const order = digestOrdered(text);
  return order && WHOLE.test(order) ? order.replace(/\s+tz=\S+/, '') : undefined;
}
