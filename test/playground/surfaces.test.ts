// The playground runs why, reconcile, the auction aggregate and long periods as Slack would, without
// a browser (so it is checked where no Chromium is): each command is typed through the page's own
// JSON API (a signed slash command into the real bot), its buttons pressed through it (signed
// block_actions), digests run from it; what the page is given to show is read back from its state,
// and every block of it is one the page's renderer draws (src/playground/web/blocks.js, loaded
// here as the page loads it; test/playground/renderer.test.ts draws each of those in Chromium).
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../src/local/render.js';
import { startPlaygroundFor } from '../../src/local/playground.js';
import type { Playground } from '../../src/playground/server.js';
import type { Message } from '../../src/playground/timeline.js';
import { WHY_ACTION } from '../../views/why.js';
import { CHANNEL, USER, useHarness } from '../support/harness.js';

const suite = useHarness({ autoStart: false });
let playground: Playground;
let renderedTypes: string[];
const INCIDENT = 'drop country=US depth=40% from=2026-11-20T12:00Z hours=48 affects=fill';
const ADMIN = 'U0LOCAL02';
const dmOf = (user: string) => `D${user.replace(/^U/, '')}`;

beforeAll(async () => {
  playground = await startPlaygroundFor(suite.h.stack);
  // A browser module without type declarations: loaded by its address, as test/playground/mrkdwn.test.ts does.
  ({ RENDERED_TYPES: renderedTypes } = (await import(new URL('../../src/playground/web/blocks.js', import.meta.url).href)) as { RENDERED_TYPES: string[] });
  const res = await request(`${suite.h.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: INCIDENT }), headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(200);
  await res.body.dump();
});
afterAll(() => playground?.close());

// Each request on a connection of its own (reset): a kept-alive socket the server is closing as
// the next request goes out is reset, and a POST is not retried.
async function api(path: string, body: Record<string, unknown>): Promise<{ status: number }> {
  const res = await request(new URL(path, playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), reset: true });
  expect(res.statusCode).toBe(200);
  return (await res.body.json()) as { status: number };
}

async function messages(): Promise<Message[]> {
  const res = await request(new URL('/api/state', playground.url), { reset: true });
  return ((await res.body.json()) as { messages: Message[] }).messages;
}

const isProgress = (m: Message) => (m.blocks as { block_id?: string }[]).some((b) => b.block_id === 'adops_progress');

/** Runs `act`, then waits for a new message the page shows in `channel` that `wanted` accepts ("working on it" notes aside). */
async function nextMessage(channel: string, act: () => Promise<unknown>, wanted: (m: Message) => boolean = () => true): Promise<Message> {
  const seen = new Set((await messages()).map((m) => `${m.key}|${m.text}`));
  await act();
  for (let i = 0; i < 1200; i++) {
    const m = (await messages()).find((x) => x.channel === channel && !seen.has(`${x.key}|${x.text}`) && !isProgress(x) && wanted(x));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new message in ${channel}`);
}

/** Types `/adops <text>` in the page's composer, as `user` in `channel`; resolves with the private answer the page shows. */
const type = (text: string, user = USER, channel = CHANNEL) =>
  nextMessage(channel, async () => expect((await api('/api/command', { user, channel, text })).status).toBe(200), (m) => m.visibleTo === user);

/** Adds a digest from the composer; resolves with its id. */
async function subscribe(text: string): Promise<string> {
  const added = textOf(await type(text));
  const id = /sub_[0-9a-z]+/.exec(added)?.[0];
  expect(id, added).toBeDefined();
  return id!;
}

/** Runs a digest now from the composer; resolves with its post, which the page shows in the channel. */
async function runDigest(id: string): Promise<Message> {
  const seen = new Set((await messages()).map((m) => m.key));
  // The private "posted to" comes once the digest is posted: waiting for it leaves no late answer behind.
  expect(textOf(await type(`digest run ${id}`))).toContain('posted to');
  const posted = (await messages()).find((m) => m.channel === CHANNEL && !m.visibleTo && !seen.has(m.key));
  expect(posted, `the digest ${id} in the channel`).toBeDefined();
  return posted!;
}

/** Presses the button `actionId` of a message shown in the page; resolves with the answer by DM. */
async function pressIn(m: Message, actionId: string, user = USER): Promise<Message> {
  const block = (m.blocks as { type: string; block_id?: string; elements?: { type: string; action_id?: string; value?: string }[] }[]).find((b) => b.type === 'actions' && b.elements?.some((e) => e.action_id === actionId));
  const element = block?.elements?.find((e) => e.action_id === actionId);
  expect(element, `a ${actionId} button in ${m.text}`).toBeDefined();
  const used = { action_id: actionId, block_id: block!.block_id ?? '', type: element!.type, value: element!.value };
  return nextMessage(dmOf(user), async () =>
    expect((await api('/api/action', { user, element: used, messageKey: m.key, place: { kind: 'message', channelId: m.channel, ts: m.ts, ephemeral: Boolean(m.visibleTo) } })).status).toBe(200));
}

const textOf = (m: Message) => renderMessage({ text: m.text, blocks: m.blocks }, { color: false }).text;

/** Every block is one the page draws (an unknown type would show as "Unsupported block"). */
function expectDrawable(m: Message): void {
  const types = (m.blocks as { type: string }[]).map((b) => b.type);
  expect(types.length).toBeGreaterThan(0);
  expect(types.filter((t) => !renderedTypes.includes(t))).toEqual([]);
}

describe('the playground runs', () => {
  it('why, privately, and its drill button, whose answer comes by DM', async () => {
    const answer = await type('why revenue 2026-11-21');
    expect(answer.visibleTo).toBe(USER);
    expect(textOf(answer).split('\n')[0]).toMatch(/^Revenue ▼ [\d.]+% \(-\$[\d,.]+\): country US fill rate ▼/);
    expectDrawable(answer);
    const drilled = await pressIn(answer, WHY_ACTION.drill);
    // The same day narrowed to the country: said beside its dates.
    expect(textOf(drilled)).toContain('Sat 21 Nov 2026 vs the same weekday last week · country US ·');
    expectDrawable(drilled);
  });

  it('reconcile, with the networks’ lines and what is not final yet', async () => {
    const answer = await type('reconcile 2026-11-19..2026-11-20');
    const text = textOf(answer);
    expect(text).toContain('Reconciliation — 2026-11-19..2026-11-20');
    expect(text).toContain('Not final yet');
    expectDrawable(answer);
  });

  it('the auction aggregate against its comparison period', async () => {
    const answer = await type('auction stats yesterday');
    expect(textOf(answer)).toMatch(/Auctions — yesterday/);
    expectDrawable(answer);
  }, 90_000); // a day of bids read twice: the slowest of these answers on a loaded machine

  it('a period longer than 31 days, and why over it from the answer’s Explain', async () => {
    const answer = await type('revenue last 45d');
    expect(textOf(answer)).toContain('Revenue — last 45 days vs the previous 45 days');
    expectDrawable(answer);
    const why = await pressIn(answer, WHY_ACTION.explain);
    const text = textOf(why);
    // 45 days against 45 days across the end of summer time: compared per hour (1,081 h against 1,080).
    expect(text.split('\n')[0]).toMatch(/^Revenue (per hour |per day )?[▲▼] [\d.]+% \([+-]\$[\d,.]+( an hour| a day)?\)/);
    expect(text).toContain('8 Oct – 21 Nov 2026');
    expectDrawable(why);
  }, 90_000); // why over two periods of two 31-day parts each

  it('the reconcile digest, posted in the channel with the gaps above its threshold flagged', async () => {
    const id = await subscribe('digest add reconcile here at=10:00 tz=UTC gap=2%');
    const posted = await runDigest(id);
    const text = textOf(posted);
    expect(text).toContain('Reconciliation — Fri 20 Nov 2026');
    expect(text).toContain("gaps flagged above 2% (the channel's threshold)");
    expect(text).toContain('final · GAP');
    expectDrawable(posted);
    await type(`digest delete ${id}`);
  });

  it('a revenue digest with a notable change, whose Explain answers why by DM to whoever presses it', async () => {
    const id = await subscribe('digest add daily_revenue here at=09:00 tz=UTC country=US');
    const posted = await runDigest(id);
    expect(textOf(posted)).toContain('Daily revenue — Sat 21 Nov');
    expectDrawable(posted);
    const why = await pressIn(posted, WHY_ACTION.explain, ADMIN);
    const text = textOf(why);
    expect(text.split('\n')[0]).toMatch(/^Revenue ▼ [\d.]+% \(-\$[\d,.]+\)/);
    expect(text).toContain('country US');
    expect(text).toContain('21 Nov 2026');
    expectDrawable(why);
    await type(`digest delete ${id}`);
  });
});
