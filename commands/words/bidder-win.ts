// "and win rate?" under a table of bidders (`breakdown by=bidder …`, round 49, the eighty-sixth set):
// the table has no win rate (it is no metric of `breakdown`), the bidders report has it for each
// bidder; so the bidders report over the thread's period and filters, sorted by win rate, as "win
// rate per bidder" alone is read. Only the one figure named, nothing else the words change.
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { parses, periodOf, subcommandOf } from './command-text.js';
import type { Composed } from './compose.js';
import type { Reading } from './read.js';

/** The bidders by win rate over a bidder table's period and filters, or undefined. */
export function bidderWin(previous: string, r: Reading): Composed | undefined {
  if (subcommandOf(previous) !== breakdownCommand) return undefined;
  const words = previous.trim().replace(/^\/adops\s+/i, '').split(/\s+/);
  if (!words.some((w) => /^by=bidder$/i.test(w))) return undefined;
  if (r.metrics.length !== 1 || r.metrics[0] !== 'win_rate' || r.by.length || r.range !== undefined || r.intents.size || r.unknown.length || r.rank) return undefined;
  if (r.country !== undefined || r.os !== undefined || r.format !== undefined || r.apps.length || r.bidder !== undefined) return undefined;
  const text = [biddersCommand.name, periodOf(previous), ...words.filter((w) => /^(?:country|os|test)=/i.test(w)), 'sort=win_rate'].filter(Boolean).join(' ');
  return parses(text) ? { kind: 'command', text } : undefined;
}
