// Acknowledge and snooze pressed while a metric check is running: neither may be lost, and the
// check's own figures may not be undone by the button. The interleavings are made exact, not
// timed: the store the check (or the button) uses runs the other side to completion right before
// (or after) one chosen call of its own, then carries on. Everything else is real: the sandbox
// with an injected drop, the Slack stand-in, SQL, the watch worker and the button commands.
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { acknowledge, snooze, type ButtonContext } from '../../commands/alerts/incident-actions.js';
import type { Durable } from '../../src/app/durable.js';
import type { Incident, MetricDropSpec, Store, Watch, WatchesRepo } from '../../src/store/index.js';
import type { BotMessage } from '../../views/types.js';
import { messageText, TEAM, useWorld, type World } from '../jobs/world.js';

const CHANNEL = 'C0RACE001';
const ON_CALL = 'U0ONCALL1';

type Step = () => Promise<unknown>;

/**
 * The store with its watches repo interleavable: `before(m, step)` runs `step` the next time `m`
 * is called, before it; `after(m, step)` runs it once `m` has returned, before its caller goes on.
 */
function interleaved(store: Store) {
  const steps = new Map<string, { when: 'before' | 'after'; step: Step }>();
  const watches = new Proxy(store.watches, {
    get(target, name: string) {
      const real = Reflect.get(target, name) as unknown;
      if (typeof real !== 'function') return real;
      return async (...args: unknown[]) => {
        const planned = steps.get(name);
        if (planned) steps.delete(name);
        if (planned?.when === 'before') await planned.step();
        const result: unknown = await (real as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (planned?.when === 'after') await planned.step();
        return result;
      };
    },
  });
  return {
    store: { ...store, watches } as Store,
    before: (method: keyof WatchesRepo, step: Step) => void steps.set(method, { when: 'before', step }),
    after: (method: keyof WatchesRepo, step: Step) => void steps.set(method, { when: 'after', step }),
  };
}

const textOf = (m: BotMessage) => `${m.text}\n${JSON.stringify(m.blocks)}`;

describe('acknowledge and snooze during a check', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  let checks: ReturnType<typeof interleaved>;
  let buttons: ReturnType<typeof interleaved>;
  let checker: Durable;
  let clicker: Durable;
  let w: Watch;
  let incident: Incident;
  const at = (iso: string) => world.sandbox.ctx.clock.set(Date.parse(iso));
  const pass = async (iso: string) => {
    at(iso);
    await checker.watchWorker.pass();
  };
  /** The button side: the on-call in the alert's channel, over its own instance and store. */
  const onCall = (): ButtonContext => ({ userId: ON_CALL, teamId: TEAM, channelId: CHANNEL, now: () => world.sandbox.ctx.clock.now(), durable: clicker });
  const updates = () => world.calls('chat.update', CHANNEL).map(messageText);

  beforeAll(async () => {
    ({ world, store } = suite);
    checks = interleaved(store);
    buttons = interleaved(store);
    checker = world.instance(checks.store, 'race-checker');
    clicker = world.instance(buttons.store, 'race-buttons');
    // Rewarded ads (~36 % of revenue) half gone from 10:00 for 8 hours: the total is ~18 % down.
    const res = await request(`${world.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: 'drop format=rewarded depth=50% from=2026-11-22T10:00Z hours=8' }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    at('2026-11-22T10:15:00Z');
    const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: {} };
    w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, channelId: CHANNEL, nextCheckAt: new Date(Date.parse('2026-11-22T10:15:00Z')) }, new Date());
    await checker.watchWorker.pass(); // 09:00: normal
    await pass('2026-11-22T11:15:00Z'); // 10:00: the drop opens the incident
    expect(world.calls('chat.postMessage', CHANNEL)).toHaveLength(1);
    incident = (await store.watches.openIncidentOf(w.id))!;
  });

  it('an acknowledgement made while the check updates the incident is kept and drawn', async () => {
    let answer: BotMessage | undefined;
    // The check has read the incident (no ack) and judged 11:00; the ack lands just before it writes.
    checks.before('updateIncident', async () => (answer = await acknowledge(onCall(), incident.id)));
    await pass('2026-11-22T12:15:00Z');
    expect(textOf(answer!)).toContain('Acknowledged');
    const card = (await store.watches.getIncident(incident.id))!.details.card as { ack?: { userId: string }; latest: { period: string } };
    expect(card.ack?.userId).toBe(ON_CALL);
    expect(card.latest.period).toBe('2026-11-22T11:00Z');
    expect(updates().at(-1)).toContain(`Acknowledged by <@${ON_CALL}>`);
    expect(textOf(await acknowledge(onCall(), incident.id))).toContain(`Already acknowledged by <@${ON_CALL}>`);
  });

  it('a check that runs while an acknowledgement is being made keeps its figures and the ack', async () => {
    const other = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec: w.spec, channelId: CHANNEL, nextCheckAt: new Date(Date.parse('2026-11-22T13:15:00Z')) }, new Date());
    await store.watches.setPaused(w.id, true); // only `other` is checked from here
    await pass('2026-11-22T13:15:00Z'); // 12:00: `other` opens its incident
    const inc = (await store.watches.openIncidentOf(other.id))!;
    // The ack has read the incident; a whole check (13:00) runs before it writes.
    buttons.after('getIncident', () => pass('2026-11-22T14:15:00Z'));
    expect(textOf(await acknowledge(onCall(), inc.id))).toContain('Acknowledged');
    const card = (await store.watches.getIncident(inc.id))!.details.card as { ack?: { userId: string }; latest: { period: string } };
    expect(card.ack?.userId).toBe(ON_CALL);
    expect(card.latest.period).toBe('2026-11-22T13:00Z');
    await pass('2026-11-22T14:16:00Z'); // the redraw the ack asked for
    expect(updates().at(-1)).toContain(`Acknowledged by <@${ON_CALL}>`);
    await store.watches.remove(other.id);
    await store.watches.setPaused(w.id, false);
  });

  it('a snooze pressed while the check records its state is kept and drawn', async () => {
    // The check has judged 14:00 and is about to record it; the snooze lands first.
    checks.before('compareAndSetState', () => snooze(onCall(), w.id, '1h'));
    await pass('2026-11-22T15:15:00Z');
    expect((await store.watches.get(w.id))!.state).toMatchObject({ snoozedUntil: '2026-11-22T16:15:00.000Z', lastPeriod: '2026-11-22T14:00Z', refresh: false });
    expect(updates().at(-1)).toContain('Snoozed until 2026-11-22 16:15 UTC');
  });

  it('a snooze pressed after the check drew the message, before it let the watch go, is drawn at once', async () => {
    checks.before('release', () => snooze(onCall(), w.id, '1h'));
    // Same period: the check has nothing to draw, but the redraw the snooze asked for makes the
    // watch due again at once, and the worker checks it again in the same pass.
    await pass('2026-11-22T15:45:00Z');
    expect(updates().at(-1)).toContain('Snoozed until 2026-11-22 16:45 UTC');
    expect((await store.watches.get(w.id))!).toMatchObject({ state: { snoozedUntil: '2026-11-22T16:45:00.000Z' }, nextCheckAt: new Date(Date.parse('2026-11-22T15:50:00Z')) });
  });

  it('a snooze whose watch was read before a check recorded its state is not lost', async () => {
    // The snooze has read the watch; a whole check (15:00) records its state before the snooze writes.
    buttons.after('get', () => pass('2026-11-22T16:15:00Z'));
    expect(textOf(await snooze(onCall(), w.id, '1d'))).toContain('Snoozed until 2026-11-23 16:15');
    const state = (await store.watches.get(w.id))!.state;
    expect(state).toMatchObject({ snoozedUntil: '2026-11-23T16:15:00.000Z', lastPeriod: '2026-11-22T15:00Z' });
    await pass('2026-11-22T16:16:00Z');
    expect(updates().at(-1)).toContain('Snoozed until 2026-11-23 16:15 UTC');
    await store.watches.remove(w.id);
  });
});
