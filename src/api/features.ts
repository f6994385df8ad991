// What a key may do. The API lists a key's permissions (/auth/status, spec 4.1) but not its
// account's features (spec 5.2: network reporting, demand comparison, scheduled agents — each gives
// 403 when the account lacks it). So they are learned: with the cheapest call each needs (one day,
// one row) when a key is connected (`probeFeatures`), and again from every answer of a gated
// operation (`learnedFrom`: a 2xx says on; a 403 says off when the key holds every permission the
// operation needs, since only the feature is then left to lack).
import type { ApiClient } from './client.js';
import { ForbiddenError, type Grant } from './errors.js';
import { latestCompletedDate } from './resources/demand.js';

export const FEATURES = ['network_reporting', 'demand_comparison', 'scheduled_agents'] as const;
export type Feature = (typeof FEATURES)[number];

/** How the spec words each feature (and a 403 names it: errors.ts GRANTS). */
export const FEATURE_LABELS: Record<Feature, string> = {
  network_reporting: 'network reporting',
  demand_comparison: 'demand comparison',
  scheduled_agents: 'scheduled agents',
};

/** Each feature as known: on, off, or not known (absent). */
export type FeatureStates = Partial<Record<Feature, boolean>>;

/** What something needs of a key: permissions (`reports:read` …) and features. */
export interface Requirement {
  permissions: readonly string[];
  features: readonly Feature[];
}

export const READ_REPORTS: Requirement = { permissions: ['reports:read'], features: [] };

/** What a key is known to hold. */
export interface KeyGrants {
  permissions: readonly string[];
  features: FeatureStates;
}

/**
 * What the key is known to lack of `need`, in words ("the demand comparison feature", "the
 * configuration:read permission"); empty when nothing is known to be missing. A feature not known
 * yet is not counted as missing: the first run learns it (and says so if it is off).
 */
export function lacking(need: Requirement, key: KeyGrants): string[] {
  const permissions = need.permissions.filter((p) => !key.permissions.includes(p)).map((p) => `the ${p} permission`);
  const features = need.features.filter((f) => key.features[f] === false).map((f) => `the ${FEATURE_LABELS[f]} feature`);
  return [...permissions, ...features];
}

const featureOfGrant = (g: Grant): Feature | undefined => FEATURES.find((f) => FEATURE_LABELS[f] === g);

/**
 * What one answer of a gated operation says of the account's features: 2xx → each feature it needs
 * is on; 403 → its one feature is off, when the key holds every permission the operation needs
 * (otherwise the permission may be what is missing: nothing is learned).
 */
export function learnedFrom(answer: { needs: readonly Grant[]; status: number }, permissions: readonly string[]): FeatureStates | undefined {
  const features = answer.needs.map(featureOfGrant).filter((f): f is Feature => f !== undefined);
  if (!features.length) return undefined;
  if (answer.status >= 200 && answer.status < 300) return Object.fromEntries(features.map((f) => [f, true]));
  if (answer.status !== 403 || features.length !== 1) return undefined;
  const perms = answer.needs.filter((g) => featureOfGrant(g) === undefined);
  return perms.every((p) => permissions.includes(p)) ? { [features[0]!]: false } : undefined;
}

/**
 * The cheapest call each feature needs, made at once: the network report of one day with one row,
 * demand comparison of the latest completed date, the list of Tasks. A feature whose call failed
 * another way (or whose permission the key lacks) stays unknown.
 */
export async function probeFeatures(api: ApiClient, permissions: readonly string[], nowMs: number, signal?: AbortSignal): Promise<FeatureStates> {
  const day = latestCompletedDate(nowMs);
  const calls: Record<Feature, { needs: Grant[]; call: () => Promise<unknown> }> = {
    network_reporting: { needs: ['reports:read', 'network reporting'], call: () => api.network.report({ start_date: day, end_date: day, limit: 1 }, { signal }) },
    demand_comparison: { needs: ['reports:read', 'demand comparison'], call: () => api.demand.comparison({ start_date: day, end_date: day }, { signal }) },
    scheduled_agents: { needs: ['configuration:read', 'scheduled agents'], call: () => api.tasks.list({ signal }) },
  };
  const out: FeatureStates = {};
  await Promise.all(
    FEATURES.map(async (f) => {
      const { needs, call } = calls[f];
      const status = await call().then(
        () => 200,
        (err: unknown) => (err instanceof ForbiddenError ? 403 : 0),
      );
      Object.assign(out, learnedFrom({ needs, status }, permissions) ?? {});
    }),
  );
  return out;
}
