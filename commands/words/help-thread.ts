// "tell me more about reconcile" in a thread after `help` (issue 38's round 46, the seventy-eighth
// set: a new hire reading the bot's help): the help named the reports, and more about one of them is
// that report's own help — not the report run bare, whose figures over its default period nobody
// asked for. Only where the words are a lead asking for more ("tell me more about", "more on", "what
// about", "and", "explain") and one report's name, nothing else: a period, a figure or a filter beside
// it ("reconcile for last week", "show me the tasks") asks for the report itself.
import type { Understanding } from './compose.js';
import { parses, subcommandOf } from './command-text.js';
import { COMMANDS } from '../registry.js';

/** A lead asking for more about a thing, then one word (the report's) and perhaps "command" after it. */
const MORE_ABOUT = /^(?:and|so|ok(?:ay)?|cool|thanks|thx|nice)?[\s,]*(?:tell me (?:a (?:bit|little) )?more about|more (?:info |details )?(?:on|about)|what about|how about|explain|go on about)\s+(?:the\s+)?([a-z]+)(?:\s+(?:command|one|report|thing|bit|part))?\s*[?.!]*\s*(?:please|pls|plz)?\s*[?.!]*$/i;

/** Leading mentions of the bot (`<@U…>`, "@adops"), which say nothing of the ask. */
const unmention = (w: string) => w.replace(/^\s*(?:<@[A-Z0-9]+(?:\|[^>]*)?>|@[a-z0-9_-]+)[\s,:]*/i, '').trim();

/** After `help`, more about one report: that report's help. */
export function helpThread(u: Understanding, words: string, previous: string | undefined): Understanding {
  const help = COMMANDS[0]!.name;
  if (!previous || subcommandOf(previous)?.name !== help || !MORE_ABOUT.test(unmention(words))) return u;
  // (the report read from the words, or the one offered where a word beside it was not understood: "a bit more about")
  const read = u.kind === 'command' ? u.text : u.suggestions.length === 1 ? u.suggestions[0]! : '';
  const sub = subcommandOf(read)?.name;
  // (given bare or as its list, or as its help already: nothing of its own was asked)
  if (!sub || read.trim().split(/\s+/).length > 2) return u;
  if (sub === help) return { kind: 'command', text: read };
  const text = `${help} ${sub}`;
  return parses(text) ? { kind: 'command', text } : u;
}
