// whoami: the identity behind the API key that answers here (GET /auth/status) — never the key —
// with what the key may do: its permissions (the API lists them) and its account's features (the
// API does not: learned when the key was connected and from every 403, src/api/features.ts), and
// when they were last checked. Then every other account the asker may read, the same way.
// `whoami account=<name>`: that account's. The bot's own key (nothing connected) is checked now.
import { probeFeatures } from '../../src/api/index.js';
import { whoamiView } from '../../views/whoami.js';
import { parseWith } from '../shared/args.js';
import { defineCommand } from '../types.js';

export const whoamiCommand = defineCommand<Record<string, never>>({
  name: 'whoami',
  aliases: ['me', 'identity'],
  group: 'Account',
  summary: 'The account, API key name, masked key value, permissions and features of each account you may read.',
  usage: 'whoami [account=<name>]',
  examples: ['whoami', 'whoami account=main'],
  need: 'read',
  namesOwnAccount: true,
  parse: (text) =>
    parseWith(text, (args) => {
      args.done();
      return {};
    }),
  run: async (_request, ctx) => {
    const identity = await ctx.api.auth.status();
    const current = ctx.accounts.current();
    const features = current
      ? { features: current.features, checkedAt: current.featuresCheckedAt }
      : { features: await probeFeatures(ctx.api, identity.permissions ?? [], ctx.now()), checkedAt: new Date(ctx.now()) };
    const others = current ? (await ctx.accounts.readable()).filter((a) => a.connectionId !== current.connectionId) : [];
    return whoamiView(identity, { ...features, account: current?.line, others });
  },
});
