// `alerts ack <incident>`, `alerts snooze <alert> 1h|1d` and `alerts mute <alert> country=FR`:
// what the buttons on a metric incident's message run. Anyone in the workspace who sees the alert may acknowledge or snooze
// it (they are the on-call, not only its owner). The message itself is redrawn by the watch's next
// check, which is made due now, so one code path (the job) ever edits it. A check may be running
// at that moment: the acknowledgement is a compare-and-set on the incident's row (the check's own
// write keeps it), and the snooze and the redraw request are set on the watch's state as it is
// then (never compared with a state read earlier), so neither is lost.
import { randomUUID } from 'node:crypto';
import type { CommandContext, CommandDurable } from '../types.js';
import type { BotMessage } from '../../views/types.js';
import { refusal } from '../../views/error.js';
import { metricAlertKind } from '../../src/jobs/alerts/metric-drop/index.js';
import { confirmation } from '../../views/alert-ack.js';

export const INCIDENT_ID_RE = /^inc_[0-9a-z]{6,20}$/;
export const SNOOZES = { '1h': 3_600_000, '1d': 86_400_000 } as const;
export type Snooze = keyof typeof SNOOZES;
export const SEGMENT_RE = /^(country|app|format|device_os)=[A-Za-z0-9._-]{1,100}$/;

/** What the buttons need of a command's context. */
export type ButtonContext = Pick<CommandContext, 'userId' | 'teamId' | 'channelId' | 'now'> & { durable: Pick<CommandDurable, 'store' | 'kickWatches'> };

/**
 * On call: the alert's creator, or whoever presses the button on its message in one of the
 * channels it posts to (the click carries that channel). Typed elsewhere — a DM, another channel —
 * nobody else may silence it.
 */
function mayAct(ctx: ButtonContext, watch: { ownerUserId: string; destinations: string[] }): boolean {
  return watch.ownerUserId === ctx.userId || (ctx.channelId !== undefined && watch.destinations.includes(ctx.channelId));
}

const NOT_YOURS = ['Only its creator, or someone in a channel it posts to, may acknowledge or snooze this alert.', 'Use the buttons on the alert’s message in that channel.'] as const;

/**
 * Asks the watch's next check (due now) to redraw the message. `refresh` is a new token each
 * time, so a check that read the state before this cannot clear it: its compare-and-set fails.
 */
async function redraw(ctx: ButtonContext, watchId: string, patch: Record<string, unknown>): Promise<void> {
  const store = ctx.durable.store;
  await store.watches.patchState(watchId, { ...patch, refresh: randomUUID() });
  await store.watches.checkAt(watchId, new Date(ctx.now()));
  ctx.durable.kickWatches();
}

export async function acknowledge(ctx: ButtonContext, incidentId: string): Promise<BotMessage> {
  const store = ctx.durable.store;
  const incident = await store.watches.getIncident(incidentId);
  const watch = incident && (await store.watches.get(incident.watchId));
  if (!incident || !watch || watch.teamId !== ctx.teamId) return refusal(`There is no alert incident ${incidentId}.`, 'It may have been removed with its alert; `/adops alerts list` shows the alerts there are.');
  if (!mayAct(ctx, watch)) return refusal(...NOT_YOURS);
  const card = incident.details.card as Record<string, unknown> | undefined;
  if (!card) return refusal('This incident has nothing to acknowledge yet.', 'Try again in a minute, once its alert has been posted.');
  if (!(await store.watches.acknowledgeIncident(incident.id, { userId: ctx.userId, at: new Date(ctx.now()).toISOString() }))) {
    // Someone was first (perhaps a moment ago): say who, from the row as it is now.
    const ack = ((await store.watches.getIncident(incident.id))?.details.card as { ack?: { userId: string } } | undefined)?.ack;
    return confirmation(ack ? `Already acknowledged by <@${ack.userId}>.` : 'This incident is already acknowledged.');
  }
  await redraw(ctx, watch.id, {});
  return confirmation(`Acknowledged: the alert now shows you are on it.`);
}

export async function snooze(ctx: ButtonContext, watchId: string, length: Snooze): Promise<BotMessage> {
  const store = ctx.durable.store;
  const watch = await store.watches.get(watchId);
  if (!watch || watch.teamId !== ctx.teamId) return refusal(`There is no alert ${watchId}.`, '`/adops alerts list` shows your alerts with their ids.');
  if (!mayAct(ctx, watch)) return refusal(...NOT_YOURS);
  const until = new Date(ctx.now() + SNOOZES[length]).toISOString();
  await redraw(ctx, watch.id, { snoozedUntil: until });
  return confirmation(`Snoozed until ${until.slice(0, 16).replace('T', ' ')} UTC: the alert's message stays current, with no new posts until then.`);
}

/** Stops an "any segment" alert judging one segment (its incident, if any, recovers or moves on). */
export async function mute(ctx: CommandContext, watchId: string, segment: string): Promise<BotMessage> {
  const store = ctx.durable.store;
  const watch = await store.watches.get(watchId);
  if (!watch || watch.teamId !== ctx.teamId) return refusal(`There is no alert ${watchId}.`, '`/adops alerts list` shows your alerts with their ids.');
  if (!metricAlertKind.owns(watch.spec) || !watch.spec.anySegment) return refusal(`${watchId} watches one segment, so there is nothing to mute in it.`, `Pause it instead: \`/adops alerts pause ${watchId}\`.`);
  const muted = [...new Set([...(watch.spec.muted ?? []), segment])];
  await store.watches.setSpec(watch.id, { ...watch.spec, muted });
  return confirmation(`Muted ${segment.replace('=', ' ')} in ${watchId}: it is no longer judged.`);
}
