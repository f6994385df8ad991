// alerts add|list|remove|pause|resume: metric-drop alerts (`revenue|ecpm|fill_rate drop <pct>%`)
// and config-validation watches, by DM to the owner and/or in up to 5 channels mentioning users and
// groups (./destinations.ts); the bot must already be in each channel, or nothing is stored.
// A/B watches (`abtest watch <id>`) are listed and removed here too. Only the creator or an admin
// may change one, and only in a channel the user is in: checked before this runs (src/app/access).
import { watchCreatedView, watchListView } from '../../views/watch-list.js';
import { DM_DESTINATION, type WatchSpec } from '../../src/store/index.js';
import { watchNeeds } from '../../src/jobs/watches.js';
import { ALERT_ADD_WORDS, ALERT_KINDS, alertKindOf, readAlertSpec, watchWordsOf } from '../../src/jobs/alerts/registry.js';
import type { SpecReader } from '../../src/jobs/alerts/kind.js';
import { cannotServe } from '../shared/account.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { refusal } from '../../views/error.js';
import { defineCommand, type CommandContext, type Need } from '../types.js';
import { destinationsFor, readTargets, type AlertTargets } from './destinations.js';
import { acknowledge, INCIDENT_ID_RE, mute, SEGMENT_RE, snooze, SNOOZES, type Snooze } from './incident-actions.js';
import { ALERTS_BUTTONS } from './buttons.js';
import { channelsToCheck } from '../shared/need.js';

export type AlertsRequest =
  | ({ action: 'add'; spec: WatchSpec } & AlertTargets)
  | { action: 'list' }
  | { action: 'remove' | 'pause' | 'resume'; id: string }
  | { action: 'ack'; id: string }
  | { action: 'snooze'; id: string; length: Snooze }
  | { action: 'mute'; id: string; segment: string };

/** An alert's id, as `alerts list` shows it. */
export const ALERT_ID_RE = /^(alr|cfw|abw)_[0-9a-z]{6,20}$/;

/** The alerts subcommand's reader as a kind's parse sees it (src/jobs/alerts/kind.ts `SpecReader`). */
function specReader(args: Args): SpecReader {
  return {
    word: () => args.word(),
    flag: (...words) => args.flag(...words),
    option: (...keys) => args.option(...keys),
    refuse: (message) => {
      throw new UsageProblem(message);
    },
  };
}

/** "revenue, impressions, ecpm, fill_rate or config": what `alerts add` can watch. */
const WATCHABLE = `${ALERT_ADD_WORDS.slice(0, -1).join(', ')} or ${ALERT_ADD_WORDS.at(-1)}`;

/** The first channel among `destinations` the bot is not in (a DM needs no invitation). */
async function botMissingFrom(ctx: CommandContext, destinations: string[]): Promise<string | undefined> {
  for (const d of destinations) if (/^[CG]/.test(d) && !(await ctx.durable.botCanPostIn(d, ctx.teamId))) return d;
  return undefined;
}

export const alertsCommand = defineCommand<AlertsRequest>({
  name: 'alerts',
  aliases: ['alert'],
  group: 'Digests & alerts',
  summary: 'Alerts when revenue, impressions, eCPM or fill rate drop below their seasonal baseline, or when the live config turns invalid — by DM, or in a channel mentioning people.',
  usage: `${ALERT_KINDS.flatMap((k) => (k.add ? [`alerts add ${k.add.usage}`] : [])).join(' · ')} · alerts list · alerts remove|pause|resume <id> · alerts ack <incident> · alerts snooze <id> 1h|1d · alerts mute <id> country=FR`,
  examples: [...ALERT_KINDS.flatMap((k) => (k.add ? k.add.examples.map((e) => `alerts add ${e}`) : [])), 'alerts list', 'alerts remove alr_7k2m9q4xa1'],
  need: alertsNeed,
  namesOwnAccount: true,
  buttons: ALERTS_BUTTONS,
  parse: (text) =>
    parseWith(text, (args): AlertsRequest => {
      const action = args.word()?.toLowerCase() ?? 'list';
      if (action === 'list') {
        args.done();
        return { action };
      }
      if (action === 'remove' || action === 'delete' || action === 'pause' || action === 'resume') {
        const id = args.word();
        if (!id || !ALERT_ID_RE.test(id)) throw new UsageProblem('give the alert id shown by `alerts list`, e.g. alr_7k2m9q4xa1');
        args.done();
        return { action: action === 'delete' ? 'remove' : action, id };
      }
      if (action === 'ack' || action === 'acknowledge') {
        const id = args.word();
        if (!id || !INCIDENT_ID_RE.test(id)) throw new UsageProblem('give the incident id from the alert\'s Acknowledge button, e.g. inc_7k2m9q4xa1');
        args.done();
        return { action: 'ack', id };
      }
      if (action === 'snooze') {
        const id = args.word();
        const length = (args.word() ?? '1h').toLowerCase();
        if (!id || !ALERT_ID_RE.test(id)) throw new UsageProblem('give the alert id shown by `alerts list`, e.g. alr_7k2m9q4xa1');
        if (!(length in SNOOZES)) throw new UsageProblem('snooze for 1h or 1d');
        args.done();
        return { action: 'snooze', id, length: length as Snooze };
      }
      if (action === 'mute') {
        const id = args.word();
        const given = (['country', 'app', 'format', 'device_os'] as const).flatMap((d) => {
          const v = args.option(d);
          return v === undefined ? [] : [`${d}=${v}`];
        });
        const segment = given.length === 1 ? given[0] : undefined;
        if (!id || !ALERT_ID_RE.test(id)) throw new UsageProblem('give the alert id shown by `alerts list`, e.g. alr_7k2m9q4xa1');
        if (!segment || !SEGMENT_RE.test(segment)) throw new UsageProblem('name the segment to mute, e.g. country=FR (country, app, format or device_os)');
        args.done();
        return { action: 'mute', id, segment };
      }
      if (action !== 'add') throw new UsageProblem('use alerts add, alerts list or alerts remove <id>');
      const what = args.word()?.toLowerCase();
      const spec = what ? readAlertSpec(what, specReader(args)) : undefined;
      if (!spec) throw new UsageProblem(`say what to watch${what ? ` ("${what}" is not one${didYouMean(what, ALERT_ADD_WORDS)})` : ''}: ${WATCHABLE}`);
      const targets = readTargets(args);
      args.done();
      return { action: 'add', spec, ...targets };
    }),
  run: async (req, ctx) => {
    const durable = ctx.durable;
    const store = durable.store;
    const teamId = ctx.teamId;
    const now = new Date(ctx.now());
    if (req.action === 'list') {
      const watches = await store.watches.list({ teamId, ownerUserId: ctx.userId });
      const open = new Map(await Promise.all(watches.map(async (w) => [w.id, await store.watches.openIncidentOf(w.id)] as const)));
      return watchListView(watches, open, undefined, watchWordsOf);
    }
    if (req.action === 'add') {
      const unreadable = await alertKindOf(req).add?.refuseBeforeSaving?.(req.spec, ctx.api);
      if (unreadable) return unreadable;
      const destinations = destinationsFor(req, ctx.channelId);
      // Nothing is stored when the bot cannot post in one of the channels: the alert would be lost there.
      const missing = await botMissingFrom(ctx, destinations);
      if (missing) return refusal(`I am not in <#${missing}>, so I could not post this alert there.`, `Invite me with \`/invite @adops\` in <#${missing}>, then add the alert again.`);
      // The account it runs on is decided now: its first channel's (its binding, else the workspace's default).
      const account = ctx.accounts.forChannel(destinations.find((d) => d !== DM_DESTINATION));
      const cannot = account && cannotServe(account, watchNeeds(req.spec.kind));
      if (cannot) return refusal(`This alert would run on account *${account.line}*, whose key lacks ${cannot}.`, `Post it to a channel bound to an account whose key has it. \`/adops whoami account=${account.name}\` lists what its key has.`);
      const watch = await store.watches.create({ teamId, ownerUserId: ctx.userId, spec: req.spec, destinations, mentions: req.mentions, nextCheckAt: now, connectionId: account?.connectionId ?? null }, now);
      durable.kickWatches();
      return watchCreatedView(watch, watchWordsOf(watch), account?.line);
    }
    if (req.action === 'ack') return acknowledge(ctx, req.id);
    if (req.action === 'snooze') return snooze(ctx, req.id, req.length);
    if (req.action === 'mute') return mute(ctx, req.id, req.segment);
    const watch = await store.watches.get(req.id);
    if (!watch || watch.teamId !== teamId) return refusal(`There is no alert ${req.id}.`, '`/adops alerts list` shows your alerts and watches with their ids.');
    if (req.action === 'remove') await store.watches.remove(watch.id);
    else await store.watches.setPaused(watch.id, req.action === 'pause');
    return watchListView(await store.watches.list({ teamId, ownerUserId: ctx.userId }), new Map(), `${req.id} ${req.action === 'remove' ? 'removed' : req.action === 'pause' ? 'paused' : 'resumed'}.`, watchWordsOf);
  },
});

/**
 * Who may ask for an alert (commands/types.ts `Need`): listing reads; adding one manages, in every
 * channel it posts in; acknowledge and snooze are on-call work; the rest is its creator's.
 */
function alertsNeed(req: AlertsRequest, channelId: string | undefined): Need {
  const subject = `alerts ${req.action}`;
  if (req.action === 'list') return { capability: 'read', memberOf: [], audit: { action: 'command', subject, detail: {} } };
  if (req.action === 'add') {
    // Every destination channel: the user must be in each one the alert posts in.
    const targets = [...req.channels, ...(req.here && channelId ? [channelId] : [])];
    const memberOf = [...new Set(targets.flatMap(channelsToCheck))];
    return { capability: 'manage', memberOf, audit: { action: 'alert', subject, detail: { kind: req.spec.kind, ...(targets.length ? { channel: targets.join(',') } : {}), ...(req.dm ? { dm: 'yes' } : {}), ...(req.mentions.length ? { mentions: req.mentions.join(',') } : {}) } } };
  }
  // Acknowledge and snooze are on-call work on an incident's message: whoever may read reports in
  // the channel it was posted in may press them (the message shows who did). Changing the alert
  // itself (remove, pause, mute a segment) stays with its creator or an admin.
  if (req.action === 'ack' || req.action === 'snooze') return { capability: 'read', memberOf: channelsToCheck(channelId), audit: { action: 'alert', subject, detail: { incident: req.id } } };
  return { capability: 'manage', memberOf: [], owned: { kind: 'watch', id: req.id }, audit: { action: 'alert', subject, detail: { alert: req.id } } };
}
