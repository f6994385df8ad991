// A Task or an A/B test ordered changed in a thread, and a Task ordered sent somewhere else
// (issue 38's round 47, the eighty-first set: "stop the native test" after the tests' list,
// "send the sydney recap to #apac too"). ./setting-orders.ts asks such orders back, but a thread's
// reading (./thread-asks.ts) then found the test or Task the words name and answered it as if the
// order were carried out. And "send … to <channel>" names a Task's delivery, which is set in the
// platform: the bot only shows the Task (`tasks <id>`), so answering it would be a wrong answer.
// Both are asked back, the Task or the test offered, as ./setting-orders.ts does.
import { tasksCommand } from '../tasks/index.js';
import { abtestCommand } from '../abtest/index.js';
import type { Understanding } from './compose.js';

/** "send / post / forward / share … to #apac", "… to <#C…>", "… to the apac channel": a destination given. */
const SENT_TO = /^(?:(?:can|could|would|will) (?:you|we|u) |(?:please|pls|plz) |also )*(?:send|post|forward|share|deliver|cc)\b.*\bto (?:#\S+|<#\S+|(?:the |our )?\S+ channel\b|(?:the |our )?channel\b)/i;
/** "stop / pause / end / kill / cancel … the test" said first: an order, not a question. */
const STOPPED = /^(?:(?:can|could|would|will) (?:you|we|u) |(?:please|pls|plz) |let'?s |go ahead and )*(?:stop|pause|end|kill|cancel|halt|conclude|resume|restart|unpause|delete|remove|archive|rename)\b/i;

/** The Task or test answered, asked back when the words order it sent elsewhere or stopped. */
export function sentElsewhere(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command') return u;
  const shown = new RegExp(`^(?:${tasksCommand.name}|${abtestCommand.name}) (?:task_|abt_)\\S+$`).test(u.text);
  const said = words.trim();
  if (!shown || !(SENT_TO.test(said) || STOPPED.test(said))) return u;
  return {
    kind: 'clarify',
    reason: 'I read reports and change nothing in the ad platform: where a Task posts and whether a test runs are set there. This is what I can show about it:',
    suggestions: [u.text],
  };
}
