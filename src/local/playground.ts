// Local mode's browser playground (src/playground) wired to the running stack: what the person
// does in the page becomes the signed requests Slack would send (slash commands, block_actions
// from messages, modals and App Home, view submissions, app_home_opened, plain words as a DM or a
// mention), posted into the real
// Bolt app through the stand-in's driver; what the bot calls comes back from the stand-in's record.
import { DEFAULT_CHANNEL, DEFAULT_USER } from '../slack-standin/driver.js';
import type { StandinUser } from '../slack-standin/state.js';
import { startPlayground, type Playground } from '../playground/server.js';
import type { ActionPlace, PlaygroundBackend, PlaygroundUser, Sent, UsedElement } from '../playground/types.js';
import { machineTimezone, type LocalStack } from './stack.js';
import { escapeLikeSlack, type Named } from './slack-escape.js';

export const CHANNELS = [
  { id: DEFAULT_CHANNEL, name: 'adops-local' },
  { id: 'C0LOCAL02', name: 'revenue-team' },
];

/** The channels and people a local user can name with # and @ (escaped as Slack would: ./slack-escape.ts). */
export function knownNames(stack: LocalStack): { channels: readonly Named[]; users: readonly Named[] } {
  return { channels: CHANNELS, users: [...stack.standin.state.users.values()] };
}

/** People to switch between, one of each kind the access policy tells apart. */
export function playgroundUsers(tz = machineTimezone()): StandinUser[] {
  return [
    { id: 'U0LOCAL02', name: 'ada.admin', tz, isAdmin: true },
    { id: 'U0LOCAL03', name: 'gus.guest', tz, isRestricted: true },
    { id: 'U0LOCAL04', name: 'ext.partner', tz, isStranger: true, teamId: 'T0PARTNER' },
  ];
}

/** The kind of user, from the flags users.info reports (another team's user is external). */
export function roleOf(u: StandinUser, teamId: string): PlaygroundUser['role'] {
  if (u.isStranger || (u.teamId !== undefined && u.teamId !== teamId)) return 'external';
  if (u.isRestricted || u.isUltraRestricted) return 'guest';
  if (u.isAdmin || u.isOwner) return 'admin';
  return 'member';
}

const form = (payload: Record<string, unknown>) => new URLSearchParams({ payload: JSON.stringify(payload) }).toString();

export function playgroundBackend(stack: LocalStack): PlaygroundBackend {
  const { standin, driver } = stack;
  const state = standin.state;
  for (const u of playgroundUsers()) if (!state.users.has(u.id)) state.users.set(u.id, u);
  const team = { id: standin.teamId, domain: 'standin' };
  const nameOf = (id: string) => state.users.get(id)?.name ?? 'local.user';
  const channelName = (id: string) => CHANNELS.find((c) => c.id === id)?.name ?? 'directmessage';
  const userOf = (id: string) => ({ id, username: nameOf(id), name: nameOf(id), team_id: state.users.get(id)?.teamId ?? standin.teamId });
  const envelope = (type: string, userId: string, triggerId: string) => ({ type, team, user: userOf(userId), api_app_id: 'A0ADOPS', token: 'unused', trigger_id: triggerId });
  const sent = async (body: string, responseUrlId: string): Promise<Sent> => {
    const s = await driver.post(body, 'application/x-www-form-urlencoded', responseUrlId, {});
    return { status: s.status, ackBody: s.ackBody };
  };
  const withState = (view: Record<string, unknown>, values: Record<string, Record<string, unknown>>) => ({ ...view, state: { values }, hash: `${Date.now()}.pg` });

  return {
    users: () => [...state.users.values()].map((u) => ({ id: u.id, name: u.name, role: roleOf(u, standin.teamId) })),
    channels: CHANNELS,
    commands: stack.deps.commands.map((c) => ({ name: c.name, usage: c.usage, summary: c.summary })),
    elsewhere: { user: DEFAULT_USER, channel: DEFAULT_CHANNEL },
    now: () => stack.deps.now(),
    dmOf: (userId) => `D${userId.replace(/^U/, '')}`,
    onRecord: (listener) => state.onRecord(listener),
    file: (id) => {
      const f = state.files.get(id);
      return f?.completed ? { name: f.filename, bytes: f.bytes } : undefined;
    },
    slashCommand: (text, userId, channelId, triggerId, register) => {
      const { id, url } = standin.newResponseUrl();
      register(id);
      const body = new URLSearchParams({
        token: 'unused', team_id: standin.teamId, team_domain: 'standin', channel_id: channelId, channel_name: channelName(channelId),
        user_id: userId, user_name: nameOf(userId), command: '/adops', text: escapeLikeSlack(text, knownNames(stack)), api_app_id: 'A0ADOPS', is_enterprise_install: 'false',
        response_url: url, trigger_id: triggerId,
      }).toString();
      return sent(body, id);
    },
    action: (element: UsedElement, place: ActionPlace, userId, triggerId, register) => {
      const act = { ...element, action_ts: `${Date.now() / 1000}` };
      if (place.kind === 'view') {
        const view = place.view;
        return sent(form({ ...envelope('block_actions', userId, triggerId), container: { type: 'view', view_id: view.id }, view: withState(view, place.values), actions: [act] }), '');
      }
      const { id, url } = standin.newResponseUrl();
      register(id);
      return sent(form({
        ...envelope('block_actions', userId, triggerId),
        container: { type: 'message', message_ts: place.ts, channel_id: place.channelId, is_ephemeral: place.ephemeral },
        channel: { id: place.channelId, name: channelName(place.channelId) },
        response_url: url,
        actions: [act],
      }), id);
    },
    submit: (view, values, userId) => sent(form({ ...envelope('view_submission', userId, `${Date.now()}.pgsubmit`), view: withState(view, values) }), ''),
    openHome: (userId) =>
      driver.event({ type: 'app_home_opened', user: userId, channel: `D${userId.replace(/^U/, '')}`, tab: 'home', event_ts: `${Date.now() / 1000}` })
        .then((s) => ({ status: s.status, ackBody: s.ackBody })),
    openMessages: (userId) =>
      driver.event({ type: 'app_home_opened', user: userId, channel: `D${userId.replace(/^U/, '')}`, tab: 'messages', event_ts: `${Date.now() / 1000}` })
        .then((s) => ({ status: s.status, ackBody: s.ackBody })),
    words: async (text, userId, channelId, threadTs) => {
      const who = { userId, channelId, ...(threadTs ? { threadTs } : {}) };
      const { sent: s } = channelId.startsWith('D') ? await driver.directMessage(text, who) : await driver.mention(text, who);
      return { status: s.status, ackBody: s.ackBody };
    },
  };
}

const DEFAULT_PORT = 3000;

/** PLAYGROUND_PORT, else 3000 (any free port when that one is taken). */
export function playgroundPort(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PLAYGROUND_PORT ?? DEFAULT_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65_536 ? port : DEFAULT_PORT;
}

/** Serves the playground for a running stack on `port` when free, else on any free one. */
export async function startPlaygroundFor(stack: LocalStack, port?: number): Promise<Playground> {
  const backend = playgroundBackend(stack);
  if (port === undefined) return startPlayground(backend);
  return startPlayground(backend, { port }).catch((err: { code?: string }) => {
    if (err.code !== 'EADDRINUSE') throw err;
    return startPlayground(backend);
  });
}
