// Asks said otherwise that the thirty-third round (issue 38) found asked back though their meaning was
// plain; each rule a class of phrasing, never one line's words, each a fixed run of words (no unbounded repeats):
//   the asker introducing themselves ("I'm new here", "we're new to the bot"): no part of the ask;
//   "the audit trail", "the audit history": the audit;
//   "reconciliate" (a verb made from "reconciliation"): reconcile;
//   "from all sources, not just ours": "not just ours" restates the "all" before it;
//   "which things can you do", "what stuff you can do": what the bot can do;
//   "the whole year so far", "the entire month so far": the period to date;
//   "make an export of", "create an export of": an export (an order to the export command, not a setting);
//   "compare yesterday with the same day last week": the day against that day, as "yesterday vs the same day last week".
// ("what's the damage this week" stays asked, as the final set labels it; "… as well" adds a figure in a thread.)
import { exportCommand } from '../export/index.js';
import { reconcileCommand } from '../reconcile/index.js';

type Replacer = (match: string, ...groups: string[]) => string;


const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [/\b(?:i'?m|i am|we'?re|we are) (?:quite |pretty |fairly |very |brand )?new (?:here|to (?:this|the bot|the team|adops|the company|slack))\b[,.!]*/gi, ''],
  [/\b(audit) (?:trail|history|logs?|records?)\b/gi, '$1'],
  [/\breconciliat(?:e|ed|ing)\b/gi, reconcileCommand.name],
  [/\b((?:all|every) (?:the )?(?:sources?|partners?|networks?|demand)),? not (?:just|only) (?:ours|our own|us|our numbers|our figures|mine)\b/gi, '$1'],
  [/\b(?:which|what) (?:things|stuff|commands|questions) (?:can you|you can|can u|u can|are you able to|you are able to) (?:do|answer|run)\b/gi, 'what can you do'],
  [/\b(?:the )?(?:whole|entire|full) (year|month|week|quarter) so far\b/gi, '$1 to date'],
  [/\b(?:make|create|generate|produce|prepare) (?:an? |the )?export of\b/gi, exportCommand.name],
  [/\bcompare (yesterday|today|(?:last |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day) (?:with|to|against|and) (the same day (?:last|a|one) (?:week|year)(?: ago)?)\b/gi, '$1 vs $2'],
];

export function saidOtherwise(text: string): string {
  return RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), text).replace(/ {2,}/g, ' ').trim();
}
