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
    return { teamId, apiKey: `sbx_full_${(i % accounts) + 1}`, channels: TENANT_REPORTS.map((_, d) => `C${teamId.slice(1)}${'ABCDEFGH'[d]}`) };
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

/** Successful posts in a tenant's channel made with a token other than that workspace's. */
export function postsWithAnotherToken(calls: readonly RecordedCall[], teamOfChannel: ReadonlyMap<string, string>): number {
  return calls.filter((c) => c.method === 'chat.postMessage' && c.ok && c.teamId !== teamOfChannel.get(String(c.args.channel))).length;
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
