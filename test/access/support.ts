// Signed requests as particular people: slash commands, Share clicks and form submissions with the
// team, org and Slack Connect fields Slack would send, into the real Bolt app of a harness.
import type { Answer, BotHarness } from '../support/harness.js';
import { toAnswer } from '../support/harness.js';
import { shareValueOf } from '../support/interactions.js';
import type { StandinUser } from '../../src/slack-standin/state.js';
import { DEFAULT_POLICY, type AuditEntry } from '../../src/store/index.js';

export const ADMIN = 'U0ADMIN01';
export const MEMBER = 'U0MEMBER1';
export const GUEST = 'U0GUEST01';
export const SC_GUEST = 'U0SCGUEST';
export const PARTNER = 'U0PARTNER';
export const STRANGER = 'U0STRANGE';
export const GONE = 'U0GONE001';
export const OTHER_CHANNEL = 'C0PRIVATE1';

export const PEOPLE: StandinUser[] = [
  { id: ADMIN, name: 'ada.admin', tz: 'UTC', isAdmin: true },
  { id: MEMBER, name: 'mo.member', tz: 'UTC' },
  { id: GUEST, name: 'gus.guest', tz: 'UTC', isRestricted: true },
  { id: SC_GUEST, name: 'sol.single', tz: 'UTC', isRestricted: true, isUltraRestricted: true },
  { id: PARTNER, name: 'pat.partner', tz: 'UTC', teamId: 'T0PARTNER' },
  { id: STRANGER, name: 'stan.stranger', tz: 'UTC', isStranger: true, teamId: 'T0OTHERORG' },
  { id: GONE, name: 'gone.user', tz: 'UTC', deleted: true },
];

/** Adds the people to the stand-in; the admin alone is a member of OTHER_CHANNEL. */
export function addPeople(h: BotHarness): void {
  for (const p of PEOPLE) h.stack.standin.state.users.set(p.id, p);
  h.stack.standin.state.channelMembers.set(OTHER_CHANNEL, [ADMIN]);
}

export async function resetPolicy(h: BotHarness): Promise<void> {
  await h.store.access.put(h.stack.standin.teamId, DEFAULT_POLICY, 'test', new Date());
}

export interface Envelope {
  userId: string;
  channelId?: string;
  teamId?: string;
  userTeamId?: string;
  enterpriseId?: string;
  extShared?: boolean;
}

/** `/adops <text>` as this person, with the Slack Connect fields given; the first answer. */
export async function askAs(h: BotHarness, text: string, e: Envelope): Promise<Answer> {
  const { id, url } = h.stack.standin.newResponseUrl();
  const fields: Record<string, string> = {
    token: 'unused', team_id: e.teamId ?? h.stack.standin.teamId, team_domain: 'standin', channel_id: e.channelId ?? 'C0LOCAL01', channel_name: 'adops',
    user_id: e.userId, user_name: 'someone', command: '/adops', text, api_app_id: 'A0ADOPS', is_enterprise_install: 'false', response_url: url, trigger_id: `${Date.now()}.t`,
  };
  if (e.userTeamId) fields.user_team_id = e.userTeamId;
  if (e.enterpriseId) fields.enterprise_id = e.enterpriseId;
  if (e.extShared) fields.is_ext_shared_channel = 'true';
  const sent = await h.stack.driver.post(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', id, {});
  const [post] = await sent.waitForResponses(1);
  return toAnswer(post!);
}

/**
 * Asks `/adops <text>` as this person and presses Share on the answer (a refused person has no
 * button: the click then names no answer); the first post to the click's response_url.
 */
export async function shareAs(h: BotHarness, text: string, userId: string, channelId = 'C0SHARE01'): Promise<Answer> {
  const shown = await askAs(h, text, { userId, channelId });
  const value = shareValueOf(shown.blocks) ?? 'answer:none';
  const click = await h.stack.driver.clickButton({ actionId: 'adops_share', value }, { userId, channelId });
  const [post] = await click.waitForResponses(1);
  return toAnswer(post!);
}

/** Waits until the inbox holds no request: each one answered has written its audit entry (src/store/answered.ts). */
export async function settled(h: BotHarness): Promise<void> {
  for (let i = 0; i < 100 && (await h.store.inbox.depth()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The audit log's entries of `userId`, once the requests in the inbox are finished: an answer's
 * audit entry is written with its last write, just after the answer is shown (src/store/answered.ts).
 */
export async function auditOf(h: BotHarness, userId: string): Promise<AuditEntry[]> {
  await settled(h);
  return h.store.audit.recent(h.stack.standin.teamId, 50, { userId });
}

/** Waits until the audit log holds an entry of `userId` matching `probe`. */
export async function waitForAudit(h: BotHarness, userId: string, probe: (e: AuditEntry) => boolean): Promise<AuditEntry> {
  for (let i = 0; i < 100; i++) {
    const hit = (await auditOf(h, userId)).find(probe);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no audit entry of ${userId} matched`);
}
