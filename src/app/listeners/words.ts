// Where plain words arrive (issue 38): a DM in the app's Messages tab (message.im, the agent view
// and its threads), a mention in a channel or a thread (app_mention), and a click on a suggested
// command. Each is handed to ../words/door.ts, which answers in the question's thread. Opening the
// agent view (app_home_opened on the Messages tab, or assistant_thread_started in the older
// assistant view) shows suggested prompts: what the person asks most.
import type { App, BlockButtonAction } from '@slack/bolt';
import { DEFAULT_PROMPTS, WORDS_SUGGESTION_ACTION, suggestedPrompts } from '../../../views/words.js';
import { edgeFactsOf } from '../access/edge.js';
import type { AppDeps } from '../deps.js';
import { notedOf, receivedAtOf } from '../inbox.js';
import { askInWords, WORKING_STATUS } from '../words/door.js';
import { statusSweep } from '../inbox-sweep.js';
import { AccountNamesCache } from '../../reports/account-names.js';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A person's own new message: not an edit, a deletion, a join or a bot's post (the bot's own answers included). */
function writtenByPerson(e: Obj): boolean {
  return e.subtype === undefined && str(e.user) !== undefined && e.bot_id === undefined && typeof e.text === 'string';
}

/** The words without the app's @-name (a mention starts with it; it may appear again). */
function withoutMention(text: string, botUserId: string | undefined): string {
  const own = botUserId ? new RegExp(`<@${botUserId}(\\|[^>]*)?>`, 'g') : /^\s*<@[UW][A-Z0-9]+(\|[^>]*)?>/;
  return text.replace(own, ' ').replace(/\s+/g, ' ').trim();
}

async function showPrompts(deps: AppDeps, client: Parameters<typeof askInWords>[1]['client'], teamId: string, userId: string, channel: string, threadTs?: string): Promise<void> {
  const asked = await deps.durable.store.wordThreads.mostAsked(teamId, userId, 4).catch(() => []);
  const prompts = suggestedPrompts(asked, DEFAULT_PROMPTS);
  // In the agent view the prompts go without a thread (with one, the call is ignored).
  await deps.outbox
    .call(teamId, 'assistant.threads.setSuggestedPrompts', () => client.assistant.threads.setSuggestedPrompts({ channel_id: channel, prompts, ...(threadTs ? { thread_ts: threadTs } : {}) }))
    .catch((err: unknown) => deps.logger.warn({ err }, 'could not set the suggested prompts'));
}

export function registerWordListeners(app: App, deps: AppDeps): void {
  // The accounts' names the words are matched against, kept per app instance (never process-wide).
  const names = new AccountNamesCache(deps.now);
  // The first word for messages still waiting for an answer slot (../inbox-sweep.ts).
  const sweep = statusSweep({
    inbox: deps.durable.store.inbox,
    instanceId: deps.durable.deps.instanceId,
    logger: deps.logger,
    setStatus: async ({ teamId, channel, threadTs }) => {
      const token = deps.installer ? await deps.installer.botTokenFor(teamId).catch(() => undefined) : undefined;
      if (deps.installer && !token) return;
      await deps.outbox
        .line(app.client, teamId)
        .call('assistant.threads.setStatus', (c) => c.assistant.threads.setStatus({ channel_id: channel, thread_ts: threadTs, status: WORKING_STATUS, ...(token ? { token } : {}) }))
        .catch((err: unknown) => deps.logger.warn({ err }, 'could not set the thread status'));
    },
  });
  app.event('message', async ({ event, body, client, context }) => {
    const e = event as unknown as Obj;
    if (e.channel_type !== 'im' || !writtenByPerson(e)) return;
    sweep.poke();
    const teamId = body.team_id;
    await askInWords(deps, {
      asker: { userId: String(e.user), teamId, channelId: String(e.channel), edge: edgeFactsOf({ ...body, user_team_id: str(e.user_team) }) },
      client,
      words: String(e.text),
      ts: String(e.ts),
      threadTs: str(e.thread_ts),
      inDm: true,
      statusSet: notedOf(context),
      arrivedAt: receivedAtOf(context),
    }, names);
  });
  app.event('app_mention', async ({ event, body, client, context }) => {
    const e = event as unknown as Obj;
    if (!str(e.user) || e.bot_id !== undefined) return;
    await askInWords(deps, {
      asker: { userId: String(e.user), teamId: body.team_id, channelId: String(e.channel), edge: edgeFactsOf({ ...body, user_team_id: str(e.user_team) }) },
      client,
      words: withoutMention(String(e.text ?? ''), context.botUserId),
      ts: String(e.ts),
      threadTs: str(e.thread_ts),
      inDm: false,
      arrivedAt: receivedAtOf(context),
    }, names);
  });
  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab !== 'messages') return;
    await showPrompts(deps, client, body.team_id, event.user, event.channel);
  });
  app.event('assistant_thread_started', async ({ event, body, client }) => {
    const t = event.assistant_thread;
    await showPrompts(deps, client, body.team_id, t.user_id, t.channel_id, t.thread_ts);
  });
  // A suggested command's button, in the thread it was suggested in.
  app.action<BlockButtonAction>(new RegExp(`^${WORDS_SUGGESTION_ACTION}_\\d$`), async ({ ack, body, action, client, context }) => {
    await ack();
    const container = body.container as Obj;
    const channelId = body.channel?.id ?? str(container.channel_id);
    const ts = str(container.thread_ts) ?? str((body.message as Obj | undefined)?.thread_ts) ?? str(container.message_ts);
    if (!channelId || !ts || !action.value) return;
    await askInWords(deps, {
      asker: { userId: body.user.id, teamId: body.team?.id ?? body.user.team_id ?? '', channelId, edge: edgeFactsOf(body) },
      client,
      words: action.value,
      command: action.value,
      ts,
      inDm: channelId.startsWith('D'),
      arrivedAt: receivedAtOf(context),
    }, names);
  });
}
