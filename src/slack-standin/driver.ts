// Plays Slack's side towards the bot: signed slash commands, button clicks and events POSTed to
// the bot's /slack/events, with response_urls that point back at the stand-in. Local mode, the
// tests and the bench drive the real Bolt app through this.
import { Agent, request } from 'undici';
import type { SlackStandin } from './server.js';
import { signedHeaders } from './signing.js';
import type { ResponsePost } from './state.js';

export interface DriverOptions {
  /** The bot's events endpoint, e.g. http://127.0.0.1:3000/slack/events */
  botUrl: string;
  signingSecret: string;
  standin: SlackStandin;
  /** Keep-alive connections to the bot (the bench raises it). */
  connections?: number;
}

export interface Who {
  userId?: string;
  channelId?: string;
  /** The workspace asking (default: the stand-in's own); another one installed through OAuth. */
  teamId?: string;
  /** Enterprise Grid: the org, and whether the app was installed org-wide. */
  enterpriseId?: string;
  orgWideInstall?: boolean;
}

export interface Sent {
  /** HTTP status of the bot's ack. */
  status: number;
  /** Body of the ack (what Slack would show at once), '' when empty. */
  ackBody: string;
  responseUrlId: string;
  /** Posts made to this request's response_url so far. */
  responses(): ResponsePost[];
  /** Waits until `n` posts have arrived at this response_url. */
  waitForResponses(n?: number, timeoutMs?: number): Promise<ResponsePost[]>;
}

export const DEFAULT_USER = 'U0LOCAL01';
export const DEFAULT_CHANNEL = 'C0LOCAL01';

export class SlackDriver {
  private readonly dispatcher: Agent;
  private triggers = 0;
  private messages = 0;

  constructor(private readonly opts: DriverOptions) {
    this.dispatcher = new Agent({ connections: opts.connections ?? 16, keepAliveTimeout: 30_000 });
  }

  /** A trigger of `teamId`'s: a view opened with it is that workspace's (views.open). */
  private trigger(teamId: string): string {
    // Unique: two workspaces' triggers of the same millisecond are two triggers.
    const id = `${Date.now()}.${(this.triggers += 1)}.trigger`;
    this.opts.standin.state.rememberWorkspace(id, teamId);
    return id;
  }

  /** Sends `/adops <text>` as Slack would. */
  slashCommand(text: string, who: Who = {}, extra: { timestamp?: number; signature?: string; withoutTrigger?: boolean } = {}): Promise<Sent> {
    const { id, url } = this.opts.standin.newResponseUrl();
    const body = new URLSearchParams({
      token: 'legacy-verification-token-unused',
      team_id: who.teamId ?? this.opts.standin.teamId,
      ...(who.enterpriseId ? { enterprise_id: who.enterpriseId } : {}),
      team_domain: 'standin',
      channel_id: who.channelId ?? DEFAULT_CHANNEL,
      channel_name: 'adops-local',
      user_id: who.userId ?? DEFAULT_USER,
      user_name: 'local.user',
      command: '/adops',
      text,
      api_app_id: 'A0ADOPS',
      is_enterprise_install: String(Boolean(who.orgWideInstall)),
      response_url: url,
      // A surface that cannot show a form (the local console) sends none: the bot then says so.
      ...(extra.withoutTrigger ? {} : { trigger_id: this.trigger(who.teamId ?? this.opts.standin.teamId) }),
    }).toString();
    return this.post(body, 'application/x-www-form-urlencoded', id, extra);
  }

  /** Clicks a button of a message that arrived at `fromResponseUrlId`'s response_url. */
  clickButton(button: { actionId: string; value?: string; blockId?: string }, who: Who = {}): Promise<Sent> {
    const { id, url } = this.opts.standin.newResponseUrl();
    const userId = who.userId ?? DEFAULT_USER;
    const channelId = who.channelId ?? DEFAULT_CHANNEL;
    const teamId = who.teamId ?? this.opts.standin.teamId;
    const payload = {
      type: 'block_actions',
      user: { id: userId, username: 'local.user', team_id: teamId },
      api_app_id: 'A0ADOPS',
      token: 'legacy-verification-token-unused',
      container: { type: 'message', message_ts: `${Math.floor(Date.now() / 1000)}.000100`, channel_id: channelId, is_ephemeral: true },
      trigger_id: this.trigger(teamId),
      team: { id: teamId, domain: 'standin' },
      channel: { id: channelId, name: 'adops-local' },
      response_url: url,
      actions: [
        {
          action_id: button.actionId,
          block_id: button.blockId ?? 'b',
          type: 'button',
          value: button.value,
          text: { type: 'plain_text', text: 'button' },
          action_ts: `${Date.now() / 1000}`,
        },
      ],
    };
    return this.post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded', id, {});
  }

  /** Delivers an Events API callback (e.g. app_home_opened), from the stand-in's workspace or `teamId`'s. */
  event(event: Record<string, unknown>, from: { teamId?: string; enterpriseId?: string; orgWideInstall?: boolean; extShared?: boolean } = {}): Promise<Sent> {
    const teamId = from.teamId ?? this.opts.standin.teamId;
    const bot = this.opts.standin.workspaces.list().find((w) => w.teamId === teamId);
    const body = JSON.stringify({
      token: 'legacy-verification-token-unused',
      team_id: teamId,
      ...(from.enterpriseId ? { enterprise_id: from.enterpriseId, is_enterprise_install: Boolean(from.orgWideInstall) } : {}),
      api_app_id: 'A0ADOPS',
      type: 'event_callback',
      event_id: `Ev${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      event_time: Math.floor(Date.now() / 1000),
      ...(from.extShared ? { is_ext_shared_channel: true } : {}),
      // As Slack says it for an org-wide install: the org, no team, is_enterprise_install (Bolt authorizes by this).
      authorizations: [{
        team_id: from.orgWideInstall ? null : teamId, user_id: bot?.botUserId ?? 'U0ADOPSBOT', is_bot: true,
        ...(from.enterpriseId ? { enterprise_id: from.enterpriseId, is_enterprise_install: Boolean(from.orgWideInstall) } : {}),
      }],
      event,
    });
    return this.post(body, 'application/json', '', {});
  }

  /** A message's ts as Slack makes them: seconds and a sequence. */
  private nextTs(): string {
    this.messages += 1;
    return `${Math.floor(Date.now() / 1000)}.${String(this.messages).padStart(6, '0')}`;
  }

  /**
   * A person writes to the app in its Messages tab (message.im): top level, or in a thread
   * (`threadTs`, an agent-view thread). Resolves with the message's ts once the bot acked it.
   */
  async directMessage(text: string, who: Who & { threadTs?: string } = {}): Promise<{ sent: Sent; ts: string; channel: string }> {
    const userId = who.userId ?? DEFAULT_USER;
    const channel = who.channelId ?? `D${userId.replace(/^U/, '')}`;
    const ts = this.nextTs();
    const event = { type: 'message', channel_type: 'im', channel, user: userId, text, ts, event_ts: ts, ...(who.threadTs ? { thread_ts: who.threadTs } : {}), team: who.teamId ?? this.opts.standin.teamId, user_team: who.teamId ?? this.opts.standin.teamId };
    return { sent: await this.event(event, { teamId: who.teamId }), ts, channel };
  }

  /** A person mentions the app in a channel (app_mention), top level or in a thread; `<@bot>` is put first. */
  async mention(text: string, who: Who & { threadTs?: string; extShared?: boolean } = {}): Promise<{ sent: Sent; ts: string; channel: string }> {
    const teamId = who.teamId ?? this.opts.standin.teamId;
    const bot = this.opts.standin.workspaces.list().find((w) => w.teamId === teamId)?.botUserId ?? 'U0ADOPSBOT';
    const channel = who.channelId ?? DEFAULT_CHANNEL;
    const ts = this.nextTs();
    const event = { type: 'app_mention', channel, user: who.userId ?? DEFAULT_USER, text: `<@${bot}> ${text}`, ts, event_ts: ts, ...(who.threadTs ? { thread_ts: who.threadTs } : {}), team: teamId, user_team: teamId };
    return { sent: await this.event(event, { teamId, ...(who.extShared ? { extShared: true } : {}) }), ts, channel };
  }

  /** A workflow runs one of the app's custom steps (function_executed), with the workspace's bot token as its workflow token. */
  functionExecuted(callbackId: string, inputs: Record<string, unknown>, from: { teamId?: string } = {}): Promise<Sent> & { executionId: string } {
    const teamId = from.teamId ?? this.opts.standin.teamId;
    const token = this.opts.standin.workspaces.list().find((w) => w.teamId === teamId)?.botToken ?? '';
    const executionId = `Fx${Date.now().toString(36)}${(this.messages += 1)}`;
    const event = {
      type: 'function_executed',
      function: { id: `Fn${callbackId}`, callback_id: callbackId, title: callbackId, type: 'app', input_parameters: [], output_parameters: [], app_id: 'A0ADOPS', date_created: 0, date_updated: 0, date_deleted: 0 },
      inputs,
      function_execution_id: executionId,
      workflow_execution_id: `Wx${executionId}`,
      event_ts: this.nextTs(),
      bot_access_token: token,
    };
    return Object.assign(this.event(event, { teamId }), { executionId });
  }

  /** Sends a raw body with chosen signing inputs (signature tests). */
  async post(body: string, contentType: string, responseUrlId: string, extra: { timestamp?: number; signature?: string }): Promise<Sent> {
    const headers = signedHeaders(this.opts.signingSecret, body, extra.timestamp);
    if (extra.signature !== undefined) headers['x-slack-signature'] = extra.signature;
    const res = await request(this.opts.botUrl, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
      dispatcher: this.dispatcher,
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    const ackBody = await res.body.text();
    const state = this.opts.standin.state;
    const responses = () => state.responses.filter((r) => r.urlId === responseUrlId);
    return {
      status: res.statusCode,
      ackBody,
      responseUrlId,
      responses,
      waitForResponses: (n = 1, timeoutMs = 15_000) =>
        state.waitFor(() => (responses().length >= n ? responses() : undefined), timeoutMs, `${n} response_url post(s)`),
    };
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}
