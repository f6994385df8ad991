// Tokens in the OAuth mode beyond the plain install: rotating tokens are refreshed through the
// installer for requests and for background digests alike (the old token stops working at Slack),
// and an org-wide (Enterprise Grid) install answers every workspace of the org — including a
// digest of a workspace that was only ever seen through the org's install.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toAnswer, withHarness, type BotHarness } from '../support/harness.js';
import { askAs } from '../access/support.js';
import { installThroughSlack } from './install.js';

const encryption = { current: new Uint8Array(randomBytes(32)) };

async function connectDirectly(h: BotHarness, teamId: string): Promise<void> {
  // The connect form is covered by oauth.test.ts; here the connection is saved as the form saves it.
  const { SecretBox, sealContext } = await import('../../src/store/index.js');
  const box = new SecretBox(encryption.current);
  await h.store.connections.save(
    { teamId, name: 'main', baseUrl: h.sandbox.url, keyHint: '••••full', account: 'acc_sandbox', permissions: [], createdBy: 'U0TEST' },
    box.seal('sbx_full', sealContext(teamId, 'main')),
    new Date(),
  );
  await h.stack.deps.accounts.refresh(teamId);
}

describe('OAuth tokens and org-wide installs', () => {
  it('refreshes a rotating token for requests and for background digests; the old one no longer works', async () => {
    await withHarness({ encryption, oauth: { rotateAfterSeconds: 3_600 } }, async (h) => {
      const team = 'T0ROTATE1';
      h.stack.standin.state.users.set('U0ROT0001', { id: 'U0ROT0001', name: 'rita', tz: 'UTC', teamId: team, isAdmin: true });
      await installThroughSlack(h, { team, user: 'U0ROT0001' });
      const installed = h.stack.standin.workspaces.list().find((w) => w.teamId === team)!.botToken;
      // Expiring within 2 hours: the installer refreshes it before the request uses it.
      const answer = await askAs(h, 'help', { userId: 'U0ROT0001', teamId: team });
      expect(answer.text).toContain('revenue');
      const current = h.stack.standin.workspaces.list().find((w) => w.teamId === team)!.botToken;
      expect(current).not.toBe(installed);
      expect(h.stack.standin.workspaces.resolve(installed)).toEqual({ error: 'invalid_auth' });
      const refreshes = () => h.stack.standin.state.calls.filter((c) => c.method === 'oauth.v2.access').length;
      const before = refreshes();
      await connectDirectly(h, team);
      const sub = await h.store.subscriptions.create({ teamId: team, channelId: 'C0ROTATE1', ownerUserId: 'U0ROT0001', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC' }, new Date(), new Date());
      const run = await h.durable.scheduler.runNow(sub.id);
      expect(run?.status).toBe('ok');
      expect(refreshes()).toBeGreaterThan(before);
      const posts = h.calls('chat.postMessage', 'C0ROTATE1');
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((p) => p.teamId === team)).toBe(true);
    });
  });

  it('answers every workspace of an org-wide install, posts their digests with the org’s token, and its uninstall removes every one', async () => {
    await withHarness({ encryption, oauth: {} }, async (h) => {
      const org = 'E0ORG0001';
      const [first, second] = ['T0ORGWS01', 'T0ORGWS02'];
      h.stack.standin.state.users.set('U0ORG0001', { id: 'U0ORG0001', name: 'olga', tz: 'UTC', teamId: second, isAdmin: true });
      await installThroughSlack(h, { team: first, enterprise: org, org_install: '1', user: 'U0ORG0001' });
      expect(await h.store.installations.get({ enterpriseId: org })).toBeDefined();
      // A workspace of the org that did not install anything itself.
      const who = { userId: 'U0ORG0001', teamId: second, enterpriseId: org };
      const sent = await h.stack.driver.slashCommand('help', { ...who, orgWideInstall: true });
      const [post] = await sent.waitForResponses(1);
      expect(toAnswer(post!).text).toMatch(/revenue/i);
      expect(await h.store.installations.locate(second)).toEqual({ enterpriseId: org, orgWide: true });
      await connectDirectly(h, second);
      const sub = await h.store.subscriptions.create({ teamId: second, channelId: 'C0ORGCHAN', ownerUserId: 'U0ORG0001', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC' }, new Date(), new Date());
      expect((await h.durable.scheduler.runNow(sub.id))?.status).toBe('ok');
      expect(h.calls('chat.postMessage', 'C0ORGCHAN').length).toBeGreaterThan(0);
      // The org uninstalls, named by the workspace that installed it: every workspace of the org goes.
      await h.stack.driver.event({ type: 'app_uninstalled' }, { teamId: first, enterpriseId: org, orgWideInstall: true });
      const until = Date.now() + 15_000;
      while ((await h.store.subscriptions.list({ teamId: second })).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(await h.store.subscriptions.list({ teamId: second })).toEqual([]);
      expect(await h.store.connections.list(second)).toEqual([]);
      expect(await h.store.installations.get({ enterpriseId: org })).toBeUndefined();
      expect(await h.store.installations.locate(second)).toBeUndefined();
    });
  });
});
