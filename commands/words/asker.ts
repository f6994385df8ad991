// The asker's context as the reader uses it: the account's names (./names.ts reads them), the
// days "today" and "yesterday" are in the asker's clock and in UTC, and the words never "corrected"
// to a dictionary word because they are the account's own.
import { DateTime } from 'luxon';
import type { Days } from './compose.js';
import { FORMAT_WORDS } from './lexicon.js';
import { appCore } from './names.js';
import type { NamesInUse } from './read.js';

export interface AccountNames {
  apps?: string[];
  countries?: string[];
  formats?: string[];
  bidders?: string[];
  abtests?: { id: string; name?: string }[];
  tasks?: { id: string; name?: string }[];
}

export function daysOf(ctx: { now: Date; timezone: string }): Days {
  const now = DateTime.fromJSDate(ctx.now);
  const local = now.setZone(ctx.timezone);
  const clock = local.isValid ? local : now.setZone('UTC');
  return { now: clock, local: clock.startOf('day'), utc: now.setZone('UTC').startOf('day') };
}

export function namesInUse(names: AccountNames | undefined): NamesInUse {
  return {
    apps: names?.apps ?? [],
    countries: (names?.countries ?? []).map((c) => c.toUpperCase()),
    formats: names?.formats ?? Object.values(FORMAT_WORDS),
    bidders: names?.bidders ?? [],
    abtests: names?.abtests ?? [],
    tasks: names?.tasks ?? [],
  };
}

/** The account's own words (and parts of its apps' names), never "corrected" to a dictionary word. */
export function protectedWords(names: NamesInUse): (word: string) => boolean {
  const cores = names.apps.map((a) => appCore(a).core);
  const words = [
    ...names.apps.flatMap((a) => [a.toLowerCase(), appCore(a).core]),
    ...names.bidders.flatMap((b) => [b.toLowerCase(), b.toLowerCase().replace(/^bidder[_-]?/, '')]),
    ...[...names.abtests, ...names.tasks].flatMap((x) => [x.id.toLowerCase(), ...(x.name ?? '').toLowerCase().split(/[^a-z0-9]+/)]),
  ];
  const exact = new Set(words.filter((w) => w.length >= 3));
  return (w) => exact.has(w) || (w.length >= 3 && cores.some((c) => c.includes(w)));
}
