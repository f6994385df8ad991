// Slack's side of a distributed app's install, as the stand-in plays it: the authorize page
// (GET /oauth/v2/authorize, where a person approves; here the request names the workspace that
// approves with `team=`, and optionally `enterprise=`, `org_install=1` and `user=`), the code it
// hands back through the redirect, `oauth.v2.access` exchanging that code — or, with token
// rotation on, a refresh token — for a bot token, and the workspace each token belongs to. Shapes
// follow the Web API reference of oauth.v2.access.
import { randomBytes } from 'node:crypto';
import type { Args, MethodResult } from './web-api.js';

export interface StandinWorkspace {
  teamId: string;
  teamName: string;
  /** Enterprise Grid: the org; with `orgWide`, the install covers every workspace of it. */
  enterpriseId?: string;
  orgWide?: boolean;
  botToken: string;
  botUserId: string;
  botId: string;
  refreshToken?: string;
  /** ms since epoch; tokens of a rotating install stop working then. */
  expiresAt?: number;
}

export interface StandinOAuthOptions {
  clientId: string;
  clientSecret: string;
  /** Token rotation: tokens expire after this many seconds and come with a refresh token. */
  rotateAfterSeconds?: number;
}

interface PendingCode {
  teamId: string;
  enterpriseId?: string;
  orgWide: boolean;
  userId: string;
  scope: string;
  created: number;
}

const CODE_TTL_MS = 10 * 60_000;
const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/** Every workspace the stand-in knows, by token; installs and refreshes add to it. */
export class Workspaces {
  private readonly byToken = new Map<string, StandinWorkspace>();
  private readonly codes = new Map<string, PendingCode>();
  private seq = 0;

  constructor(private readonly oauth: StandinOAuthOptions | undefined) {}

  /** A workspace with a bot token of its own (the default one, or a test's second workspace). */
  add(w: { teamId: string; teamName?: string; enterpriseId?: string; orgWide?: boolean; botToken?: string; rotate?: boolean }): StandinWorkspace {
    this.seq += 1;
    const ws: StandinWorkspace = {
      teamId: w.teamId,
      teamName: w.teamName ?? `Workspace ${w.teamId}`,
      ...(w.enterpriseId ? { enterpriseId: w.enterpriseId } : {}),
      ...(w.orgWide ? { orgWide: true } : {}),
      botToken: w.botToken ?? token('xoxb'),
      botUserId: this.seq === 1 ? 'U0ADOPSBOT' : `U0BOT${String(this.seq).padStart(5, '0')}`,
      botId: this.seq === 1 ? 'B0ADOPSBOT' : `B0BOT${String(this.seq).padStart(5, '0')}`,
    };
    if (w.rotate && this.oauth?.rotateAfterSeconds) {
      ws.refreshToken = token('xoxe-1');
      ws.expiresAt = Date.now() + this.oauth.rotateAfterSeconds * 1000;
    }
    this.byToken.set(ws.botToken, ws);
    return ws;
  }

  /** The workspace a token acts for, or why Slack would refuse it. */
  resolve(t: string | undefined): StandinWorkspace | { error: string } {
    if (!t) return { error: 'not_authed' };
    const ws = this.byToken.get(t);
    if (!ws) return { error: 'invalid_auth' };
    if (ws.expiresAt !== undefined && Date.now() >= ws.expiresAt) return { error: 'token_expired' };
    return ws;
  }

  /** Uninstall or revocation: every token of the team stops working. */
  revoke(teamId: string): number {
    let n = 0;
    for (const [t, ws] of this.byToken) if (ws.teamId === teamId || (ws.orgWide && ws.enterpriseId === teamId)) n += Number(this.byToken.delete(t));
    return n;
  }

  list(): StandinWorkspace[] {
    return [...this.byToken.values()];
  }

  /**
   * GET /oauth/v2/authorize: the person approves, and Slack redirects to the app's redirect URL
   * with a code and the state it was given. Answers the redirect's Location, or an error text.
   */
  approve(query: URLSearchParams, defaultRedirect: string | undefined): { location: string } | { error: string } {
    if (!this.oauth) return { error: 'this stand-in plays no distributed app (no oauth option)' };
    if (query.get('client_id') !== this.oauth.clientId) return { error: 'invalid_client_id' };
    const teamId = query.get('team');
    if (!teamId) return { error: 'name the approving workspace with team=T…' };
    const redirect = query.get('redirect_uri') || defaultRedirect;
    if (!redirect) return { error: 'no redirect_uri and no default redirect set on the stand-in' };
    const code = token('code');
    this.codes.set(code, {
      teamId,
      enterpriseId: query.get('enterprise') || undefined,
      orgWide: query.get('org_install') === '1',
      userId: query.get('user') || 'U0INSTALL1',
      scope: query.get('scope') ?? '',
      created: Date.now(),
    });
    const to = new URL(redirect);
    to.searchParams.set('code', code);
    const state = query.get('state');
    if (state) to.searchParams.set('state', state);
    return { location: to.toString() };
  }

  /** oauth.v2.access: a code (an install) or, with rotation, a refresh token, for a bot token. */
  access(args: Args): MethodResult {
    if (!this.oauth) return { ok: false, error: 'invalid_client_id' };
    if (args.client_id !== this.oauth.clientId) return { ok: false, error: 'invalid_client_id' };
    if (args.client_secret !== this.oauth.clientSecret) return { ok: false, error: 'bad_client_secret' };
    if (args.grant_type === 'refresh_token') return this.refresh(String(args.refresh_token ?? ''));
    const code = this.codes.get(String(args.code ?? ''));
    this.codes.delete(String(args.code ?? ''));
    if (!code || Date.now() - code.created > CODE_TTL_MS) return { ok: false, error: 'invalid_code' };
    const ws = this.add({ teamId: code.teamId, enterpriseId: code.enterpriseId, orgWide: code.orgWide, rotate: true });
    return {
      ok: true,
      app_id: 'A0ADOPS',
      authed_user: { id: code.userId },
      scope: code.scope,
      token_type: 'bot',
      access_token: ws.botToken,
      bot_user_id: ws.botUserId,
      team: code.orgWide ? null : { id: ws.teamId, name: ws.teamName },
      enterprise: ws.enterpriseId ? { id: ws.enterpriseId, name: `Org ${ws.enterpriseId}` } : null,
      is_enterprise_install: code.orgWide,
      ...this.expiry(ws),
    };
  }

  private refresh(refreshToken: string): MethodResult {
    const old = [...this.byToken.values()].find((w) => w.refreshToken === refreshToken);
    if (!old) return { ok: false, error: 'invalid_refresh_token' };
    this.byToken.delete(old.botToken);
    const fresh: StandinWorkspace = { ...old, botToken: token('xoxb'), refreshToken: token('xoxe-1'), expiresAt: Date.now() + this.oauth!.rotateAfterSeconds! * 1000 };
    this.byToken.set(fresh.botToken, fresh);
    return { ok: true, token_type: 'bot', access_token: fresh.botToken, scope: '', bot_user_id: fresh.botUserId, app_id: 'A0ADOPS', team: { id: fresh.teamId, name: fresh.teamName }, enterprise: null, is_enterprise_install: false, ...this.expiry(fresh) };
  }

  private expiry(ws: StandinWorkspace): Args {
    return ws.refreshToken && ws.expiresAt ? { refresh_token: ws.refreshToken, expires_in: Math.round((ws.expiresAt - Date.now()) / 1000) } : {};
  }
}
