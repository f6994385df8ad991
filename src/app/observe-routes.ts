// The operator's GET routes, as plain handlers for whichever server the app runs behind
// (create-app.ts mounts them on the one server, ./http-receiver.ts): /livez (the process runs), /readyz (it can do its job:
// ./readiness.ts, 503 with the reasons when not) and /metrics (Prometheus text, src/metrics.ts).
// /healthz, the load balancer's long-standing check, stays where it is and reports the build too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildInfo } from '../build-info.js';
import type { Metrics } from '../metrics.js';
import type { Readiness } from './readiness.js';
import type { Route } from './http-receiver.js';

/** An operator's route: async, its failure answered 500 and logged (never a stack to the caller). */
interface AsyncRoute {
  path: string;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * /livez: answering at all is the proof, a process whose event loop is stuck never gets here.
 */
function livezRoute(build: BuildInfo): AsyncRoute {
  return { path: '/livez', handle: async (_req, res) => json(res, 200, { live: true, ...build }) };
}

export function observeRoutes(o: { build: BuildInfo; metrics: Metrics; readiness: Readiness; onError: (err: unknown, path: string) => void }): Route[] {
  const routes: AsyncRoute[] = [
    livezRoute(o.build),
    {
      path: '/readyz',
      handle: async (_req, res) => {
        const report = await o.readiness.check().catch((err: unknown) => ({ ready: false, problems: [`the readiness check failed: ${(err as Error).message}`], degraded: [] }));
        const body = { ready: report.ready, ...o.build, ...(report.problems.length ? { problems: report.problems } : {}), ...(report.degraded.length ? { degraded: report.degraded } : {}) };
        json(res, report.ready ? 200 : 503, body);
      },
    },
    {
      path: '/metrics',
      handle: async (_req, res) => {
        const text = await o.metrics.text();
        res.writeHead(200, { 'content-type': o.metrics.contentType, 'cache-control': 'no-store' });
        res.end(text);
      },
    },
  ];
  return routes.map((r) => ({ path: r.path, handle: (req, res) => sync(r, req, res, o.onError) }));
}

function sync(route: AsyncRoute, req: IncomingMessage, res: ServerResponse, onError: (err: unknown, path: string) => void): void {
  route.handle(req, res).catch((err: unknown) => {
    onError(err, route.path);
    if (!res.headersSent) json(res, 500, { error: 'the route failed; see the log' });
    else res.end();
  });
}
