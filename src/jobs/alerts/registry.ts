// THE list of alert kinds. Each is declared with `defineAlertKind` (./kind.ts) in its folder
// (./<kind>/index.ts): its spec, its `alerts add` form, its words, need, cadence and check. The
// store keeps a watch's spec as `{ kind: string }` JSON (it sits below src/jobs); this list is
// what checks a kind and narrows a spec to its own (./README.md).
import type { Watch, WatchSpec } from '../../store/index.js';
import type { WatchWords } from '../../../views/watch-list.js';
import { abTestWatchKind } from './abtest/index.js';
import { configWatchKind } from './config/index.js';
import { metricAlertKind } from './metric-drop/index.js';
import type { DeclaredAlertKind, SpecReader } from './kind.js';

/** In this order in help and "what can be watched". */
export const ALERT_KINDS = [metricAlertKind, configWatchKind, abTestWatchKind] as const;

export type AlertKindName = (typeof ALERT_KINDS)[number]['kind'];

/** Every kind, its spec erased: each checks (`owns`) that a spec is its own before reading it. */
const KINDS: readonly DeclaredAlertKind[] = ALERT_KINDS as unknown as readonly DeclaredAlertKind[];

/** The kind of a stored spec; a kind no longer declared fails with a plain message. */
export function alertKindOf(w: Pick<Watch, 'spec'>): DeclaredAlertKind {
  const kind = KINDS.find((k) => k.owns(w.spec));
  if (!kind) throw new Error(`This alert is of a kind this version of the bot does not know (${w.spec.kind}): remove it with \`/adops alerts remove\`.`);
  return kind;
}

/** How lists, App Home and confirmations describe a watch: its kind's words. */
export function watchWordsOf(w: Watch): WatchWords {
  return alertKindOf(w).words(w, w.spec);
}

/** The words that start `alerts add …`, every kind's, in order (`revenue`, …, `config`). */
export const ALERT_ADD_WORDS: readonly string[] = KINDS.flatMap((k) => k.add?.words ?? []);

/** The kind whose `alerts add` form starts with `word` (a dash read as `_`: `fill-rate`), if any. */
export function addFormOf(word: string): { word: string; kind: DeclaredAlertKind } | undefined {
  const normal = word.replace('-', '_');
  const kind = KINDS.find((k) => k.add?.words.includes(normal));
  return kind && { word: normal, kind };
}

/** Reads `alerts add <word> …` into the spec of the kind it names; undefined: no kind starts with it. */
export function readAlertSpec(word: string, args: SpecReader): WatchSpec | undefined {
  const found = addFormOf(word);
  return found?.kind.add?.parse(found.word, args);
}
