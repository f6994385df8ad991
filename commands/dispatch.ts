// From the text after /adops to a parsed request of one subcommand — or to the help/usage
// message to show instead. Pure and fast: it runs before ack.
import { helpView, usageView } from '../views/help.js';
import type { BotMessage } from '../views/types.js';
import type { RegisteredCommand } from './types.js';

export type Dispatch =
  | { kind: 'run'; command: RegisteredCommand; request: unknown; text: string }
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
    const near = closest(commands, word.toLowerCase());
    const hint = near ? ` Did you mean \`${near}\`?` : '';
    return { kind: 'reply', message: helpView(commands, `I don't know \`${truncateWord(word)}\`.${hint} Here is what I can do:`) };
  }
  const rest = text.slice(word.length).trim() || restWords.join(' ');
  const parsed = command.parse(rest);
  if (!parsed.ok) return { kind: 'reply', message: usageView(command, parsed.error) };
  return { kind: 'run', command, request: parsed.request, text };
}

/** What the user typed, shown back short and inside one code span (views escape it). */
function truncateWord(w: string): string {
  return (w.length > 40 ? `${w.slice(0, 39)}…` : w).replace(/`/g, "'");
}

/** The subcommand within edit distance 2 of what was typed, for "did you mean". */
function closest(commands: readonly RegisteredCommand[], word: string): string | undefined {
  if (word.length > 30) return undefined;
  let best: { name: string; d: number } | undefined;
  for (const c of commands) {
    for (const name of [c.name, ...(c.aliases ?? [])]) {
      const d = editDistance(word, name);
      if (d <= 2 && (!best || d < best.d)) best = { name: c.name, d };
    }
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
