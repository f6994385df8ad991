// From the text after /adops to a parsed request of one subcommand — or to the help/usage
// message to show instead. Pure and fast: it runs before ack.
import { helpView, usageView } from '../views/help.js';
import type { BotMessage } from '../views/types.js';
import { closest } from './shared/did-you-mean.js';
import type { AccountOption, RegisteredCommand } from './types.js';

export type Dispatch =
  | { kind: 'run'; command: RegisteredCommand; request: unknown; text: string; account?: AccountOption }
  | { kind: 'reply'; message: BotMessage };

export function findCommand(commands: readonly RegisteredCommand[], word: string): RegisteredCommand | undefined {
  const w = word.toLowerCase();
  return commands.find((c) => c.name === w || c.aliases?.includes(w));
}

export function dispatch(commands: readonly RegisteredCommand[], rawText: string): Dispatch {
  const text = rawText.trim().replace(/^\/adops\b\s*/i, '');
  if (text === '') return { kind: 'reply', message: helpView(commands) };
  const [word = '', ...restWords] = text.split(/\s+/);
  const command = findCommand(commands, word);
  if (!command) {
    const near = closestCommand(commands, word);
    const hint = near ? ` Did you mean \`${near}\`?` : '';
    return { kind: 'reply', message: helpView(commands, `I don't know \`${truncateWord(word)}\`.${hint} Here is what I can do:`) };
  }
  const rest = text.slice(word.length).trim() || restWords.join(' ');
  const parsed = command.parse(rest);
  if (!parsed.ok) return { kind: 'reply', message: usageView(command, parsed.error) };
  return { kind: 'run', command, request: parsed.request, text, ...(parsed.account ? { account: parsed.account } : {}) };
}

/** What the user typed, shown back short and inside one code span (views escape it). */
function truncateWord(w: string): string {
  return (w.length > 40 ? `${w.slice(0, 39)}…` : w).replace(/`/g, "'");
}

/** The subcommand (by its name or an alias) near what was typed, for "did you mean". */
function closestCommand(commands: readonly RegisteredCommand[], word: string): string | undefined {
  const byName = new Map(commands.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((n) => [n, c.name] as const)));
  const near = closest(word, [...byName.keys()]);
  return near === undefined ? undefined : byName.get(near);
}
