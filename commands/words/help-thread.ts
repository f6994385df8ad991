// A subcommand asked about in a thread after the help (issue 38's round 46: the seventy-seventh set's
// "export", "and alerts?", "what about the recon one"; the seventy-eighth's new hire, "tell me more about
// reconcile"): the thread is a reading of the help, so one subcommand named, alone or after a lead that
// asks for more, is that subcommand's help — not the subcommand run bare (a form with nothing filled in,
// or figures over its default period nobody asked for). Only a name with nothing after it but glue:
// "export impressions yesterday" or "reconcile for last week" after the help is the report asked. The
// subcommand is named as the registry holds it, by its own name or a form of it ("exports", "recon"),
// never an alias that is an everyday word of its own ("me", "summary", "table").
import { COMMANDS } from '../registry.js';
import { HELP_NAME } from '../help/index.js';
import type { Understanding } from './compose.js';
import { parses } from './command-text.js';

/** Leading mentions of the bot (`<@U…>`, "@adops", "/adops"), which say nothing of the ask. */
const MENTION = /^\s*(?:<@[A-Z0-9]+(?:\|[^>]*)?>|@[a-z0-9_-]+|\/adops\b)[\s,:]*/i;
/** Glue before the name: "and …?", "what about the … one", "tell me a bit more about …", "explain …". */
const LEAD = /^\s*(?:(?:and|ok|okay|now|so|then|cool|thanks|thx|nice)[\s,]+)?(?:(?:what|how)\s+about\s+|(?:and\s+)?for\s+|tell me (?:a (?:bit|little) )?more about\s+|more (?:info |details )?(?:on|about)\s+|explain\s+|go on about\s+|how\s+(?:does|do)\s+)?(?:the\s+)?/i;
/** Words after the name that add nothing ("the export one", "and alerts too?"); taken off word by word, in linear time. */
const TAIL_WORDS = new Set(['one', 'command', 'cmd', 'report', 'thing', 'bit', 'part', 'too', 'then', 'pls', 'please', 'plz', 'work', 'works']);

/** The subcommand a word names: its own name, or an alias that is a form of the name ("exports", "recon"). */
function subcommandNamed(word: string) {
  const w = word.toLowerCase();
  return COMMANDS.find((c) => c.name !== HELP_NAME && (c.name === w || (c.aliases ?? []).some((a) => a === w && (a.startsWith(c.name) || c.name.startsWith(a)))));
}

/** `help <subcommand>` when the thread is the help and the words name one subcommand alone; else undefined. */
export function helpOfNamed(words: string, previous: string | undefined): Understanding | undefined {
  if (!previous || previous.split(/\s+/)[0] !== HELP_NAME) return undefined;
  // (whitespace made single first: the patterns then cannot try a long run of spaces many ways)
  const said = words.slice(0, 500).replace(/\s+/g, ' ').replace(MENTION, '').replace(LEAD, '').replace(/[ ?.!]+$/, '').split(' ');
  while (said.length > 1 && TAIL_WORDS.has(said.at(-1)!.toLowerCase())) said.pop();
  const rest = said.join(' ');
  if (!/^[a-z-]+$/i.test(rest)) return undefined;
  const named = subcommandNamed(rest);
  const text = named ? `${HELP_NAME} ${named.name}` : '';
  return named && parses(text) ? { kind: 'command', text } : undefined;
}
