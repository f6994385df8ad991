// Orders and asks said in words the reader had no phrase for (issue 38's thirty-first round), each asked
// back though what it asks was plain; each is written as the phrasing the reader already reads right:
//   "ping here if fill drops 15%": an alert set up for this channel ("alert this channel if …");
//   "post the banner refresh test updates in here": the test watched here ("watch the … test here");
//   "how did last week close out": how that period went ("how did last week go");
//   "puzzlequest rev dropped today whats up": the reason asked ("… dropped today, why");
//   "new export", "start an export": the export's form, as the bare "export" opens it;
//   "how's october looking compared to september": the comparison, the verb of how it goes left out (the
//     comparison's phrase is read with the period right before it: "how is october compared to september").
// Each only in its whole phrase: "ping" or "post" alone, "what's up" with no move named, stay as typed.
import { exportCommand } from '../export/index.js';

const RULES: readonly (readonly [RegExp, string])[] = [
  // "ping here if …", "notify this channel when …", "msg us in here whenever …"
  [/\b(?:ping|notify|message|msg|tell|alert) (?:us )?(?:in )?(?:here|this channel)(?=,? (?:if|when|whenever)\b)/gi, 'alert this channel'],
  // "post the banner refresh test updates in here", "send the coins test's results to this channel"
  [/\b(?:post|send|share|drop) (the |our )?([a-z0-9 -]{2,40}? (?:test|experiment))(?:'s|s)? (?:updates|results|status) (?:in here|here|to this channel|in this channel)\b/gi, 'watch $1$2 here'],
  // "how did last week close out", "how did october wrap up", "how'd the month end up"
  [/\b(how did|how'd) (.{2,30}?) (?:close|closed|end|ended|wrap|wrapped|finish|finished) (?:out|up)\b/gi, '$1 $2 go'],
  // "revenue dropped today whats up", "fill tanked in BR, what happened?": why, after the move it asks about
  [/^(.*\b(?:dropped|drop|drops|fell|dipped|dip|tanked|spiked|jumped|down)\b.*?),? (?:what'?s up|what happened|what'?s going on|whats happening)\s*[?!.]*$/i, '$1, why'],
  // "new export", "start a new export pls": the export's form
  [/^\s*(?:(?:start|create|make|begin|kick off|do) )?(?:an? )?new export(?: please| pls| plz)?\s*[?!.]*$/i, exportCommand.name],
  [/^\s*(?:start|create|make|begin|kick off) an export(?: please| pls| plz)?\s*[?!.]*$/i, exportCommand.name],
  // (after a month's name only: "the month looking vs last year" is read with its verb, and loses it read without)
  [/\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec) (?:looking|lookin'?|doing|doin'?) (?=(?:compared (?:to|with)|vs\.?|versus) )/gi, '$1 '],
];

export function plainOrders(text: string): string {
  return RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}
