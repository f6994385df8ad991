// whoami: the identity behind the API key that answers here (GET /auth/status) — never the key —
// with what the key may do: its permissions (the API lists them) and its account's features (the
// API does not: learned when the key was connected and from every 403, src/api/features.ts), and
// when they were last checked. Then every other account the asker may read, the same way.
// `whoami account=<name>`: that account's. The bot's own key (nothing connected) shows what its
// answers have taught (a feature is "not known yet" until a call that needs it succeeds).
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
  // Reads, but is no report answer: the key and the other accounts stay hidden from an external grant.
  need: () => ({ capability: 'read', memberOf: [], audit: { action: 'command', subject: 'whoami', detail: {} } }),
  rollUpWhyNot: 'it already lists every account you may read, with each key’s permissions and features',
  namesOwnAccount: true,
  parse: (text) =>
    parseWith(text, (args) => {
      args.done();
      return {};
    }),
  run: async (_request, ctx) => {
    const identity = await ctx.api.auth.status();
    const current = ctx.accounts.current();
    const own = ctx.accounts.ownKey();
    const features = current ? { features: current.features, checkedAt: current.featuresCheckedAt } : { features: own.features, checkedAt: own.checkedAt };
    const others = current ? (await ctx.accounts.readable()).filter((a) => a.connectionId !== current.connectionId) : [];
    return whoamiView(identity, { ...features, account: current?.line, others });
  },
});
