// "who changed the digest over the weekend", "who paused my alerts", "who deleted alr_…" (issue 38's
// round 50): an order on one of the bot's own things (a digest, an alert, access) said done, asked of
// who gave it. Only the audit log records that; the manage pass (./manage.ts) would have read the id
// and its verb as the order itself ("who paused digest sub_…" paused it), and the thing's word alone
// its list. A config's author is on the config's own page, as the sets label it ("who changed the
// config last": config), so a config named leaves the words to the passes after.
import { accessCommand } from '../access/index.js';
import { alertsCommand } from '../alerts/index.js';
import { auditCommand } from '../audit/index.js';
import { configCommand } from '../config/index.js';
import { digestCommand } from '../digest/index.js';
import { intentOf } from './intents.js';
import type { Reading } from './reading.js';

/** Orders on the bot's own things said done ("who changed the digest", "who turned off the alerts"). */
const CHANGED = new Set(['changed', 'edited', 'modified', 'touched', 'updated', 'paused', 'resumed', 'deleted', 'removed', 'disabled', 'enabled', 'muted', 'snoozed', 'unpaused', 'added', 'created', 'turned', 'switched', 'killed', 'cancelled', 'canceled',
  // (the tokens' own forms: "deleted", "updated" and "turned off" are read as "delete", "update", "off")
  'change', 'edit', 'update', 'delete', 'remove', 'pause', 'resume', 'unpause', 'mute', 'snooze', 'disable', 'off',
  // ("who created this digest", "who set up the alert": made it — never the order to make one, which "digest add" is; round 50's review)
  'create', 'setup', 'made']);
/** "who set up …": two words of the same. */
const SET_UP = (t: readonly string[], i: number) => t[i + 1] === 'set' && t[i + 2] === 'up';
const BOT_THINGS: ReadonlySet<unknown> = new Set([digestCommand, alertsCommand, accessCommand]);
const BOT_THING_ID = /^(?:alr|sub|inc)_[a-z0-9]+$/;
const botThing = (w: string) => BOT_THINGS.has(intentOf(w)) || BOT_THINGS.has(intentOf(w.replace(/s$/, ''))) || BOT_THING_ID.test(w) || w === 'subscription' || w === 'subscriptions';

/**
 * "who changed the digest over the weekend", "who paused my alerts", "who deleted alr_…" (round 50):
 * an order on the bot's own things said done, which only the audit log records — never the order
 * itself, nor the things' list. A config's author is its own page ("who changed the config": config).
 */
export function readWhoChanged(t: readonly string[], used: boolean[], r: Reading): boolean {
  const at = t.findIndex((w, i) => w === 'who' && (CHANGED.has(t[i + 1] ?? '') || SET_UP(t, i)) && t.slice(i + 2, i + (SET_UP(t, i) ? 7 : 6)).some(botThing));
  if (at < 0 || t.some((w) => intentOf(w) === configCommand)) return false;
  r.intents.add(auditCommand);
  used.fill(true, at, SET_UP(t, at) ? at + 3 : at + 2);
  t.forEach((x, k) => k > at + 1 && (botThing(x) || ['the', 'my', 'our', 'a', 'an', 'off', 'on', 'alert', 'those', 'these', 'that', 'this'].includes(x)) && (used[k] = true));
  return true;
}
