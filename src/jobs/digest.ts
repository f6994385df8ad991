// One digest run as a one-shot job: build the report for the subscription at its scheduled time
// and post it to the subscription's channel, details in the thread. The schedule lives in
// src/scheduler; this knows nothing of cron.
import { QUESTION_PAGE_BUDGET, READ_REPORTS, type ApiClient, type Requirement } from '../api/index.js';
import type { DigestReport, Run, Subscription } from '../store/index.js';
import type { PostedRef, RunProgress } from '../scheduler/types.js';
import { POST_SETTLE_MS, type Poster, type PostMarker } from '../outbox/poster.js';
import { RetryLater } from '../api/retry.js';
import type { BotMessage } from '../../views/types.js';
import { withAccountLine } from '../../views/connect.js';
import { withDelayedNote } from '../../views/delayed-note.js';
import { digestKind, digestKindOf } from './digests/registry.js';
import type { DigestContext, DigestOutput } from './digests/types.js';
import { accountScope, jobApi, type JobDeps } from './deps.js';

/** As lists and answers name a report ("Daily revenue summary"); an unknown name as it is. */
export function digestLabel(report: DigestReport): string {
  return digestKindOf(report)?.label ?? report;
}

/**
 * What each report needs of the key it runs on (spec 4, 5.2): checked when a digest is made or
 * moved to another account (commands/digest, commands/connect). A kind that declares none reads reports only.
 */
export function digestNeeds(report: DigestReport): Requirement {
  return digestKindOf(report)?.need ?? READ_REPORTS;
}

/** Builds the digest of `subscription` as of `at` without posting it (runs and previews). */
export async function buildDigest(deps: JobDeps, subscription: Subscription, at: Date, signal: AbortSignal, byHand = false): Promise<DigestOutput> {
  // Same report, filters and timezone at the same minute: the same message, built once and posted
  // to each channel (as their API queries are made once).
  // The account that answers is in every key: a channel bound to another account never shares.
  const s = subscription;
  const api = (await jobApi(deps, accountScope(s))).within({ signal, pages: QUESTION_PAGE_BUDGET });
  const key = { teamId: s.teamId, account: api.account, operation: `digest.${s.report}`, params: { tz: s.timezone, filters: s.filters, at: at.getTime(), byHand }, at: at.getTime() };
  return deps.queries.get(key, () => buildOnce(deps, subscription, api, at, signal, byHand), { localOnly: true });
}

function buildOnce(deps: JobDeps, subscription: Subscription, api: ApiClient, at: Date, signal: AbortSignal, byHand: boolean): Promise<DigestOutput> {
  const ctx: DigestContext = {
    deps,
    subscription,
    at,
    api,
    signal,
    byHand,
    query: (operation, params, fetch) => deps.queries.get({ teamId: subscription.teamId, account: api.account, operation, params, at: at.getTime() }, fetch),
  };
  return digestKind(subscription.report).build(ctx);
}

/** Each main post carries its run's id, so a run resumed after a crash can find it (Slack has no idempotency key). */
const runMarker = (run: Run): PostMarker => ({ eventType: 'adops_digest_run', id: run.id });
const threadMarker = (run: Run): PostMarker => ({ eventType: 'adops_digest_thread', id: run.id });

/**
 * An earlier attempt's post may still land until the settle time has passed since it began
 * (POST_SETTLE_MS): reading the channel back sooner could miss it and post a second copy. Until
 * then the run is given back to be retried once it has passed (RetryLater), holding no slot.
 */
function settled(deps: JobDeps, lastAttempt: Date, what: string): void {
  const left = lastAttempt.getTime() + (deps.postSettleMs ?? POST_SETTLE_MS) - deps.now();
  if (left > 0) throw new RetryLater(`the ${what}'s earlier attempt may still reach Slack: looked for in ${Math.ceil(left / 1000)} s`, left);
}

/**
 * Posts the main message once. An earlier attempt that died between Slack taking the post and its
 * recording left `postingSince`: look for the marked post in the channel before posting again.
 */
async function postMain(deps: JobDeps, poster: Poster, subscription: Subscription, run: Run, message: BotMessage, signal: AbortSignal, progress?: RunProgress): Promise<PostedRef> {
  if (run.postingSince) settled(deps, run.postingLastAt ?? run.postingSince, 'main post');
  const earlier = run.postingSince ? await poster.findMarked(subscription.channelId, runMarker(run), run.postingSince, signal) : undefined;
  if (earlier) return earlier;
  // Noted right before the post reaches Slack (not while it waits its turn): only a post that may
  // be out makes a resumed run read the channel back.
  return poster.post(subscription.channelId, message, signal, runMarker(run), progress && (() => progress.posting()));
}

/**
 * The scheduler's `run`: build and post. Quiet digests post nothing and return undefined. The main
 * post and its thread reply are one unit that resumes: the main post is recorded (progress.posted)
 * before the thread reply goes out, and a retried or taken-over run whose main post is recorded
 * posts only the thread reply under it.
 */
export async function runDigest(deps: JobDeps, subscription: Subscription, run: Run, signal: AbortSignal, progress?: RunProgress): Promise<PostedRef | undefined> {
  // A manual run reports on the moment it was asked, a scheduled one on its scheduled time.
  const out = await buildDigest(deps, subscription, run.scheduledFor, signal, run.trigger === 'manual');
  if (out.quiet) return undefined;
  const poster = deps.posterFor(subscription.teamId);
  const account = deps.accountLine(accountScope(subscription));
  const built = account ? withAccountLine(out.message, account) : out.message;
  const noted = progress?.delayed ? withDelayedNote(built, { scheduledFor: run.scheduledFor, timezone: subscription.timezone }) : built;
  // The fallback text (notifications) is plain and may hold the API's words (a configuration's
  // name): the poster escapes it (views/blocks.ts `fallbackText`), so it mentions and links nothing.
  const message = noted;
  const posted = run.messageTs ? { channelId: run.messageChannelId ?? subscription.channelId, ts: run.messageTs } : await postMain(deps, poster, subscription, run, message, signal, progress);
  if (!run.messageTs) await progress?.posted(posted);
  if (out.thread && !run.threadTs) {
    // Resumed with the main post out (an earlier attempt died): its reply may be out too, unrecorded.
    // Only a reply whose sending began (threadPostingSince) is looked for: reading a thread back is
    // rate limited (one call a minute per workspace for apps outside the Marketplace).
    const marker = threadMarker(run);
    if (run.threadPostingSince) settled(deps, run.threadPostingLastAt ?? run.threadPostingSince, 'thread reply');
    const earlier = run.threadPostingSince ? await poster.findMarkedReply(posted.channelId, posted.ts, marker, run.threadPostingSince, signal) : undefined;
    const reply = earlier ?? (await poster.post(posted.channelId, { ...out.thread, threadTs: posted.ts }, signal, marker, progress && (() => progress.threadPosting())));
    await progress?.threadPosted(reply.ts);
  }
  return posted;
}
