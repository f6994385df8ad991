// Report figures and people's names reach the logs only at `trace`: at `debug` (what an operator
// turns on to look into a problem) the logs of a whole answer hold neither. Bolt's and the
// WebClient's debug lines, which carry whole requests and messages, are written at trace only.
import { describe, expect, it } from 'vitest';
import { useHarness, USERS } from '../support/harness.js';

const t = useHarness({ logLevel: 'debug' });

describe('logs at debug level', () => {
  it('hold no report figure and no person’s name from a revenue answer', async () => {
    const answer = await t.h.ask('revenue yesterday');
    const figures = JSON.stringify(answer.blocks).match(/\$[\d,]+\.\d\d/g) ?? [];
    expect(figures.length).toBeGreaterThan(0);
    const all = t.h.logs.join('\n');
    expect(all).toContain('command received');
    for (const figure of figures) expect(all).not.toContain(figure);
    for (const user of USERS) expect(all).not.toContain(user.name);
  });
});
