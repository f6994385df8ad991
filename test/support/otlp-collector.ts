// An OpenTelemetry collector's OTLP/HTTP traces receiver, for tests: a server on loopback that
// takes POST /v1/traces in the JSON protocol (what @opentelemetry/exporter-trace-otlp-http sends),
// answers 200 as a collector does, and keeps every span with its service's name, plus the raw
// bodies (to check what never appears in a trace).
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[]; status?: { code?: number } }> }>;
  }>;
}

export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a trace's root. */
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

export interface OtlpCollector {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: the exporter adds /v1/traces. */
  endpoint: string;
  spans: CollectedSpan[];
  bodies: string[];
  close(): Promise<void>;
}

const plain = (v: AnyValue): string | number | boolean => v.stringValue ?? v.boolValue ?? v.doubleValue ?? Number(v.intValue);
const record = (kvs: KeyValue[] = []) => Object.fromEntries(kvs.map((kv) => [kv.key, plain(kv.value)]));

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(404).end();
        return;
      }
      bodies.push(body);
      const parsed = JSON.parse(body) as ExportRequest;
      for (const rs of parsed.resourceSpans ?? []) {
        const service = String(record(rs.resource?.attributes)['service.name']);
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? []) spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, attributes: record(s.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
