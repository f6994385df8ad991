// Alerts and watches as their owner sees them: what each watches, where it reports, its state.
import { DM_DESTINATION, type Incident, type Watch } from '../src/store/index.js';
import { context, esc, header, section } from './blocks.js';
import { describeAlert } from './alerts.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

/** The buttons of an alert's line (App Home), declared with `alerts` (commands/alerts/buttons.ts): the watch's id is the value. */
export const WATCH_ACTION = { pause: 'adops_home_watch_pause', resume: 'adops_home_watch_resume', remove: 'adops_home_watch_remove' } as const;

export function describeWatch(w: Watch): string {
  if (w.spec.kind === 'abtest') return `A/B test ${w.spec.abTestId} status`;
  if (w.spec.kind === 'config') {
    const s = w.spec.selector;
    return `Config validation (${s.draft ? 'the draft' : s.version ? `version ${s.version}` : s.id ? s.id : 'live'})`;
  }
  return describeAlert(w.spec);
}

/** Where it posts: "<#C1>, <#C2> and DM to you mentioning @a". */
export function destination(w: Watch): string {
  const all = w.destinations?.length ? w.destinations : [w.channelId ?? DM_DESTINATION];
  const places = all.map((d) => (d === DM_DESTINATION ? 'DM to you' : d.startsWith('D') ? 'this DM' : `<#${d}>`));
  const who = all.some((d) => d !== DM_DESTINATION) ? w.mentions.map((id) => (id.startsWith('S') ? `<!subteam^${id}>` : `<@${id}>`)).join(' ') : '';
  const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : places[0]!;
  return `${list}${who ? ` mentioning ${who}` : ''}`;
}

export function watchState(w: Watch, open?: Incident): string {
  if (w.paused) return ':double_vertical_bar: paused';
  // A config incident's period is the configuration's name, not a time: say what is wrong instead.
  if (open && w.spec.kind === 'config') return `:rotating_light: invalid since ${esc(open.openedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC`;
  const snoozed = typeof w.state.snoozedUntil === 'string' && w.lastCheckedAt && Date.parse(w.state.snoozedUntil) > w.lastCheckedAt.getTime() ? ` · snoozed until ${esc(w.state.snoozedUntil.slice(0, 16).replace('T', ' '))} UTC` : '';
  if (open) return `:rotating_light: incident open since ${esc(open.period)}${snoozed}`;
  if (w.lastError) return `:warning: last check failed: ${esc(w.lastError.slice(0, 150))}`;
  if (w.spec.kind === 'abtest' && typeof w.state.status === 'string') return `status ${esc(w.state.status)}`;
  if (w.spec.kind === 'config' && typeof w.state.valid === 'boolean') return w.state.valid ? 'valid' : 'invalid';
  const waiting = w.state.waiting as { period?: string; reason?: string; recheckAt?: string } | undefined;
  // Freshness: a period the API has not finished is never judged; say why and when it looks again.
  if (waiting?.period && waiting.reason && waiting.recheckAt) return `:hourglass: waiting for ${esc(waiting.period)}: ${esc(waiting.reason)}; re-checks at ${esc(waiting.recheckAt.slice(11, 16))} UTC${snoozed}`;
  return w.lastCheckedAt ? 'ok' : 'first check pending';
}

export function watchLine(w: Watch, open?: Incident): string {
  return `*${esc(describeWatch(w))}* — ${destination(w)}\n\`${w.id}\` · ${watchState(w, open)}`;
}

export function watchListView(watches: Watch[], open: Map<string, Incident | undefined>, note?: string): BotMessage {
  const blocks: KnownBlock[] = [header('Your alerts and watches')];
  if (note) blocks.push(section(`:white_check_mark: ${esc(note)}`));
  if (watches.length === 0) blocks.push(section('You have none. Try `/adops alerts add revenue drop 20%` or `/adops abtest watch <id>`.'));
  for (const w of watches.slice(0, 40)) blocks.push(section(watchLine(w, open.get(w.id))));
  blocks.push(context('`/adops alerts remove <id>` deletes one; `pause` / `resume` stop and restart it. App Home lists them with buttons.'));
  return { text: `${watches.length} alerts and watches`, blocks: fitMessage(blocks), kind: 'answer', shareable: false };
}

/** `account`: the account it runs on (decided now), named in the confirmation. */
export function watchCreatedView(w: Watch, summary?: string, account?: string): BotMessage {
  const how = w.spec.kind === 'metric_drop'
    ? `Checked every ${w.spec.period === 'hour' ? '5 minutes for the last complete UTC hour' : '30 minutes for the last complete UTC day'} against the same ${w.spec.period === 'hour' ? 'hour and weekday' : 'weekday'} of the last 6 weeks; never on data the API has not finished. One message per incident, kept current, with follow-ups in its thread and a "recovered" update.`
    : w.spec.kind === 'config'
      ? 'Checked every 5 minutes; one alert when it turns invalid, one when it is valid again.'
      : 'The card shows the current status and changes in place; you get a DM when the status changes.';
  const blocks = [
    section(`:white_check_mark: Created \`${w.id}\`: *${esc(summary ?? describeWatch(w))}* — ${destination(w)}.`),
    context(`${how} Remove it with \`/adops alerts remove ${w.id}\`.`),
    ...(account ? [context(`Runs on account *${esc(account)}*.`)] : []),
  ];
  return { text: `Created ${w.id}: ${summary ?? describeWatch(w)}`, blocks, kind: 'answer' };
}
