// The export status card: posted when the request is taken, then updated in place as the export
// moves on — waiting, blocked by the account's active-export limit, ready with its link, failed.
// Also a bid export's status (spec 4.10), read on request: bid exports are made outside the bot.
import type { ExportRecord } from '../src/api/index.js';
import type { ExportJob } from '../src/store/index.js';
import { actions, context, esc, linkForm, safeFileName, section, webLink } from './blocks.js';
import type { FailureText } from './error.js';
import { shortDetail } from './error-message.js';
import { PRIVATE_LINK_BLOCK_ID } from './share.js';
import { LIMITS } from './limits.js';
import type { BotMessage, Button } from './types.js';

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

/** The link as Slack may carry it (views/blocks.ts `webLink`): a web address only, nothing that ends it early. */
export const downloadLink = webLink;

/** A download link longer than any block can carry (a button's url: 3,000), or undefined: it goes as a file. */
export function linkTooLongForBlocks(url: string | null | undefined): string | undefined {
  const link = downloadLink(url);
  return link && link.length > LIMITS.buttonUrl ? link : undefined;
}

/** The action id of the button that carries a download link too long to write inline (a click opens it; no listener). */
export const DOWNLOAD_LINK_ACTION = 'adops_download_link';

/** The file a download link too long for any block is sent in (src/jobs/export-delivery.ts). */
export function linkFileName(exportId: string | null | undefined): string {
  return safeFileName(`download-link-${(exportId ?? 'export').replace(/[^A-Za-z0-9_-]/g, '_')}.txt`);
}

/**
 * "is ready: <link> · the link expires 2026-11-22 09:15 UTC" (`title` already escaped), with the
 * button that carries a longer link; a link longer than any block carries is in a file instead.
 */
function readyLine(title: string, url: string | null, expiresAt: Date | null | undefined, exportId: string | null | undefined, fileWhere: string): { line: string; button?: Button } {
  const link = downloadLink(url);
  if (!link) return { line: `:warning: *${title}* is ready, but the API sent a download link that is not a web address, so I do not show it.` };
  const expires = expiresAt ? ` · the link expires ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const form = linkForm(link, 'download the file', DOWNLOAD_LINK_ACTION);
  if ('inline' in form) return { line: `:white_check_mark: *${title}* is ready: ${form.inline}${expires}` };
  if ('button' in form) return { line: `:white_check_mark: *${title}* is ready: the button below downloads it${expires}`, button: form.button };
  return {
    line: `:white_check_mark: *${title}* is ready. Its download link is ${form.tooLong.toLocaleString('en-US')} characters long, more than a Slack message can carry, so it is in the file \`${esc(linkFileName(exportId))}\` ${fileWhere}${expires}`,
  };
}

export function exportCardView(job: ExportJob, extra: CardExtra = {}): BotMessage {
  const title = esc(exportTitle(job));
  const now = extra.now ?? Date.now();
  let line: string;
  let linkButton: Button | undefined;
  let next: string | undefined;
  switch (job.state) {
    case 'ready':
    case 'delivered':
      ({ line, button: linkButton } = readyLine(title, job.url, job.urlExpiresAt, job.exportId, 'in this conversation'));
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
  const blocks = [section(line, 'adops_export_card'), ...(linkButton ? [actions([linkButton])] : []), ...(next ? [context(esc(next).replace(/`([^`]+)`/g, '`$1`'))] : []), context(`request ${esc(job.id)}${job.exportId ? ` · export ${esc(job.exportId)}` : ''}`)];
  return { text: cardText(job, extra), blocks, kind: job.state === 'failed' ? 'error' : 'answer' };
}

/** The card's fallback text (notifications): plain, escaped by the poster; it never carries the link. */
function cardText(job: ExportJob, extra: CardExtra): string {
  const title = exportTitle(job);
  if (job.state === 'ready' || job.state === 'delivered') return `${title} is ready.`;
  if (job.state === 'blocked') return `${title} is waiting: the account already has the maximum number of exports in progress.`;
  if (job.state === 'failed') return `${title} could not be made. ${extra.failure?.what ?? job.lastError ?? ''}`.trim();
  return `${title} is being prepared.`;
}

export function exportReadyReply(job: ExportJob): BotMessage {
  const mentions = `<@${job.requesterUserId}>`;
  const text = `your ${exportTitle(job, { midSentence: true })} is ready — the link is in the message above.`;
  return { text, mentions, blocks: [section(`${mentions} ${esc(text)}`)], kind: 'answer' };
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
    blocks: [section(status.line, status.blockId), ...(status.button ? [actions([status.button])] : []), context(status.note)],
    kind: record.status === 'failed' ? 'error' : 'answer',
  };
}

function bidExportLines(record: ExportRecord, title: string, askAgain: string): { line: string; note: string; blockId?: string; button?: Button } {
  switch (record.status) {
    case 'ready': {
      if (!record.url) return { line: `:warning: *${title}* is ready, but the API sent no download link.`, note: `Ask again in a minute: ${askAgain}.` };
      const expiresAt = record.expires_at && !Number.isNaN(Date.parse(record.expires_at)) ? new Date(record.expires_at) : undefined;
      const ready = readyLine(title, record.url, expiresAt, record.export_id, 'in your DM with me');
      return {
        ...ready,
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
