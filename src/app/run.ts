// The chain's `run` step (./pipeline.ts): Share's kept answer is found, or the parsed request runs
// with its CommandContext, for the account it reads (or every account it may read: `account=all`),
// and any failure becomes the one error message (views/error-message.ts). Also THE CommandContext of a Workflow Builder step
// (./listeners/steps.ts). And THE delivery of an answer (the chain's `send` step; words'
// clarifications too): to the response_url (private, with a Share button; or shared in the
// channel), to the user's DM, or to a plain-words question's thread — each through the block
// fallback (src/outbox/block-refusal.ts). A command answering with a form (FormAnswer) has it opened with the
// request's trigger, remembering the channel it was opened in: a submission carries no channel of
// its own, and the access policy may limit a capability to channels. Slack returns
// private_metadata as we set it (users cannot change it), so the submission is judged where the
// form was opened (./listeners/views.ts).
import { ApiError, type ApiClient, type Question } from '../api/index.js';
import { makeChart } from '../charts/make-chart.js';
import type { Logger } from '../logger.js';
import { openDm, postMessage, uploadFile, type WebClient } from '../outbox/slack-io.js';
import { sendWithFallback } from '../outbox/block-refusal.js';
import type { ResponseMessage } from '../outbox/response-url.js';
import { DateRangeError } from '../time/range.js';
import type { CommandAnswer, CommandContext, FileToUpload, FormAnswer, RegisteredCommand } from '../../commands/types.js';
import type { ModalView } from '../../views/modal-kit.js';
import { accountRollUpView } from '../../views/account-rollup.js';
import { accountName, withAccountLine } from '../../views/connect.js';
import { errorView, refusal } from '../../views/error.js';
import { describeFailure, failureKind } from '../../views/error-message.js';
import { fallbackText, section } from '../../views/blocks.js';
import { forChannel, withShareChrome } from '../../views/share.js';
import type { BotMessage, KnownBlock, UploadedFile } from '../../views/types.js';
import type { AppDeps } from './deps.js';
import type { Asker, Delivery } from './request.js';
import { GivenUpError } from './slow-answer.js';
import { commandAccounts, type AskedAccount } from './tenants/asked-account.js';
import { answerInThread } from './words/thread-answer.js';

/** What a command's context is made of: who asks through which client, and how the question is bounded. */
export interface RunPlace {
  asker: Asker;
  client: WebClient;
  logger: Logger;
  /** The asker was told the answer was given up (./slow-answer.ts): no file reaches them after that. */
  givenUp: () => boolean;
  admin: boolean;
  /** The deadline and page budget every API call of it carries. */
  question: Question;
}

/**
 * Runs one command and always returns what to show. Expected failures (API statuses, bad ranges)
 * are logged at info; anything else at error, with a reference the user can quote.
 */
export async function runCommand(command: RegisteredCommand, request: unknown, ctx: CommandContext, reqId: string, logger: Logger): Promise<CommandAnswer> {
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

/** Names the account in the answer when several are in play (the workspace's, or a bound channel's), or the question named it. */
export function withAccount(deps: AppDeps, asker: Asker, asked: AskedAccount, message: BotMessage): BotMessage {
  const account = asked.kind === 'one' && asked.explicit && asked.connection ? accountName(asked.connection) : deps.accounts.accountLine({ teamId: asker.teamId, channelId: asker.channelId });
  return account ? withAccountLine(message, account) : message;
}

const NOT_KEPT = errorView({ what: 'That answer can no longer be shared: answers can be shared for a day after they are shown.', next: 'Run the command again and share the new answer.' });

/** Share: the answer as it was shown (never a second run), kept when it was shown; just shown: a moment for its write. */
export async function sharedAnswer(deps: AppDeps, asker: Asker, answerId: string, reqId: string, logger: Logger): Promise<BotMessage> {
  const find = () => deps.durable.store.sharedAnswers.find(answerId, asker.teamId, asker.userId);
  try {
    const stored = (await find()) ?? (await new Promise((r) => setTimeout(r, 500)).then(find));
    return stored ? forChannel(stored.message as BotMessage, stored.userId) : NOT_KEPT;
  } catch (err) {
    logger.error({ err }, 'could not share the answer');
    return errorView({ what: 'I could not share that answer.', next: 'Try again in a minute, or run the command again.' }, reqId);
  }
}

/**
 * `account=all`: the command's row for every account the asker may read, each with its own key,
 * side by side (views/account-rollup.ts). A command with no row answers where account=all works.
 */
export async function rollUpAll(deps: AppDeps, command: RegisteredCommand, request: unknown, place: RunPlace): Promise<BotMessage> {
  if (!command.rollUp) {
    const can = deps.commands.filter((c) => c.rollUp).map((c) => `\`${c.name} … account=all\``);
    return refusal(
      `\`${command.name}\` has no \`account=all\`${command.rollUpWhyNot ? `: ${command.rollUpWhyNot}` : '.'}`,
      `Ask it per account with \`account=<name>\`. Every account side by side: ${can.join(', ')}.`,
    );
  }
  const readable = await commandContext(deps, place, { kind: 'one', explicit: false }).accounts.readable();
  if (!readable.length) return refusal('There is no connected account you may read here.', '`/adops whoami` shows what answers you; an admin connects accounts with `/adops connect`.');
  const connections = deps.accounts.of(place.asker.teamId).connections;
  const rows = await Promise.all(
    readable.map(async (a) => {
      const ctx = commandContext(deps, place, { kind: 'one', explicit: true, connection: connections.find((c) => c.id === a.connectionId) });
      try {
        return { account: a.line, row: await command.rollUp!(request, ctx) };
      } catch (err) {
        return { account: a.line, problem: describeFailure(err).what };
      }
    }),
  );
  return accountRollUpView(command.name, rows);
}

/** THE CommandContext of a request, reading `asked` (the account chosen when the request was read). */
export function commandContext(deps: AppDeps, place: RunPlace, asked: AskedAccount): CommandContext {
  const { asker, client, logger } = place;
  const line = deps.outbox.line(client, asker.teamId);
  const unlessGivenUp = () => {
    if (place.givenUp()) throw new GivenUpError();
  };
  let zone: Promise<string> | undefined;
  let api: ApiClient | undefined;
  return {
    // Asked for when a command first uses it: a workspace with no account still gets help, and a
    // command that needs the API says how to connect one (NotConnectedError).
    get api() {
      return (api ??= deps.apiFor({ teamId: asker.teamId, channelId: asker.channelId, connectionId: asked.kind === 'one' && asked.explicit ? asked.connection?.id : undefined }).within(place.question));
    },
    accounts: commandAccounts({ accounts: deps.accounts, access: deps.access, client, who: asker, current: asked.kind === 'one' ? asked.connection : undefined }),
    userId: asker.userId,
    teamId: asker.teamId,
    channelId: asker.channelId,
    admin: place.admin,
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

const KEY = 'openedIn';

function metadataOf(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The form, remembering `channelId` (a DM or no channel: unchanged). */
export function withOrigin(view: ModalView, channelId: string | undefined): ModalView {
  if (!channelId) return view;
  const v = view as ModalView & { private_metadata?: string };
  return { ...v, private_metadata: JSON.stringify({ ...metadataOf(v.private_metadata), [KEY]: channelId }) } as ModalView;
}

/** The channel a submitted (or re-rendered) form was opened from, if it remembers one. */
export function originOf(view: { private_metadata?: string } | undefined): string | undefined {
  const c = metadataOf(view?.private_metadata)[KEY];
  return typeof c === 'string' && /^[CGD][A-Z0-9]+$/.test(c) ? c : undefined;
}

/** Where a form opens: the asker's workspace and channel, with the trigger of their click or command. */
export interface FormPlace {
  client: WebClient;
  teamId: string;
  channelId?: string;
  /** A form can only open with it, within 3 s of the click or command. */
  triggerId?: string;
}

/** Opens the form; true, or the message to show instead (no trigger, or Slack refused it). */
export async function openForm(deps: AppDeps, form: FormAnswer, at: FormPlace, logger: Logger): Promise<true | BotMessage> {
  const trigger = at.triggerId;
  if (!trigger) return form.instead;
  const line = deps.outbox.line(at.client, at.teamId);
  try {
    const loading = form.loading;
    const opened = (view: ModalView) => withOrigin(view, at.channelId);
    if (!loading) {
      const view = opened(await form.view());
      // One attempt: a trigger is single-use and lives 3 seconds.
      await line.call('views.open', (client) => client.views.open({ trigger_id: trigger, view }), { attempts: 1 });
      return true;
    }
    const shown = await line.call('views.open', (client) => client.views.open({ trigger_id: trigger, view: opened(loading) }), { attempts: 1 });
    const viewId = shown.view?.id;
    if (!viewId) throw new Error('views.open returned no view id');
    const view = opened(await form.view());
    await line.call('views.update', (client) => client.views.update({ view_id: viewId, hash: shown.view?.hash, view }));
    return true;
  } catch (err) {
    logger.warn({ err }, 'could not open the form');
    return errorView({ what: 'I could not open the form.', next: 'Try the command again (Slack gives a form only 3 seconds to open).', detail: describeFailure(err).detail });
  }
}

/** Where an answer goes, and for whom. */
export interface Destination {
  asker: Asker;
  delivery: Delivery;
  client: WebClient;
}

export interface DeliverOptions {
  reqId: string;
  logger: Logger;
  /** The text after /adops: the shared copy's "Shared by" line names it. */
  commandText?: string;
  /** The Share button's value (the answer was kept for it, ./pipeline.ts `keepForShare`). */
  shareValue?: string;
  /** The asker was told the answer is slow (./slow-answer.ts): it is said wherever it goes. */
  afterNote?: boolean;
}

export async function deliver(deps: AppDeps, to: Destination, message: BotMessage, o: DeliverOptions): Promise<void> {
  const d = to.delivery;
  // `text` is the plain fallback (notifications): escaped here, once, so nothing a user typed into it
  // becomes a live mention or link. Blocks escape what they show themselves (views/blocks.ts).
  const safe = { ...message, text: fallbackText(message), mentions: undefined };
  if (d.to === 'thread') return answerInThread(deps, to, d.place, safe, o.logger);
  if (d.to === 'dm') {
    if (d.problemsOnly && message.kind === 'answer' && !o.afterNote) return;
    const line = deps.outbox.line(to.client, to.asker.teamId);
    const channel = await openDm(line, to.asker.userId);
    await sendWithFallback(safe, (m) => postMessage(line, channel, m), deps.durable.blockSupport(to.asker.teamId), o.logger);
    return;
  }
  // A failure to share stays private: nobody in the channel needs to see it.
  const shared = d.visibility === 'in_channel' && message.kind === 'answer';
  const visibility = shared ? 'in_channel' : 'ephemeral';
  const blocks = withShareChrome(message, { visibility, commandText: o.commandText, shareValue: shared ? undefined : o.shareValue, sharedBy: d.sharedBy });
  try {
    const answer: ResponseMessage & { blocks: KnownBlock[] } = { response_type: visibility, replace_original: false, text: safe.text, blocks };
    await sendWithFallback(answer, d.respond, deps.durable.blockSupport(to.asker.teamId), o.logger);
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

/** The status and Slack's error code only; never the URL itself (it is a bearer capability). */
function describeRespondError(err: unknown): object {
  const e = err as { status?: unknown; name?: string; slackError?: unknown };
  return { type: e.name, status: typeof e.status === 'number' ? e.status : undefined, slackError: e.slackError };
}
