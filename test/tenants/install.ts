// A workspace (or an Enterprise Grid org) installs the app the way a browser does, in the OAuth
// mode of a harness: /slack/install → the stand-in's approval page (`params` name the approving
// team, `enterprise`, `org_install=1`, `user`) → back to /slack/oauth_redirect with the cookie.
import { expect } from 'vitest';
import type { BotHarness } from '../support/harness.js';

export async function installThroughSlack(h: BotHarness, params: Record<string, string>): Promise<void> {
  const origin = new URL(h.stack.botUrl).origin;
  const start = await fetch(`${origin}/slack/install`, { redirect: 'manual' });
  const cookie = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const approve = new URL(start.headers.get('location')!);
  for (const [k, v] of Object.entries(params)) approve.searchParams.set(k, v);
  const back = await fetch(approve, { redirect: 'manual' });
  const done = await fetch(back.headers.get('location')!, { headers: { cookie } });
  expect(done.status).toBe(200);
}
