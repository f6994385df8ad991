// Words that only say more of a report already asked, and narrow nothing (issue 38's thirty-second
// round, in its own module so asks.ts stays small): the audit log's rows ("latest audit log
// entries"), what auctions "hit" or "throw" (their errors: "what errors are auctions hitting"), and
// "in this channel" of who may read (access answers for the channel it is asked in, as "here").
import { accessCommand } from '../access/index.js';
import { auctionCommand } from '../auction/index.js';
import { auditCommand } from '../audit/index.js';
import { demandCommand } from '../demand/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { intentOf } from './intents.js';

/** Reports of one side of the money ("the demand side", "network side"): "side" after their word only restates them. */
const SIDED = new Set<unknown>([demandCommand, networkCommand, reconcileCommand]);

const LOG_ROWS = new Set(['entries', 'entry', 'events', 'actions', 'records', 'items']);
const MET = new Set(['hit', 'hits', 'hitting', 'throw', 'throws', 'throwing', 'threw', 'seeing', 'getting', 'returning']);
const ERRORS = new Set(['errors', 'error', 'failures', 'timeouts']);
/** Partners' reports not yet in ("are any partner reports late?"): whether each reported is what demand shows (round 48). */
const LATE = new Set(['late', 'delayed', 'overdue', 'missing', 'outstanding']);
const REPORTS = new Set(['report', 'reports', 'reported', 'reporting', 'statements', 'statement', 'data', 'numbers', 'figures']);

export function reportGlue(t: readonly string[], used: boolean[], has: (cmd: unknown) => boolean): void {
  t.forEach((w, i) => {
    if (used[i]) return;
    // ("the audit log entries", "recent audit events": the log's rows; a count of them is asks.ts's)
    if (LOG_ROWS.has(w) && has(auditCommand) && [auditCommand.name, 'log', 'logs'].includes(t[i - 1] ?? '')) used[i] = true;
    // ("what errors are auctions hitting": the errors are the ask; the verb says nothing more)
    else if (MET.has(w) && has(auctionCommand) && t.some((x) => ERRORS.has(x))) used[i] = true;
    // ("who can read reports in this channel": access is answered for the channel asked in)
    // ("demand side too", "on the network side": the report's own word, "side" naming nothing more — round 46)
    else if (w === 'side' && SIDED.has(intentOf(t[i - 1] ?? '')) && has(intentOf(t[i - 1] ?? ''))) used[i] = true;
    else if (LATE.has(w) && has(demandCommand) && t.some((x) => REPORTS.has(x))) used[i] = true;
    else if (w === 'channel' && (has(accessCommand) || t.includes('can')) && t.includes('who') && ['this', 'the'].includes(t[i - 1] ?? '') && t[i - 2] === 'in') used.fill(true, i - 2, i + 1);
  });
}
