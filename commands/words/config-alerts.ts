// An alert on a configuration said the ad-ops way (issue 38's forty-third round, the sixty-ninth set):
// "set up a config alert for v43", "alert on config errors in live" (an alert named by the config it
// watches, as "a revenue alert" is), and in a config's thread "ping me if it breaks" (the config the
// thread shows: its draft, version or id). `alerts add config` takes which configuration it watches
// (draft, id=, version=); live is its default. Only when nothing else is named (no figure, period,
// filter or word not understood): the rest is left to be asked back.
import { alertsCommand } from '../alerts/index.js';
import { configCommand } from '../config/index.js';
import type { Reading } from './reading.js';

/** How a config is said to go wrong (the validation's words; a draft's or a version's change is no alert's: asked, ./told-of.ts). */
const BREAKS = new Set(['breaks', 'broken', 'break', 'fails', 'fail', 'failing', 'invalid', 'errors', 'error']);
const POINTER = new Set(['it', 'that', 'this', 'its']);
/** "alert on", "alert for": an alert ordered, said as its noun. */
const ALERT_ON = (t: readonly string[]) => t.some((w, i) => (w === 'alert' || w === alertsCommand.name) && ['on', 'for', 'about'].includes(t[i + 1] ?? ''));
/** A condition said ("tell me when …"): ./told-of.ts reads those. */
const WHEN = new Set(['when', 'whenever', 'if', 'once']);
/** Asked of the alerts there are, not an order. */
const LISTED = new Set(['list', 'show', 'which', 'what', 'existing', 'any', 'have', 'remove', 'delete', 'pause']);

/** The selector a config alert takes, of a reading or of a config command's text. */
const selectorOf = (draft: boolean, version: number | undefined, id: string | undefined) => (id ? ` id=${id}` : version !== undefined ? ` version=${version}` : draft ? ' draft' : '');

const nothingElse = (r: Reading) => !r.metrics.length && r.range === undefined && !r.country && !r.os && !r.format && !r.apps.length && r.bidder === undefined && !r.by.length && r.unknown.every((w) => BREAKS.has(w));

/** "set up a config alert for v43", "alert on config errors in live": `alerts add config …`. */
export function configAlert(r: Reading): { kind: 'command'; text: string } | undefined {
  const t = r.tokens.words;
  if (r.intents.size !== 2 || !r.intents.has(alertsCommand) || !r.intents.has(configCommand) || !nothingElse(r) || r.manage) return undefined;
  if (!(r.create || ALERT_ON(t)) || t.some((w) => LISTED.has(w) || WHEN.has(w))) return undefined;
  const here = t.includes('here') || r.alertOptions?.includes('here');
  return { kind: 'command', text: `${alertsCommand.name} add config${selectorOf(r.version === 'draft', r.configVersion, r.configId)}${here ? ' here' : ''}` };
}

/** "ping me if it breaks" after a config command: the alert on that configuration. */
export function configAlertThat(previous: string, r: Reading): { kind: 'command'; text: string } | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  if (!text.startsWith(`${configCommand.name}`) || !r.create || !r.intents.has(alertsCommand) || r.intents.size !== 1 || !nothingElse(r)) return undefined;
  const t = r.tokens.words;
  if (!t.some((w) => POINTER.has(w)) || !t.some((w) => BREAKS.has(w))) return undefined;
  const id = /\bid[ =](\S+)/.exec(text)?.[1];
  const version = /\bversion[ =](\d+)/.exec(text)?.[1];
  const here = t.includes('here') || r.alertOptions?.includes('here');
  return { kind: 'command', text: `${alertsCommand.name} add config${selectorOf(/\bdraft\b/.test(text), version === undefined ? undefined : Number(version), id)}${here ? ' here' : ''}` };
}
