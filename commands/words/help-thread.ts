// A subcommand named alone in a thread after the help (issue 38's round 46, the seventy-seventh set):
// "export", "and alerts?", "what about the recon one" after `help` asks what that subcommand does — its
// help — not to run it bare. The grammar reads a lone "export" as the command (a form with nothing
// filled in), which is another answer than asked: the thread is a reading of the help. Only a name
// with nothing after it but glue; "export impressions yesterday" after the help is the export asked.
// The subcommand is named as the registry holds it, by its own name or a form of it ("exports",
// "recon"), never an alias that is an everyday word of its own ("me", "summary", "table").
import { COMMANDS } from '../registry.js';
import { HELP_NAME } from '../help/index.js';
import type { Understanding } from './compose.js';
import { parses } from './command-text.js';

/** Glue around the name in a follow-up: "and …?", "what about the … one", "… too". */
const LEAD = /^\s*(?:(?:and|ok|okay|now|so|then)\s+)?(?:(?:what|how)\s+about\s+|(?:and\s+)?for\s+)?(?:the\s+)?/i;
const TAIL = /\s*(?:\s(?:one|command|cmd|too|then|pls|please))*\s*[?.!]*\s*$/i;

/** The subcommand a word names: its own name, or an alias that is a form of the name ("exports", "recon"). */
function subcommandNamed(word: string) {
  const w = word.toLowerCase();
  return COMMANDS.find((c) => c.name !== HELP_NAME && (c.name === w || (c.aliases ?? []).some((a) => a === w && (a.startsWith(c.name) || c.name.startsWith(a)))));
}

/** `help <subcommand>` when the thread is the help and the words name one subcommand alone; else undefined. */
export function helpOfNamed(words: string, previous: string | undefined): Understanding | undefined {
  if (!previous || previous.split(/\s+/)[0] !== HELP_NAME) return undefined;
  const rest = words.replace(/^\s*\/adops\b/i, '').replace(LEAD, '').replace(TAIL, '').trim();
  if (!/^[a-z-]+$/i.test(rest)) return undefined;
  const named = subcommandNamed(rest);
  const text = named ? `${HELP_NAME} ${named.name}` : '';
  return named && parses(text) ? { kind: 'command', text } : undefined;
}
