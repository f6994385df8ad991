// Alerts and watches as their owner sees them: what each watches, where it reports, its state.
import { DM_DESTINATION, type Incident, type Watch } from '../src/store/index.js';
import { context, esc, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

/** The buttons of an alert's line (App Home), declared with `alerts` (commands/alerts/buttons.ts): the watch's id is the value. */
export const WATCH_ACTION = { pause: 'adops_home_watch_pause', resume: 'adops_home_watch_resume', remove: 'adops_home_watch_remove' } as const;

/**
 * How a watch is described in its kind's words (src/jobs/alerts/<kind>/ `words`): the caller hands
 * them in, since the kinds sit above views. Unset, a watch is named by its kind only.
 */
export interface WatchWords {
  /** What it watches: "Revenue drop ≥ 20% per UTC day", "A/B test abt_1 status". */
  what: string;
  /** How it is checked and reports, said once when it is made. */
  how: string;
  /** Its state in its kind's words, when it has one (A/B status, valid/invalid). */
  state?: string;
  /** An open incident in its kind's words, when its period is not a time (a configuration's name). */
  openSince?: (open: Incident) => string;
}

export type WatchWordsOf = (w: Watch) => WatchWords;

const KIND_ONLY: WatchWordsOf = (w) => ({ what: `${w.kind} watch`, how: 'Checked on its own schedule.' });

export function describeWatch(w: Watch, wordsOf: WatchWordsOf = KIND_ONLY): string {
  return wordsOf(w).what;
}

/** Where it posts: "<#C1>, <#C2> and DM to you mentioning @a". */
export function destination(w: Watch): string {
  const all = w.destinations?.length ? w.destinations : [w.channelId ?? DM_DESTINATION];
  const places = all.map((d) => (d === DM_DESTINATION ? 'DM to you' : d.startsWith('D') ? 'this DM' : `<#${d}>`));
  const who = all.some((d) => d !== DM_DESTINATION) ? w.mentions.map((id) => (id.startsWith('S') ? `<!subteam^${id}>` : `<@${id}>`)).join(' ') : '';
  const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : places[0]!;
  return `${list}${who ? ` mentioning ${who}` : ''}`;
}

export function watchState(w: Watch, open?: Incident, wordsOf: WatchWordsOf = KIND_ONLY): string {
  if (w.paused) return ':double_vertical_bar: paused';
  const words = wordsOf(w);
  if (open && words.openSince) return words.openSince(open);
  const snoozed = typeof w.state.snoozedUntil === 'string' && w.lastCheckedAt && Date.parse(w.state.snoozedUntil) > w.lastCheckedAt.getTime() ? ` · snoozed until ${esc(w.state.snoozedUntil.slice(0, 16).replace('T', ' '))} UTC` : '';
  if (open) return `:rotating_light: incident open since ${esc(open.period)}${snoozed}`;
  if (w.lastError) return `:warning: last check failed: ${esc(w.lastError.slice(0, 150))}`;
  if (words.state !== undefined) return words.state;
  const waiting = w.state.waiting as { period?: string; reason?: string; recheckAt?: string } | undefined;
  // Freshness: a period the API has not finished is never judged; say why and when it looks again.
  if (waiting?.period && waiting.reason && waiting.recheckAt) return `:hourglass: waiting for ${esc(waiting.period)}: ${esc(waiting.reason)}; re-checks at ${esc(waiting.recheckAt.slice(11, 16))} UTC${snoozed}`;
  return w.lastCheckedAt ? 'ok' : 'first check pending';
}

export function watchLine(w: Watch, open?: Incident, wordsOf: WatchWordsOf = KIND_ONLY): string {
  return `*${esc(describeWatch(w, wordsOf))}* — ${destination(w)}\n\`${w.id}\` · ${watchState(w, open, wordsOf)}`;
}

export function watchListView(watches: Watch[], open: Map<string, Incident | undefined>, note?: string, wordsOf: WatchWordsOf = KIND_ONLY): BotMessage {
  const blocks: KnownBlock[] = [header('Your alerts and watches')];
  if (note) blocks.push(section(`:white_check_mark: ${esc(note)}`));
  if (watches.length === 0) blocks.push(section('You have none. Try `/adops alerts add revenue drop 20%` or `/adops abtest watch <id>`.'));
  for (const w of watches.slice(0, 40)) blocks.push(section(watchLine(w, open.get(w.id), wordsOf)));
  blocks.push(context('`/adops alerts remove <id>` deletes one; `pause` / `resume` stop and restart it. App Home lists them with buttons.'));
  return { text: `${watches.length} alerts and watches`, blocks: fitMessage(blocks), kind: 'answer', shareable: false };
}

/** `words`: its kind's (src/jobs/alerts/<kind>/); `account`: the account it runs on (decided now), named in the confirmation. */
export function watchCreatedView(w: Watch, words: WatchWords, account?: string): BotMessage {
  const blocks = [
    section(`:white_check_mark: Created \`${w.id}\`: *${esc(words.what)}* — ${destination(w)}.`),
    context(`${words.how} Remove it with \`/adops alerts remove ${w.id}\`.`),
    ...(account ? [context(`Runs on account *${esc(account)}*.`)] : []),
  ];
  return { text: `Created ${w.id}: ${words.what}`, blocks, kind: 'answer' };
}
