// Where plain words arrive (issue 38): a DM in the app's Messages tab (the agent view), a mention
// in a channel or a thread, a suggested command's button. Each question is understood
// (commands/words/understand.ts) in the asker's timezone, with the thread's last command as
// context, then either run through THE pipeline (../pipeline.ts: the same parse, access check,
// report functions and views as /adops) and answered in the question's thread naming the command
// it ran, or clarified with up to three suggested commands. In the agent view the status says it
// is working at once, before anything else is read.
import { DateTime } from 'luxon';
import { dispatch } from '../../../commands/dispatch.js';
import type { Need } from '../../../commands/types.js';
import { understand, type AccountNames } from '../../../commands/words/understand.js';
import type { WebClient } from '../../outbox/slack-io.js';
import { QUESTION_PAGE_BUDGET } from '../../api/index.js';
import { currentRequestId, type Logger } from '../../logger.js';
import type { BotMessage } from '../../../views/types.js';
import { clarifyView } from '../../../views/words.js';
import type { AccountNamesCache } from '../../reports/account-names.js';
import type { AppDeps } from '../deps.js';
import { deliver, handle, newRequestId, type Asker } from '../pipeline.js';
import { askModel } from './model.js';
import { setThreadStatus, type ThreadPlace } from './thread-answer.js';
import { channelMaySeeFigures } from './visibility.js';

/** How long reading the account's names may take before the words are read without them. */
const NAMES_DEADLINE_MS = 5_000;

/** The agent view's status while an answer is worked on. */
export const WORKING_STATUS = 'is looking into it…';

export interface Question {
  asker: Asker & { channelId: string };
  client: WebClient;
  /** The words as written (a mention without the app's own @-name). */
  words: string;
  /** The question's ts, and its thread's when asked in one. */
  ts: string;
  threadTs?: string;
  inDm: boolean;
  /** When Slack's request was taken (../inbox.ts receivedAtOf). */
  arrivedAt?: number;
  /** Its thread's status was set while it waited for an answer slot (./status-sweep.ts). */
  statusSet?: boolean;
  /** A suggested command's button: the command itself, not words to understand. */
  command?: string;
}

/** Answers one question in its thread; never throws (the pipeline tells failures). */
export async function askInWords(deps: AppDeps, q: Question, names: AccountNamesCache): Promise<void> {
  const { asker, client } = q;
  const logger = deps.logger.child({ door: q.inDm ? 'dm' : 'mention', user: asker.userId, team: asker.teamId, chars: q.words.length });
  const threadTs = q.threadTs ?? q.ts;
  const spot = { teamId: asker.teamId, channelId: asker.channelId, threadTs };
  const line = deps.outbox.line(client, asker.teamId);
  // The first word: before any read, so the asker sees at once that the question arrived.
  const status = q.inDm && !q.statusSet ? setThreadStatus(line, { channel: asker.channelId, threadTs }, WORKING_STATUS, logger) : Promise.resolve();
  try {
    const privately = !q.inDm && !(await channelMaySeeFigures(deps.durable.store, asker, logger));
    const place: ThreadPlace = { channel: asker.channelId, threadTs, inDm: q.inDm, privately };
    const text = q.command ?? (await understood(deps, q, spot, names, logger));
    await status;
    if (typeof text !== 'string') return await deliver(deps, { asker, client, delivery: { to: 'thread', place } }, text, { reqId: currentRequestId(deps.logger) ?? newRequestId(), logger });
    logger.info({ sub: text.split(/\s+/)[0] }, 'words understood as a command');
    // The thread's context for a follow-up, and what the person asks most (no figures: the command
    // text) — kept before the answer goes, so a follow-up sent the moment it arrives finds it.
    if (dispatch(deps.commands, text).kind === 'run') {
      await deps.durable.store.wordThreads.ran(spot, asker.userId, text, new Date(deps.now())).catch((err: unknown) => logger.warn({ err }, 'could not keep the thread’s command'));
    }
    await handle(deps, { asker, work: { text }, delivery: { to: 'thread', place: { ...place, ran: text } }, client, log: { door: q.inDm ? 'dm' : 'mention' }, arrivedAt: q.arrivedAt });
  } catch (err) {
    logger.error({ err }, 'could not answer the words');
  }
}

/** What reading the words with the account's names needs: to read reports (so a guest's words cost no API call). */
const NAMES_NEED: Need = { capability: 'read', memberOf: [], audit: { action: 'command', subject: 'words', detail: {} } };

/**
 * The command the words mean, or what to say instead: a clarification with suggested commands, or
 * a refusal. Read first without the account's names; when that is not enough, and only for someone
 * the access check admits, again with them (src/reports/account-names.ts).
 */
async function understood(deps: AppDeps, q: Question, spot: { teamId: string; channelId: string; threadTs: string }, names: AccountNamesCache, logger: Logger): Promise<string | BotMessage> {
  const [zone, previous] = await Promise.all([
    deps.access.facts.zone(q.client, q.asker.teamId, q.asker.userId),
    q.threadTs
      ? deps.durable.store.wordThreads.last(spot).catch((err: unknown) => {
          logger.warn({ err }, 'could not read the thread’s last command: the words are read alone');
          return undefined;
        })
      : Promise.resolve(undefined),
  ]);
  const ctx = { timezone: zone.tz, now: new Date(deps.now()), ...(previous ? { previous } : {}) };
  const plain = understand(q.words, ctx);
  if (plain.kind === 'command') return plain.text;
  const admitted = await deps.access.check(q.client, q.asker, NAMES_NEED);
  if (!admitted.ok) return admitted.message;
  const known = await accountNames(deps, q.asker, names, logger);
  const named = known ? understand(q.words, { ...ctx, names: known }) : plain;
  if (named.kind === 'command') return named.text;
  // Off by default: the operator's model, for words the reading could not place (./model.ts).
  const model = deps.config.wordsModel;
  const modelled = model ? await askModel(model, { words: q.words, today: DateTime.fromMillis(deps.now(), { zone: zone.tz }).toISODate() ?? '', commands: deps.commands, logger }) : undefined;
  if (modelled) return modelled;
  logger.info('words not understood: clarified');
  return clarifyView(named.reason, named.suggestions);
}

/** The names of the account that answers where the words were asked; none when it cannot tell (not connected, API down). */
async function accountNames(deps: AppDeps, asker: Asker, names: AccountNamesCache, logger: Logger): Promise<AccountNames | undefined> {
  try {
    // Bounded like any question's calls: the names only help the reading, so they may not hold it up.
    const api = deps.apiFor({ teamId: asker.teamId, channelId: asker.channelId }).within({ deadline: Date.now() + NAMES_DEADLINE_MS, pages: QUESTION_PAGE_BUDGET });
    return await names.get(api, logger);
  } catch (err) {
    logger.info({ err }, 'the account’s names could not be read: words are read without them');
    return undefined;
  }
}
