// Auction parameter rules of the API core (spec 4.11, 4.12): normalization, and refusal before sending.
import { createServer } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUCTION_MAX_LIMIT, createApiClient, checkBidsParams, checkRoundsParams, InvalidParameterError, ROUND_METRICS } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const T = Date.parse('2026-11-21T00:00:00Z') / 1000;
const { sandbox, api } = await sandboxAndClient();
beforeEach(() => sandbox.ctx.faults.clear());

describe('checkRoundsParams', () => {
  it('normalizes metric, country, enums and keeps the range optional', () => {
    expect(checkRoundsParams({ metric: ' Duration ', country: 'gb', device_os: 'android', test_mode: 'TEST', limit: 5 })).toMatchObject({
      metric: 'duration', country: 'GB', device_os: 'Android', test_mode: 'test', limit: 5,
    });
    expect(checkRoundsParams({ auction_id: ' auc_demo_0001 ', metric: 'anything' })).toMatchObject({ auction_id: 'auc_demo_0001' });
    expect(ROUND_METRICS).toEqual(['duration', 'bid_status', 'nonbid_reason', 'error_type', 'rejection_reason', 'winner']);
  });

  it('refuses unknown metrics, half ranges and limits out of range', () => {
    expect(() => checkRoundsParams({ metric: 'speed' })).toThrow(/use duration, bid_status, nonbid_reason, error_type, rejection_reason, winner/);
    expect(() => checkRoundsParams({ start_time: T })).toThrow(InvalidParameterError);
    expect(() => checkRoundsParams({ limit: 0 })).toThrow(/1 to 10000/);
    expect(() => checkRoundsParams({ limit: AUCTION_MAX_LIMIT + 1 })).toThrow(InvalidParameterError);
  });
});

describe('checkBidsParams', () => {
  it('needs a range and accepts the four floor sources in any case', () => {
    expect(checkBidsParams({ start_time: T, end_time: T + 3599, floor_source: 'Dynamic' })).toMatchObject({ floor_source: 'dynamic' });
    expect(() => checkBidsParams({ start_time: T, end_time: T + 32 * 86_400 })).toThrow(/31 days/);
    expect(() => checkBidsParams({ start_time: T, end_time: T + 60, floor_source: 'house' })).toThrow(/static, configured, dynamic, publisher/);
  });
});

describe('the client', () => {
  it('sends nothing for invalid parameters', async () => {
    await expect(api.auctions.rounds({ metric: 'speed' })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.auctions.bids({ start_time: T, end_time: T - 1 })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.auctions.bids({ start_time: T, end_time: T + 60, country: 'ZZ' })).rejects.toBeInstanceOf(InvalidParameterError);
    expect(sandbox.ctx.faults.received).toEqual([]);
  });
});

describe('aggregate metrics: what they covered (not in the spec) is read tolerantly', () => {
  it('reads `sample` when the API sends it, and ignores it when absent, malformed or larger', async () => {
    const answers: unknown[] = [
      { rounds: [], metrics: [] },
      { rounds: [], metrics: [], sample: 'everything' },
      { rounds: [], metrics: [], sample: { rate: '1/1000', capped: true, auctions: 50_000, region: 'eu' } },
    ];
    let next = 0;
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[next++])));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, apiKey: 'sbx_full' });
    try {
      const read = () => client.auctions.rounds({ start_time: T, end_time: T + 3599, metric: 'duration' });
      expect((await read()).sample).toBeUndefined();
      expect((await read()).sample).toBeUndefined();
      expect((await read()).sample).toEqual({ rate: '1/1000', capped: true, auctions: 50_000 });
    } finally {
      await client.close();
      await new Promise((r) => server.close(r));
    }
  });
});
