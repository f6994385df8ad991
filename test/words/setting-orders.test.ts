// An order to change the platform, asked back with what the bot can show: with nothing else to
// offer, the help subcommand by its name (helpCommand is a factory, so its `.name` had been offered).
import { describe, expect, it } from 'vitest';
import { settingOrdered } from '../../commands/words/setting-orders.js';
import { dispatch } from '../../commands/dispatch.js';
import { COMMANDS } from '../../commands/registry.js';

describe('an order to change a setting, with nothing to offer', () => {
  it('offers help, a command that runs', () => {
    const u = settingOrdered({ kind: 'clarify', reason: 'not read', suggestions: [] }, 'please turn off the floors');
    expect(u).toMatchObject({ kind: 'clarify', suggestions: ['help'] });
    for (const s of u.kind === 'clarify' ? u.suggestions : []) expect(dispatch(COMMANDS, s).kind).toBe('run');
  });
});
