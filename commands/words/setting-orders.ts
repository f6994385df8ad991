// An order to change a setting of the ad platform ("can you raise the interstitial floor by 10%?",
// "update the recon task to flag 3% gaps", "turn off bravo in JP"): the bot reads reports and
// changes nothing there, so such an order is asked back, with the read-only answer its words name
// offered — never that answer given as if the change were made (issue 38's twenty-third round: a
// floor raise had been answered with the floor A/B test, a Task's edit with the Task). What the
// bot does manage itself (digests, alerts, access, its channel) is not such a setting. Advice on such a
// change ("which ad network should we drop?") and money paid out ("how much did we pay bidder charlie":
// partners pay the publisher; what it pays is in no report) are asked back the same way.
import { HELP_NAME } from '../help/index.js';
import { tasksCommand } from '../tasks/index.js';
import { abtestCommand } from '../abtest/index.js';
import type { Understanding } from './compose.js';

const ORDER = /^(?:(?:hey|hi|ok|okay|so|quick one)[,:!]?\s+)?(?:(?:can|could|would|will) (?:you|we|u) |(?:please|pls|plz) |let'?s |we should |i (?:want|need) (?:you )?to |i'?d like (?:you )?to |go ahead and )*(?:raise|lower|increase|decrease|bump|reduce|cut|adjust|set|change|update|edit|modify|tweak|pause|stop|disable|enable|turn (?:off|on)|switch (?:off|on)|kill|block|unblock)\b(.*)$/i;
/** The platform's settings an order can name. */
const SETTING = /\b(?:floors?|price floors?|tasks?|caps?|frequency caps?|timeouts?|waterfalls?|bidders?|alpha|bravo|charlie|delta|echo|foxtrot|line items?|mediation|refresh rate)\b/i;
// ("should" as typed in a hurry, "shuold", "shoudl", "shud": the same advice asked — round 38)
const ADVICE = /\b(?:should|shuold|shoudl|shoud|shold|sould|shoul|shud|shld) (?:we|i|u|you)\s+(?:drop|remove|cut|pause|stop|kill|add|raise|lower|increase|decrease|switch|turn|block|change|replace|ditch)\b/i;
const PAID_OUT = /\b(?:did|do|does|will|have) (?:we|i|you) (?:pay|paid|owe)\b|\bwe owe\b|\bour (?:spend|payments?|payouts?) to\b/i;
// ("can you make the weekly bidder review run daily", "move the recon task to mondays": a Task named by its own
// name, which the reader takes for that Task, ordered changed — the Task is set in the platform; issue 38's thirtieth round)
// ("please" after "could you" is the next round of the repeat, not part of this one: one way to read each word, or a run of
// "could you please" is read 2^n ways before it fails)
const CHANGE_LED = /^(?:(?:hey|hi|ok|okay|so|quick one)[,:!]?\s+)?(?:(?:can|could|would|will) (?:you|we|u) |(?:please|pls|plz) |let'?s |we should |i (?:want|need) (?:you )?to |i'?d like (?:you )?to |go ahead and )*(?:make|change|update|edit|set|move|switch|pause|stop|disable|enable|reschedule|turn (?:off|on))\b(?! up\b)/i;
// (a Task run now, "trigger the recon task", is asked back by ./orders-beyond.ts, whatever names the Task)
// (the Task's name said whole, "move the monthly network reconciliation to the 2nd", is that Task even where its words read as a report)
const taskNamed = (words: string, tasks: readonly { id: string; name?: string }[]) => tasks.find((t) => t.name !== undefined && plain(words).includes(plain(t.name.replace(/\(.*?\)/g, ''))));
const plain = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
/** What the bot manages itself, which its own commands change. */
const OWN = /\b(?:digests?|alerts?|access|channel|notifications?|split|breakdown|table|chart|range|period|filter)\b/i;

/** The answer, asked back when the words order a change of the platform's settings. */
export function settingOrdered(u: Understanding, words: string, tasks: readonly { id: string; name?: string }[] = []): Understanding {
  const m = ORDER.exec(words.trim());
  // (a digest or an alert the bot keeps itself, "set up a daily revenue digest", is not the Task of that name)
  const named = CHANGE_LED.test(words.trim()) && !OWN.test(words) ? taskNamed(words, tasks) : undefined;
  // (a Task or an A/B test answered for words led by a change, "can you turn off the test": the order asked back — thirty-second round)
  const ordered = (m !== null && SETTING.test(m[1]!) && !OWN.test(m[1]!)) || (CHANGE_LED.test(words.trim()) && u.kind === 'command' && new RegExp(`^(?:${tasksCommand.name}|${abtestCommand.name}) \\S+$`).test(u.text)) || named !== undefined;
  if (!ordered && !ADVICE.test(words) && !PAID_OUT.test(words)) return u;
  const offered = named ? [`${tasksCommand.name} ${named.id}`] : u.kind === 'command' ? [u.text] : u.suggestions.length ? u.suggestions.slice(0, 3) : [HELP_NAME];
  const reason = PAID_OUT.test(words) ? 'The reports hold what partners and networks pay you, not what you pay out. This is what I can show:' : ordered ? 'I read reports and change nothing in the ad platform: floors, Tasks, tests and bidders are set there. This is what I can show about it:' : 'That is a call for you to make; these figures may help:';
  return { kind: 'clarify', reason, suggestions: offered };
}
