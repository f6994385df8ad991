// bidders before its data: bidder figures start on 2026-06-01 (spec 4.3). Through the real
// pipeline (signed slash commands, the sandbox over HTTP): a range reaching back before that date
// is answered with the date and what to type; a range entirely before it is refused before any call.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';

const t = useHarness();

describe('bidders and the start of bidder data (2026-06-01)', () => {
  it('a range that starts before 2026-06-01 says bidder data starts then, and what to type', async () => {
    const a = await t.h.ask('bidders 2026-05-01..2026-07-15');
    expect(a.text).toContain('No bidder activity in this range.');
    expect(a.text).toContain('Bidder data starts on 2026-06-01 (UTC): the days of this range before it have none.');
    expect(a.text).toContain('/adops bidders 2026-06-01..2026-07-15');
  });

  it('a range entirely before 2026-06-01 is refused plainly, before any API call', async () => {
    const a = await t.h.ask('bidders 2026-05-01..2026-05-20');
    expect(a.text).toContain('bidder data starts on 2026-06-01 (UTC) and this range ends on 2026-05-20, so it has none; ask for a range from 2026-06-01, e.g. bidders 2026-06-01..2026-06-07');
    expect(t.h.received('/')).toEqual([]);
  });

  it('a range with bidder data everywhere carries no such note', async () => {
    const a = await t.h.ask('bidders 2026-11-21');
    expect(a.text).toMatch(/bidder_alpha/);
    expect(a.text).not.toContain('Bidder data starts');
  });
});
