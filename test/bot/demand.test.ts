// demand: own revenue against each demand source's reported revenue (spec 4.7), through the real
// pipeline — signed slash commands into the Bolt app, the sandbox over HTTP — asserting what the
// user reads. The sandbox clock stands at 09:00 UTC, before the 12:00 UTC rollover: the latest
// completed date is the day before yesterday (2026-11-20).
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_NOW, useHarness, withHarness } from '../support/harness.js';

const t = useHarness();
afterEach(() => t.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW)));

const SOURCES = ['bidder_alpha', 'bidder_bravo', 'bidder_charlie', 'bidder_delta', 'bidder_echo'];

describe('demand comparison', () => {
  it('compares own and reported revenue per demand source, with mapped and unmapped ad units', async () => {
    const a = await t.h.ask('demand last 7d');
    expect(a.text).toContain('Demand comparison — last 7 days');
    // 2026-11-21 completes at 12:00 UTC on the 22nd: the window is cut before it, and says so.
    expect(a.text).toContain('15–20 Nov 2026 · UTC dates · every demand source');
    expect(a.text).toContain('2026-11-21 onward is not completed yet (a UTC date is completed at 12:00 UTC the day after)');
    expect(a.text).toMatch(/demand source\s+own revenue\s+reported\s+difference\s+% of own\s+mapped units/);
    for (const source of SOURCES) expect(a.text).toMatch(new RegExp(`${source}\\s+\\$[\\d,]+\\.\\d\\d\\s+\\$[\\d,]+\\.\\d\\d\\s+[+-]\\$[\\d,]+\\.\\d\\d\\s+[+-]\\d+\\.\\d\\d%\\s+\\d+`));
    expect(a.text).toMatch(/all sources\s+\$[\d,]+\.\d\d/);
    // bidder_charlie's report runs about 6% under ours (the sandbox's bias).
    expect(a.text).toMatch(/bidder_charlie .* -[5-7]\.\d\d%/);
    expect(a.text).toContain('20 of our ad units are mapped');
    expect(a.text).toMatch(/8 of the sources' ad units are unmapped \(1 ambiguous: matching several of ours\) and left out of the comparison: \$[\d,]+\.\d\d reported revenue/);
    expect(a.text).toContain('The 5 largest:');
    expect(a.text).toMatch(/bidder_charlie · Word Rush banner \(all platforms\) · ambiguous/);
    expect(a.text).toContain('could be au_031_banner or au_041_banner');
    expect(a.text).toContain('no mapping');
    // bidder_charlie reports 34 h after the day ends: 2026-11-20 is not in yet.
    expect(a.text).toMatch(/Reports not in yet[\s\S]*bidder_charlie \([^)]+\): reported up to 2026-11-19, not yet 2026-11-20/);
    expect(t.h.received('/report/demand-comparison/ad-units')).toHaveLength(1);
    expect(t.h.received('/report/demand-comparison')).toHaveLength(2);
    expect(a.post.body.response_type).toBe('ephemeral');
    expect(a.text).toContain('Share to channel');
  });

  it('shows one demand source, and "yesterday" once it is completed at 12:00 UTC', async () => {
    const early = await t.h.ask('demand yesterday source=bidder_alpha');
    expect(early.text).toContain('yesterday has no completed date for a demand comparison yet (a UTC date is completed at 12:00 UTC the day after)');
    expect(early.text).toContain('the latest completed date is 2026-11-20');
    expect(t.h.received('/report/demand-comparison')).toHaveLength(0);

    t.h.sandbox.ctx.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    const a = await t.h.ask('demand yesterday source=bidder_alpha');
    expect(a.text).toContain('Demand comparison — yesterday');
    expect(a.text).toContain('Sat 21 Nov 2026 · UTC dates · source=bidder_alpha');
    expect(a.text).not.toContain('not completed yet');
    expect(a.text).toMatch(/bidder_alpha\s+\$[\d,]+\.\d\d\s+\$[\d,]+\.\d\d\s+-\$[\d,]+\.\d\d\s+-\d\.\d\d%\s+20/);
    for (const other of SOURCES.slice(1)) expect(a.text).not.toContain(other);
    expect(a.text).not.toContain('all sources');
    expect(a.text).toContain('No unmapped ad units');
  });

  it('refuses a range before 2020-01-01 as every report does, before any API call (a short range and a long one)', async () => {
    for (const command of ['demand 2019-12-01..2019-12-05', 'demand 2019-11-01..2020-02-15']) {
      const text = (await t.h.ask(command)).text;
      expect(text, command).toContain('the reporting API has no data before 2020-01-01 and this range starts on 2019-');
      expect(text, command).toContain('start it on 2020-01-01 or later');
      expect(text, command).not.toContain('demand source');
    }
    expect(t.h.received('/')).toEqual([]);
  });

  it('refuses more than 372 dates and an unreadable source before any API call', async () => {
    const long = await t.h.ask('demand last 400d');
    expect(long.text).toContain('a demand comparison covers at most 372 dates, read 31 at a time (this range has 400)');
    expect(long.text).toContain('/adops demand [range] [source=');
    const dates = await t.h.ask('demand 2024-10-01..2025-11-05');
    expect(dates.text).toContain('this range has 401');
    const source = await t.h.ask('demand last 7d source=bidder_alpha,<b>');
    expect(source.text).toContain('source= takes demand source ids such as bidder_alpha');
    const stray = await t.h.ask('demand last 7d by country');
    expect(stray.text).toContain('I did not understand');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('says today has no completed date, naming the latest, without calling the API', async () => {
    const a = await t.h.ask('demand today');
    expect(a.text).toContain('today has no completed date for a demand comparison yet');
    expect(a.text).toContain('try /adops demand 2026-11-20');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

  it('passes the API’s refusal of an unknown demand source on, in the standard error message', async () => {
    const a = await t.h.ask('demand last 7d source=bidder_zulu');
    expect(a.text).toContain('The API rejected a parameter of this request.');
    expect(a.text).toContain('unknown demand_source "bidder_zulu"');
  });

  it('tells a key without the demand comparison feature what is missing (403)', async () => {
    await withHarness({ apiKey: 'sbx_nofeatures' }, async (noFeatures) => {
      const a = await noFeatures.ask('demand last 7d');
      expect(a.text).toContain('The bot’s API key is missing demand comparison.');
      expect(a.text).toContain('API said: demand comparison is not enabled for this account');
      expect(a.text).toContain('/adops whoami');
      expect(noFeatures.sandbox.ctx.faults.count('/report/demand-comparison')).toBeGreaterThanOrEqual(1);
    });
  });
});
