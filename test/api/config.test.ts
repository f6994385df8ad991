// Configuration selector rules of the API core (spec 4.13, 4.14; validate takes show's selector).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configQuery, createApiClient, InvalidParameterError, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sandbox: Sandbox;
let api: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
  api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
});
afterAll(async () => {
  await api.close();
  await sandbox.close();
});
beforeEach(() => sandbox.ctx.faults.clear());

describe('configQuery', () => {
  it('sends nothing for live, and one of id, version or draft otherwise', () => {
    expect(configQuery({}, 'op')).toEqual({ id: undefined, version: undefined, draft: undefined });
    expect(configQuery({ id: ' cfg_v2 ' }, 'op')).toMatchObject({ id: 'cfg_v2' });
    expect(configQuery({ version: 3 }, 'op')).toMatchObject({ version: 3 });
    expect(configQuery({ draft: true }, 'op')).toMatchObject({ draft: 'true' });
    expect(configQuery({ draft: false }, 'op')).toMatchObject({ draft: undefined });
  });

  it('refuses combinations, empty ids and impossible versions', () => {
    expect(() => configQuery({ id: 'cfg_v1', version: 1 }, 'op')).toThrow(/one of id, version or draft/);
    expect(() => configQuery({ version: 2, draft: true }, 'op')).toThrow(InvalidParameterError);
    expect(() => configQuery({ id: '  ' }, 'op')).toThrow(/must not be empty/);
    expect(() => configQuery({ version: 0 }, 'op')).toThrow(/version/);
    expect(() => configQuery({ version: 1.5 }, 'op')).toThrow(/version/);
  });
});

describe('the client', () => {
  it('sends nothing for an invalid selector', async () => {
    await expect(api.config.show({ id: 'cfg_v1', draft: true })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.config.validate({ version: -1 })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.tasks.get('')).rejects.toBeInstanceOf(InvalidParameterError);
    expect(sandbox.ctx.faults.received).toEqual([]);
  });
});
