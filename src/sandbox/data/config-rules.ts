// The meaning of a mediation configuration, checked against the account (server-side context:
// which ad units and bidders the account really has). Structural checks are config-schema.ts.
import type { Node, Scalar } from 'yaml';
import { AD_UNITS, BIDDERS } from './catalog.js';
import {
  bool, checkShape, childPath, eachMapItem, eachTextItem, list, num, scalarValue, text,
  type Fields, type Report, type Shape,
} from './config-schema.js';

export const DPS_MODELS = ['dps_v1', 'dps_v2'] as const;
/** Above this a bidder waits long enough to delay the ad noticeably. */
export const MAX_SENSIBLE_TIMEOUT_MS = 3_000;
/** A floor above this (USD CPM) almost never fills. */
export const HIGH_FLOOR_CPM = 100;
/** Rounds an auction runs when defaults.max_waterfall_rounds is not set. */
export const DEFAULT_MAX_ROUNDS = 3;

const TOP: Shape = {
  account_id: { type: 'string', required: true },
  currency: { type: 'string', required: true },
  defaults: { type: 'map' },
  bidders: { type: 'list', required: true },
  ad_units: { type: 'list', required: true },
  experiments: { type: 'list' },
};
const DEFAULTS: Shape = { floor_cpm: { type: 'number' }, bidder_timeout_ms: { type: 'integer' }, max_waterfall_rounds: { type: 'integer' } };
const BIDDER: Shape = { id: { type: 'string', required: true }, enabled: { type: 'boolean' }, timeout_ms: { type: 'integer' }, bid_adjustment: { type: 'number' } };
const AD_UNIT: Shape = {
  id: { type: 'string', required: true },
  app: { type: 'string', required: true },
  format: { type: 'string', required: true },
  floor_cpm: { type: 'number' },
  refresh_seconds: { type: 'integer' },
  dynamic_floor: { type: 'map' },
  bidders: { type: 'list' },
  line_items: { type: 'list' },
};
const DYNAMIC_FLOOR: Shape = { enabled: { type: 'boolean' }, model: { type: 'string' } };
const LINE_ITEM: Shape = {
  id: { type: 'string', required: true },
  name: { type: 'string' },
  priority: { type: 'integer', required: true },
  floor_multiplier: { type: 'number', required: true },
};
const EXPERIMENT: Shape = {
  id: { type: 'string', required: true },
  name: { type: 'string' },
  enabled: { type: 'boolean' },
  ad_units: { type: 'list', required: true },
  groups: { type: 'list', required: true },
};
const GROUP: Shape = { name: { type: 'string', required: true }, split: { type: 'number', required: true }, floor_multiplier: { type: 'number' } };

export interface AccountContext {
  accountId: string;
  currency: string;
}

/** Declared bidders: id → enabled. */
type Declared = Map<string, boolean>;

export function checkConfig(root: Node | null, account: AccountContext, report: Report): void {
  const top = checkShape(root, TOP, '', 'the configuration', report);
  if (!top) return;
  const accountId = scalarValue(top, 'account_id');
  if (accountId && accountId.value !== account.accountId) {
    report({ code: 'account_mismatch', severity: 'error', path: 'account_id', message: `account_id is "${String(accountId.value)}" but this is account ${account.accountId}`, at: accountId });
  }
  const currency = scalarValue(top, 'currency');
  if (currency && currency.value !== account.currency) {
    report({ code: 'unsupported_currency', severity: 'error', path: 'currency', message: `currency must be ${account.currency}, the account's reporting currency (got "${String(currency.value)}")`, at: currency });
  }
  const defaults = top.values.has('defaults') ? checkShape(top.values.get('defaults')!, DEFAULTS, 'defaults', 'defaults', report) : undefined;
  checkDefaults(defaults, report);
  const declared = checkBidders(top, report);
  const maxRounds = num(defaults, 'max_waterfall_rounds') ?? DEFAULT_MAX_ROUNDS;
  const configured = checkAdUnits(top, declared, maxRounds, report);
  checkExperiments(top, configured, report);
}

function checkFloor(fields: Fields, name: string, report: Report): void {
  const floor = scalarValue(fields, name);
  const value = num(fields, name);
  if (!floor || value === undefined) return;
  const path = childPath(fields.path, name);
  if (value < 0) report({ code: 'negative_floor', severity: 'error', path, message: `${name} must be zero or more (got ${value})`, at: floor });
  else if (value > HIGH_FLOOR_CPM) report({ code: 'high_floor', severity: 'warning', path, message: `${name} of ${value} USD CPM is above ${HIGH_FLOOR_CPM} and will rarely fill`, at: floor });
}

function checkRange(fields: Fields, name: string, min: number, max: number, report: Report): void {
  const value = num(fields, name);
  if (value !== undefined && (value < min || value > max)) {
    report({ code: 'out_of_range', severity: 'error', path: childPath(fields.path, name), message: `${name} must be from ${min} to ${max} (got ${value})`, at: scalarValue(fields, name) });
  }
}

function checkTimeout(fields: Fields, name: string, report: Report): void {
  checkRange(fields, name, 100, 10_000, report);
  const value = num(fields, name);
  if (value !== undefined && value > MAX_SENSIBLE_TIMEOUT_MS && value <= 10_000) {
    report({ code: 'timeout_too_high', severity: 'warning', path: childPath(fields.path, name), message: `${name} of ${value} ms delays ads; keep it at ${MAX_SENSIBLE_TIMEOUT_MS} ms or less`, at: scalarValue(fields, name) });
  }
}

function checkDefaults(defaults: Fields | undefined, report: Report): void {
  if (!defaults) return;
  checkFloor(defaults, 'floor_cpm', report);
  checkTimeout(defaults, 'bidder_timeout_ms', report);
  checkRange(defaults, 'max_waterfall_rounds', 1, 5, report);
}

function checkBidders(top: Fields, report: Report): Declared {
  const declared: Declared = new Map();
  for (const bidder of eachMapItem(list(top, 'bidders'), BIDDER, 'bidders', 'a bidder', report)) {
    const id = scalarValue(bidder, 'id');
    const name = text(bidder, 'id');
    checkTimeout(bidder, 'timeout_ms', report);
    checkRange(bidder, 'bid_adjustment', 0.5, 1.5, report);
    if (!id || name === undefined) continue;
    const path = childPath(bidder.path, 'id');
    if (declared.has(name)) {
      report({ code: 'duplicate_bidder', severity: 'error', path, message: `bidder ${name} is listed twice`, at: id });
    } else if (!BIDDERS.some((b) => b.id === name)) {
      report({ code: 'unknown_bidder', severity: 'error', path, message: `bidder "${name}" is not integrated with this account; known bidders: ${BIDDERS.map((b) => b.id).join(', ')}`, at: id });
    } else {
      declared.set(name, bool(bidder, 'enabled') ?? true);
    }
  }
  return declared;
}

/** Checks the ad units; returns the configured ad unit ids (for experiments). */
function checkAdUnits(top: Fields, declared: Declared, maxRounds: number, report: Report): Set<string> {
  const configured = new Set<string>();
  const lineItemIds = new Set<string>();
  for (const unit of eachMapItem(list(top, 'ad_units'), AD_UNIT, 'ad_units', 'an ad unit', report)) {
    const idNode = scalarValue(unit, 'id');
    const id = text(unit, 'id');
    checkFloor(unit, 'floor_cpm', report);
    checkRange(unit, 'refresh_seconds', 10, 120, report);
    if (unit.values.has('dynamic_floor')) checkDynamicFloor(unit, report);
    checkUnitBidders(unit, declared, report);
    checkLineItems(unit, maxRounds, lineItemIds, report);
    if (!list(unit, 'bidders')?.items.length && !list(unit, 'line_items')?.items.length) {
      report({ code: 'no_demand', severity: 'warning', path: unit.path, message: `ad unit ${id ?? ''} has neither bidders nor line items and will never fill`, at: idNode ?? unit.node });
    }
    if (!idNode || id === undefined) continue;
    if (configured.has(id)) {
      report({ code: 'duplicate_ad_unit', severity: 'error', path: childPath(unit.path, 'id'), message: `ad unit ${id} is configured twice; keep one entry`, at: idNode });
      continue;
    }
    configured.add(id);
    checkAgainstAccount(unit, id, idNode, report);
  }
  const missing = AD_UNITS.filter((u) => !configured.has(u.id));
  const adUnitsKey = top.keys.get('ad_units');
  if (adUnitsKey && list(top, 'ad_units') && missing.length > 0) {
    report({ code: 'unconfigured_ad_unit', severity: 'warning', path: 'ad_units', message: `account ad units without configuration (they use the defaults): ${missing.map((u) => u.id).join(', ')}`, at: adUnitsKey });
  }
  return configured;
}

function checkAgainstAccount(unit: Fields, id: string, idNode: Scalar, report: Report): void {
  const known = AD_UNITS.find((u) => u.id === id);
  if (!known) {
    report({ code: 'unknown_ad_unit', severity: 'error', path: childPath(unit.path, 'id'), message: `ad unit "${id}" does not exist in this account`, at: idNode });
    return;
  }
  const app = scalarValue(unit, 'app');
  if (app && app.value !== known.app.bundle) {
    report({ code: 'app_mismatch', severity: 'error', path: childPath(unit.path, 'app'), message: `ad unit ${id} belongs to ${known.app.bundle}, not ${String(app.value)}`, at: app });
  }
  const format = scalarValue(unit, 'format');
  if (format && format.value !== known.format) {
    report({ code: 'format_mismatch', severity: 'error', path: childPath(unit.path, 'format'), message: `ad unit ${id} is a ${known.format} ad unit, not ${String(format.value)}`, at: format });
  }
}

function checkDynamicFloor(unit: Fields, report: Report): void {
  const dps = checkShape(unit.values.get('dynamic_floor')!, DYNAMIC_FLOOR, childPath(unit.path, 'dynamic_floor'), 'dynamic_floor', report);
  const model = scalarValue(dps, 'model');
  if (dps && model && !(DPS_MODELS as readonly unknown[]).includes(model.value)) {
    report({ code: 'unknown_dps_model', severity: 'error', path: childPath(dps.path, 'model'), message: `dynamic floor model must be one of ${DPS_MODELS.join(', ')} (got "${String(model.value)}")`, at: model });
  }
}

function checkUnitBidders(unit: Fields, declared: Declared, report: Report): void {
  for (const ref of eachTextItem(list(unit, 'bidders'), childPath(unit.path, 'bidders'), 'bidders', report)) {
    if (!BIDDERS.some((b) => b.id === ref.value)) {
      report({ code: 'unknown_bidder', severity: 'error', path: ref.path, message: `bidder "${ref.value}" is not integrated with this account`, at: ref.node });
    } else if (!declared.has(ref.value)) {
      report({ code: 'undeclared_bidder', severity: 'error', path: ref.path, message: `bidder ${ref.value} is used here but not listed under bidders`, at: ref.node });
    } else if (declared.get(ref.value) === false) {
      report({ code: 'disabled_bidder', severity: 'warning', path: ref.path, message: `bidder ${ref.value} is disabled under bidders, so it will not bid here`, at: ref.node });
    }
  }
}

/** Line items are the auction's rounds: priority = round number, floor = effective floor × floor_multiplier. */
function checkLineItems(unit: Fields, maxRounds: number, seen: Set<string>, report: Report): void {
  const priorities = new Set<number>();
  for (const item of eachMapItem(list(unit, 'line_items'), LINE_ITEM, childPath(unit.path, 'line_items'), 'a line item', report)) {
    const id = text(item, 'id');
    const priority = num(item, 'priority');
    const multiplier = num(item, 'floor_multiplier');
    checkRange(item, 'priority', 1, 5, report);
    checkRange(item, 'floor_multiplier', 0.1, 10, report);
    if (id !== undefined) {
      if (seen.has(id)) report({ code: 'duplicate_line_item', severity: 'error', path: childPath(item.path, 'id'), message: `line item ${id} is defined more than once`, at: scalarValue(item, 'id') });
      seen.add(id);
    }
    if (priority !== undefined) {
      const at = scalarValue(item, 'priority');
      const path = childPath(item.path, 'priority');
      if (priorities.has(priority)) report({ code: 'duplicate_priority', severity: 'error', path, message: `two line items of this ad unit have priority ${priority}; each round needs its own priority`, at });
      else if (priority > maxRounds && priority <= 5) report({ code: 'too_many_rounds', severity: 'warning', path, message: `priority ${priority} never runs: auctions stop after ${maxRounds} rounds (defaults.max_waterfall_rounds)`, at });
      priorities.add(priority);
    }
    if (multiplier !== undefined && multiplier >= 0.1 && multiplier < 1) {
      report({ code: 'round_below_floor', severity: 'warning', path: childPath(item.path, 'floor_multiplier'), message: `floor_multiplier ${multiplier} puts this round's floor below the ad unit's effective floor`, at: scalarValue(item, 'floor_multiplier') });
    }
  }
}

function checkExperiments(top: Fields, configured: Set<string>, report: Report): void {
  const seen = new Set<string>();
  for (const exp of eachMapItem(list(top, 'experiments'), EXPERIMENT, 'experiments', 'an experiment', report)) {
    const id = text(exp, 'id');
    if (id !== undefined && seen.has(id)) {
      report({ code: 'duplicate_experiment', severity: 'error', path: childPath(exp.path, 'id'), message: `experiment ${id} is defined more than once`, at: scalarValue(exp, 'id') });
    }
    if (id !== undefined) seen.add(id);
    for (const ref of eachTextItem(list(exp, 'ad_units'), childPath(exp.path, 'ad_units'), 'ad_units', report)) {
      if (!configured.has(ref.value)) {
        report({ code: 'unknown_ad_unit', severity: 'error', path: ref.path, message: `experiment ad unit "${ref.value}" is not configured under ad_units`, at: ref.node });
      }
    }
    checkGroups(exp, report);
  }
}

function checkGroups(exp: Fields, report: Report): void {
  const groups = eachMapItem(list(exp, 'groups'), GROUP, childPath(exp.path, 'groups'), 'an experiment group', report);
  let total = 0;
  for (const group of groups) {
    checkRange(group, 'split', 0, 100, report);
    checkRange(group, 'floor_multiplier', 0.1, 10, report);
    total += num(group, 'split') ?? 0;
  }
  const complete = groups.length > 0 && groups.every((g) => num(g, 'split') !== undefined);
  if (complete && Math.abs(total - 100) > 1e-9) {
    report({ code: 'split_not_100', severity: 'error', path: childPath(exp.path, 'groups'), message: `group splits add up to ${total}, not 100`, at: exp.keys.get('groups') });
  }
}
