import { describe, expect, it } from 'vitest';
import { Recent } from '../../src/outbox/recent.js';
import { SlackGate } from '../../src/outbox/gate.js';

describe('Recent: per-workspace objects kept while in use', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };

  it('keeps what was used within the window and lets go of the rest, closing each', () => {
    const c = clock();
    const dropped: string[] = [];
    const recent = new Recent<string, string>({ idleMs: 60_000, now: c.now, onDrop: (v) => dropped.push(v) });
    recent.get('T1', () => 'poster of T1');
    recent.get('T2', () => 'poster of T2');
    c.advance(50_000);
    expect(recent.use('T1')).toBe('poster of T1');
    c.advance(20_000);
    recent.get('T3', () => 'poster of T3');
    expect(dropped).toEqual(['poster of T2']);
    expect(recent.use('T2')).toBeUndefined();
    expect(recent.use('T1')).toBe('poster of T1');
    expect(recent.size).toBe(2);
  });

  it('makes an entry again after it was let go', () => {
    const c = clock();
    let made = 0;
    const recent = new Recent<string, number>({ idleMs: 1_000, now: c.now });
    recent.get('T1', () => ++made);
    c.advance(5_000);
    recent.get('T2', () => 0);
    expect(recent.get('T1', () => ++made)).toBe(2);
  });

  it('keeps an idle entry that still holds something (a pause not yet over)', () => {
    const c = clock();
    const gates = new Recent<string, SlackGate>({ idleMs: 60_000, now: c.now, canDrop: (g) => g.settled(c.now()) });
    const paused = gates.get('T1', () => new SlackGate({ now: c.now }));
    paused.pause('chat.postMessage', 120_000);
    gates.get('T2', () => new SlackGate({ now: c.now }));
    c.advance(61_000);
    gates.get('T3', () => new SlackGate({ now: c.now }));
    expect(gates.use('T1')).toBe(paused);
    expect(gates.use('T2')).toBeUndefined();
    // A 429 also taught the method's spacing for ten minutes: kept until that is over too.
    c.advance(121_000);
    gates.get('T4', () => new SlackGate({ now: c.now }));
    expect(gates.use('T1')).toBe(paused);
    c.advance(600_000);
    gates.get('T5', () => new SlackGate({ now: c.now }));
    expect(gates.use('T1')).toBeUndefined();
  });
});
