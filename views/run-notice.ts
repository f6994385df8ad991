// What a subscription owner reads when a scheduled digest did not post.
import type { Run, Subscription } from '../src/store/index.js';
import { formatRun } from '../src/time/schedule.js';
import { context, esc, section } from './blocks.js';
import { cronAsCode } from './digest-list.js';
import type { FailureText } from './error.js';
import type { BotMessage } from './types.js';

export interface RunNotice {
  kind: 'failed' | 'skipped' | 'interrupted';
  subscription: Subscription;
  run: Run;
  /** The report as a sentence names it ("daily revenue summary"): its kind's noun (src/jobs/digests/). */
  report: string;
  failure?: FailureText;
}

export function runNoticeView(n: RunNotice): BotMessage {
  const s = n.subscription;
  const what = `The ${n.report} for <#${s.channelId}> due ${esc(formatRun(n.run.scheduledFor, s.timezone))}`;
  const lines =
    n.kind === 'failed'
      ? [`:x: ${what} could not be posted. ${esc(n.failure?.what ?? '')}`, `*What to do:* ${esc(n.failure?.next ?? 'Use “Run now” in App Home to try again.')} You can also press *Run now* in App Home.`]
      : n.kind === 'skipped'
        ? [`:double_vertical_bar: ${what} was skipped: ${cronAsCode(esc(n.run.error ?? 'it was missed'))}.`, 'Nothing was posted for it. The next run is on schedule; press *Run now* in App Home for an up-to-date one.']
        : [`:warning: ${what} was interrupted: the bot instance running it stopped.`, 'It may not have been posted. Press *Run now* in App Home if the channel did not get it.'];
  const blocks = [section(lines.join('\n'), 'adops_run_notice'), context(`subscription ${esc(s.id)} · run ${esc(n.run.id)}${n.failure?.detail ? ` · API said: ${esc(n.failure.detail)}` : ''}`)];
  // The text is plain (the poster escapes it, views/blocks.ts `fallbackText`): no channel link in it.
  const plain = `The ${n.report} due ${formatRun(n.run.scheduledFor, s.timezone)}`;
  const text = n.kind === 'failed' ? `${plain} could not be posted. ${n.failure?.what ?? ''}` : n.kind === 'skipped' ? `${plain} was skipped: ${n.run.error ?? 'it was missed'}.` : `${plain} was interrupted.`;
  return { text: text.trim(), blocks, kind: 'error' };
}
