// Where an alert goes, as written: `to=#C1,#C2,dm`, `channel=` (repeatable), `here`, `dm`.
// Nothing given: a DM to its creator. The bot must be in every channel chosen (checked at run).
import { DM_DESTINATION } from '../../src/store/index.js';
import { UsageProblem, type Args } from '../shared/args.js';
import { readChannel, readMentions } from '../shared/mentions.js';

/** More would be a broadcast, not an alert. */
export const MAX_DESTINATIONS = 5;

export interface AlertTargets {
  /** Channel ids (C…, G…) in the order written. */
  channels: string[];
  /** The channel the command was typed in. */
  here: boolean;
  /** The creator's DM. */
  dm: boolean;
  mentions: string[];
}

function readOne(raw: string, into: AlertTargets): void {
  const t = raw.trim();
  const word = t.toLowerCase();
  if (word === 'dm' || word === 'me') into.dm = true;
  else if (word === 'here') into.here = true;
  else into.channels.push(readChannel(t.replace(/^#(?=[CG][A-Z0-9]{2,}$)/, ''))!);
}

/** Every value of `key=` (repeatable; `rests` are the spellings accepted after the key). */
function valuesOf(args: Args, key: string, rests: string[]): string[] {
  return [...args.optionsWithPrefix(key)].flatMap(([rest, values]) => {
    if (!rests.includes(rest)) throw new UsageProblem(`I did not understand ${key}${rest}=`);
    return values;
  });
}

export function readTargets(args: Args): AlertTargets {
  const into: AlertTargets = { channels: [], here: args.flag('here'), dm: args.flag('dm'), mentions: [] };
  const written = [...valuesOf(args, 'to', ['']), ...valuesOf(args, 'channel', ['', 's']), ...valuesOf(args, 'in', [''])];
  for (const value of written) for (const part of value.split(',').filter((p) => p.trim() !== '')) readOne(part, into);
  into.channels = [...new Set(into.channels)];
  into.mentions = readMentions(args.option('notify', 'mention'));
  const count = into.channels.length + Number(into.here) + Number(into.dm);
  if (count > MAX_DESTINATIONS) throw new UsageProblem(`an alert goes to at most ${MAX_DESTINATIONS} places: pick fewer channels`);
  if (into.mentions.length && !into.here && into.channels.length === 0)
    throw new UsageProblem('notify= mentions people in a channel: add "here" or channel=#channel (without it the alert is a DM to you)');
  return into;
}

/** The destinations to store, in order: channels written, this channel, the DM; none → the DM. */
export function destinationsFor(t: Omit<AlertTargets, 'mentions'>, channelId: string | undefined): string[] {
  const here = t.here && channelId ? [channelId] : [];
  const all = [...new Set([...t.channels, ...here, ...(t.dm ? [DM_DESTINATION] : [])])];
  return all.length ? all : [DM_DESTINATION];
}
