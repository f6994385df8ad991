// THE way every request is answered: slash commands, App Home buttons and form submissions (Share
// posts an answer already shown, through `deliver`: ./listeners/actions.ts).
//   run:     the text is dispatched to its subcommand and parsed (or a form hands over a request it
//            already checked), the command runs with its CommandContext, and any failure becomes
//            the one error message (views/error-message.ts);
//   deliver: a message goes to the response_url (private, with a Share button; or shared in the
//            channel) or to the user's DM; a form opens with the request's trigger.
// Listeners (./listeners) only ack and say where the answer goes. Answer work is bounded where
// requests are claimed (./inbox.ts InboxWorker, ANSWER_CONCURRENCY at once; the rest wait in the
// store's inbox). A slow answer says it is working on it, and a read that takes too long is given
// up with a plain message (./slow-answer.ts), the clock running from the request's arrival.
import { randomUUID } from 'node:crypto';
import { ApiError, Question, QUESTION_PAGE_BUDGET, type ApiClient } from '../api/index.js';
import { makeChart } from '../charts/make-chart.js';
import { DEFAULT_ANSWER_TIMES } from '../config.js';
import { currentRequestId, inRequest, type Logger } from '../logger.js';
import { openDm, postMessage, uploadFile, type WebClient } from '../outbox/slack-io.js';
import { sendWithFallback } from '../outbox/block-refusal.js';
import { DateRangeError } from '../time/range.js';
import { dispatch } from '../../commands/dispatch.js';
import { isForm, type AnswerBy, type CommandAnswer, type CommandContext, type FileToUpload, type RegisteredCommand } from '../../commands/types.js';
import { withAccountLine } from '../../views/connect.js';
import { accountRollUpView } from '../../views/account-rollup.js';
import { accountName } from './tenants/accounts.js';
import { accountRead, askedAccount, commandAccounts, type AskedAccount } from './tenants/asked-account.js';
import { errorView, refusal } from '../../views/error.js';
import { describeFailure, failureKind } from '../../views/error-message.js';
import { fallbackText, section } from '../../views/blocks.js';
import { canShare, SHARED_ANSWER_PREFIX, withShareChrome } from '../../views/share.js';
import type { BotMessage, KnownBlock, UploadedFile } from '../../views/types.js';
import { openForm } from './forms.js';
import type { EdgeFacts } from './access/edge.js';
import { needOf } from './access/needs.js';
import { requestChangesState } from './durable-changes.js';
import { GivenUpError, SlowAnswer } from './slow-answer.js';
import { restartedView, stoppingView } from './stop.js';
import type { AppDeps } from './deps.js';
import { counted, outcomeOf, type CommandOutcome } from './answer-metrics.js';
import type { Respond, ResponseMessage } from '../outbox/response-url.js';
import { answerInThread, type ThreadPlace } from './words/thread-answer.js';

/** How long after the give-up a question's own deadline cuts its API calls (the give-up cancels them first). */
const GIVE_UP_GRACE_MS = 1_000;

/** Who asked, and from where. */
export interface Asker {
  userId: string;
  teamId: string;
  channelId?: string;
  /** The trigger of the click or command: a form can only open with it (for 3 s). */
  triggerId?: string;
  /** What the payload says of the user's team, org and the channel's sharing (the access check). */
  edge?: EdgeFacts;
}

/** What to run: the text after /adops, or a request a form has already checked. */
export type Work = { text: string } | { command: RegisteredCommand; request: unknown; text?: string };

/** Where the answer goes. */
export type Delivery =
  | { to: 'response_url'; respond: Respond; visibility: 'ephemeral' | 'in_channel'; sharedBy?: string }
  /** The user's DM; `problemsOnly`: where the answer shows elsewhere (App Home, an export card). */
  | { to: 'dm'; problemsOnly?: boolean }
  /** The thread of a question asked in plain words (./words/thread-answer.ts). */
  | { to: 'thread'; place: ThreadPlace };

/** A click's or a form's answer as its command declares it (commands/types.ts `AnswerBy`): by DM, or there only when it is a problem. */
export function dmDelivery(answer: AnswerBy): Delivery {
  return answer === 'dm' ? { to: 'dm' } : { to: 'dm', problemsOnly: true };
}

export interface Request {
  asker: Asker;
  work: Work;
  delivery: Delivery;
  /** The Web API client of the request's workspace (Bolt's, bound to its token). */
  client: WebClient;
  /** Extra log fields (the action or form it came from). */
  log?: Record<string, unknown>;
  /** When Slack's request was taken (ms since the epoch; ./inbox.ts `receivedAtOf`); unset: now. */
  arrivedAt?: number;
  /** Told "working on it" while it waited in the inbox (./inbox.ts `notedOf`). */
  noted?: boolean;
}

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

/** Runs the request and delivers its answer; never throws (failures are logged and told). */
export async function handle(deps: AppDeps, req: Request): Promise<void> {
  // The id given when the request came in (./listeners/index.ts), so the replay check's lines share it.
  const reqId = currentRequestId(deps.logger) ?? newRequestId();
  // Every line written while it is served carries reqId: here, and in the shared API clients,
  // posters and the access check and audit (src/logger.ts inRequest).
  return inRequest(deps.logger, reqId, () => answer(deps, req, reqId));
}

async function answer(deps: AppDeps, req: Request, reqId: string): Promise<void> {
  const routed = 'text' in req.work && !('command' in req.work) ? dispatch(deps.commands, req.work.text) : undefined;
  // A reply (help or a usage message) runs no subcommand: it is counted and logged as `usage`.
  const sub = routed ? (routed.kind === 'run' ? routed.command.name : 'usage') : (req.work as { command: RegisteredCommand }).command.name;
  // How it ended, for adops_commands_total (./answer-metrics.ts): set where it is decided.
  let outcome: CommandOutcome | undefined;
  const logger = deps.logger.child({
    sub,
    user: req.asker.userId,
    team: req.asker.teamId,
    ...req.log,
  });
  logger.info('command received');
  const asked = routed?.kind === 'reply' ? undefined : (routed ?? (req.work as { command: RegisteredCommand; request: unknown }));
  const times = deps.config.answerTimes ?? DEFAULT_ANSWER_TIMES;
  const changesState = asked !== undefined && requestChangesState(asked.command, asked.request, req.asker.channelId);
  // Every API call of the question carries its deadline (the give-up) and is cancelled once the
  // asker is told, or the answer is out (src/api/question.ts); one that changes state has no deadline.
  const asking = new AbortController();
  // The deadline is a moment past the give-up, so the asker hears the give-up's words; the give-up
  // itself cancels what is left (onGaveUp).
  const question = new Question({ signal: asking.signal, deadline: changesState ? undefined : (req.arrivedAt ?? Date.now()) + times.deadlineMs + GIVE_UP_GRACE_MS, pages: QUESTION_PAGE_BUDGET });
  const slow = new SlowAnswer({
    times,
    changesState,
    arrivedAt: req.arrivedAt,
    noted: req.noted,
    send: (note) => deliver(deps, req, note, { reqId, logger }).catch((err: unknown) => logger.warn({ err }, 'could not tell the asker the answer is slow')),
    onGaveUp: () => {
      logger.warn({ deadlineMs: times.deadlineMs }, 'no answer in time: the asker was told to try again');
      asking.abort();
    },
  });
  const send = async (message: BotMessage, commandText?: string, command?: string) => {
    outcome ??= outcomeOf(message);
    if (await slow.finish()) return counted(deps.metrics, req.delivery.to, deliver(deps, req, message, { reqId, logger, commandText, command, afterNote: slow.spoke }));
    logger.info('late answer not posted: the asker was already told to try again');
  };
  try {
    // A stop (./stop.ts) waits for the answer through its grace, then tells the asker it was cut off.
    if (deps.stop.stopping) return void (await send(stoppingView()));
    await deps.stop.track(async () => {
      // It waited in the inbox past the deadline: the asker has heard, nothing is left to do.
      if (slow.givenUp) return;
      // The account it reads (`account=`, else the channel's) is part of who may ask (./tenants/asked-account.ts).
      const account = askedAccount(deps.accounts, req.asker, routed?.kind === 'run' ? routed.account : undefined);
      const who = { ...req.asker, account: account.kind === 'one' ? accountRead(deps.accounts, req.asker.teamId, account.connection) : undefined };
      // Who may ask for what, before anything else runs (./access): a refusal is all they get.
      const admitted = await deps.access.check(req.client, who, needOf(asked?.command, asked?.request, req.asker.channelId));
      if (!admitted.ok) {
        outcome = 'refused';
        return await send(admitted.message);
      }
      if (routed?.kind === 'reply') return send(routed.message);
      if (account.kind === 'unknown') return send(refusal(`There is no account called “${account.name}” in this workspace.`, '`/adops whoami` lists the accounts you may read.'));
      const { command, request, text } = routed?.kind === 'run' ? routed : (req.work as { command: RegisteredCommand; request: unknown; text?: string });
      const contextFor = (a: AskedAccount) => commandContext(deps, req, logger, () => slow.givenUp, admitted.admin, a, question);
      if (account.kind === 'all') return send(await rollUpAll(deps, req.asker.teamId, command, request, contextFor), text, command.name);
      const answer = await run(command, request, contextFor(account), reqId, logger);
      // It may have changed which account answers (connect): this instance's next request sees it at once.
      if (command.changesAccounts) await accountsChanged(deps, req.asker.teamId, logger);
      if (!isForm(answer)) return send(command.namesOwnAccount ? answer : withAccount(deps, req.asker, account, answer), text, command.name);
      if (!(await slow.finish())) return;
      const opened = await openForm(deps, answer, { client: req.client, ...req.asker }, logger);
      if (opened === true) outcome = 'form';
      else await send(opened);
    }, () => slow.cutOff(restartedView(changesState)));
  } catch (err) {
    logger.error({ err }, 'could not deliver the answer');
  } finally {
    // Whatever happened, no note comes after this, and nothing of the question is left running.
    void slow.finish();
    asking.abort();
    deps.metrics.commands.inc({ command: sub, outcome: slow.givenUp ? 'given_up' : (outcome ?? 'failed') });
  }
}

/**
 * Runs one command and always returns what to show. Expected failures (API statuses, bad ranges)
 * are logged at info; anything else at error, with a reference the user can quote.
 */
async function run(command: RegisteredCommand, request: unknown, ctx: CommandContext, reqId: string, logger: Logger): Promise<CommandAnswer> {
  const started = performance.now();
  try {
    const answer = await command.run(request, ctx);
    logger.info({ ms: Math.round(performance.now() - started), kind: answer.kind }, 'command answered');
    return answer;
  } catch (err) {
    if (err instanceof GivenUpError) {
      logger.info('stopped: the asker was already told to try again');
      return errorView(describeFailure(err));
    }
    const expected = err instanceof ApiError || err instanceof DateRangeError;
    if (expected) logger.info({ code: err.code, status: (err as ApiError).status, operation: (err as ApiError).operation }, 'command failed');
    else logger.error({ err }, 'command crashed');
    return errorView(describeFailure(err), expected ? undefined : reqId, failureKind(err));
  }
}

async function accountsChanged(deps: AppDeps, teamId: string, logger: Logger): Promise<void> {
  await deps.accounts.refresh(teamId).catch((err: unknown) => logger.warn({ err }, 'could not read the API connections again'));
}

/** Names the account in the answer when several are in play (the workspace's, or a bound channel's), or the question named it. */
function withAccount(deps: AppDeps, asker: Asker, asked: AskedAccount, message: BotMessage): BotMessage {
  const account = asked.kind === 'one' && asked.explicit && asked.connection ? accountName(asked.connection) : deps.accounts.accountLine({ teamId: asker.teamId, channelId: asker.channelId });
  return account ? withAccountLine(message, account) : message;
}

/**
 * `account=all`: the command's row for every account the asker may read, each with its own key,
 * side by side (views/account-rollup.ts). A command with no row answers where account=all works.
 */
async function rollUpAll(deps: AppDeps, teamId: string, command: RegisteredCommand, request: unknown, contextFor: (a: AskedAccount) => CommandContext): Promise<BotMessage> {
  if (!command.rollUp) {
    const can = deps.commands.filter((c) => c.rollUp).map((c) => `\`${c.name} … account=all\``);
    return refusal(
      `\`${command.name}\` has no \`account=all\`${command.rollUpWhyNot ? `: ${command.rollUpWhyNot}` : '.'}`,
      `Ask it per account with \`account=<name>\`. Every account side by side: ${can.join(', ')}.`,
    );
  }
  const readable = await contextFor({ kind: 'one', explicit: false }).accounts.readable();
  if (!readable.length) return refusal('There is no connected account you may read here.', '`/adops whoami` shows what answers you; an admin connects accounts with `/adops connect`.');
  const connections = deps.accounts.of(teamId).connections;
  const rows = await Promise.all(
    readable.map(async (a) => {
      const ctx = contextFor({ kind: 'one', explicit: true, connection: connections.find((c) => c.id === a.connectionId) });
      try {
        return { account: a.line, row: await command.rollUp!(request, ctx) };
      } catch (err) {
        return { account: a.line, problem: describeFailure(err).what };
      }
    }),
  );
  return accountRollUpView(command.name, rows);
}

/**
 * THE CommandContext of a request (also a Workflow Builder step's: ./listeners/steps.ts). `givenUp`: the
 * asker was told the answer was given up (./slow-answer.ts): no file reaches them after that. `asked`:
 * the account it reads; `question`: the deadline and page budget every API call of it carries.
 */
export function commandContext(deps: AppDeps, req: Request, logger: Logger, givenUp: () => boolean, admin: boolean, asked: AskedAccount, question: Question): CommandContext {
  const { asker, client } = req;
  const line = deps.outbox.line(client, asker.teamId);
  const unlessGivenUp = () => {
    if (givenUp()) throw new GivenUpError();
  };
  let zone: Promise<string> | undefined;
  let api: ApiClient | undefined;
  return {
    // Asked for when a command first uses it: a workspace with no account still gets help, and a
    // command that needs the API says how to connect one (NotConnectedError).
    get api() {
      return (api ??= deps.apiFor({ teamId: asker.teamId, channelId: asker.channelId, connectionId: asked.kind === 'one' && asked.explicit ? asked.connection?.id : undefined }).within(question));
    },
    accounts: commandAccounts({ accounts: deps.accounts, access: deps.access, client, who: asker, current: asked.kind === 'one' ? asked.connection : undefined }),
    userId: asker.userId,
    teamId: asker.teamId,
    channelId: asker.channelId,
    admin,
    durable: deps.durable,
    logger,
    now: deps.now,
    timezone: () => (zone ??= deps.access.facts.zone(client, asker.teamId, asker.userId).then((z) => z.tz)),
    chart: async (spec) =>
      makeChart(spec, {
        // A workspace whose Slack refused the chart block gets the PNG up front.
        nativeBlock: !(await deps.durable.blockSupport(asker.teamId).refused()).has('data_visualization'),
        mode: deps.config.chart.mode,
        quickchartUrl: deps.config.chart.quickchartUrl,
        logger,
        uploadPng: async (png, filename, alt) => {
          unlessGivenUp();
          return (await uploadFile(line, { filename, title: spec.title, content: png, altText: alt })).id;
        },
      }),
    // Files go to the asker's DM: answers are private, and Share posts the message only.
    upload: async (file: FileToUpload): Promise<UploadedFile> => {
      unlessGivenUp();
      const done = await uploadFile(line, file, await openDm(line, asker.userId));
      return { name: done.name, permalink: done.permalink };
    },
  };
}

/** Where an answer goes, and for whom. */
export type Destination = Pick<Request, 'asker' | 'delivery' | 'client'>;

/**
 * THE delivery of an answer (Share's too, ./listeners/actions.ts). `afterNote`: the asker was told
 * the answer is slow (./slow-answer.ts), so the answer is said wherever it goes.
 */
export async function deliver(deps: AppDeps, req: Destination, message: BotMessage, o: { reqId: string; logger: Logger; commandText?: string; command?: string; afterNote?: boolean }): Promise<void> {
  const d = req.delivery;
  // `text` is the plain fallback (notifications): escaped here, once, so nothing a user typed into it
  // becomes a live mention or link. Blocks escape what they show themselves (views/blocks.ts).
  const safe = { ...message, text: fallbackText(message), mentions: undefined };
  if (d.to === 'thread') return answerInThread(deps, req, d.place, safe, o.logger);
  if (d.to === 'dm') {
    if (d.problemsOnly && message.kind === 'answer' && !o.afterNote) return;
    const line = deps.outbox.line(req.client, req.asker.teamId);
    const channel = await openDm(line, req.asker.userId);
    await sendWithFallback(safe, (m) => postMessage(line, channel, m), deps.durable.blockSupport(req.asker.teamId), o.logger);
    return;
  }
  // A failure to share stays private: nobody in the channel needs to see it.
  const shared = d.visibility === 'in_channel' && message.kind === 'answer';
  const visibility = shared ? 'in_channel' : 'ephemeral';
  const shareValue = !shared && o.command !== undefined && o.commandText !== undefined && canShare(message) ? await keepForShare(deps, req, message, o) : undefined;
  const blocks = withShareChrome(message, { visibility, commandText: o.commandText, shareValue, sharedBy: d.sharedBy });
  try {
    const answer: ResponseMessage & { blocks: KnownBlock[] } = { response_type: visibility, replace_original: false, text: safe.text, blocks };
    await sendWithFallback(answer, d.respond, deps.durable.blockSupport(req.asker.teamId), o.logger);
  } catch (err) {
    // Slack refused what we built (a bug on our side): the user still gets an answer.
    o.logger.error({ err: describeRespondError(err), blocks: blocks.length }, 'Slack refused the answer');
    await d.respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: `Slack refused the answer I built (reference ${o.reqId}). Please tell the bot's maintainers.`,
      blocks: [section(`:x: Slack refused the answer I built. Reference \`${o.reqId}\`; please tell the bot’s maintainers.`, 'adops_error')],
    });
    return;
  }
  if (shared && d.sharedBy) {
    await d.respond({ delete_original: true });
    o.logger.info('answer shared');
  }
}

/** Stores the answer as shown; the Share button's value, or none when it cannot be stored (no button then). */
async function keepForShare(deps: AppDeps, req: Destination, message: BotMessage, o: { reqId: string; logger: Logger; commandText?: string; command?: string }): Promise<string | undefined> {
  const id = randomUUID();
  try {
    const answer = { id, teamId: req.asker.teamId, userId: req.asker.userId, command: o.command ?? '', commandText: o.commandText ?? '', message };
    await deps.durable.store.sharedAnswers.save(answer, new Date(deps.now()));
    return `${SHARED_ANSWER_PREFIX}${id}`;
  } catch (err) {
    o.logger.warn({ err }, 'could not keep the answer for Share: shown without the button');
    return undefined;
  }
}

/** The status and Slack's error code only; never the URL itself (it is a bearer capability). */
function describeRespondError(err: unknown): object {
  const e = err as { status?: unknown; name?: string; slackError?: unknown };
  return { type: e.name, status: typeof e.status === 'number' ? e.status : undefined, slackError: e.slackError };
}
