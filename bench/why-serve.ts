// The stand-in API over a generated cube (./why-cube.ts) for the `why` bench: GET
// /api/v1/report/breakdown (spec 4.3) and /api/v1/report/bidders (spec 4.4) in the API's shape; the
// Bearer key (`scn_<n>`) picks the scenario.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BIDDERS, COUNTRIES, DAYS, NB, NC, NU, START_MS, UNITS, type Cube } from './why-cube.js';

function dayIndex(seconds: number): number {
  return Math.round((seconds * 1000 - START_MS) / 86_400_000);
}

function cellDims(country: number, u: number, d: number): Record<string, string> {
  const unit = UNITS[u]!;
  return { day: new Date(START_MS + d * 86_400_000).toISOString().slice(0, 10), country: COUNTRIES[country]!, app: unit.app, ad_unit: unit.id, format: unit.format, os: unit.os };
}

type Query = URLSearchParams;

function breakdown(cube: Cube, s: number, q: Query): { status: number; body: unknown } {
  const by = (q.get('by') ?? '').split(',').map((x) => x.trim().toLowerCase());
  const metrics = (q.get('metrics') ?? '').split(',').map((x) => x.trim().toLowerCase());
  const from = dayIndex(Number(q.get('start_time')));
  const to = dayIndex(Number(q.get('end_time')) + 1);
  if (!(from >= 0 && to <= DAYS && to > from)) return { status: 400, body: { error: 'no data for that range in this stand-in' } };
  const country = q.get('country');
  const os = q.get('device_os');
  const rows = new Map<string, { dimensions: Record<string, string>; metrics: Record<string, number> }>();
  const put = (dims: Record<string, string>, m: Record<string, number>) => {
    const key = by.map((k) => dims[k]).join('|');
    const row = rows.get(key) ?? { dimensions: Object.fromEntries(by.map((k) => [k, dims[k]!])), metrics: Object.fromEntries(metrics.map((k) => [k, 0])) };
    for (const k of metrics) row.metrics[k] = row.metrics[k]! + (m[k] ?? 0);
    rows.set(key, row);
  };
  for (let d = from; d < to; d++) {
    const day = cube.day(d, s);
    if (by.includes('bidder')) {
      if (by.some((k) => k !== 'bidder' && k !== 'day')) return { status: 400, body: { error: 'this stand-in breaks bidders down by day only' } };
      for (let j = 0; j < NB; j++) put({ bidder: BIDDERS[j]!, day: cellDims(0, 0, d).day! }, { bid_requests: day.bidReq[j]!, fills: day.wins[j]!, impressions: day.wins[j]!, revenue: day.bidRev[j]! });
      continue;
    }
    for (let c = 0; c < NC; c++) {
      if (country && COUNTRIES[c] !== country) continue;
      for (let u = 0; u < NU; u++) {
        if (os && UNITS[u]!.os !== os) continue;
        const k = c * NU + u;
        put(cellDims(c, u, d), { requests: day.req[k]!, impressions: day.imp[k]!, fills: day.imp[k]!, revenue: day.rev[k]! });
      }
    }
  }
  const list = [...rows.values()];
  return { status: 200, body: { dimensions: by, metrics, rows: list, row_count: list.length } };
}

function bidders(cube: Cube, s: number, q: Query): { status: number; body: unknown } {
  const from = dayIndex(Number(q.get('start_time')));
  const to = dayIndex(Number(q.get('end_time')) + 1);
  const t = BIDDERS.map((name) => ({ name, requests: 0, bids: 0, wins: 0, impressions: 0, revenue: 0 }));
  for (let d = from; d < to; d++) {
    const day = cube.day(d, s);
    for (let j = 0; j < NB; j++) {
      const b = t[j]!;
      b.requests += day.bidReq[j]!;
      b.bids += day.bids[j]!;
      b.wins += day.wins[j]!;
      b.impressions += day.wins[j]!;
      b.revenue += day.bidRev[j]!;
    }
  }
  const pct = (a: number, b: number) => (b ? Math.round((a * 10000) / b) / 100 : 0);
  return {
    status: 200,
    body: { bidders: t.map((b) => ({ name: b.name, requests: b.requests, bids: b.bids, bid_rate: pct(b.bids, b.requests), impressions: b.impressions, win_rate: pct(b.wins, b.bids), revenue: Math.round(b.revenue * 100) / 100, ecpm: b.impressions ? Math.round((b.revenue * 100000) / b.impressions) / 100 : 0 })) },
  };
}

/** The stand-in: GET /api/v1/report/breakdown and /api/v1/report/bidders over the cube; the key picks the scenario. */
export async function serveCube(cube: Cube): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const s = Number(/scn_(\d+)/.exec(req.headers.authorization ?? '')?.[1] ?? 0);
    const out = url.pathname === '/api/v1/report/breakdown' ? breakdown(cube, s, url.searchParams) : url.pathname === '/api/v1/report/bidders' ? bidders(cube, s, url.searchParams) : { status: 404, body: { error: 'not found' } };
    const text = JSON.stringify(out.body);
    res.writeHead(out.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/api/v1`, close: () => new Promise((r) => server.close(() => r())) };
}
