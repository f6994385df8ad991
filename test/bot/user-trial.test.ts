// What one user trial (sandbox clock 2026-11-22T09:00Z) found, through the real pipeline: signed
// slash commands into the Bolt app against the sandbox, asserting on what the user reads and on
// what the API received (query strings included, ./api-requests.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLiveConfig } from '../../src/sandbox/data/config-store.js';
import { planRun } from '../../src/scheduler/plan.js';
import { clipAtWord } from '../../views/digest-list.js';
import { messageText, useHarness } from '../support/harness.js';
import { recordApiRequests, type ApiRequests } from './api-requests.js';

const t = useHarness({ autoStart: false });
let api: ApiRequests;
beforeAll(() => {
  api = recordApiRequests(t.h.sandbox.url);
});
afterAll(() => api?.stop());
beforeEach(() => api.clear());

const team = () => t.h.stack.standin.teamId;
const query = (url: URL | undefined) => Object.fromEntries(url!.searchParams);
/** The table rows of a network answer: lines that start with a network (or with ∅ where one is missing). */
const networkRows = (text: string) => text.split('\n').filter((l) => /^\s+(net_\w|∅)\s/.test(l));
const newest = async (report: string) => (await t.h.store.subscriptions.list({ teamId: team() })).filter((s) => s.report === report).at(-1)!;

describe('config', () => {
  it('validates the draft the README names with draft and its id', async () => {
    const a = await t.h.ask('config validate draft id=draft_floor_cleanup');
    expect(a.text).toContain('Validation of the draft draft_floor_cleanup configuration');
    expect(a.text).toContain('8 errors, 3 warnings');
    // The API takes one selector: the id says which draft.
    expect(api.list('/config/validate').map(query)).toEqual([{ id: 'draft_floor_cleanup' }]);
  });

  it('refuses an id said with draft that is no draft, instead of showing another configuration', async () => {
    const a = await t.h.ask('config show draft id=cfg_v2');
    expect(a.text).toContain('cfg_v2 is the published configuration, not a draft.');
    expect(a.text).not.toContain('YAML');
  });

  it('still refuses a draft and a version together, before any API call', async () => {
    const a = await t.h.ask('config validate draft v3');
    expect(a.text).toContain('a published version is not a draft');
    expect(api.list()).toEqual([]);
  });

  it('names the live configuration once, in answers and digests', async () => {
    const a = await t.h.ask('config validate');
    expect(a.text).toContain('Validation of the live configuration');
    expect(a.text).not.toContain('live live');
    await t.h.ask('digest add config_validation here at=09:00 always');
    const preview = await t.h.ask(`digest preview ${(await newest('config_validation')).id}`);
    expect(preview.text).toContain('the live configuration ·');
    expect(preview.text).not.toContain('live live');
  });
});

describe('country values in any case', () => {
  it('finds network rows for filter.country=US: the report writes countries lower-case', async () => {
    const a = await t.h.ask('network yesterday filter.country=US');
    expect(a.text).not.toContain('reported nothing');
    expect(networkRows(a.text).length).toBeGreaterThan(0);
    expect(api.list('/report/network').map((u) => u.searchParams.getAll('filter.country'))).toEqual([['us']]);
  });

  it('sends the upper-case code the reports take from bidders, alerts and digests', async () => {
    await t.h.ask('bidders yesterday country=us');
    expect(api.list('/report/bidders').map((u) => u.searchParams.get('country'))).toEqual(['US', 'US']);
    await t.h.ask('alerts add revenue drop 20% country=us');
    const [watch] = await t.h.store.watches.list({ teamId: team(), ownerUserId: 'U0LOCAL01' });
    expect(watch!.spec).toMatchObject({ filters: { country: 'US' } });
    await t.h.ask('digest add daily_revenue here at=09:00 country=us');
    expect((await newest('daily_revenue')).filters.country).toBe('US');
  });
});

describe('network', () => {
  it('asks for the network and account columns it shows, so no row reads ∅ for them', async () => {
    const a = await t.h.ask('network yesterday');
    const dims = query(api.list('/report/network')[0]).dimensions!.split(',');
    expect(dims).toEqual(expect.arrayContaining(['provider', 'provider_account_id', 'provider_account_secondary_id', 'currency']));
    const netA = networkRows(a.text).find((l) => l.trim().startsWith('net_a'))!;
    expect(netA).toContain('USD');
    expect(netA).not.toContain('∅');
  });

  it('names the network and account on every row when grouped by other dimensions', async () => {
    const a = await t.h.ask('network yesterday by format,platform');
    expect(query(api.list('/report/network')[0]).dimensions!.split(',')).toEqual(expect.arrayContaining(['format', 'platform', 'provider', 'provider_account_id']));
    const rows = networkRows(a.text);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((l) => /^\s+∅/.test(l))).toEqual([]);
  });

  it('puts no "Not covered yet" heading over an answer without rows', async () => {
    const a = await t.h.ask('network yesterday filter.country=XX');
    expect(a.text).toContain('The networks reported nothing for these days and filters.');
    expect(a.text).not.toContain('Not covered yet');
    // The reports not in yet are still said: they may bring rows.
    expect(a.text).toContain('not in yet, so rows may still arrive');
  });

  it('posts in the digest the rows, currencies and counts the command shows for the same day', async () => {
    await t.h.ask('digest add network here at=10:00');
    const digest = await t.h.ask(`digest preview ${(await newest('network')).id}`);
    const command = await t.h.ask('network yesterday');
    expect(digest.text).toContain('Network report — 2026-11-21');
    expect(networkRows(digest.text)).toEqual(networkRows(command.text));
    expect(digest.text).toContain('USD');
    expect(digest.text).toContain('rows w/o rev.');
  });
});

describe('bidders', () => {
  it('defines win rate as the column is computed, and shows win rate and eCPM against the week before', async () => {
    const a = await t.h.ask('bidders yesterday');
    expect(a.text).toContain('win rate = winning bids / bids');
    expect(a.text).not.toContain('impressions won');
    expect(a.text).toContain('Δ win rate');
    expect(a.text).toContain('Δ eCPM');
    expect(a.text).toContain('Changes against the same weekday last week (Sat 14 Nov 2026)');
    expect(a.text).toMatch(/bidder_alpha .* (▲|▼) \d+\.\d\d pts .* ((▲|▼) \d+\.\d%|±0%)/);
    const [now, before] = api.list('/report/bidders').map(query);
    expect(Number(now!.start_time) - Number(before!.start_time)).toBe(7 * 86_400);
  });
});

describe('digest text form', () => {
  it('names the tests= key when an A/B digest has no test ids, and stores nothing', async () => {
    const before = (await t.h.store.subscriptions.list({ teamId: team() })).length;
    const a = await t.h.ask('digest add abtests here at=10:00');
    expect(a.text).toContain('tests= — list the A/B test ids');
    expect((await t.h.store.subscriptions.list({ teamId: team() })).length).toBe(before);
  });

  it('shows tests= in the help and the usage', async () => {
    expect((await t.h.ask('help')).text).toContain('tests=');
    expect((await t.h.ask('digest add nothing')).text).toContain('tests=abt_demo_achieved');
  });

  it('keeps the asterisks of a cron hint: it is code', async () => {
    const a = await t.h.ask('digest add network here');
    expect(a.text).toContain('cron="0 9 * * 1-5"');
    expect(JSON.stringify(a.blocks)).toContain('`cron=\\"0 9 * * 1-5\\"`');
  });

  it('lists a digest with its schedule in words and its cron as code, apart', async () => {
    await t.h.ask('digest add weekly_summary here cron="15 10 * * 1-5"');
    const a = await t.h.ask('digest list');
    expect(a.text).toContain('At 10:15, Monday through Friday (cron 15 10 * * 1-5, America/New_York)');
    expect(JSON.stringify(a.blocks)).toContain('(cron `15 10 * * 1-5`, America/New_York)');
  });

  it('does not cut a run’s error in the middle of a word', async () => {
    const sub = await newest('weekly_summary');
    // The bot was down for three days: the scheduler records the runs it missed, with why.
    const late = new Date('2026-11-26T12:00:00Z');
    await t.h.store.runs.createDue({ now: late, instanceId: 'trial', limit: 50, plan: (s) => planRun(s, late), lease: { leaseMs: 60_000, deadlineMs: () => 3_600_000 } });
    const [run] = await t.h.store.runs.recent(sub.id, 1);
    expect(run!.error!.length).toBeGreaterThan(120);
    const line = (await t.h.ask('digest list')).text.split('\n').find((l) => l.includes(sub.id))!;
    expect(line).toContain(run!.error!);
  });

  it('cuts long text only between words', () => {
    expect(clipAtWord('alpha bravo charlie', 100)).toBe('alpha bravo charlie');
    expect(clipAtWord('alpha bravo charlie', 14)).toBe('alpha bravo…');
  });
});

// Last: it publishes an invalid live configuration.
describe('config watch', () => {
  it('names the live configuration once in the alert, and says since when it is invalid in the list', async () => {
    await t.h.ask('alerts add config');
    const yaml = (await t.h.stack.deps.apiFor({ teamId: team() }).config.show()).yaml;
    setLiveConfig(t.h.sandbox.ctx, yaml.replace('currency: USD', 'currency: EUR'), { label: 'Hand edit' });
    // A minute later: answers of the same minute are shared, and the digest preview above read the valid one.
    t.h.sandbox.ctx.clock.set(Date.parse('2026-11-22T09:05:00Z'));
    await t.h.durable.watchWorker.pass();
    const alert = t.h.calls('chat.postMessage', 'D0LOCAL01').map(messageText).find((t) => t.includes('is invalid'))!;
    expect(alert).toContain('The live configuration is invalid');
    expect(alert).not.toContain('live live');
    expect((await t.h.ask('alerts list')).text).toContain('invalid since 2026-11-22 09:05 UTC');
  });
});
