// A/B watch: keeps a card showing the test's current status (posted once, then updated in place
// with chat.update) and DMs the owner when the status changes — once per change, even with
// several instances, because the new status is compare-and-set in the store first.
import { QUESTION_PAGE_BUDGET } from '../../../api/index.js';
import type { Watch, WatchSpec } from '../../../store/index.js';
import { esc } from '../../../../views/blocks.js';
import { abWatchCardView, abWatchChangeView } from '../../../../views/abtest-watch.js';
import { abTestRunOf, readWith } from '../../../reports/abtest.js';
import { withAccountLine } from '../../../../views/connect.js';
import { accountScope, jobApi, type JobDeps } from '../../deps.js';
import { defineAlertKind } from '../kind.js';

export interface AbTestWatchSpec extends WatchSpec {
  kind: 'abtest';
  abTestId: string;
}

/** `abtest watch <id>`: the test's card kept current, its owner told of each change of status. */
export const abTestWatchKind = defineAlertKind<AbTestWatchSpec>({
  kind: 'abtest',
  words: (w, spec) => ({
    what: `A/B test ${spec.abTestId} status`,
    how: 'The card shows the current status and changes in place; you get a DM when the status changes.',
    ...(typeof w.state.status === 'string' ? { state: `status ${esc(w.state.status)}` } : {}),
  }),
  checkEvery: () => 15 * 60_000,
  check: (deps, w, spec, signal) => checkAbTestWatch(deps, w, spec, signal),
});

export async function checkAbTestWatch(deps: JobDeps, w: Watch, spec: AbTestWatchSpec, signal: AbortSignal): Promise<void> {
  const now = deps.now();
  const api = (await jobApi(deps, accountScope(w))).within({ signal, pages: QUESTION_PAGE_BUDGET });
  const run = await abTestRunOf(spec.abTestId, new Date(now), readWith(api, signal));
  await deps.store.abTests.seen({ teamId: w.teamId, account: api.account }, { abTestId: spec.abTestId, seenBy: 'watched', status: run.report.status ?? null }, new Date(now));
  const status = run.report.status ?? 'unknown';
  const poster = deps.posterFor(w.teamId);
  const account = deps.accountLine(accountScope(w));
  const drawn = abWatchCardView({ abTestId: spec.abTestId, run, checkedAt: now, ownerUserId: w.ownerUserId });
  const card = account ? withAccountLine(drawn, account) : drawn;

  if (!w.cardTs || !w.cardChannelId) {
    const channel = w.channelId ?? (await poster.dmChannel(w.ownerUserId, signal));
    const posted = await poster.post(channel, card, signal);
    await deps.store.watches.setCard(w.id, posted.channelId, posted.ts);
    await deps.store.watches.compareAndSetState(w.id, w.state, { status, since: new Date(now).toISOString() });
    return;
  }
  const previous = typeof w.state.status === 'string' ? w.state.status : undefined;
  if (previous === status) return;
  if (!(await deps.store.watches.compareAndSetState(w.id, w.state, { status, since: new Date(now).toISOString() }))) return;
  await poster.update(w.cardChannelId, w.cardTs, card, signal);
  if (previous !== undefined) {
    await poster.dm(w.ownerUserId, abWatchChangeView({ abTestId: spec.abTestId, from: previous, to: status, run, card: { channelId: w.cardChannelId, ts: w.cardTs } }), signal);
  }
}
