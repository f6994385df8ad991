// help: the grouped usage list. Also what empty or unknown text shows (see ../dispatch.ts).
import { commandHelpView, helpView } from '../../views/help.js';
import { parseWith } from '../shared/args.js';
import { defineCommand, type RegisteredCommand } from '../types.js';

/** The subcommand's name, for those that offer it (helpCommand is a factory: its own `.name` is the function's). */
export const HELP_NAME = 'help';

/** Built with a getter so the registry can list itself without an import cycle. */
export function helpCommand(all: () => readonly RegisteredCommand[]): RegisteredCommand {
  return defineCommand<{ topic?: string }>({
    name: HELP_NAME,
    aliases: ['?', 'usage'],
    group: 'Help',
    summary: 'This list; `help <subcommand>` for one subcommand.',
    usage: 'help [subcommand]',
    examples: ['help', 'help breakdown', 'help digest'],
    need: 'anyone',
    parse: (text) => parseWith(text, (args) => ({ topic: args.word()?.toLowerCase() })),
    run: async ({ topic }) => {
      const commands = all();
      const found = topic ? commands.find((c) => c.name === topic || c.aliases?.includes(topic)) : undefined;
      if (found) return commandHelpView(found);
      return helpView(commands, topic ? `There is no \`${topic}\` subcommand. Here is what I can do:` : undefined);
    },
  });
}
