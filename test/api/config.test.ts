// Configuration selector rules of the API core (spec 4.13, 4.14; validate takes show's selector).
import { beforeEach, describe, expect, it } from 'vitest';
import { configQuery, InvalidParameterError } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox, api } = await sandboxAndClient();
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
