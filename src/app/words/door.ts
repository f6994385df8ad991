// Where plain words arrive (issue 38): a DM in the app's Messages tab (the agent view), a mention
// in a channel or a thread, a suggested command's button. Each question is understood
// (commands/words/understand.ts) in the asker's timezone, with the thread's last command as
// context, then either run through THE pipeline (../pipeline.ts: the same parse, access check,
// report functions and views as /adops) and answered in the question's thread naming the command
// it ran, or clarified with up to three suggested commands. In the agent view the status says it
// is working at once, before anything else is read.
import { dispatch } from '../../../commands/dispatch.js';
import { understand } from '../../../commands/words/understand.js';
import type { WebClient } from '../../outbox/slack-io.js';
import { currentRequestId, type Logger } from '../../logger.js';
import { clarifyView } from '../../../views/words.js';
import { needOf } from '../access/needs.js';
import type { AppDeps } from '../deps.js';
import { deliver, handle, newRequestId, type Asker } from '../pipeline.js';
import { setThreadStatus, type ThreadPlace } from './thread-answer.js';
import { channelMaySeeFigures } from './visibility.js';

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
  /** A suggested command's button: the command itself, not words to understand. */
  command?: string;
}

/** Answers one question in its thread; never throws (the pipeline tells failures). */
export async function askInWords(deps: AppDeps, q: Question): Promise<void> {
  const { asker, client } = q;
  const logger = deps.logger.child({ door: q.inDm ? 'dm' : 'mention', user: asker.userId, team: asker.teamId, chars: q.words.length });
  const threadTs = q.threadTs ?? q.ts;
  const spot = { teamId: asker.teamId, channelId: asker.channelId, threadTs };
  const line = deps.outbox.line(client, asker.teamId);
  // The first word: before any read, so the asker sees at once that the question arrived.
  const status = q.inDm ? setThreadStatus(line, { channel: asker.channelId, threadTs }, WORKING_STATUS, logger) : Promise.resolve();
  try {
    const privately = !q.inDm && !(await channelMaySeeFigures(deps.durable.store, asker, logger));
    const place: ThreadPlace = { channel: asker.channelId, threadTs, inDm: q.inDm, privately };
    const text = q.command ?? (await understood(deps, q, spot, logger));
    await status;
    if (typeof text !== 'string') return await clarify(deps, q, place, text, logger);
    logger.info({ sub: text.split(/\s+/)[0] }, 'words understood as a command');
    await handle(deps, { asker, work: { text }, delivery: { to: 'thread', place: { ...place, ran: text } }, client, log: { door: q.inDm ? 'dm' : 'mention' }, arrivedAt: q.arrivedAt });
    // The thread's context for a follow-up, and what the person asks most (no figures: the command text).
    if (dispatch(deps.commands, text).kind === 'run') {
      await deps.durable.store.wordThreads.ran(spot, asker.userId, text, new Date(deps.now())).catch((err: unknown) => logger.warn({ err }, 'could not keep the thread’s command'));
    }
  } catch (err) {
    logger.error({ err }, 'could not answer the words');
  }
}

type Clarification = { reason: string; suggestions: string[] };

/** The command the words mean, or why not (with suggestions). */
async function understood(deps: AppDeps, q: Question, spot: { teamId: string; channelId: string; threadTs: string }, logger: Logger): Promise<string | Clarification> {
  const [zone, previous] = await Promise.all([
    deps.access.facts.zone(q.client, q.asker.teamId, q.asker.userId),
    q.threadTs
      ? deps.durable.store.wordThreads.last(spot).catch((err: unknown) => {
          logger.warn({ err }, 'could not read the thread’s last command: the words are read alone');
          return undefined;
        })
      : Promise.resolve(undefined),
  ]);
  const u = understand(q.words, { timezone: zone.tz, now: new Date(deps.now()), ...(previous ? { previous } : {}) });
  return u.kind === 'command' ? u.text : { reason: u.reason, suggestions: u.suggestions };
}

/** No command: the suggestions, to whoever may ask at all (the access check as for help: a guest hears why not). */
async function clarify(deps: AppDeps, q: Question, place: ThreadPlace, c: Clarification, logger: Logger): Promise<void> {
  const reqId = currentRequestId(deps.logger) ?? newRequestId();
  const to = { asker: q.asker, client: q.client, delivery: { to: 'thread' as const, place } };
  const admitted = await deps.access.check(q.client, q.asker, needOf(undefined, undefined, q.asker.channelId));
  logger.info({ admitted: admitted.ok }, 'words not understood: clarified');
  await deliver(deps, to, admitted.ok ? clarifyView(c.reason, c.suggestions) : admitted.message, { reqId, logger });
}
