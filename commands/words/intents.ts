// The words that point at a subcommand beyond its own name and aliases (which count from its
// declaration). Data only; the commands are their declarations, never their names written out.
import { abtestCommand } from '../abtest/index.js';
import { accessCommand } from '../access/index.js';
import { alertsCommand } from '../alerts/index.js';
import { auctionCommand } from '../auction/index.js';
import { auditCommand } from '../audit/index.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { configCommand } from '../config/index.js';
import { demandCommand } from '../demand/index.js';
import { digestCommand } from '../digest/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { COMMANDS } from '../registry.js';
import { revenueCommand } from '../revenue/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { whoamiCommand } from '../whoami/index.js';
import { whyCommand } from '../why/index.js';
import { FILLER } from './lexicon.js';

/** help, as the registry holds it (its declaration is made with the list it describes). */
export const HELP: RegisteredCommand = COMMANDS.find((c) => c.group === 'Help')!;

/** Extra words (beyond each command's name and aliases) that point at a subcommand. */
export const INTENT_WORDS: readonly (readonly [RegisteredCommand, readonly string[]])[] = [
  [whyCommand, ['cause', 'caused', 'causes', 'causing', 'reason', 'reasons', 'drove', 'driver', 'drivers', 'driving', 'root', 'wrong', 'happened', 'explanation', 'dip', 'tank', 'tanked', 'behind', 'decompose', 'decomposition', 'investigate', 'investigating']],
  [abtestCommand, ['test', 'tests', 'experiments', 'abtests', 'significant', 'significance', 'sig', 'lift', 'variant', 'control', 'treatment', 'beat', 'beats']],
  [exportCommand, ['download', 'dump', 'raw', 'log', 'logs']],
  [biddersCommand, ['biders']],
  [demandCommand, ['partner', 'partners', 'unmapped', 'reported', 'underreports', 'underreport', 'underreporting', 'underreported', 'overreports', 'overreporting']],
  [reconcileCommand, ['reconciliation', 'reconciled', 'discrepancy', 'discrepancies', 'gap', 'gaps', 'mismatch', 'match', 'matching', 'matches', 'matched', 'agree', 'agrees', 'disagree', 'differ', 'differs']],
  [networkCommand, ['nets']],
  [auctionCommand, ['timeouts', 'timeout', 'bids']],
  [tasksCommand, []],
  [configCommand, ['yaml']],
  [whoamiCommand, ['key', 'connected', 'workspace', 'account']],
  [HELP, ['commands']],
  [alertsCommand, []],
  [digestCommand, []],
  [accessCommand, ['permission', 'permissions', 'admin', 'admins', 'allowed']],
  [auditCommand, []],
  [breakdownCommand, []],
  [revenueCommand, ['rundown', 'snapshot', 'roundup', 'picture']],
];
/** Command words that are everyday words too: they count only where nothing else explains them. */
export const WEAK = new Set(['rundown', 'snapshot', 'roundup', 'picture', 'bids', 'me', 'account', 'workspace', 'usage', 'summary', 'table', 'net', 'report', 'key', 'connected', 'bidder', 'log', 'raw', 'reported', 'lift', 'dip', 'tank', 'tanked', 'wrong', 'happened', 'scheduled', 'agents', 'identity', 'root']);

/** Every word that points at a subcommand (for the typo corrector: these are words it knows). */
export function intentWords(): string[] {
  return INTENT_WORDS.flatMap(([c, extra]) => [c.name, ...(c.aliases ?? []), ...extra]);
}

/** The subcommand a word points at, if it does ("me" and other everyday aliases do not). */
export function intentOf(word: string): RegisteredCommand | undefined {
  if (FILLER.has(word)) return undefined;
  return INTENT_WORDS.find(([c, extra]) => word === c.name || c.aliases?.includes(word) || extra.includes(word))?.[0];
}
