// "and how did the bidders do?" after `revenue yesterday` (issue 38's twenty-fifth round): a follow-up
// that names another report and nothing else asks that report over the thread's period — the bidders
// of yesterday, as "ecpm for banner" after revenue yesterday keeps the thread's day. The thread's
// filters and splits are another matter: the other report may not take them, and dropping them would
// answer a narrower question wider. So only where the thread's command is its report and its period
// alone, and the words name one report, no figure, filter, split or period of their own; else asked.
import { periodOf, readsPeriod, subcommandOf } from './command-text.js';
import type { Composed } from './compose.js';
import type { Reading } from './read.js';
import { appRowsAgain } from './app-rows.js';
import { namesOwnOrder, standsAlone } from './own-ask.js';
import { bidderWin } from './bidder-win.js';
export { namesOwnId } from './own-ask.js';

/** Whether the words name one report and nothing beside it. */
const reportAlone = (r: Reading) =>
  r.intents.size === 1 && r.range === undefined && !r.metrics.length && !r.by.length && r.os === undefined && !r.anyOs && r.country === undefined && !r.anyCountry && r.format === undefined && !r.apps.length && r.bidder === undefined && r.vs === undefined && r.rank === undefined && !r.csv && !r.options.length && !r.unknown.length;

/** The other report over the thread's period, or undefined when the thread or the words hold more than that. */
export function otherReport(previous: string, r: Reading, alone: Composed, compose: (r: Reading) => Composed): Composed | undefined {
  // (an app named after a table by app: that table again, with what the words change — ./app-rows.ts)
  const rows = appRowsAgain(previous, r, compose);
  if (rows) return rows;
  // ("and win rate?" under a table of bidders: the bidders by win rate — ./bidder-win.ts)
  const win = bidderWin(previous, r);
  if (win) return win;
  // (a list, or a thing named by its id, with nothing beside: a question of its own — ./own-ask.ts)
  if (alone.kind === 'command' && reportAlone(r) && standsAlone(previous, alone.text)) return alone;
  // (an order on an id its words give whole, "mute brazil on alr_…" after the alerts' list: the thread adds nothing to it — round 43)
  if (alone.kind === 'command' && r.manage?.kind === 'command' && alone.text.startsWith(r.manage.text) && namesOwnOrder(previous, alone.text)) return alone;
  const period = periodOf(previous);
  const cmd = subcommandOf(previous);
  if (!period || !cmd || previous.trim().split(/\s+/).join(' ') !== `${previous.trim().split(/\s+/)[0]} ${period}` || !reportAlone(r)) return undefined;
  if (alone.kind !== 'command' || subcommandOf(alone.text) === cmd || !readsPeriod(alone.text)) return undefined;
  const dated = compose({ ...r, range: { grammar: period } });
  return dated.kind === 'command' && subcommandOf(dated.text) === subcommandOf(alone.text) ? dated : undefined;
}
