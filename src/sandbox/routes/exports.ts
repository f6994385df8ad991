// Day exports (spec 4.8–4.10, 2.8) and the sandbox's own signed download address. Bodies are
// checked against the sandbox clock (../params/exports.ts); identical bodies reuse one export;
// 202 while processing, 200 once ready; 409 past the per-account limit of active exports.
import { createOrReuse, ensureFile, exportRecord, findExport, verifyDownload } from '../data/exports-store.js';
import { notFound } from '../http-error.js';
import { checkExportBody } from '../params/exports.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import type { ExportKind } from '../vocabulary.js';
import { requireGrant } from './guard.js';

function create(kind: ExportKind) {
  return (req: SandboxRequest) => {
    requireGrant(req, 'reports:read');
    req.query.allowOnly([]);
    const body = checkExportBody(kind, req.body, req.ctx.clock.now());
    const job = createOrReuse(req.ctx, req.key.accountId, kind, body);
    return { status: job.status === 'ready' ? 200 : 202, json: exportRecord(req.ctx, job) };
  };
}

/** Reading takes no query parameters; 400 is not among the statuses of 4.10, so a query string is ignored. */
function read(kind: 'impressions' | 'bids', what: string) {
  return async (req: SandboxRequest) => {
    requireGrant(req, 'reports:read');
    const job = findExport(req.ctx, req.params.export_id!, kind);
    if (!job || job.accountId !== req.key.accountId) throw notFound(`no ${what} export with id "${req.params.export_id}" for this account`);
    // Seeded bid exports are "ready" before their file exists: write it before handing out a link.
    if (job.status === 'ready') await ensureFile(req.ctx, job);
    return { json: exportRecord(req.ctx, job) };
  };
}

export const exportsRoutes: Route[] = [
  { method: 'POST', path: `${API_PREFIX}/report/impressions/export`, handler: create('impressions') },
  { method: 'POST', path: `${API_PREFIX}/export/impressions`, handler: create('impressions') },
  { method: 'POST', path: `${API_PREFIX}/export/requests`, handler: create('requests') },
  { method: 'GET', path: `${API_PREFIX}/report/impressions/export/:export_id`, handler: read('impressions', 'impression') },
  { method: 'GET', path: `${API_PREFIX}/export/bids/:export_id`, handler: read('bids', 'bid') },
  {
    // Outside /api/v1 and without a bearer key: the signature is the credential.
    method: 'GET',
    path: '/downloads/:export_id',
    auth: false,
    handler: (req) => {
      req.query.allowOnly(['expires', 'signature']);
      const job = verifyDownload(req.ctx, req.params.export_id!, req.query.one('expires'), req.query.one('signature'));
      return {
        file: job.file!,
        contentType: 'application/gzip',
        headers: { 'content-disposition': `attachment; filename="${job.id}_${job.body.date}.csv.gz"`, 'cache-control': 'no-store' },
      };
    },
  },
];
