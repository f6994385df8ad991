// The A/B answers as a demanding reader reads them, through the real pipeline (signed slash
// commands into the Bolt app, the sandbox behind it, at SANDBOX_NOW = Sun 22 Nov 2026 09:00 UTC):
// the status sentence gives its reason and says it is the whole run's when a range is chosen;
// the ETA to required_n; every figure headed by the days it covers; and the digest and the watch
// card saying the same sentence as the command.
import { describe, expect, it } from 'vitest';
import { messageText, SANDBOX_NOW, useHarness } from '../support/harness.js';

// The watch worker is driven by the test, so its card is there when the test looks.
const t = useHarness({ autoStart: false });

/** The line of the answer that carries the status sentence (it starts with the status icon). */
const statusLine = (text: string, status: string) => text.split('\n').find((l) => new RegExp(`^. ${status}\\b`).test(l.trim()))?.trim();

describe('the status sentence', () => {
  it('says why a test is directional: the sample short of required_n, though the lift is significant', async () => {
    const a = await t.h.ask('abtest abt_demo_turning');
    const line = statusLine(a.text, 'directional');
    expect(line).toContain('not conclusive yet: the sample is 87% of required_n (77,037 of 88,300 users in the smaller group)');
    expect(line).toContain('the lift is significant (p = 0.0019)');
    expect(line).toContain('do not ship on this alone');
    expect(a.text).not.toContain('not statistically significant');
    expect(a.text).toContain('p-value of the lift: 0.0019 — significant at 5%');
  });

  it('says an achieved status is the whole run’s when a range is chosen, and that the figures are those days alone', async () => {
    const a = await t.h.ask('abtest abt_demo_achieved 2026-11-01..2026-11-07');
    const line = statusLine(a.text, 'achieved');
    expect(line).toContain('achieved for the whole run, 23 Oct – 19 Nov 2026, not only 1–7 Nov 2026');
    expect(line).toContain('conclusive: both groups reached required_n (184,273 users in the smaller group, 56,512 needed) and the lift is significant (p = 9.1e-5)');
    expect(line).toContain('The figures below cover 1–7 Nov 2026 only.');
    expect(a.text).toContain('Figures of 1–7 Nov 2026');
    expect(a.text).toContain('p-value of the lift: 0.1219 — not significant at 5% for these days alone');
    // A week's users are not what the status counts: they are not set against required_n.
    expect(a.text).toMatch(/Users per group: control 46,371 · test 46,371\n/);
    // The run and the chosen days are both read: the status from one, the figures from the other.
    expect(t.h.sandbox.ctx.faults.count('/report/ab-test')).toBe(2);
  });

  it('says why a test is invalid: the split, with both groups’ users', async () => {
    const a = await t.h.ask('abtest abt_demo_invalidated');
    expect(statusLine(a.text, 'invalidated')).toContain('the traffic split is off (control 58,429 vs test 67,224 users, split check χ² p = 6.8e-136: a sample ratio mismatch). Do not use these results.');
  });
});

describe('the ETA to required_n', () => {
  it('gives the current daily rate and the day required_n is due', async () => {
    const a = await t.h.ask('abtest abt_demo_in_progress');
    const line = statusLine(a.text, 'in progress');
    expect(line).toContain('the sample is 21% of required_n (11,854 of 56,512 users in the smaller group); the lift is not significant (p = 0.8315; it needs under 0.05)');
    expect(line).toContain('At ~4,000 users a day per group, required_n in ~12 days (around Fri 4 Dec 2026). Keep it running.');
  });

  it('names a day on which the test has indeed got there', async () => {
    const before = await t.h.ask('abtest abt_demo_turning');
    expect(statusLine(before.text, 'directional')).toContain('At ~9,400 users a day per group, required_n in ~2 days (around Tue 24 Nov 2026).');
    try {
      t.h.sandbox.ctx.clock.set(Date.parse('2026-11-24T09:00:00Z'));
      const after = await t.h.ask('abtest abt_demo_turning');
      expect(statusLine(after.text, 'achieved')).toContain('conclusive: both groups reached required_n');
      expect(after.text).not.toContain('required_n in ~');
    } finally {
      t.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW));
    }
  });
});

describe('figures labelled with what they are', () => {
  it('heads the lift and the totals with the days they cover, says why they differ, and calls the counts users', async () => {
    const a = await t.h.ask('abtest abt_demo_in_progress');
    expect(a.text).toContain('Whole run, 19–21 Nov 2026 · UTC days');
    expect(a.text).toContain('Figures of the whole run, 19–21 Nov 2026');
    expect(a.text).toContain('Revenue lift (estimate): +0.99% (95% CI −15.28% to +20.39%)');
    expect(a.text).toContain('Totals of the whole run, 19–21 Nov 2026: control vs test');
    expect(a.text).toMatch(/change of totals\n[\s\S]*revenue +\$333\.27 +\$338\.12 +▲ 1\.5%/);
    expect(a.text).toContain('The change of totals is plain sums compared: it also moves with the size of each group and is not a significance test, so the two can differ.');
    expect(a.text).toContain('Users per group: control 11,864 · test 11,854 · required_n 56,512 (21%)');
    expect(a.text).not.toMatch(/samples/i);
  });
});

describe('the digest and the watch card say what the command says', () => {
  it('gives the same status sentence, figures headed the same way', async () => {
    const command = statusLine((await t.h.ask('abtest abt_demo_turning')).text, 'directional');
    expect(command).toContain('required_n in ~2 days');

    expect((await t.h.ask('digest add abtests here at=09:00 tests=abt_demo_turning')).text).toContain('Subscribed');
    const [digest] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    const preview = (await t.h.ask(`digest preview ${digest!.id}`)).text;
    expect(statusLine(preview, 'directional')).toBe(command);
    expect(preview).toContain('Whole run, 14–21 Nov 2026');
    expect(preview).toContain('Revenue lift (estimate): +10.16% (95% CI +5.07% to +15.49%)');

    expect((await t.h.ask('abtest watch abt_demo_turning')).text).toContain('Created');
    await t.h.durable.watchWorker.pass();
    const card = t.h.calls('chat.postMessage').find((c) => String(c.args.text).startsWith('A/B test abt_demo_turning'));
    const cardText = messageText(card!);
    expect(statusLine(cardText, 'directional')).toBe(command);
    expect(cardText).toContain('Revenue lift (estimate): +10.16% (95% CI +5.07% to +15.49%)');
  });
});
