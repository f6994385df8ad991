// The export status card: posted when the request is taken, then updated in place as the export
// moves on — waiting, blocked by the account's active-export limit, ready with its link, failed.
// Also a bid export's status (spec 4.10), read on request: bid exports are made outside the bot.
import type { ExportRecord } from '../src/api/index.js';
import type { ExportJob } from '../src/store/index.js';
import { context, esc, section } from './blocks.js';
import type { FailureText } from './error.js';
import { shortDetail } from './error-message.js';
import { PRIVATE_LINK_BLOCK_ID } from './share.js';
import type { BotMessage } from './types.js';

export interface CardExtra {
  now?: number;
  failure?: FailureText;
  /** When the next try after a 409 is due. */
  retryAt?: number;
}

const KIND = { impressions: 'Impression', requests: 'Request' } as const;

/**
 * "Impression export for 2026-11-21 (country=US, device_os=iOS)": the one way an export is named —
 * its card, the first answer, the ready reply and App Home spell its filters alike. `midSentence`
 * lower-cases the kind only, never the filters' values (a country code stays US).
 */
export function exportTitle(job: Pick<ExportJob, 'kind' | 'body'>, opts: { midSentence?: boolean } = {}): string {
  const filters = Object.entries(job.body).filter(([k]) => k !== 'date').map(([k, v]) => `${k}=${v}`);
  const kind = opts.midSentence ? KIND[job.kind].toLowerCase() : KIND[job.kind];
  return `${kind} export for ${job.body.date}${filters.length ? ` (${filters.join(', ')})` : ''}`;
}

function minutesFrom(now: number, at: number): string {
  const m = Math.max(1, Math.round((at - now) / 60_000));
  return m === 1 ? 'a minute' : `${m} minutes`;
}

/**
 * The link as Slack's <url|label> may carry it: a web address only (the API's record is checked as
 * a URL, and a URL may be javascript: or file:), with the characters that would end the link or
 * start a mention (<, >, |, spaces) percent-encoded. Undefined when it is not a web address.
 */
export function downloadLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return undefined;
  }
  if (protocol !== 'https:' && protocol !== 'http:') return undefined;
  return url.replace(/[<>|\s"]/g, (c) => encodeURIComponent(c));
}

/** "is ready: <link> · the link expires 2026-11-22 09:15 UTC" (`title` already escaped). */
function readyLine(title: string, url: string | null, expiresAt: Date | null | undefined): string {
  const link = downloadLink(url);
  if (!link) return `:warning: *${title}* is ready, but the API sent a download link that is not a web address, so I do not show it.`;
  const expires = expiresAt ? ` · the link expires ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return `:white_check_mark: *${title}* is ready: <${link}|download the file>${expires}`;
}

export function exportCardView(job: ExportJob, extra: CardExtra = {}): BotMessage {
  const title = esc(exportTitle(job));
  const now = extra.now ?? Date.now();
  let line: string;
  let next: string | undefined;
  switch (job.state) {
    case 'ready':
    case 'delivered':
      line = readyLine(title, job.url, job.urlExpiresAt);
      next = 'The link is short-lived; ask again with `/adops export` after it expires (identical requests reuse the export).';
      break;
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
  const text = `<@${job.requesterUserId}> your ${exportTitle(job, { midSentence: true })} is ready — the link is in the message above.`;
  return { text, blocks: [section(esc(text).replace(/&lt;@(U[A-Z0-9]+)&gt;/, '<@$1>'))], kind: 'answer' };
}

/** The immediate answer to an export request: it is stored, and where its card will appear. */
export function exportQueuedView(job: ExportJob): BotMessage {
  // The card holds the signed link: always the requester's DM (src/jobs/export-delivery.ts).
  const where = 'in your DM with me';
  return {
    text: `${exportTitle(job)} requested. A card ${where} shows its progress and then the download link.`,
    blocks: [section(`:inbox_tray: *${esc(exportTitle(job))}* requested. A card ${where} shows its progress and then the download link.`), context(`request ${esc(job.id)}`)],
    kind: 'answer',
  };
}

/**
 * A bid export's status: processing, ready with its signed link and expiry, or failed with the
 * API's sentence. The link is a credential (whoever holds it downloads the file), so it is shown
 * in a private answer only, in a block that keeps the Share button away (views/share.ts).
 */
export function bidExportView(record: ExportRecord): BotMessage {
  const title = `Bid export ${esc(record.export_id)}`;
  const askAgain = `\`/adops export bids ${esc(record.export_id)}\``;
  const status = bidExportLines(record, title, askAgain);
  return {
    // The fallback text shows in notifications: it never carries the link.
    text: `Bid export ${record.export_id}: ${record.status ?? 'no status'}`,
    blocks: [section(status.line, status.blockId), context(status.note)],
    kind: record.status === 'failed' ? 'error' : 'answer',
  };
}

function bidExportLines(record: ExportRecord, title: string, askAgain: string): { line: string; note: string; blockId?: string } {
  switch (record.status) {
    case 'ready': {
      if (!record.url) return { line: `:warning: *${title}* is ready, but the API sent no download link.`, note: `Ask again in a minute: ${askAgain}.` };
      const expiresAt = record.expires_at && !Number.isNaN(Date.parse(record.expires_at)) ? new Date(record.expires_at) : undefined;
      return {
        line: readyLine(title, record.url, expiresAt),
        note: `This signed link is for you only: whoever holds it can download the file until it expires, so this answer has no Share button. After it expires, ${askAgain} gives a fresh one.`,
        blockId: PRIVATE_LINK_BLOCK_ID,
      };
    }
    case 'failed':
      return {
        // The record's `error` is the API's text like an error body's: on one line, cut short.
        line: `:x: *${title}* failed.${record.error ? ` The API said: ${esc(shortDetail(record.error) ?? '')}` : ''}`,
        note: 'Bid exports are created outside this bot: request a new one where this one was requested.',
      };
    case 'processing':
      return { line: `:hourglass_flowing_sand: *${title}* is still being prepared.`, note: `Ask again in a few minutes: ${askAgain}.` };
    default:
      return { line: `:grey_question: *${title}* has the status \`${esc(record.status ?? 'none')}\`, which I do not know.`, note: `Ask again later: ${askAgain}.` };
  }
}
