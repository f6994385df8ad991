// The export status card: posted when the request is taken, then updated in place as the export
// moves on — waiting, blocked by the account's active-export limit, ready with its link, failed.
import type { ExportJob } from '../src/store/index.js';
import { context, esc, section } from './blocks.js';
import type { FailureText } from './error.js';
import type { BotMessage } from './types.js';

export interface CardExtra {
  now?: number;
  failure?: FailureText;
  /** When the next try after a 409 is due. */
  retryAt?: number;
}

const KIND = { impressions: 'Impression', requests: 'Request' } as const;

export function exportTitle(job: Pick<ExportJob, 'kind' | 'body'>): string {
  const filters = Object.entries(job.body).filter(([k]) => k !== 'date').map(([k, v]) => `${k}=${v}`);
  return `${KIND[job.kind]} export for ${job.body.date}${filters.length ? ` (${filters.join(', ')})` : ''}`;
}

function minutesFrom(now: number, at: number): string {
  const m = Math.max(1, Math.round((at - now) / 60_000));
  return m === 1 ? 'a minute' : `${m} minutes`;
}

export function exportCardView(job: ExportJob, extra: CardExtra = {}): BotMessage {
  const title = esc(exportTitle(job));
  const now = extra.now ?? Date.now();
  let line: string;
  let next: string | undefined;
  switch (job.state) {
    case 'ready':
    case 'delivered': {
      const expires = job.urlExpiresAt ? ` · the link expires ${job.urlExpiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
      line = `:white_check_mark: *${title}* is ready: <${job.url}|download the file>${expires}`;
      next = 'The link is short-lived; ask again with `/adops export` after it expires (identical requests reuse the export).';
      break;
    }
    case 'blocked':
      line = `:double_vertical_bar: *${title}* is waiting: the account already has the maximum number of exports in progress.`;
      next = `I will ask again in ${minutesFrom(now, extra.retryAt ?? job.nextAttemptAt.getTime())} and keep trying until ${job.giveUpAt.toISOString().slice(11, 16)} UTC.`;
      break;
    case 'failed':
      line = `:x: *${title}* could not be made. ${esc(extra.failure?.what ?? job.lastError ?? '')}`;
      next = extra.failure?.next ?? 'Ask again with `/adops export`; if it fails again, try a day with less traffic or add filters.';
      break;
    default:
      line = `:hourglass_flowing_sand: *${title}* is being prepared. I will put the download link here when it is ready.`;
  }
  const blocks = [section(line, 'adops_export_card'), ...(next ? [context(esc(next).replace(/`([^`]+)`/g, '`$1`'))] : []), context(`request ${esc(job.id)}${job.exportId ? ` · export ${esc(job.exportId)}` : ''}`)];
  return { text: line.replace(/:[a-z_]+: /, '').replace(/\*/g, ''), blocks, kind: job.state === 'failed' ? 'error' : 'answer' };
}

export function exportReadyReply(job: ExportJob): BotMessage {
  const text = `<@${job.requesterUserId}> your ${exportTitle(job).toLowerCase()} is ready — the link is in the message above.`;
  return { text, blocks: [section(esc(text).replace(/&lt;@(U[A-Z0-9]+)&gt;/, '<@$1>'))], kind: 'answer' };
}

/** The immediate answer to an export request: it is stored, and where its card will appear. */
export function exportQueuedView(job: ExportJob): BotMessage {
  const where = job.channelId ? `in <#${job.channelId}>` : 'in your DM with me';
  return {
    text: `${exportTitle(job)} requested. A card ${where} shows its progress and then the download link.`,
    blocks: [section(`:inbox_tray: *${esc(exportTitle(job))}* requested. A card ${where} shows its progress and then the download link.`), context(`request ${esc(job.id)}`)],
    kind: 'answer',
  };
}
