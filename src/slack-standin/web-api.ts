// The Web API methods the bot uses, answered the way Slack answers them (shapes from the Web
// API reference): auth, users.info with tz and guest/external/admin flags, usergroups.users.list,
// conversations.members, conversations.open, chat.*, views.*, and the files
// upload V2 flow. Messages and views go through the Block Kit checks first.
import { DateTime } from 'luxon';
import { checkMessage, checkView } from './block-kit.js';
import type { StandinState } from './state.js';

export type Args = Record<string, unknown>;
export type MethodResult = { ok: true; [k: string]: unknown } | { ok: false; error: string; [k: string]: unknown };

export interface MethodEnv {
  state: StandinState;
  origin: string;
  teamId: string;
  botUserId: string;
  botId: string;
  enterpriseId?: string;
  /** The token is an org-wide install's: it acts in the workspace a call's `team_id` names. */
  orgWide?: boolean;
}

type Handler = (args: Args, env: MethodEnv) => MethodResult;

const err = (error: string, extra: Args = {}): MethodResult => ({ ok: false, error, ...extra });

/** Form bodies carry objects as JSON strings. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function postLike(args: Args, env: MethodEnv): MethodResult {
  const channel = str(args.channel);
  if (!channel) return err('channel_not_found');
  if (env.state.channelsWithoutBot.has(channel)) return err('not_in_channel');
  const blocks = json(args.blocks);
  // A block type this workspace's Slack does not know yet refuses the whole message, as Slack does.
  const bad = env.state.refusedBlock(env.teamId, blocks) ?? checkMessage({ text: args.text, blocks });
  if (bad) return err(bad.error, { response_metadata: { messages: [bad.detail] } });
  return { ok: true, channel, ts: `${Math.floor(Date.now() / 1000)}.${env.state.nextId('').padStart(6, '0')}` };
}

function viewResult(args: Args, env: MethodEnv): MethodResult {
  const view = json(args.view);
  const bad = checkView(view);
  if (bad) return err(bad.error, { response_metadata: { messages: [bad.detail] } });
  const id = str(args.view_id) ?? env.state.nextId('V');
  // As Slack: the view's team_id is the workspace it was opened in — the trigger's (an org-wide
  // token serves several), kept for its updates.
  const teamId = env.state.workspaceFor(str(args.trigger_id)) ?? env.state.workspaceFor(id) ?? env.teamId;
  env.state.rememberWorkspace(id, teamId);
  return { ok: true, view: { ...(view as Args), id, team_id: teamId } };
}

type Listed = { type: string; ts: string; thread_ts?: string; text: unknown; metadata?: unknown };

/**
 * One page of a read-back (conversations.history / replies): `limit` messages from `cursor` (at
 * most 15 with the read-back limits on), with Slack's has_more and next_cursor, and each
 * message's metadata only when include_all_metadata asks for it.
 */
function page(all: Listed[], args: Args, env: MethodEnv): MethodResult {
  const limit = Math.min(Number(args.limit) > 0 ? Number(args.limit) : 100, env.state.readBackPage());
  const from = Number(str(args.cursor) ?? 0) || 0;
  const withMetadata = args.include_all_metadata === true || args.include_all_metadata === 'true';
  const messages = all.slice(from, from + limit).map(({ metadata, ...m }) => (withMetadata && metadata ? { ...m, metadata } : m));
  const more = from + limit < all.length;
  return { ok: true, messages, has_more: more, response_metadata: { next_cursor: more ? String(from + limit) : '' } };
}

const HANDLERS: Record<string, Handler> = {
  'api.test': () => ({ ok: true }),
  'auth.test': (_a, env) => ({
    ok: true, url: 'https://standin.slack.local/', team: 'Stand-in', user: 'adops', team_id: env.teamId, user_id: env.botUserId, bot_id: env.botId,
    ...(env.enterpriseId ? { enterprise_id: env.enterpriseId, is_enterprise_install: env.orgWide === true } : {}),
  }),
  'users.info': (args, env) => {
    const stored = env.state.users.get(str(args.user) ?? '');
    if (!stored) return err('user_not_found');
    // Admin, owner and guest are per workspace: the one an org-wide token names, else the token's own (team_id ignored).
    const team = (env.orgWide && str(args.team_id)) || env.teamId;
    const user = { ...stored, ...stored.workspaces?.[team] };
    const offset = DateTime.now().setZone(user.tz).offset * 60;
    const flags = {
      is_admin: user.isAdmin ?? false, is_owner: user.isOwner ?? false, is_restricted: user.isRestricted ?? false,
      is_ultra_restricted: user.isUltraRestricted ?? false, deleted: user.deleted ?? false, ...(user.isStranger ? { is_stranger: true } : {}),
    };
    return { ok: true, user: { id: user.id, team_id: user.teamId ?? team, name: user.name, real_name: user.name, tz: user.tz, tz_label: user.tz, tz_offset: offset, is_bot: false, ...flags } };
  },
  'usergroups.users.list': (args, env) => {
    const users = env.state.usergroups.get(str(args.usergroup) ?? '');
    return users ? { ok: true, users } : err('no_such_subteam');
  },
  'conversations.members': (args, env) => {
    const channel = str(args.channel);
    if (!channel) return err('channel_not_found');
    const members = env.state.channelMembers.get(channel) ?? [...env.state.users.keys()];
    return { ok: true, members, response_metadata: { next_cursor: '' } };
  },
  // A channel's name and whether the bot is in it (channels:read); names are made up from the id.
  'conversations.info': (args, env) => {
    const channel = str(args.channel);
    if (!channel || !/^[CG]/.test(channel)) return err('channel_not_found');
    return { ok: true, channel: { id: channel, name: `channel-${channel.toLowerCase()}`, is_channel: true, is_private: channel.startsWith('G'), is_member: !env.state.channelsWithoutBot.has(channel) } };
  },
  'conversations.open': (args) => {
    const users = str(args.users);
    if (!users) return err('users_list_not_supplied');
    return { ok: true, channel: { id: `D${users.replace(/^U/, '')}` } };
  },
  'chat.postMessage': postLike,
  // The thread of `ts` (its replies posted through the stand-in), with their metadata.
  'conversations.replies': (args, env) => {
    const channel = str(args.channel);
    const ts = str(args.ts);
    if (!channel || !ts) return err('thread_not_found');
    if (env.state.channelsWithoutBot.has(channel)) return err('not_in_channel');
    const messages = env.state.calls
      .filter((c) => c.ok && c.method === 'chat.postMessage' && c.args.channel === channel && c.args.thread_ts === ts)
      .map((c) => ({ type: 'message', ts: String(c.result?.ts), thread_ts: ts, text: c.args.text, ...(c.args.metadata ? { metadata: json(c.args.metadata) } : {}) }));
    return page(messages, args, env);
  },
  // The channel's messages posted through the stand-in (newest first), with their metadata.
  'conversations.history': (args, env) => {
    const channel = str(args.channel);
    if (!channel) return err('channel_not_found');
    if (env.state.channelsWithoutBot.has(channel)) return err('not_in_channel');
    const oldest = Number(args.oldest ?? 0);
    const messages = env.state.calls
      .filter((c) => c.ok && c.method === 'chat.postMessage' && c.args.channel === channel && !c.args.thread_ts && Number.parseFloat(String(c.result?.ts)) >= oldest)
      .map((c) => ({ type: 'message', ts: String(c.result?.ts), text: c.args.text, ...(c.args.metadata ? { metadata: json(c.args.metadata) } : {}) }))
      .reverse();
    return page(messages, args, env);
  },
  // The agent view (issue 38): a thread's status and the suggested prompts (recorded; a status needs
  // its thread, prompts may go without one: the agent view's Messages tab).
  'assistant.threads.setStatus': (args) => (str(args.channel_id) && str(args.thread_ts) && typeof args.status === 'string' ? { ok: true } : err('invalid_arguments')),
  'assistant.threads.setSuggestedPrompts': (args) => {
    const prompts = json(args.prompts);
    if (!str(args.channel_id) || !Array.isArray(prompts) || prompts.length === 0 || prompts.length > 4) return err('invalid_arguments');
    return prompts.every((p) => str((p as Args).title) && str((p as Args).message)) ? { ok: true } : err('invalid_arguments');
  },
  'assistant.threads.setTitle': (args) => (str(args.channel_id) && str(args.thread_ts) && str(args.title) ? { ok: true } : err('invalid_arguments')),
  // Streamed answers: startStream opens a message in a thread, appendStream adds text, stopStream
  // ends it with its final blocks (checked like any message's).
  'chat.startStream': (args, env) => {
    if (!str(args.thread_ts)) return err('invalid_arguments');
    // Outside a DM Slack needs to know whom the stream is for.
    if (!String(args.channel ?? '').startsWith('D') && !(str(args.recipient_user_id) && str(args.recipient_team_id))) return err('invalid_arguments');
    return postLike({ channel: args.channel, text: args.markdown_text ?? ' ' }, env);
  },
  'chat.appendStream': (args) => (str(args.channel) && str(args.ts) && (typeof args.markdown_text === 'string' || args.chunks !== undefined) ? { ok: true, channel: args.channel, ts: args.ts } : err('invalid_arguments')),
  'chat.stopStream': (args, env) => {
    if (!str(args.ts)) return err('message_not_found');
    const res = postLike({ channel: args.channel, text: args.markdown_text ?? ' ', blocks: args.blocks }, env);
    return res.ok ? { ok: true, channel: args.channel, ts: args.ts } : res;
  },
  // Workflow Builder custom steps end with one of these (function_execution_id from function_executed).
  'functions.completeSuccess': (args) => (str(args.function_execution_id) && json(args.outputs) !== undefined ? { ok: true } : err('invalid_arguments')),
  'functions.completeError': (args) => (str(args.function_execution_id) && str(args.error) ? { ok: true } : err('invalid_arguments')),
  'chat.update': (args, env) => (str(args.ts) ? postLike(args, env) : err('message_not_found')),
  'chat.postEphemeral': (args, env) => {
    if (!str(args.user)) return err('user_not_in_channel');
    const res = postLike(args, env);
    return res.ok ? { ok: true, message_ts: res.ts } : res;
  },
  'views.open': (args, env) => (str(args.trigger_id) ? viewResult(args, env) : err('invalid_trigger_id')),
  'views.update': (args, env) => (str(args.view_id) || str(args.external_id) ? viewResult(args, env) : err('not_found')),
  'views.publish': (args, env) => (str(args.user_id) ? viewResult(args, env) : err('user_not_found')),
  'files.getUploadURLExternal': (args, env) => {
    const filename = str(args.filename);
    const length = Number(args.length);
    if (!filename || !Number.isInteger(length) || length <= 0) return err('invalid_arguments');
    const id = env.state.nextId('F');
    env.state.files.set(id, { id, filename, bytes: Buffer.alloc(0), declaredLength: length, completed: false });
    return { ok: true, upload_url: `${env.origin}/upload/${id}`, file_id: id };
  },
  'files.completeUploadExternal': (args, env) => {
    const list = json(args.files) as Array<{ id?: string; title?: string }> | undefined;
    if (!Array.isArray(list) || list.length === 0) return err('invalid_arguments');
    const channel = str(args.channel_id) ?? str(args.channels);
    if (channel && env.state.channelsWithoutBot.has(channel)) return err('not_in_channel');
    const done = [];
    for (const f of list) {
      const stored = env.state.files.get(f.id ?? '');
      if (!stored || stored.bytes.length === 0) return err('file_not_found');
      if (stored.bytes.length !== stored.declaredLength) return err('file_upload_size_mismatch');
      Object.assign(stored, { completed: true, title: f.title, channelId: channel, comment: str(args.initial_comment) });
      done.push({ id: stored.id, name: stored.filename, title: f.title ?? stored.filename, size: stored.bytes.length, permalink: `${env.origin}/files/${stored.id}` });
    }
    return { ok: true, files: done };
  },
};

export function callMethod(method: string, args: Args, env: MethodEnv): MethodResult {
  const handler = HANDLERS[method];
  return handler ? handler(args, env) : err('unknown_method');
}
