// The account's mediation configurations: the live one, published versions 1..N and drafts.
// Their YAML lives in ./configs/*.yaml (fixtures written as a person would); this file adds the
// records around them (ids, labels, authors, times) and the test hooks that change them.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ACCOUNT_ID } from './catalog.js';
import { memo, type SandboxContext } from '../types.js';

export type ConfigKind = 'live' | 'published' | 'draft';

export interface StoredConfig {
  id: string;
  kind: ConfigKind;
  version_number?: number;
  version_label?: string;
  created_at: string;
  created_by_user_id?: string;
  created_by_name?: string;
  yaml: string;
}

export interface ConfigState {
  live: StoredConfig;
  published: StoredConfig[];
  drafts: StoredConfig[];
}

const AUTHORS = {
  maria: { created_by_user_id: 'usr_maria', created_by_name: 'Maria Okafor' },
  jonas: { created_by_user_id: 'usr_jonas', created_by_name: 'Jonas Weber' },
  priya: { created_by_user_id: 'usr_priya', created_by_name: 'Priya Nair' },
} as const;

/** Published history: file, label, author and age in days at sandbox start. */
const PUBLISHED = [
  { file: 'v1.yaml', label: 'Initial setup: Puzzle Quest and Word Rush', author: AUTHORS.maria, ageDays: 160 },
  { file: 'v2.yaml', label: 'Add Tiny Farm Tycoon and bidder_echo', author: AUTHORS.jonas, ageDays: 110 },
  { file: 'v3.yaml', label: 'Add bidder_foxtrot; rewarded floor experiment', author: AUTHORS.maria, ageDays: 45 },
  { file: 'v4.yaml', label: 'Q4 floor raise (interstitial +15%, rewarded +10%)', author: AUTHORS.priya, ageDays: 12 },
];

const DRAFTS = [
  { id: 'draft_floor_cleanup', file: 'draft_floor_cleanup.yaml', label: 'Q4 floor cleanup (work in progress)', author: AUTHORS.jonas, ageDays: 3 },
  { id: 'draft_timeouts', file: 'draft_timeouts.yaml', label: 'Slower bidder timeouts', author: AUTHORS.priya, ageDays: 1 },
];

export const LIVE_CONFIG_ID = 'cfg_live';
export const CONFIG_ACCOUNT_ID = ACCOUNT_ID;

export function readConfigFixture(file: string): string {
  return readFileSync(new URL(`./configs/${file}`, import.meta.url), 'utf8');
}

function buildState(nowMs: number): ConfigState {
  const at = (ageDays: number) => new Date(nowMs - ageDays * 86_400_000).toISOString();
  const published: StoredConfig[] = PUBLISHED.map((p, i) => ({
    id: `cfg_v${i + 1}`,
    kind: 'published',
    version_number: i + 1,
    version_label: p.label,
    created_at: at(p.ageDays),
    ...p.author,
    yaml: readConfigFixture(p.file),
  }));
  const drafts: StoredConfig[] = DRAFTS.map((d) => ({
    id: d.id,
    kind: 'draft',
    version_label: d.label,
    created_at: at(d.ageDays),
    ...d.author,
    yaml: readConfigFixture(d.file),
  }));
  return { live: liveFrom(published.at(-1)!), published, drafts };
}

/** The live configuration is the latest published version, served under its own row id. */
function liveFrom(version: StoredConfig): StoredConfig {
  return { ...version, id: LIVE_CONFIG_ID, kind: 'live' };
}

export function configState(ctx: SandboxContext): ConfigState {
  return memo(ctx, 'config', () => buildState(ctx.clock.now()));
}

/**
 * Test hook: publishes `yaml` as the next version and makes it live (how a live config changes
 * in the product), e.g. to make the live config invalid for an alert test.
 */
export function setLiveConfig(ctx: SandboxContext, yaml: string, opts: { label?: string; author?: keyof typeof AUTHORS } = {}): StoredConfig {
  const state = configState(ctx);
  const version: StoredConfig = {
    id: `cfg_v${state.published.length + 1}`,
    kind: 'published',
    version_number: state.published.length + 1,
    version_label: opts.label ?? 'Published from the sandbox test hook',
    created_at: new Date(ctx.clock.now()).toISOString(),
    ...AUTHORS[opts.author ?? 'maria'],
    yaml,
  };
  state.published.push(version);
  state.live = liveFrom(version);
  return state.live;
}

/** Test hook: removes a draft (e.g. to leave exactly one for `draft=true`). */
export function removeDraft(ctx: SandboxContext, id: string): boolean {
  const state = configState(ctx);
  const before = state.drafts.length;
  state.drafts = state.drafts.filter((d) => d.id !== id);
  return state.drafts.length < before;
}

/** `data` of the record: the parsed YAML when it is a mapping, otherwise an empty object. */
export function parsedData(yaml: string): Record<string, unknown> {
  try {
    const value: unknown = parse(yaml);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
