// The alert-kind registry as the alerts subcommand and the watch list use it: `alerts add` words
// lead to their kind's parse, a stored spec is narrowed by its own kind only, and a watch of a kind
// no longer declared fails plainly instead of being read as another.
import { describe, expect, it } from 'vitest';
import { Args, UsageProblem } from '../../commands/shared/args.js';
import { ALERT_ADD_WORDS, ALERT_KINDS, alertKindOf, readAlertSpec, watchWordsOf } from '../../src/jobs/alerts/registry.js';
import type { SpecReader } from '../../src/jobs/alerts/kind.js';
import type { Watch } from '../../src/store/index.js';

function reader(text: string): SpecReader {
  const args = new Args(text);
  return { word: () => args.word(), flag: (...w) => args.flag(...w), option: (...k) => args.option(...k), refuse: (m) => { throw new UsageProblem(m); } };
}

const watch = (spec: Watch['spec'], state: Record<string, unknown> = {}): Watch =>
  ({ id: 'alr_test0001', teamId: 'T1', ownerUserId: 'U1', kind: spec.kind, spec, destinations: ['dm'], mentions: [], channelId: null, paused: false, state, lastError: null, lastCheckedAt: null }) as unknown as Watch;

describe('the alert kinds registry', () => {
  it('reads `alerts add <word> …` with the kind that word starts', () => {
    expect(ALERT_ADD_WORDS).toEqual(['revenue', 'impressions', 'ecpm', 'fill_rate', 'config']);
    expect(readAlertSpec('fill-rate', reader('drop 15% hourly country=US'))).toEqual({ kind: 'metric_drop', metric: 'fill_rate', dropPct: 15, period: 'hour', filters: { country: 'US', device_os: undefined, app: undefined, ad_unit: undefined } });
    expect(readAlertSpec('config', reader('version=3'))).toEqual({ kind: 'config', selector: { version: 3 } });
    expect(readAlertSpec('clicks', reader('drop 20%'))).toBeUndefined();
    expect(() => readAlertSpec('config', reader('draft version=3'))).toThrow('watch one configuration');
  });

  it('narrows a stored spec by its own kind, and describes it in that kind’s words', () => {
    const config = watch({ kind: 'config', selector: { draft: true } }, { valid: false });
    expect(ALERT_KINDS.filter((k) => k.owns(config.spec)).map((k) => k.kind)).toEqual(['config']);
    expect(watchWordsOf(config)).toMatchObject({ what: 'Config validation (the draft)', state: 'invalid' });
    expect(watchWordsOf(watch({ kind: 'abtest', abTestId: 'abt_1' })).what).toBe('A/B test abt_1 status');
  });

  it('fails plainly on a watch of a kind this version does not declare', () => {
    expect(() => alertKindOf(watch({ kind: 'clicks_drop' }))).toThrow(/kind this version of the bot does not know \(clicks_drop\)/);
  });
});
