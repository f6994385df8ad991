// What the auction generator takes from the live mediation configuration, per ad unit: floors
// (static default, configured, dynamic model), rounds (line items: priority and floor multiplier),
// bidders, timeouts and experiments. Read tolerantly: a broken live config (a test can set one)
// falls back to defaults field by field rather than stopping auctions.
import { parse } from 'yaml';
import { AD_UNITS, BIDDERS } from './catalog.js';
import { configState } from './config-store.js';
import type { SandboxContext } from '../types.js';

export interface RoundPlan {
  lineItemId: string | null;
  priority: number;
  multiplier: number;
}

export interface ExperimentPlan {
  id: string;
  groups: { name: string; split: number; multiplier: number }[];
}

export interface UnitPlan {
  staticFloor: number;
  configuredFloor: number | null;
  dpsModel: string | null;
  rounds: RoundPlan[];
  /** Bidder ids the config lets bid here (enabled and listed). */
  bidders: ReadonlySet<string>;
  timeoutMs: (bidder: string) => number;
  experiment: ExperimentPlan | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const numOr = <T>(v: unknown, fallback: T): number | T => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

const DEFAULT_TIMEOUT_MS = 1_500;

function plans(yaml: string): Map<string, UnitPlan> {
  let root: Obj;
  try {
    root = obj(parse(yaml));
  } catch {
    root = {};
  }
  const defaults = obj(root.defaults);
  const staticFloor = Math.max(0, numOr(defaults.floor_cpm, 0.05));
  const maxRounds = Math.min(5, Math.max(1, numOr(defaults.max_waterfall_rounds, 3)));
  const defaultTimeout = numOr(defaults.bidder_timeout_ms, DEFAULT_TIMEOUT_MS);
  const bidderDefs = arr(root.bidders).map(obj);
  const enabled = new Set(bidderDefs.filter((b) => b.enabled !== false && typeof b.id === 'string').map((b) => b.id as string));
  const timeouts = new Map(bidderDefs.map((b) => [String(b.id), numOr(b.timeout_ms, defaultTimeout)]));
  const experiments = arr(root.experiments).map(obj).filter((e) => e.enabled !== false);
  const out = new Map<string, UnitPlan>();
  for (const unit of arr(root.ad_units).map(obj)) {
    if (typeof unit.id !== 'string' || out.has(unit.id)) continue;
    const dps = obj(unit.dynamic_floor);
    const rounds = arr(unit.line_items)
      .map(obj)
      .map((li) => ({ lineItemId: typeof li.id === 'string' ? li.id : null, priority: numOr(li.priority, 0), multiplier: Math.max(0.1, numOr(li.floor_multiplier, 1)) }))
      .filter((r) => Number.isInteger(r.priority) && r.priority >= 1 && r.priority <= maxRounds)
      .sort((a, b) => a.priority - b.priority)
      .filter((r, i, all) => i === 0 || all[i - 1]!.priority !== r.priority);
    const listed = arr(unit.bidders).filter((b): b is string => typeof b === 'string' && enabled.has(b));
    const exp = experiments.find((e) => arr(e.ad_units).includes(unit.id));
    out.set(unit.id, {
      staticFloor,
      configuredFloor: typeof unit.floor_cpm === 'number' && unit.floor_cpm >= 0 ? unit.floor_cpm : null,
      dpsModel: dps.enabled === true ? (typeof dps.model === 'string' ? dps.model : 'dps_v2') : null,
      rounds: rounds.length > 0 ? rounds : [{ lineItemId: null, priority: 1, multiplier: 1 }],
      bidders: new Set(listed),
      timeoutMs: (bidder) => timeouts.get(bidder) ?? defaultTimeout,
      experiment: exp ? experimentPlan(exp) : null,
    });
  }
  return out;
}

function experimentPlan(e: Obj): ExperimentPlan | null {
  const groups = arr(e.groups)
    .map(obj)
    .map((g) => ({ name: String(g.name ?? 'group'), split: Math.max(0, numOr(g.split, 0)), multiplier: numOr(g.floor_multiplier, 1) }))
    .filter((g) => g.split > 0);
  return groups.length > 0 ? { id: String(e.id ?? 'experiment'), groups } : null;
}

/** An ad unit missing from the config runs one round at the static floor with every bidder. */
function fallbackPlan(): UnitPlan {
  return {
    staticFloor: 0.05, configuredFloor: null, dpsModel: null,
    rounds: [{ lineItemId: null, priority: 1, multiplier: 1 }],
    bidders: new Set(BIDDERS.map((b) => b.id)),
    timeoutMs: () => DEFAULT_TIMEOUT_MS,
    experiment: null,
  };
}

const cache = new WeakMap<SandboxContext, { yaml: string; byUnit: UnitPlan[] }>();

/** Plans indexed like AD_UNITS, rebuilt only when the live YAML changes. */
export function unitPlans(ctx: SandboxContext): UnitPlan[] {
  const yaml = configState(ctx).live.yaml;
  const cached = cache.get(ctx);
  if (cached?.yaml === yaml) return cached.byUnit;
  const byId = plans(yaml);
  const byUnit = AD_UNITS.map((u) => byId.get(u.id) ?? fallbackPlan());
  cache.set(ctx, { yaml, byUnit });
  return byUnit;
}
