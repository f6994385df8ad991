// Tells a subscription's owner, by DM, when a run failed, was skipped or was interrupted.
import type { RunNotifier } from '../scheduler/types.js';
import { describeFailure } from '../../views/error-message.js';
import { runNoticeView } from '../../views/run-notice.js';
import type { JobDeps } from './deps.js';
import { digestKindOf } from './digests/registry.js';

/** The report as a sentence names it; an unknown name as it is. */
const nounOf = (report: string) => digestKindOf(report)?.noun ?? report;

export function runNotifier(deps: JobDeps): RunNotifier {
  return {
    failed: async (s, run, error) => {
      await deps.posterFor(s.teamId).dm(s.ownerUserId, runNoticeView({ kind: 'failed', subscription: s, report: nounOf(s.report), run, failure: describeFailure(error) }));
    },
    skipped: async (s, run) => {
      await deps.posterFor(s.teamId).dm(s.ownerUserId, runNoticeView({ kind: 'skipped', subscription: s, report: nounOf(s.report), run }));
    },
    interrupted: async (s, run) => {
      await deps.posterFor(s.teamId).dm(s.ownerUserId, runNoticeView({ kind: 'interrupted', subscription: s, report: nounOf(s.report), run }));
    },
  };
}
