// Export body rules of the API core (spec 2.8): normalization, and refusal before sending.
import { beforeEach, describe, expect, it } from 'vitest';
import { checkExportBody, exportableDays, InvalidParameterError } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const { sandbox, api } = await sandboxAndClient({ now: NOW }, { now: () => NOW });
beforeEach(() => sandbox.ctx.faults.clear());

describe('exportableDays', () => {
  it('spans yesterday back to 45 days ago, moving at UTC midnight', () => {
    expect(exportableDays(NOW)).toEqual({ newest: '2026-11-21', oldest: '2026-10-08' });
    expect(exportableDays(Date.parse('2026-11-22T23:59:59Z')).newest).toBe('2026-11-21');
    expect(exportableDays(Date.parse('2026-11-23T00:00:00Z')).newest).toBe('2026-11-22');
  });
});

describe('checkExportBody', () => {
  it('normalizes values: trimmed text, upper-case country, canonical enums', () => {
    expect(checkExportBody('impressions', { date: '2026-11-21', country: ' gb ', device_os: 'ios', test_mode: 'ALL', bidder: ' bidder_alpha ' }, NOW)).toEqual({
      date: '2026-11-21', country: 'GB', device_os: 'iOS', test_mode: 'all', bidder: 'bidder_alpha',
    });
    expect(checkExportBody('requests', { date: '2026-11-21', request_status: 'No_Fill' }, NOW)).toEqual({ date: '2026-11-21', request_status: 'no_fill' });
  });

  it('refuses what 2.8 does not allow, naming the field', () => {
    const refused = (kind: 'impressions' | 'requests', body: object, param: string) => {
      const err = (() => {
        try {
          checkExportBody(kind, body as never, NOW);
        } catch (e) {
          return e;
        }
      })();
      expect(err, JSON.stringify(body)).toBeInstanceOf(InvalidParameterError);
      expect((err as InvalidParameterError).param).toBe(param);
    };
    refused('impressions', {}, 'date');
    refused('impressions', { date: '21/11/2026' }, 'date');
    refused('impressions', { date: '2026-11-22' }, 'date');
    refused('impressions', { date: '2026-10-07' }, 'date');
    refused('impressions', { date: '2026-11-21', request_status: 'filled' }, 'request_status');
    refused('requests', { date: '2026-11-21', app_id: '1487320112' }, 'app_id');
    refused('requests', { date: '2026-11-21', line_item_id: 'li_012_r1' }, 'line_item_id');
    refused('impressions', { date: '2026-11-21', country: 'UK' }, 'country');
    refused('impressions', { date: '2026-11-21', app_bundle: '  ' }, 'app_bundle');
    refused('impressions', { date: '2026-11-21', colour: 'red' }, 'colour');
  });
});

describe('the client', () => {
  it('sends nothing for an invalid body', async () => {
    await expect(api.exports.createImpressions({ date: '2026-11-22' })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.exports.createRequests({ date: '2026-11-21', bidder: 'bidder_alpha' })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.exports.getBids(' ')).rejects.toBeInstanceOf(InvalidParameterError);
    expect(sandbox.ctx.faults.received).toEqual([]);
  });
});
