// The parser is pure and runs before the API: whatever text arrives, dispatch never throws and
// always yields either a usage/help message or a request the command accepts. Seeded random
// strings plus tricky tokens (quotes, unicode, huge numbers, injection-looking text).
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../commands/dispatch.js';
import { COMMANDS } from '../../commands/registry.js';
import { rng } from '../../src/sandbox/data/random.js';
import { checkBlocks } from '../../src/slack-standin/block-kit.js';

const TRICKY = [
  'by', 'by=', 'by=country,,os', 'metrics=', 'metrics=revenue,revenue', 'top=0', 'top=1001', 'top=9999999999999999999', 'bottom=-1',
  'having=revenue>', 'having=foo>1', 'tz=Mars/Olympus', 'tz=', 'country=', 'country=ZZ', 'os=windows', 'source=', 'source=,',
  'last', 'last 0d', 'last 99999d', 'last -3d', '2026-02-30', '2026-13-01', '2026-01-01..2025-01-01', '2026-11-01...2026-11-02', '0000-00-00',
  'today yesterday', 'this', 'week', 'mtd', '"unterminated', '“smart quotes”', 'filter.', 'filter.provider=', 'filter.x=y', 'is_null=',
  'version', 'version x', 'v0', 'id', 'draft', 'yaml', 'csv', 'hourly', '<@U123>', '<!channel>', '`rm -rf`', '```', '\u0000', '🎉', 'x'.repeat(3000),
  'limit=0', 'limit=abc', 'floor_source=nope', 'status=bogus', 'impressions', 'requests', 'bids', 'yesterday', 'app=', 'ad_unit=au_1',
];

const WORDS = [...COMMANDS.flatMap((c) => [c.name, ...(c.aliases ?? [])]), 'revnue', 'HELP', 'Revenue', ''];

function randomText(next: () => number): string {
  const n = Math.floor(next() * 8);
  const parts = [WORDS[Math.floor(next() * WORDS.length)]!];
  for (let i = 0; i < n; i++) {
    if (next() < 0.6) parts.push(TRICKY[Math.floor(next() * TRICKY.length)]!);
    else parts.push(String.fromCharCode(...Array.from({ length: 1 + Math.floor(next() * 12) }, () => 32 + Math.floor(next() * 0x2fff))));
  }
  return parts.join(next() < 0.2 ? '  ' : ' ');
}

describe('parser fuzz', () => {
  it('never throws and always yields usage or a request, within Block Kit limits', () => {
    const next = rng(20261122);
    let requests = 0;
    let replies = 0;
    for (let i = 0; i < 2_000; i++) {
      const text = randomText(next);
      let routed: ReturnType<typeof dispatch> | undefined;
      try {
        routed = dispatch(COMMANDS, text);
      } catch (err) {
        expect.fail(`dispatch threw on ${JSON.stringify(text.slice(0, 200))}: ${(err as Error).message}`);
      }
      if (routed.kind === 'run') {
        requests += 1;
        expect(COMMANDS).toContain(routed.command);
        expect(routed.request).toBeTypeOf('object');
      } else {
        replies += 1;
        expect(['usage', 'answer']).toContain(routed.message.kind);
        expect(checkBlocks(routed.message.blocks, 'message'), text).toBeUndefined();
      }
    }
    expect(requests).toBeGreaterThan(100);
    expect(replies).toBeGreaterThan(100);
  });

  it('accepts the documented examples of every subcommand', () => {
    for (const c of COMMANDS) {
      for (const example of c.examples) {
        const routed = dispatch(COMMANDS, example);
        expect(routed.kind, example).toBe('run');
      }
    }
  });
});
