// THE list of alert kinds, one per kind of watch spec the store keeps (src/store/types.ts
// `WatchSpec`): the compiler refuses a kind left out or declared for another spec. Each is
// declared with `defineAlertKind` (./kind.ts) beside its check (./README.md).
import type { Watch, WatchKind } from '../../store/index.js';
import { abTestWatchKind } from '../abtest-watch.js';
import { configWatchKind } from '../config-watch.js';
import { metricAlertKind } from '../metric-alert.js';
import type { AlertKind } from './kind.js';

export const ALERT_KINDS: { readonly [K in WatchKind]: AlertKind<K> } = {
  abtest: abTestWatchKind,
  metric_drop: metricAlertKind,
  config: configWatchKind,
};

/** The kind of a watch: declared for its own spec (the record's type), so the watch's spec is that kind's. */
export function alertKindOf(w: Pick<Watch, 'spec'>): AlertKind {
  return ALERT_KINDS[w.spec.kind] as AlertKind;
}
