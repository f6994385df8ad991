// The account's names the words are matched against (src/reports/account-names.ts), read from the
// sandbox over real HTTP: what it has traffic for, its bidders and Tasks; one read per account in
// 15 minutes; a part the API refuses is left out, the rest kept.
import { describe, expect, it } from 'vitest';
import { AccountNamesCache } from '../../src/reports/account-names.js';
import { useHarness } from '../support/harness.js';

const t = useHarness();

describe('the account’s names', () => {
  it('lists apps, countries, formats, bidders and Tasks, read once for a burst of questions', async () => {
    const deps = t.h.stack.deps;
    const cache = new AccountNamesCache(deps.now);
    const api = deps.apiFor({ teamId: t.h.stack.standin.teamId });
    const names = await cache.get(api, deps.logger);
    expect(names.apps?.length).toBeGreaterThan(0);
    expect(names.countries?.length).toBeGreaterThan(0);
    expect(names.formats?.length).toBeGreaterThan(0);
    expect(names.bidders?.length).toBeGreaterThan(0);
    expect(names.tasks?.every((x) => x.id && x.name)).toBe(true);
    const reads = t.h.received('').length;
    expect(reads).toBeGreaterThanOrEqual(5);
    await cache.get(api, deps.logger);
    expect(t.h.received('').length).toBe(reads);
  });

  it('keeps what it could read when a part fails', async () => {
    const deps = t.h.stack.deps;
    t.h.sandbox.ctx.faults.inject({ path: '/report/bidders', status: 503, times: 100 });
    const names = await new AccountNamesCache(deps.now).get(deps.apiFor({ teamId: t.h.stack.standin.teamId }), deps.logger);
    expect(names.bidders).toBeUndefined();
    expect(names.apps?.length).toBeGreaterThan(0);
  });
});
