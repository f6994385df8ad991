// Orders the bot cannot carry out, said beside an ask it can answer (issue 38's forty-second round,
// the sixty-seventh set). The bot answers in the thread it is asked in: it sends no email, passes no
// answer on to someone else, and runs no Task on demand (Tasks run on their schedule; `tasks <id>`
// shows one). An answer that did the ask and dropped the order would look as if it did both, so the
// order is asked back, the answer offered:
//   - the answer passed on: "…, then email it", "and forward this to finance", "send them to the
//     client" (not "send it as a csv", "post it here", "drop it to 100", nor a digest's "send this every monday");
//   - a Task run now: "run the floor check task now", "trigger the weekend recap" (not "when does
//     it run next", nor "run the … task" alone, read as the Task since round 18).
import type { Understanding } from './compose.js';
import { tasksCommand } from '../tasks/index.js';
import { alertsCommand } from '../alerts/index.js';
import { digestCommand } from '../digest/index.js';

const IT = String.raw`(?:it|this|that|them|these|those|the (?:table|report|numbers|figures|results?|breakdown|list|csv|file|data))`;
/** "email it", "mail this to …": the bot sends no email, to anyone. */
const EMAILED = new RegExp(String.raw`\b(?:e-?mail|mail)\s+(?:(?:it|this|that|them)\s+(?:over\s+)?|${IT}\b)`, 'i');
/** "send it to finance", "forward this", "share them with the client": passed on to someone not here (not the asker\'s own step, "so I can send it to finance", "I\'ll share it with them" — round 52). */
const PASSED = new RegExp(String.raw`\b(?<!\b(?:so (?:that )?(?:i|we|she|he|they) (?:can|could|may)|(?:i'?ll|ill|i will|we'?ll|we will)) )(?:(?:send|post|share|dm|pass|drop)\s+${IT}\s+(?:on\s+|over\s+|along\s+)?(?:to|with|in|into)\s+(?!(?:me|us|here|this (?:channel|thread)|the thread|a csv|csv)\b|[\d$€£%])\S|forward\s+${IT}\b)`, 'i');
/**
 * "run the … task now", "trigger the weekend recap", "can you kick off …": a Task run on demand (not "run next"). "Run"
 * alone is loose ("run the weekly bidder review task" has been read as the Task, round 18): only with "now", "again"…
 */
const LEAD = String.raw`^\s*(?:(?:hey|ok|okay|so|and|please|pls|plz|can you|could you|would you|can u|could u)[,!]?\s+)*`;
const RUN_NOW = new RegExp(String.raw`${LEAD}(?:(?:trigger|kick\s+off|fire\s+off|force)\b|(?:run|re-?run|start|execute|launch)\b(?=.*\b(?:now|again|immediately|asap|right away|manually|early)\b))(?!.*\b(?:next|when)\b)`, 'i');
/** Commands whose own order holds where it goes (an alert's or a digest's channel). */
const DELIVERED = [alertsCommand.name, digestCommand.name];

const ask = (reason: string, u: Understanding): Understanding => ({ kind: 'clarify', reason, suggestions: u.kind === 'command' ? [u.text] : u.suggestions });

/** The answer, or a question back where the words order something besides it that the bot cannot do. */
export function ordersBeyond(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || DELIVERED.some((d) => u.text === d || u.text.startsWith(`${d} `))) return u;
  if (EMAILED.test(words) || PASSED.test(words)) return ask('I answer here, in this thread; I cannot send it on. This is the answer you can forward:', u);
  if (u.text.startsWith(`${tasksCommand.name} `) && RUN_NOW.test(words)) return ask('I cannot run a Task now: Tasks run on their schedule. This shows it and its next run:', u);
  return u;
}
