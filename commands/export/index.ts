// export impressions|requests <YYYY-MM-DD|yesterday> [filters]: requests a full-day export and
// answers at once that it is being prepared; the signed download link (with its expiry) is posted
// later with chat.postMessage — to the user's DM, or the channel when the answer was shared.
// Until issue 6's durable delivery lands, the wait runs in-process (src/api/export-wait.ts) as a
// CommandContext.followUp.
import { DateTime } from 'luxon';
import { REQUEST_STATUSES, checkCountry, checkEnum, DEVICE_OSES, TEST_MODES, type ExportBody, type ExportKind } from '../../src/api/index.js';
import { waitForExport, type ExportTarget } from '../../src/api/export-wait.js';
import { exportPreparingView, exportReadyView } from '../../views/export.js';
import { exportQueuedView } from '../../views/export-card.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { defineCommand } from '../types.js';

export interface ExportRequest {
  kind: ExportKind;
  /** YYYY-MM-DD, or 'yesterday' (the last completed UTC day, resolved when run). */
  date: string;
  filters: Omit<ExportBody, 'date'>;
}

const OP = 'export';
const KINDS: Record<string, ExportKind> = { impressions: 'impressions', impression: 'impressions', imp: 'impressions', requests: 'requests', request: 'requests', req: 'requests' };

export const exportCommand = defineCommand<ExportRequest>({
  name: 'export',
  aliases: ['exports'],
  group: 'Exports',
  summary: 'A full-day impression or request export; the download link arrives in your DM when it is ready.',
  usage: `export impressions|requests <YYYY-MM-DD|yesterday> [app=<bundle>] [ad_unit=<id>] [country=US] [os=ios] [test=production|test|all] [bidder=..] [app_id=..] [line_item=..] (impressions) [status=${REQUEST_STATUSES.join('|')}] (requests)`,
  examples: ['export impressions yesterday', 'export requests 2026-11-20 country=US', 'export impressions 2026-11-19 bidder=bidder_alpha'],
  parse: (text) =>
    parseWith(text, (args) => {
      const kindWord = args.word()?.toLowerCase();
      const kind = kindWord ? KINDS[kindWord] : undefined;
      if (!kind) throw new UsageProblem('say what to export: impressions or requests');
      const dateWord = args.word()?.toLowerCase();
      if (!dateWord || !(dateWord === 'yesterday' || /^\d{4}-\d{2}-\d{2}$/.test(dateWord))) {
        throw new UsageProblem('give the day to export: YYYY-MM-DD or yesterday (one completed UTC day within the last 45 days)');
      }
      if (dateWord !== 'yesterday' && !DateTime.fromISO(dateWord, { zone: 'utc' }).isValid) throw new UsageProblem(`"${dateWord}" is not a calendar date`);
      const filters: Omit<ExportBody, 'date'> = {
        app_bundle: args.option('app', 'app_bundle'),
        ad_unit_id: args.option('ad_unit', 'ad_unit_id'),
        country: checkCountry(args.option('country'), 'country', OP),
        device_os: checkEnum(args.option('os', 'device_os'), DEVICE_OSES, 'os', OP),
        test_mode: checkEnum(args.option('test', 'test_mode'), TEST_MODES, 'test', OP),
        app_id: args.option('app_id'),
        bidder: args.option('bidder'),
        line_item_id: args.option('line_item', 'line_item_id'),
        request_status: checkEnum(args.option('status', 'request_status'), REQUEST_STATUSES, 'status', OP),
      };
      const wrongKind = kind === 'requests' ? (['app_id', 'bidder', 'line_item_id'] as const).find((k) => filters[k]) : filters.request_status && 'status';
      if (wrongKind) throw new UsageProblem(`${wrongKind} applies to ${kind === 'requests' ? 'impression' : 'request'} exports only`);
      args.done();
      return { kind, date: dateWord, filters };
    }),
  run: async (req, ctx) => {
    const date = req.date === 'yesterday' ? DateTime.fromMillis(ctx.now(), { zone: 'utc' }).minus({ days: 1 }).toISODate()! : req.date;
    const body: ExportBody = { date, ...Object.fromEntries(Object.entries(req.filters).filter(([, v]) => v !== undefined)) };
    if (ctx.durable) {
      // Issue 6: stored first, then created, polled and delivered by whichever instance is alive.
      const job = await ctx.durable.enqueueExport({
        teamId: ctx.teamId ?? 'T_LOCAL', userId: ctx.userId, channelId: ctx.visibility === 'in_channel' ? (ctx.channelId ?? null) : null,
        kind: req.kind, body, retryOnConflict: true,
      });
      return exportQueuedView(job);
    }
    const created = req.kind === 'impressions' ? await ctx.api.exports.createImpressions(body) : await ctx.api.exports.createRequests(body);
    const tz = await ctx.timezone();
    const info = { kind: req.kind, date, exportId: created.record.export_id, filters: body, tz };
    if (created.record.url) {
      return exportReadyView({ ...info, url: created.record.url, expiresAt: created.record.expires_at, nowMs: ctx.now() });
    }
    const target: ExportTarget = req.kind === 'requests' ? { kind: 'requests', exportId: info.exportId, body } : { kind: 'impressions', exportId: info.exportId };
    const api = ctx.api;
    ctx.followUp(`export ${info.exportId}`, async (signal) => {
      const ready = await waitForExport(api, target, { signal });
      return exportReadyView({ ...info, url: ready.url, expiresAt: ready.expiresAt, nowMs: ctx.now() });
    });
    return exportPreparingView({ ...info, status: created.record.status ?? 'processing', deliverTo: ctx.visibility === 'in_channel' ? 'channel' : 'dm' });
  },
});
