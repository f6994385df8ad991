// The durable side's settings: defaults, and every bad value reported in plain words at once.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { loadDurableConfig } from '../../src/app/durable-config.js';

describe('durable settings', () => {
  it('has defaults, and takes the database from the main configuration', () => {
    const c = loadDurableConfig({}, { databaseUrl: 'postgres://x@127.0.0.1/db' });
    expect(c).toMatchObject({ databaseUrl: 'postgres://x@127.0.0.1/db', dataDir: './data', schedulerConcurrency: 64, graceMs: 3_600_000, workerIntervalMs: 2_000, channelIntervalMs: 1_000 });
    expect(c.instanceId).toMatch(/-\d+$/);
  });

  it('reports every bad value at once', () => {
    try {
      loadDurableConfig({ SCHEDULER_CONCURRENCY: '0', SCHEDULER_GRACE_MINUTES: 'soon', INSTANCE_ID: 'has space' }, {});
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'INSTANCE_ID may hold letters, digits and . _ : - (at most 64)',
        'SCHEDULER_CONCURRENCY must be a whole number from 1 to 256',
        'SCHEDULER_GRACE_MINUTES must be a whole number from 0 to 1440',
      ]);
    }
  });
});
