// Asked to be told when a thing changes, not when a figure drops (issue 38's twenty-first round):
// "let me know when the banner refresh test changes status", "ping me when the freq cap test
// finishes" (abtest watch: a watch posts each change of the test's status), "tell me when the config
// changes" (alerts add config: the alert on the live configuration). Both are orders the grammar
// has, read from ./asks.ts's "tell me when …" only when the condition names that one thing and how
// it changes: a test with a figure ("when the coins test's revenue drops") or a draft, a version or
// a figure of the config is left to be asked back.
import { abtestCommand } from '../abtest/index.js';
import { alertsCommand } from '../alerts/index.js';
import { configCommand } from '../config/index.js';
import type { Reading } from './reading.js';

/** How a test's status or the config is said to change. */
const CHANGES = new Set(['change', 'changes', 'changed', 'changing', 'moves', 'moved', 'flips', 'flipped', 'turns', 'turned', 'finishes', 'finished', 'ends', 'ended', 'concludes', 'concluded', 'done', 'status', 'updates', 'updated', 'update', 'edited', 'modified', 'invalid', 'breaks', 'broken', 'fails', 'goes', 'gets',
  // ("alert me when the config has errors": its validation failing, what the config alert watches — round 47)
  'errors', 'error', 'fail', 'failing', 'breaking']);
/** Words a config's condition may hold besides its change: the live one only (the alert watches the live configuration). */
const CONFIG_GLUE = new Set(['the', 'our', 'live', configCommand.name, `${configCommand.name}s`, 'configuration', 'is', 'has', 'ever', 'anything', 'in', 'somebody', 'someone', 'anyone', 'bad', 'an', 'any']);
/** Where the condition starts. */
const WHEN = new Set(['when', 'whenever', 'if', 'once']);

export function toldOfChange(r: Reading): { kind: 'command'; text: string } | undefined {
  if (!r.create || !r.intents.has(alertsCommand) || r.intents.size !== 2 || r.metrics.length || r.range || r.country || r.os || r.bidder || r.unknown.length) return undefined;
  const t = r.tokens.words;
  const at = t.findIndex((w) => WHEN.has(w));
  if (at < 0) return undefined;
  const condition = t.slice(at + 1);
  if (!condition.some((w) => CHANGES.has(w))) return undefined;
  const here = t.includes('here') || r.alertOptions?.includes('here');
  if (r.intents.has(abtestCommand) && r.named?.length === 1 && !r.ids.length) return { kind: 'command', text: `${abtestCommand.name} watch ${r.named[0]}${here ? ' here' : ''}` };
  // (a test's name holds a format's word — "banner refresh", "native ad" — read as its name, not a filter)
  if (r.intents.has(configCommand) && !r.named?.length && !r.format && !r.apps.length && condition.every((w) => CHANGES.has(w) || CONFIG_GLUE.has(w))) return { kind: 'command', text: `${alertsCommand.name} add config${here ? ' here' : ''}` };
  return undefined;
}
