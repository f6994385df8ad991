// export impressions|requests <YYYY-MM-DD|yesterday> [filters]: requests a full-day export. The
// request is stored first (src/jobs/export-delivery.ts); any instance then creates it, waits for it
// and posts the signed link (with its expiry) to the requester's DM — always: the link is a
// credential, so neither Share nor the form puts it in a channel. `export` alone opens the export form (./form.ts).
// `export bids <id>` reads a bid export's status (spec 4.10) and, when ready, its signed link —
// shown privately only (views/export-card.ts bidExportView).
import { DateTime } from 'luxon';
import { checkEnum, REQUEST_STATUSES, type ExportBody, type ExportKind } from '../../src/api/index.js';
import { bidExportView, exportQueuedView, linkFileName, linkTooLongForBlocks } from '../../views/export-card.js';
import { refusal } from '../../views/error.js';
import { EXPORT_NEW_ACTION } from '../../views/export-modal.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { readReportFilters } from '../shared/filters.js';
import { defineCommand, type Need } from '../types.js';
import { EXPORT_FORM, exportForm } from './form.js';
import type { ExportCommandRequest } from './request.js';

const OP = 'export';
const KINDS: Record<string, ExportKind> = { impressions: 'impressions', impression: 'impressions', imp: 'impressions', requests: 'requests', request: 'requests', req: 'requests' };
const TEXT_FORM = 'Use the text form, e.g. `/adops export impressions yesterday country=US`.';
/** Bid export ids as the API names them (bidexp_…): checked before any call. */
const BID_EXPORT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const exportCommand = defineCommand<ExportCommandRequest>({
  name: 'export',
  aliases: ['exports'],
  group: 'Exports',
  summary: 'A full-day impression or request export, its download link in your DM when it is ready; a bid export’s status and link.',
  usage: `export (opens a form) · export bids <export id> · export impressions|requests <YYYY-MM-DD|yesterday> [app=<bundle>] [ad_unit=<id>] [country=US] [os=ios] [test=production|test|all] [bidder=..] [app_id=..] [line_item=..] (impressions) [status=${REQUEST_STATUSES.join('|')}] (requests)`,
  examples: ['export', 'export impressions yesterday', 'export requests 2026-11-20 country=US', 'export impressions 2026-11-19 bidder=bidder_alpha', 'export bids bidexp_demo_ready'],
  need: exportNeed,
  rollUpWhyNot: 'an export is one account’s file of its rows, made with that account’s key',
  forms: [EXPORT_FORM],
  // App Home's New export: the form; the export's card says the rest.
  buttons: [{ id: EXPORT_NEW_ACTION, commandText: () => 'export', answer: 'dm-problems-only' }],
  parse: (text) =>
    parseWith(text, (args): ExportCommandRequest => {
      const kindWord = args.word()?.toLowerCase();
      if (kindWord === undefined) {
        args.done();
        return { action: 'form' };
      }
      if (kindWord === 'bids' || kindWord === 'bid') return readBidExportId(args);
      const kind = KINDS[kindWord];
      if (!kind) throw new UsageProblem('say what to export: impressions or requests (or `bids <export id>` for a bid export)');
      const dateWord = args.word()?.toLowerCase();
      if (!dateWord || !(dateWord === 'yesterday' || /^\d{4}-\d{2}-\d{2}$/.test(dateWord))) {
        throw new UsageProblem('give the day to export: YYYY-MM-DD or yesterday (one completed UTC day within the last 45 days)');
      }
      if (dateWord !== 'yesterday' && !DateTime.fromISO(dateWord, { zone: 'utc' }).isValid) throw new UsageProblem(`"${dateWord}" is not a calendar date`);
      const filters: Omit<ExportBody, 'date'> = {
        app_bundle: args.option('app', 'app_bundle'),
        ad_unit_id: args.option('ad_unit', 'ad_unit_id'),
        ...readReportFilters(args, OP),
        app_id: args.option('app_id'),
        bidder: args.option('bidder'),
        line_item_id: args.option('line_item', 'line_item_id'),
        request_status: checkEnum(args.option('status', 'request_status'), REQUEST_STATUSES, 'status', OP),
      };
      const wrongKind = kind === 'requests' ? (['app_id', 'bidder', 'line_item_id'] as const).find((k) => filters[k]) : filters.request_status && 'status';
      if (wrongKind) throw new UsageProblem(`${wrongKind} applies to ${kind === 'requests' ? 'impression' : 'request'} exports only`);
      args.done();
      return { action: 'request', kind, date: dateWord, filters };
    }),
  run: async (req, ctx) => {
    if (req.action === 'form') {
      return {
        kind: 'form',
        view: async () => exportForm('impressions', ctx.now()),
        instead: refusal('The export form needs Slack’s /adops command, which this place cannot show.', TEXT_FORM),
      };
    }
    if (req.action === 'bids') {
      const record = await ctx.api.exports.getBids(req.exportId);
      // A link longer than any block carries goes whole in a file to the asker's DM, never cut.
      const long = record.status === 'ready' ? linkTooLongForBlocks(record.url) : undefined;
      if (long) await ctx.upload({ filename: linkFileName(record.export_id), title: `Download link of bid export ${record.export_id}`, content: `${long}\n` });
      return bidExportView(record);
    }
    const date = req.date === 'yesterday' ? DateTime.fromMillis(ctx.now(), { zone: 'utc' }).minus({ days: 1 }).toISODate()! : req.date;
    const body: ExportBody = { date, ...Object.fromEntries(Object.entries(req.filters).filter(([, v]) => v !== undefined)) };
    // Checked again by enqueueExport with the API core's rules (status values, the 45-day window)
    // before it is stored: a mistake is a usage answer, and nothing is sent to the API.
    const job = await ctx.durable.enqueueExport({
      teamId: ctx.teamId,
      userId: ctx.userId,
      // Where it was asked (the API account of a bound channel). The signed link is a credential:
      // the delivery posts it to the requester's DM only, never into a channel.
      channelId: ctx.channelId ?? null,
      kind: req.kind,
      body,
      retryOnConflict: req.retryOnConflict ?? true,
      // The account it belongs to, decided now: the asker's `account=`, else the channel's.
      connectionId: ctx.accounts.current()?.connectionId ?? null,
    });
    return exportQueuedView(job);
  },
});

function readBidExportId(args: Args): ExportCommandRequest {
  const exportId = args.word();
  if (exportId === undefined) throw new UsageProblem('give the bid export id, e.g. `export bids bidexp_demo_ready`');
  if (!BID_EXPORT_ID.test(exportId)) throw new UsageProblem('a bid export id has only letters, digits, _ and - (e.g. bidexp_demo_ready)');
  args.done();
  return { action: 'bids', exportId };
}

/**
 * Who may ask for an export (commands/types.ts `Need`): every part of it needs `export`; a request
 * is audited with its kind and date.
 */
function exportNeed(req: ExportCommandRequest): Need {
  const detail: Record<string, string> = req.action === 'bids' ? { export_id: req.exportId } : req.action === 'request' ? { kind: req.kind, date: req.date } : {};
  return { capability: 'export', memberOf: [], audit: { action: req.action === 'request' ? 'export' : 'command', subject: `export ${req.action}`, detail } };
}
