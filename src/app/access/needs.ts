// What each request needs before it may run: the capability, the channels the user must be a
// member of (where a digest or alert posts and mentions people), the digest or alert whose
// creator (or an admin) alone may touch it — and how it is written in the audit log (ids only).
import type { Capability } from '../../store/access-policy.js';
import type { AbTestRequest } from '../../../commands/abtest/index.js';
import type { AccessRequest } from '../../../commands/access/index.js';
import type { AlertsRequest } from '../../../commands/alerts/index.js';
import type { ConnectRequest } from '../../../commands/connect/index.js';
import type { DigestRequest } from '../../../commands/digest/index.js';
import type { ExportCommandRequest } from '../../../commands/export/request.js';

export interface Need {
  /** undefined: only who is asking is checked (help, usage, `access show`). */
  capability?: Capability;
  /** The user must be a member of each (conversations.members). */
  memberOf: string[];
  /** Only its creator or an admin may touch it. */
  owned?: { kind: 'subscription' | 'watch'; id: string };
  audit: { action: string; subject: string; detail: Record<string, string> };
}

const READS = new Set(['revenue', 'breakdown', 'bidders', 'network', 'demand', 'auction', 'config', 'tasks', 'whoami', 'reconcile', 'why']);
/** Every subcommand this file decides for: the registry's must all be here (test/access). */
export const LISTED = new Set([...READS, 'help', 'abtest', 'export', 'digest', 'alerts', 'access', 'audit', 'connect']);

/** `command` undefined: the text was answered with help or a usage message (no API call). */
export function needOf(command: string | undefined, request: unknown, channelId: string | undefined): Need {
  if (command === undefined || command === 'help') return { memberOf: [], audit: { action: 'command', subject: 'help', detail: {} } };
  if (READS.has(command)) return { capability: 'read', memberOf: [], audit: { action: 'command', subject: command, detail: {} } };
  if (command === 'abtest') return abtestNeed(request as AbTestRequest, channelId);
  if (command === 'export') return exportNeed(request as ExportCommandRequest);
  if (command === 'digest') return digestNeed(request as DigestRequest, channelId);
  if (command === 'alerts') return alertsNeed(request as AlertsRequest, channelId);
  if (command === 'access') return accessNeed(request as AccessRequest);
  if (command === 'audit') return { capability: 'admin', memberOf: [], audit: { action: 'command', subject: 'audit', detail: {} } };
  if (command === 'connect') return connectNeed(request as ConnectRequest);
  // Any other subcommand reads: one that exports, posts in channels or changes the policy must be
  // listed above (test/access checks the registry's).
  return { capability: 'read', memberOf: [], audit: { action: 'command', subject: command, detail: {} } };
}

/** A DM (D…) only comes from `here` in the user's own conversation: nothing to check. */
function channelsToCheck(channel: string | undefined): string[] {
  return channel && !channel.startsWith('D') ? [channel] : [];
}

/**
 * `abtest <id>` reads; `abtest watch <id> [here]` creates a watch, like `alerts add`: manage, and
 * membership of the channel its card is posted in.
 */
function abtestNeed(req: AbTestRequest, channelId: string | undefined): Need {
  if (!req.watch) return { capability: 'read', memberOf: [], audit: { action: 'command', subject: 'abtest', detail: {} } };
  const target = req.watch.here ? channelId : undefined;
  return {
    capability: 'manage',
    memberOf: channelsToCheck(target),
    audit: { action: 'alert', subject: 'abtest watch', detail: { ab_test: req.watch.abTestId, ...(target ? { channel: target } : {}) } },
  };
}

function exportNeed(req: ExportCommandRequest): Need {
  const detail: Record<string, string> = req.action === 'bids' ? { export_id: req.exportId } : req.action === 'request' ? { kind: req.kind, date: req.date } : {};
  return { capability: 'export', memberOf: [], audit: { action: req.action === 'request' ? 'export' : 'command', subject: `export ${req.action}`, detail } };
}

function digestNeed(req: DigestRequest, channelId: string | undefined): Need {
  const subject = `digest ${req.action}`;
  if (req.action === 'list') return { capability: 'read', memberOf: [], audit: { action: 'command', subject, detail: {} } };
  const id = 'id' in req ? req.id : undefined;
  const target =
    req.action === 'add' ? (req.draft.channelId ?? (req.here ? channelId : undefined))
    : req.action === 'save' ? req.value.channelId
    : undefined;
  return {
    capability: 'manage',
    memberOf: channelsToCheck(target),
    owned: id ? { kind: 'subscription', id } : undefined,
    audit: { action: req.action === 'preview' || (req.action === 'form' && !id) ? 'command' : 'subscription', subject, detail: { ...(id ? { subscription: id } : {}), ...(target ? { channel: target } : {}) } },
  };
}

function alertsNeed(req: AlertsRequest, channelId: string | undefined): Need {
  const subject = `alerts ${req.action}`;
  if (req.action === 'list') return { capability: 'read', memberOf: [], audit: { action: 'command', subject, detail: {} } };
  if (req.action === 'add') {
    // Every destination channel: the user must be in each one the alert posts in.
    const targets = [...req.channels, ...(req.here && channelId ? [channelId] : [])];
    const memberOf = [...new Set(targets.flatMap(channelsToCheck))];
    return { capability: 'manage', memberOf, audit: { action: 'alert', subject, detail: { kind: req.spec.kind, ...(targets.length ? { channel: targets.join(',') } : {}), ...(req.dm ? { dm: 'yes' } : {}), ...(req.mentions.length ? { mentions: req.mentions.join(',') } : {}) } } };
  }
  // Acknowledge and snooze are on-call work on an incident's message: whoever may read reports in
  // the channel it was posted in may press them (the message shows who did). Changing the alert
  // itself (remove, pause, mute a segment) stays with its creator or an admin.
  if (req.action === 'ack' || req.action === 'snooze') return { capability: 'read', memberOf: channelsToCheck(channelId), audit: { action: 'alert', subject, detail: { incident: req.id } } };
  return { capability: 'manage', memberOf: [], owned: { kind: 'watch', id: req.id }, audit: { action: 'alert', subject, detail: { alert: req.id } } };
}

function accessNeed(req: AccessRequest): Need {
  if (req.action === 'show') return { memberOf: [], audit: { action: 'command', subject: 'access show', detail: {} } };
  if (req.action === 'form') return { capability: 'admin', memberOf: [], audit: { action: 'command', subject: 'access edit', detail: {} } };
  const detail: Record<string, string> = req.action === 'retention' ? { days: String(req.days) } : { capability: req.capability, [req.target.kind]: req.target.id ?? 'yes' };
  return { capability: 'admin', memberOf: [], audit: { action: 'policy', subject: `access ${req.action}`, detail } };
}

/** Which reporting account answers is the workspace's admins' choice: every part of connect is admin. */
function connectNeed(req: ConnectRequest): Need {
  const detail: Record<string, string> = req.action === 'bind' ? { channel: req.channelId, connection: req.name } : req.action === 'unbind' ? { channel: req.channelId } : req.action === 'remove' || req.action === 'saved' ? { connection: req.name } : {};
  return { capability: 'admin', memberOf: [], audit: { action: req.action === 'show' || req.action === 'form' ? 'command' : 'connection', subject: `connect ${req.action}`, detail } };
}
