// Builds the CommandContext of one request from the app's deps and what Bolt gives the
// listener (the WebClient bound to the workspace's token, the user, the channel).
import { makeChart } from '../charts/make-chart.js';
import type { Logger } from '../logger.js';
import type { CommandContext, FileToUpload } from '../../commands/types.js';
import { errorView } from '../../views/error.js';
import type { BotMessage, UploadedFile } from '../../views/types.js';
import type { AppDeps } from './deps.js';
import { describeFailure } from './error-message.js';
import { openDm, postMessage, slackErrorCode, uploadFile, type WebClient } from './slack-io.js';

export interface RequestInfo {
  userId: string;
  teamId?: string;
  channelId?: string;
  visibility: 'ephemeral' | 'in_channel';
  reqId: string;
}

/** Channel errors after which a shared answer's file or follow-up goes to the user's DM instead. */
const CHANNEL_UNREACHABLE = new Set(['not_in_channel', 'channel_not_found', 'is_archived', 'restricted_action']);

export function buildCommandContext(deps: AppDeps, client: WebClient, info: RequestInfo, logger: Logger): CommandContext {
  let zone: Promise<string> | undefined;

  /** Runs `send` against the channel when shared, else (or when the channel refuses) the user's DM. */
  async function toAudience<T>(send: (channel: string, where: 'dm' | 'channel') => Promise<T>): Promise<T> {
    if (info.visibility === 'in_channel' && info.channelId) {
      try {
        return await send(info.channelId, 'channel');
      } catch (err) {
        if (!CHANNEL_UNREACHABLE.has(slackErrorCode(err) ?? '')) throw err;
        logger.info({ code: slackErrorCode(err) }, 'channel refused the bot; using the DM');
      }
    }
    return send(await openDm(client, info.userId), 'dm');
  }

  return {
    api: deps.apiFor({ teamId: info.teamId, channelId: info.channelId }),
    userId: info.userId,
    teamId: info.teamId,
    channelId: info.channelId,
    visibility: info.visibility,
    durable: deps.durable,
    logger,
    now: deps.now,
    timezone: () => (zone ??= deps.timezones.get(client, info.teamId, info.userId).then((z) => z.tz)),
    chart: (spec) =>
      makeChart(spec, {
        mode: deps.config.chart.mode,
        quickchartUrl: deps.config.chart.quickchartUrl,
        logger,
        uploadPng: async (png, filename, alt) => (await uploadFile(client, { filename, title: spec.title, content: png, altText: alt })).id,
      }),
    upload: (file: FileToUpload): Promise<UploadedFile> =>
      toAudience(async (channel, where) => {
        const done = await uploadFile(client, file, channel);
        return { name: file.filename, where, permalink: done.permalink };
      }),
    followUp: (label, task) => {
      const started = deps.background.run(label, async (signal) => {
        let message: BotMessage;
        try {
          message = await task(signal);
        } catch (err) {
          if (signal.aborted) return;
          logger.warn({ err, task: label }, 'follow-up failed');
          message = errorView(describeFailure(err), info.reqId);
        }
        await toAudience((channel) => postMessage(client, channel, message));
      });
      if (!started) throw new Error('too many background tasks are running');
    },
  };
}
