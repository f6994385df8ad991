// whoami: the identity behind the bot's API key (GET /auth/status). Never the key itself.
import { whoamiView } from '../../views/whoami.js';
import { parseWith } from '../shared/args.js';
import { defineCommand } from '../types.js';

export const whoamiCommand = defineCommand<Record<string, never>>({
  name: 'whoami',
  aliases: ['me', 'identity'],
  group: 'Account',
  summary: 'The account, API key name, masked key value and permissions the bot uses.',
  usage: 'whoami',
  examples: ['whoami'],
  need: 'read',
  namesOwnAccount: true,
  parse: (text) =>
    parseWith(text, (args) => {
      args.done();
      return {};
    }),
  run: async (_request, ctx) => whoamiView(await ctx.api.auth.status()),
});
