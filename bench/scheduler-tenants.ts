// The multi-tenant run of the scheduler bench (bench/scheduler.ts --multi-tenant, `npm run bench
// -- tenants`): workspaces installed as the OAuth mode stores them (a sealed installation each,
// with a bot token of its own at the Slack stand-in), each connected to a sandbox account as the
// connect form saves it (the key sealed for its row), spread over fewer accounts than workspaces
// as an agency's customers would be. And the figures only this run has: posts made with another
// workspace's token, and API calls against distinct (account, query) pairs seen by the sandbox.
import type { Installation } from '@slack/bolt';
import { createApiClient, type IdentityStatus } from '../src/api/index.js';
import { sealedInstallationStore } from '../src/app/oauth/installation-store.js';
import type { ReceivedCall } from '../src/sandbox/faults.js';
import type { SlackStandin } from '../src/slack-standin/server.js';
import type { StandinWorkspace } from '../src/slack-standin/oauth.js';
import type { RecordedCall } from '../src/slack-standin/state.js';
import { maskKey, sealContext, type SecretBox, type Store } from '../src/store/index.js';

/** Each workspace's digests, one channel each: the daily summary and the weekly one. */
export const TENANT_REPORTS = ['daily_revenue', 'weekly_summary'] as const;

export interface Tenant {
  teamId: string;
  /**
   * Who subscribed its digests, and is told by DM when one fails: a person of that workspace
   * (every workspace has its own people; one id shared by all of them made the stand-in answer
   * every workspace's DM with one channel id, and the posts there looked cross-workspace).
   */
  ownerUserId: string;
  /** The sandbox key it connected (`sbx_full_<n>`, SandboxOptions.accounts). */
  apiKey: string;
  /** One per TENANT_REPORTS entry. */
  channels: string[];
}

export const teamIdOf = (i: number): string => `T${String(i).padStart(7, '0')}`;

/** Workspace i connects account i mod `accounts` (+1: the sandbox numbers them from 1). */
export function tenantsOf(count: number, accounts: number): Tenant[] {
  return Array.from({ length: count }, (_, i) => {
    const teamId = teamIdOf(i);
    return { teamId, ownerUserId: `U${teamId.slice(1)}`, apiKey: `sbx_full_${(i % accounts) + 1}`, channels: TENANT_REPORTS.map((_, d) => `C${teamId.slice(1)}${'ABCDEFGH'[d]}`) };
  });
}

/** What Bolt's installer stores after oauth.v2.access (the shape test/tenants/installations.test.ts uses). */
function installationOf(ws: StandinWorkspace): Installation<'v2', false> {
  return {
    team: { id: ws.teamId, name: ws.teamName }, enterprise: undefined, user: { id: 'U0ADMIN01', token: undefined, scopes: undefined },
    bot: { token: ws.botToken, scopes: ['chat:write', 'commands'], id: ws.botId, userId: ws.botUserId },
    isEnterpriseInstall: false, appId: 'A0ADOPS', tokenType: 'bot', authVersion: 'v2',
  };
}

/** /auth/status of each distinct key, once: what the connect form shows and saves. */
async function identities(apiUrl: string, keys: string[]): Promise<Map<string, IdentityStatus>> {
  const out = new Map<string, IdentityStatus>();
  for (let i = 0; i < keys.length; i += 20) {
    await Promise.all(
      keys.slice(i, i + 20).map(async (key) => {
        const api = createApiClient({ baseUrl: apiUrl, apiKey: key, connections: 1 });
        try {
          out.set(key, await api.auth.status());
        } finally {
          await api.close();
        }
      }),
    );
  }
  return out;
}

/**
 * Installs every tenant's workspace (stand-in token, sealed installation) and saves its
 * connection (sealed key) as the connect form does. Batched: the bench's own pool is small.
 */
export async function installTenants(o: { tenants: Tenant[]; store: Store; box: SecretBox; standin: SlackStandin; apiUrl: string }): Promise<void> {
  const installs = sealedInstallationStore(() => o.store, o.box);
  const identity = await identities(o.apiUrl, [...new Set(o.tenants.map((t) => t.apiKey))]);
  const install = async (t: Tenant) => {
    await installs.storeInstallation(installationOf(o.standin.workspaces.add({ teamId: t.teamId })));
    const id = identity.get(t.apiKey)!;
    await o.store.connections.save(
      {
        teamId: t.teamId, name: 'main', baseUrl: o.apiUrl, keyHint: maskKey(t.apiKey), createdBy: 'U0ADMIN01',
        account: id.account_id ?? id.idp_organization_id, permissions: id.permissions ?? [],
      },
      o.box.seal(t.apiKey, sealContext(t.teamId, 'main')),
      new Date(),
    );
  };
  for (let i = 0; i < o.tenants.length; i += 50) await Promise.all(o.tenants.slice(i, i + 50).map(install));
}

/**
 * What the accounting below reads of a recorded call, kept by the bench for every call of the
 * run: the stand-in keeps only its last 10,000–20,000, fewer than a 10,000-workspace run makes.
 */
export function slimCall(c: RecordedCall): RecordedCall {
  const opened = (c.result as { channel?: { id?: string } } | undefined)?.channel?.id;
  return {
    method: c.method, ok: c.ok, error: c.error, teamId: c.teamId,
    args: { channel: c.args.channel, ...(c.args.thread_ts ? { thread_ts: c.args.thread_ts } : {}) },
    ...(c.method === 'conversations.open' && opened ? { result: { channel: { id: opened } } } : {}),
  };
}

/**
 * The workspace of each channel the run may post in: the tenants' digest channels, and the DM
 * channels each workspace's bot opened (conversations.open, as recorded by the stand-in: a run's
 * owner is told by DM when it fails). A channel two workspaces opened belongs to neither.
 */
export function workspaceOfChannels(tenants: readonly Tenant[], calls: readonly RecordedCall[]): Map<string, string> {
  const of = new Map(tenants.flatMap((t) => t.channels.map((c) => [c, t.teamId] as const)));
  const opened = new Map<string, string | undefined>();
  for (const c of calls) {
    const id = (c.result as { channel?: { id?: string } } | undefined)?.channel?.id;
    if (c.method !== 'conversations.open' || !c.ok || !id || !c.teamId) continue;
    opened.set(id, opened.has(id) && opened.get(id) !== c.teamId ? undefined : c.teamId);
  }
  for (const [channel, team] of opened) if (team && !of.has(channel)) of.set(channel, team);
  return of;
}

/**
 * Successful posts made with a token other than the workspace's of the channel they went to
 * (workspaceOfChannels); a post in a channel of no known workspace counts too: nothing says it
 * was that workspace's.
 */
export function postsWithAnotherToken(calls: readonly RecordedCall[], workspaceOfChannel: ReadonlyMap<string, string>): number {
  return calls.filter((c) => c.method === 'chat.postMessage' && c.ok && c.teamId !== workspaceOfChannel.get(String(c.args.channel))).length;
}

/**
 * Where the posts counted by postsWithAnotherToken and the channels posted more than twice went:
 * channel, how many posts, by which workspaces' tokens, how many in a thread. Printed by the bench
 * so that a non-zero figure can be read (a digest channel, or a DM?).
 */
export function postsDetail(calls: readonly RecordedCall[], teamOfChannel: ReadonlyMap<string, string>): string[] {
  const byChannel = new Map<string, { posts: number; threaded: number; teams: Set<string>; other: number }>();
  for (const c of calls) {
    if (c.method !== 'chat.postMessage' || !c.ok) continue;
    const ch = String(c.args.channel);
    const e = byChannel.get(ch) ?? { posts: 0, threaded: 0, teams: new Set<string>(), other: 0 };
    e.posts++;
    if (c.args.thread_ts) e.threaded++;
    e.teams.add(String(c.teamId));
    if (c.teamId !== teamOfChannel.get(ch)) e.other++;
    byChannel.set(ch, e);
  }
  return [...byChannel]
    .filter(([, e]) => e.other > 0 || e.posts > 2)
    .slice(0, 20)
    .map(([ch, e]) => `${ch} (${teamOfChannel.get(ch) ?? 'no tenant channel'}): ${e.posts} posts, ${e.threaded} in a thread, ${e.other} with another token; tokens of ${[...e.teams].slice(0, 5).join(', ')}${e.teams.size > 5 ? ` and ${e.teams.size - 5} more` : ''}`);
}

/** Report calls the sandbox received, and how many distinct (key, operation + query string) they were. */
export function apiCallFigures(received: readonly ReceivedCall[], prefix = '/report/'): { calls: number; distinctPairs: number; keys: number } {
  const reports = received.filter((c) => c.path.startsWith(prefix));
  return {
    calls: reports.length,
    distinctPairs: new Set(reports.map((c) => `${c.keyId} ${c.method} ${c.path}${c.query ?? ''}`)).size,
    keys: new Set(reports.map((c) => c.keyId)).size,
  };
}
