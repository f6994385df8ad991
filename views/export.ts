// Export messages: "being prepared" right away, then the signed link with its expiry (in the
// reader's timezone) once the export is ready.
import { DateTime } from 'luxon';
import type { ExportBody } from '../src/api/index.js';
import { context, esc, section } from './blocks.js';
import type { BotMessage } from './types.js';

export interface ExportInfo {
  kind: 'impressions' | 'requests';
  date: string;
  exportId: string;
  filters: ExportBody;
  tz: string;
}

function filterText(body: ExportBody): string {
  const parts = Object.entries(body)
    .filter(([k, v]) => k !== 'date' && v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`);
  return parts.length ? parts.join(', ') : 'no filters';
}

export function expiry(iso: string | undefined, tz: string, nowMs = Date.now()): string {
  if (!iso) return 'soon (the API did not say when)';
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  if (!at.isValid) return esc(iso);
  return `${at.setZone(tz).toFormat('ccc d LLL, HH:mm')} (${esc(tz)}), ${at.toRelative({ base: DateTime.fromMillis(nowMs) }) ?? ''}`;
}

export function exportPreparingView(d: ExportInfo & { status: string; deliverTo: 'dm' | 'channel' }): BotMessage {
  const where = d.deliverTo === 'dm' ? 'in a DM' : 'in this channel';
  return {
    text: `Preparing the ${d.kind} export for ${d.date}; the link will be posted ${where}.`,
    blocks: [
      section(`:hourglass_flowing_sand: Preparing the *${d.kind}* export for *${esc(d.date)}* (UTC day). I will post the download link ${where} as soon as it is ready — usually within a few minutes.`),
      context(`export \`${esc(d.exportId)}\` · status ${esc(d.status)} · ${esc(filterText(d.filters))}`),
    ],
    kind: 'progress',
  };
}

export function exportReadyView(d: ExportInfo & { url: string; expiresAt?: string; nowMs: number }): BotMessage {
  const name = `${d.kind}-${d.date}`;
  return {
    text: `The ${d.kind} export for ${d.date} is ready.`,
    blocks: [
      section(`:white_check_mark: The *${d.kind}* export for *${esc(d.date)}* is ready: <${d.url}|Download ${esc(name)}>`),
      context(`The link expires ${expiry(d.expiresAt, d.tz, d.nowMs)}; ask again with \`/adops export ${d.kind} ${esc(d.date)}\` for a fresh one. · export \`${esc(d.exportId)}\` · ${esc(filterText(d.filters))}`),
    ],
    kind: 'answer',
  };
}
