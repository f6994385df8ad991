// A question in a thread that stands alone (issue 38's forty-first round, the sixty-second to
// sixty-fourth sets): "what alerts do i have" after the digests' list, "show me auction auc_…" after
// the auction stats. A follow-up that does not fit the thread's command is asked back because, said
// alone, it would drop the thread's period and filters. A list of the account's things (alerts,
// digests, A/B tests, Tasks) takes no period nor filter, and a thing named by its id is that thing
// whatever the thread's period: nothing of the thread is dropped, so it is answered as asked alone.
// Only where the words name that report and nothing beside (no figure, period, filter or split),
// and never the thread's own command again. A module of its own because ./understand.ts is at its
// 300-line limit; called from ./other-report.ts (a follow-up that does not fit) and ./understand.ts.
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { tasksCommand } from '../tasks/index.js';
import { sameCommand } from './command-text.js';

const ID = /^(?:auc|abt|task|alr|dig)_\w+$/;

/** The ids a command names bare (not an option's value: "source=bidder_alpha" names a filter). */
const idsOf = (text: string) => text.trim().split(/\s+/).filter((w) => ID.test(w));

/** Whether the command lists the account's things or shows one by its id — taking no period nor filter. */
function listOrOne(text: string): boolean {
  const d = dispatch(COMMANDS, text.replace(/^\s*\/adops\b\s*/i, ''));
  if (d.kind !== 'run' || typeof d.request !== 'object' || d.request === null) return false;
  const req = d.request as Record<string, unknown>;
  if ('range' in req || 'filters' in req || 'date' in req) return false;
  return req.action === 'list' || req.list === true || (d.command === tasksCommand && !req.id) || idsOf(text).length > 0;
}

/** Whether `alone` (the words read without the thread) is a question of its own the thread's command adds nothing to. */
export function standsAlone(previous: string, alone: string): boolean {
  if (sameCommand(alone, previous) || !listOrOne(alone)) return false;
  const ids = idsOf(alone);
  // (an id named: one the thread's command does not already name; a list: another than the thread's)
  return ids.length ? ids.some((id) => !idsOf(previous).includes(id)) : true;
}

/** Whether the command names an id the thread's command does not ("show me auction auc_…" after the stats). */
export const namesOwnId = (previous: string, alone: string): boolean => idsOf(alone).some((id) => !idsOf(previous).includes(id)) && listOrOne(alone);

/** Whether an order on an id ("alerts mute alr_… country=BR") names one the thread's command does not. */
export const namesOwnOrder = (previous: string, order: string): boolean => order.trim().split(/\s+/).some((w) => ORDER_ID.test(w) && !previous.split(/\s+/).includes(w));
const ORDER_ID = /^(?:alr|cfw|abw|inc|sub)_[0-9a-z]{6,20}$/;
