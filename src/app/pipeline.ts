// THE pipeline: one ordered chain every request passes — slash commands, buttons (Share and each
// command's declared ones), form submissions and questions in plain words. In the order they run:
//   before the listeners (Bolt middleware, `registerChain`):
//     1. id        every line logged while it is served carries the request's id;
//     2. read      the request becomes one typed value, read once (./request.ts);
//     3. replay    a replay is dropped, and a change is not run when that cannot be ruled out;
//   then the listener acks and hands the value to `answer`, whose `chain` calls each step in turn, a
//   small function of the value:
//     4. stop      a request arriving while the instance stops is told to ask again (./stop.ts);
//     5. clock     a slow answer says it is working on it, or gives up (./slow-answer.ts);
//     6. admit     the access check decides (./access/gate.ts); a refusal is all the asker gets;
//     7. run       the command runs with its CommandContext (./run.ts), or opens its form;
//     8. keep      an answer that may be shared is kept for its Share button;
//     9. send      the answer goes out, through the block fallback (./run.ts deliver);
//    10. count     how it ended, for adops_commands_total;
//    11. record    the audit entry, the kept answer and the inbox row's removal: one write (src/store/answered.ts).
// Answer work is bounded where requests are claimed (./inbox.ts, ANSWER_CONCURRENCY at once).
import { randomUUID } from 'node:crypto';
import type { AnyMiddlewareArgs, App, Middleware } from '@slack/bolt';
import { Question, QUESTION_PAGE_BUDGET } from '../api/index.js';
import { DEFAULT_ANSWER_TIMES } from '../config.js';
import { currentRequestId, inRequest, type Logger } from '../logger.js';
import { openDm, postMessage, type WebClient } from '../outbox/slack-io.js';
import { REPLAY_KEY_TTL_MS, requestKey, requestTeam, type AnswerWrites } from '../store/index.js';
import { isForm } from '../../commands/types.js';
import { errorView, refusal } from '../../views/error.js';
import { canShare, SHARED_ANSWER_PREFIX } from '../../views/share.js';
import { restartedView, stoppingView } from '../../views/answer-notes.js';
import type { BotMessage } from '../../views/types.js';
import type { Admission } from './access/gate.js';
import type { AppDeps } from './deps.js';
import { changesState, readRequest, requestIn, requestOf, type AdopsRequest, type InboxFactsOf, type RequestParts } from './request.js';
import { commandContext, deliver, openForm, rollUpAll, runCommand, sharedAnswer, withAccount, type RunPlace } from './run.js';
import { SlowAnswer } from './slow-answer.js';
import { accountRead, askedAgain } from './tenants/asked-account.js';

export { deliver } from './run.js';
export type { Asker } from './request.js';

/** How long after the give-up a question's own deadline cuts its API calls (the give-up cancels them first). */
const GIVE_UP_GRACE_MS = 1_000;

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

/** How a request ended (adops_commands_total, docs/operating.md#metrics): usage is a mistake or help; given_up, no answer in time. */
type Outcome = 'answered' | 'usage' | 'failed' | 'refused' | 'form' | 'given_up';

/** What the steps of one request's chain work out, beside the request value they are each handed. */
interface Turn {
  deps: AppDeps;
  client: WebClient;
  reqId: string;
  logger: Logger;
  slow?: SlowAnswer;
  question?: Question;
  asking: AbortController;
  admission?: Admission;
  /** What the asker is shown; set by the step that decides it, later steps leave it be. */
  shown?: BotMessage;
  outcome?: Outcome;
  shareValue?: string;
  writes: AnswerWrites;
}

/** 4. A request arriving while the instance stops is turned away. */
async function stop(_req: AdopsRequest, t: Turn): Promise<void> {
  if (t.deps.stop.stopping) t.shown = stoppingView();
}

/** 5. The clock, from the request's arrival: notes through the same delivery; the give-up cancels its API calls. */
async function clock(req: AdopsRequest, t: Turn): Promise<void> {
  const { deps, logger } = t;
  const times = deps.config.answerTimes ?? DEFAULT_ANSWER_TIMES;
  // One that changes state has no deadline: it may already have done its work.
  const deadline = req.changesState ? undefined : (req.arrivedAt ?? Date.now()) + times.deadlineMs + GIVE_UP_GRACE_MS;
  t.question = new Question({ signal: t.asking.signal, deadline, pages: QUESTION_PAGE_BUDGET });
  t.slow = new SlowAnswer({
    times,
    changesState: req.changesState,
    arrivedAt: req.arrivedAt,
    noted: req.noted,
    send: (note) => deliver(deps, { ...req, client: t.client }, note, { reqId: t.reqId, logger }).catch((err: unknown) => logger.warn({ err }, 'could not tell the asker the answer is slow')),
    onGaveUp: () => {
      logger.warn({ deadlineMs: times.deadlineMs }, 'no answer in time: the asker was told to try again');
      t.asking.abort();
    },
  });
}

/** Nothing is left to work out: an earlier step answered, or the asker has been told it was given up. */
const settled = (t: Turn) => t.shown !== undefined || t.slow?.givenUp === true;

/** 6. Who may ask for what, before anything runs; the audit entry is written by `record`. */
async function admit(req: AdopsRequest, t: Turn): Promise<void> {
  if (settled(t)) return;
  const account = req.account.kind === 'one' ? accountRead(t.deps.accounts, req.asker.teamId, req.account.connection) : undefined;
  const { admission, audit } = await t.deps.access.judge(t.client, { ...req.asker, account }, req.need);
  t.admission = admission;
  t.writes.audit = audit;
  if (!admission.ok) {
    t.outcome = 'refused';
    t.shown = admission.message;
  }
}

/** 7. The command runs (or the reply, Share's stored answer, a form); its failures become the error message. */
async function run(req: AdopsRequest, t: Turn): Promise<void> {
  if (settled(t) || !t.admission?.ok) return;
  const { deps, logger } = t;
  const { asked, account } = req;
  if (asked.kind === 'reply') return void (t.shown = asked.message);
  if (asked.kind === 'share') return void (t.shown = await sharedAnswer(deps, req.asker, asked.answerId, t.reqId, logger));
  if (account.kind === 'unknown') return void (t.shown = refusal(`There is no account called “${account.name}” in this workspace.`, '`/adops whoami` lists the accounts you may read.'));
  const place: RunPlace = { asker: req.asker, client: t.client, logger, givenUp: () => t.slow!.givenUp, admin: t.admission.admin, question: t.question! };
  if (account.kind === 'all') return void (t.shown = await rollUpAll(deps, asked.command, asked.request, place));
  const answer = await runCommand(asked.command, asked.request, commandContext(deps, place, account), t.reqId, logger);
  // It may have changed which account answers (connect): this instance's next request sees it at once.
  if (asked.command.changesAccounts) await deps.accounts.refresh(req.asker.teamId).catch((err: unknown) => logger.warn({ err }, 'could not read the API connections again'));
  if (!isForm(answer)) return void (t.shown = asked.command.namesOwnAccount ? answer : withAccount(deps, req.asker, account, answer));
  if (!(await t.slow!.finish())) return;
  const opened = await openForm(deps, answer, { client: t.client, ...req.asker }, logger);
  if (opened === true) t.outcome = 'form';
  else t.shown = opened;
}

/** 8. An answer shown privately at the response_url is kept, so Share posts exactly it (written by `record`). */
async function keep(req: AdopsRequest, t: Turn): Promise<void> {
  const message = t.shown;
  const d = req.delivery;
  if (!message || d.to !== 'response_url' || d.visibility !== 'ephemeral' || req.asked.kind !== 'run' || req.asked.text === undefined || !canShare(message)) return;
  const id = randomUUID();
  t.writes.share = { id, teamId: req.asker.teamId, userId: req.asker.userId, command: req.asked.command.name, commandText: req.asked.text, message };
  t.shareValue = `${SHARED_ANSWER_PREFIX}${id}`;
}

/** 9. The answer goes out (after any note on its way), unless the asker was told it was given up. */
async function send(req: AdopsRequest, t: Turn): Promise<void> {
  const { deps, shown: message, logger } = t;
  if (!message) return;
  t.outcome ??= message.kind === 'usage' ? 'usage' : message.kind === 'error' ? 'failed' : 'answered';
  if (t.slow && !(await t.slow.finish())) return logger.info('late answer not posted: the asker was already told to try again');
  const commandText = req.asked.kind === 'run' ? req.asked.text : undefined;
  const to = req.delivery.to;
  try {
    await deliver(deps, { ...req, client: t.client }, message, { reqId: t.reqId, logger, commandText, shareValue: t.shareValue, afterNote: t.slow?.spoke });
    deps.metrics.answers.inc({ to, outcome: 'delivered' });
  } catch (err) {
    deps.metrics.answers.inc({ to, outcome: 'failed' });
    // Not shown: nothing to share.
    t.writes.share = undefined;
    throw err;
  }
}

/** 10. How it ended, counted (adops_commands_total) as soon as the asker has it. */
async function count(req: AdopsRequest, t: Turn): Promise<void> {
  t.deps.metrics.commands.inc({ command: req.sub, outcome: t.slow?.givenUp ? 'given_up' : (t.outcome ?? 'failed') });
}

/** 11. One transaction: the audit entry, the kept answer, and the inbox row it came from. */
async function record(req: AdopsRequest, t: Turn): Promise<void> {
  const writes = { ...t.writes, inboxKey: req.inboxKey };
  await t.deps.durable.store.answered.record(writes, new Date(t.deps.now())).catch((err: unknown) => t.logger.error({ err }, 'could not write the audit log and the answer kept for Share'));
}

/** THE chain after the listener's ack, step by step in the order it runs; a step that throws is logged, and the rest still run. */
async function chain(req: AdopsRequest, t: Turn): Promise<void> {
  const failed = (err: unknown) => t.logger.error({ err }, 'could not deliver the answer');
  await stop(req, t).catch(failed);
  await clock(req, t).catch(failed);
  await admit(req, t).catch(failed);
  await run(req, t).catch(failed);
  await keep(req, t).catch(failed);
  await send(req, t).catch(failed);
  await count(req, t).catch(failed);
  await record(req, t).catch(failed);
}

/** Runs the request down the chain; never throws (failures are logged and told). */
export async function answer(deps: AppDeps, req: AdopsRequest, client: WebClient): Promise<void> {
  // The id given when the request came in (`registerChain`), so the replay check's lines share it.
  const reqId = currentRequestId(deps.logger) ?? newRequestId();
  return inRequest(deps.logger, reqId, async () => {
    const logger = deps.logger.child({ sub: req.sub, user: req.asker.userId, team: req.asker.teamId, ...req.log });
    logger.info('command received');
    const t: Turn = { deps, client, reqId, logger, asking: new AbortController(), writes: {} };
    // A stop (./stop.ts) waits for the answer through its grace, then tells the asker it was cut off.
    const cutOff = () => t.slow?.cutOff(restartedView(req.changesState)) ?? Promise.resolve();
    const account = await askedAgain(deps.accounts, deps.config, req.asker, req.account).catch(() => req.account);
    await deps.stop.track(() => chain({ ...req, account }, t), cutOff);
    // Whatever happened, no note comes after this, and nothing of the question is left running.
    void t.slow?.finish();
    t.asking.abort();
  });
}

/** A form's submission or a question in plain words: read into the request value, then run down the chain. */
export const handle = (deps: AppDeps, { client, ...rest }: RequestParts & { client: WebClient }): Promise<void> => answer(deps, requestOf(deps, rest), client);

/** The request value in a listener's `context` (read by `registerChain`'s `read`), run down the chain. */
export async function answerIn(deps: AppDeps, context: Record<string, unknown>, client: WebClient): Promise<void> {
  const req = requestIn(context);
  if (req) await answer(deps, req, client);
}

// 3. The replay guard. A signed request sent again (captured, retried by a proxy or by Slack) while
// its timestamp is still accepted has the same key (src/store/request-keys.ts): the copy is acked
// and dropped, so nothing is made twice. Through the inbox the key was written with the request,
// and a replay got no row (src/store/inbox.ts); one answered where it arrived (a form's submission,
// or the inbox could not be written) is checked here. When the store cannot say in time, a change
// is not run (the asker is told to try again), a read still runs (a lost answer is worse).
/** How long the replay check may take for a read: it runs anyway after that, so its asker waits no longer. */
export const CHECK_BUDGET_MS = 250;

/** For a change, refused when the check is late: longer, so a store slow for a moment does not turn into refusals (a form's ack waits; Slack allows 3 s). */
export const CHANGE_CHECK_BUDGET_MS = 1_500;

/** What the asker of a request not run hears. */
export const NOT_CONFIRMED = errorView({ what: 'I could not confirm this request is not a repeat, so I did not run it.', next: 'Please try again in a moment.' });

/** New, within `budgetMs`? Through the inbox a read of the key its answer records (src/store/answered.ts); else the key recorded now. */
async function firstOrReplay(deps: AppDeps, key: string, budgetMs: number, viaInbox: boolean): Promise<'first' | 'replay' | 'unknown'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budgetMs)));
  const keys = deps.durable.store.requestKeys;
  try {
    const first = viaInbox ? keys.seen(key, new Date(), REPLAY_KEY_TTL_MS).then((seen) => !seen) : keys.firstSeen(key, new Date(), REPLAY_KEY_TTL_MS);
    const answer = await Promise.race([first, late]);
    if (answer === 'late') deps.logger.warn('replay check took too long');
    return answer === 'late' ? 'unknown' : answer ? 'first' : 'replay';
  } catch (err) {
    deps.logger.warn({ err }, 'could not check the request against replays');
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

type Ack = (response?: unknown) => Promise<void>;

/** Tells the asker it was not run: in a form, a view pushed over it (Back keeps their input); else at the response_url, or by DM. */
async function tellNotRun(deps: AppDeps, body: Record<string, unknown>, ack: Ack | undefined, client: WebClient | undefined): Promise<void> {
  const message = NOT_CONFIRMED;
  if (body.type === 'view_submission') return ack?.({ response_action: 'push', view: { type: 'modal', title: { type: 'plain_text', text: 'Not run' }, close: { type: 'plain_text', text: 'Back' }, blocks: message.blocks } });
  await ack?.();
  if (typeof body.response_url === 'string') {
    return void await deps.outbox.respond(body.response_url, requestTeam(body))({ response_type: 'ephemeral', replace_original: false, text: message.text, blocks: message.blocks });
  }
  const user = body.user as { id?: unknown } | undefined;
  const userId = typeof body.user_id === 'string' ? body.user_id : typeof user?.id === 'string' ? user.id : undefined;
  if (!client || !userId) return;
  const line = deps.outbox.line(client, requestTeam(body));
  await postMessage(line, await openDm(line, userId), message);
}

export function replayGuard(deps: AppDeps, inboxFactsOf: InboxFactsOf): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    // One claimed again after its answerer died is no replay.
    const inbox = inboxFactsOf(args.context);
    if (inbox.redelivered) return args.next();
    const body = args.body as unknown as Record<string, unknown>;
    const key = requestKey(body);
    const changes = changesState(deps, body, requestIn(args.context));
    const verdict = await firstOrReplay(deps, key, changes ? CHANGE_CHECK_BUDGET_MS : CHECK_BUDGET_MS, inbox.arrivedAt !== undefined);
    const ack = (args as { ack?: Ack }).ack;
    if (verdict === 'first') return args.next();
    if (verdict === 'replay') {
      deps.logger.warn({ key: key.split('|').slice(0, 3).join('|') }, 'replayed Slack request dropped');
      return void (await ack?.());
    }
    if (!changes) {
      deps.logger.warn('replay not ruled out; running the request, as it only reads');
      return args.next();
    }
    deps.logger.warn({ type: body.type ?? 'command' }, 'replay not ruled out; request not run, as it changes state');
    await tellNotRun(deps, body, ack, (args as { client?: WebClient }).client).catch((err: unknown) => deps.logger.warn({ err }, 'could not tell the asker the request was not run'));
  };
}

export const SLASH_COMMAND = '/adops';

/**
 * 1–3 before every listener, in this order: the request's id, the request read once, the replay
 * guard (`inboxFactsOf`: what the inbox worker put in the context). Then the slash command's
 * listener: it acks (through the inbox, acked already), and 4–11 answer it at its response_url.
 */
export function registerChain(app: App, deps: AppDeps, inboxFactsOf: InboxFactsOf): void {
  // A request answered where it arrived already has its id (./inbox.ts HandOver).
  const id: Middleware<AnyMiddlewareArgs> = ({ next }) => (currentRequestId(deps.logger) ? next() : inRequest(deps.logger, newRequestId(), next));
  for (const step of [id, readRequest(deps, inboxFactsOf), replayGuard(deps, inboxFactsOf)]) app.use(step);
  app.command(SLASH_COMMAND, async ({ ack, client, context }) => {
    await ack();
    await answerIn(deps, context, client);
  });
}
