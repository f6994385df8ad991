// An alert asked to post in a channel said by its name ("tell me in #adops-alerts if fill drops 15%",
// "post an alert to #ops when ecpm falls"), issue 38's round 45. An alert goes to a channel by its id
// (<#C…>, which Slack writes when a channel is picked from its list, is read as channel= in
// ./markup.ts); a name typed as plain text cannot be turned into an id without asking Slack, and the
// reader does no I/O. Set up without it, the alert would post somewhere else than asked — a wrong
// answer — so it is asked back, the alert offered to post here (in the channel the question is asked
// in) and, as the last choice, by DM.
import { alertsCommand } from '../alerts/index.js';
import type { Understanding } from './compose.js';
import { parses, subcommandOf } from './command-text.js';

/** "#adops-alerts" after a word that places it ("in", "to", "into", "on", "=") — never "#1", a rank. */
const CHANNEL_NAMED = /(?:\b(?:in|to|into|on|at)\s+(?:the\s+|our\s+)?|=)#([a-z][a-z0-9_-]*)/i;
/** Where an alert goes, already said in the command. */
const PLACED = /(?:^|\s)(?:here|dm|channel=\S+|to=\S+)(?=\s|$)/;

/** The alert's command with its destination asked back, when the words name a channel by name alone. */
export function channelNamed(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || subcommandOf(u.text) !== alertsCommand) return u;
  const named = CHANNEL_NAMED.exec(words);
  if (!named || PLACED.test(u.text) || !new RegExp(String.raw`^\s*${alertsCommand.name}\s+add\b`).test(u.text)) return u;
  const here = `${u.text} here`;
  return {
    kind: 'clarify',
    reason: `I can’t tell which channel #${named[1]} is from its name. Ask in #${named[1]} itself to post there, or pick the channel (Slack’s #-list) when you ask:`,
    suggestions: [parses(here) ? here : undefined, u.text].filter((s): s is string => s !== undefined),
  };
}
