// THE list of digest kinds (a subscription's `report`), in the order `help digest` and the form
// list them; the first is the form's default. Each is declared in its folder with
// `defineDigestKind` (./types.ts, ./README.md): its labels, schedule defaults, deadline, need,
// form fields, builder and view. Everything that names kinds reads this list.
import { abTestsDigest } from './abtests/index.js';
import { configDigest } from './config/index.js';
import { monthlyDigest } from './monthly/index.js';
import { networkDigest } from './network/index.js';
import { reconcileDigest } from './reconcile/index.js';
import { dailyRevenueDigest, weeklyRevenueDigest } from './revenue/index.js';
import type { DigestKind } from './types.js';

export const DIGEST_KINDS = [
  dailyRevenueDigest,
  weeklyRevenueDigest,
  monthlyDigest,
  abTestsDigest,
  networkDigest,
  configDigest,
  reconcileDigest,
] as const satisfies readonly DigestKind[];

/** A declared kind's name: what `digest add <report>` takes and a subscription stores. */
export type DigestKindName = (typeof DIGEST_KINDS)[number]['name'];

export const DIGEST_KIND_NAMES: readonly DigestKindName[] = DIGEST_KINDS.map((k) => k.name);

/** The kind a subscription's `report` names; undefined for a name no kind declares. */
export function digestKindOf(name: string): DigestKind | undefined {
  return DIGEST_KINDS.find((k) => k.name === name);
}

/** The kind a stored subscription runs: its name was checked when it was saved. */
export function digestKind(name: string): DigestKind {
  const kind = digestKindOf(name);
  if (!kind) throw new Error(`no digest kind is called "${name}": its subscription was made by another version of the bot`);
  return kind;
}

/** The first kind: the form's choice before anyone changes it. */
export const DEFAULT_DIGEST_KIND: DigestKind = DIGEST_KINDS[0];

/** How late a kind's runs may still be posted (the scheduler's deadline, src/app/durable.ts); a kind this version does not declare: the default kind's. */
export function digestDeadlineMs(name: string): number {
  return (digestKindOf(name) ?? DEFAULT_DIGEST_KIND).deadlineMs;
}
