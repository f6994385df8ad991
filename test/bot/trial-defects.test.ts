// The second user trial in local mode (issue 25, items 5–14), through the real pipeline: signed
// slash commands into the Bolt app against the sandbox (clock 2026-11-22T09:00Z), the local
// console as a person types into it, and what the user reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalConsole } from '../../src/local/console.js';
import { messageText, useHarness } from '../support/harness.js';

const t = useHarness({ autoStart: false });
const team = () => t.h.stack.standin.teamId;
let printed: string[];
let con: LocalConsole;
beforeAll(() => {
  printed = [];
  con = new LocalConsole(t.h.stack, (line) => printed.push(line), false);
});
afterAll(() => con?.close());

describe('5. a channel named in a slash command', () => {
  it('takes the channel Slack escapes (should_escape) as <#C…|name>', async () => {
    const a = await t.h.ask('digest add daily_revenue channel=<#C0LOCAL02|revenue-team> at=09:00');
    expect(a.text).toContain('Subscribed');
    expect((await t.h.store.subscriptions.list({ teamId: team() })).find((s) => s.report === 'daily_revenue')).toMatchObject({ channelId: 'C0LOCAL02' });
  });

  it('says how to pick the channel when only a bare name arrives', async () => {
    const a = await t.h.ask('digest add daily_revenue channel=#no-such-room at=09:00');
    expect(a.text).toContain('"#no-such-room" reached me as plain text, not as a channel');
    expect(a.text).toContain("type # and pick the channel from Slack's list");
    expect(a.text).not.toContain('is not a channel id');
  });

  it('local mode escapes the channels it knows as Slack would: #revenue-team in the console', async () => {
    printed.length = 0;
    const kind = await con.send('digest add weekly_summary channel=#revenue-team at=10:00');
    expect(printed.join('\n')).toContain('Subscribed');
    expect(kind).toBe('answer');
    expect((await t.h.store.subscriptions.list({ teamId: team() })).find((s) => s.report === 'weekly_summary')).toMatchObject({ channelId: 'C0LOCAL02' });
  });
});

describe('6. alerts add config draft with several drafts', () => {
  it('is refused up front, naming the drafts and how to choose one; nothing is stored', async () => {
    const before = await t.h.store.watches.list({ teamId: team(), ownerUserId: 'U0LOCAL01' });
    const a = await t.h.ask('alerts add config draft');
    expect(a.text).toContain('I cannot watch that configuration: this account has');
    expect(a.text).toContain('draft_floor_cleanup');
    expect(a.text).toContain('/adops alerts add config id=<id>');
    expect(await t.h.store.watches.list({ teamId: team(), ownerUserId: 'U0LOCAL01' })).toEqual(before);
  });

  it('takes a draft named by id=, and the usage shows id=', async () => {
    const a = await t.h.ask('alerts add config id=draft_floor_cleanup');
    expect(a.text).not.toContain('cannot watch');
    const watches = await t.h.store.watches.list({ teamId: team(), ownerUserId: 'U0LOCAL01' });
    expect(watches.map((w) => w.spec)).toContainEqual({ kind: 'config', selector: { id: 'draft_floor_cleanup' } });
    const usage = await t.h.ask('alerts add config version=x');
    expect(usage.text).toContain('alerts add config [draft|id=<draft id>|version=N]');
  });
});

describe('7. help <subcommand>', () => {
  it('gives every example the usage error gives, and help digest lists the digest kinds', async () => {
    for (const name of ['digest', 'alerts', 'breakdown', 'config']) {
      const error = await t.h.ask(`${name} frobnicate now`);
      const help = await t.h.ask(`help ${name}`);
      const examples = error.text.split('\n').filter((l) => l.startsWith('• /adops'));
      expect(examples.length, name).toBeGreaterThan(1);
      for (const line of examples) expect(help.text, name).toContain(line);
      expect(help.text).toContain('Usage');
    }
    const digest = (await t.h.ask('help digest')).text;
    for (const kind of ['daily_revenue', 'weekly_summary', 'abtests', 'network', 'config_validation']) expect(digest).toContain(`• ${kind} — `);
  });
});

describe('10. digest preview', () => {
  it('builds a weekly summary (a dozen API calls on one signal) without a MaxListenersExceededWarning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      await t.h.ask('digest add weekly_summary here at=08:00');
      const sub = (await t.h.store.subscriptions.list({ teamId: team() })).filter((s) => s.report === 'weekly_summary').at(-1)!;
      const a = await t.h.ask(`digest preview ${sub.id}`);
      expect(a.text).toContain('Preview of what');
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});

describe('13. digest run by hand', () => {
  it('says it was sent by hand and when, not the scheduled time', async () => {
    // The sandbox clock is 09:00 UTC: 10:00 in Berlin, an hour after the digest's schedule.
    await t.h.ask('digest add daily_revenue here at=09:00 tz=Europe/Berlin');
    const sub = (await t.h.store.subscriptions.list({ teamId: team() })).find((s) => s.report === 'daily_revenue' && s.timezone === 'Europe/Berlin')!;
    const before = t.h.calls('chat.postMessage').length;
    const a = await t.h.ask(`digest run ${sub.id}`);
    expect(a.text).toContain('posted to');
    const posted = t.h.calls('chat.postMessage').slice(before).map(messageText).find((text) => text.includes('Sent'))!;
    expect(posted).toContain('Sent by hand at 10:00 (Europe/Berlin); on its schedule at 09:00');
    expect(posted).not.toContain('Sent at 09:00 (Europe/Berlin)');
  });
});

describe('12. auction', () => {
  it('names reasons in words, keeps bids, no-bids and timeouts apart, and says what shadow mode means', async () => {
    const a = await t.h.ask('auction auc_demo_0001');
    expect(a.text).not.toMatch(/no-bid \d/);
    expect(a.text).not.toContain('below_floor');
    expect(a.text).toContain('below the floor');
    expect(a.text).toContain('no answer in time');
    // Round 1 of the demo auction: two rejected bids, two passes and one timeout.
    expect(a.text).toContain('5 bidders called: 2 bids · 2 no-bids · 1 timeout');
    // Round 3 is a shadow round: what it would have picked, never "winner".
    const round3 = a.text.split('\n').find((l) => l.startsWith('Round 3'))!;
    expect(round3).toContain('shadow mode, not part of the outcome: it would have picked');
    expect(round3).not.toContain('winner');
    expect(a.text).toContain('it changes neither the winner nor the price');
  });

  it('counts per bidder with plurals and timeouts and errors apart from no-bids', async () => {
    const a = await t.h.ask('auction bids yesterday limit=300');
    const perBidder = a.text.split('\n').filter((l) => /^\s+bidder_\w+: /.test(l));
    expect(perBidder.length).toBeGreaterThan(2);
    expect(a.text).not.toMatch(/\b1 wins\b|\b1 bids\b|\b1 no-bids\b/);
    expect(perBidder.join('\n')).toMatch(/\d+ (timeout|error)s?/);
    expect(a.text).not.toMatch(/no-bid \d/);
  });
});

describe('14. did you mean, for values too', () => {
  it('names the word meant for a mistyped range word, metric, dimension, digest report or alert metric', async () => {
    expect((await t.h.ask('revenue yestrday')).text).toContain('I did not understand yestrday — did you mean yesterday?');
    expect((await t.h.ask('breakdown by=country metrics=revenu')).text).toContain('unknown metric "revenu" — did you mean revenue?');
    expect((await t.h.ask('breakdown by=countyr')).text).toContain('"countyr" is not a dimension here — did you mean country?');
    expect((await t.h.ask('digest add daily_revenu here at=09:00')).text).toContain('"daily_revenu" is not one — did you mean daily_revenue?');
    expect((await t.h.ask('alerts add revnue drop 20%')).text).toContain('"revnue" is not one — did you mean revenue?');
    expect((await t.h.ask('revenue yesterday os=andriod')).text).toContain('(got "andriod") — did you mean Android?');
    // Subcommands still get theirs, from the same helper.
    expect((await t.h.ask('revnue yesterday')).text).toContain('Did you mean revenue?');
  });
});

describe('14. Share to channel', () => {
  it('is not offered under help or a person’s own lists, and still under answers', async () => {
    for (const text of ['help', 'help digest', 'digest list', 'alerts list']) expect((await t.h.ask(text)).text, text).not.toMatch(/\[\d+\] Share to channel/);
    expect((await t.h.ask('whoami')).text).toMatch(/\[\d+\] Share to channel/);
  });
});

describe('14. metric labels', () => {
  it('labels a breakdown’s metrics as the rest of the bot does, not with the API’s names', async () => {
    const a = await t.h.ask('breakdown by=country metrics=revenue,ecpm,fill_rate,arpdau yesterday top=3');
    const head = a.text.split('\n').find((l) => /country/.test(l) && /Revenue/.test(l))!;
    expect(head).toMatch(/Revenue\s+eCPM\s+Fill rate\s+ARPDAU\*/);
    expect(head).not.toMatch(/ecpm|fill_rate/);
    expect(a.text).toContain('ARPDAU = revenue ÷ users');
  });
});
