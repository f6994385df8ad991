// Optional OpenTelemetry traces (docs/operating.md#traces): off unless an OTLP endpoint is
// configured (src/config.ts `tracing`). No auto-instrumentation: spans are opened explicitly at
// the bot's own seams — the ack at the receiver, the hand-over's answer, each API call
// (src/api/http.ts), each Slack call (src/outbox/outbox.ts), a digest run, an export step.
//
// One Tracing per app, never process-wide: the tracer provider is not registered globally, and
// the span running now is kept in this Tracing's own AsyncLocalStorage, so two bots in one process
// (tests, local mode) never share spans. With tracing off, nothing of the SDK or the exporter is
// loaded: startTracing imports them only when an endpoint is set.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Attributes, Context, Span, Tracer } from '@opentelemetry/api';
import type { TracingSettings } from './config.js';

/** What a span may be told while it runs: plain values only (never tokens, text or figures). */
export interface SpanNote {
  set(name: string, value: string | number | boolean): void;
}

/** Where a span starts: a new trace, or the trace a stored request carries (its W3C traceparent). */
export type SpanParent = { root: true } | { traceparent: string | undefined };

export interface Tracing {
  readonly enabled: boolean;
  /**
   * Runs `fn` inside a span. With `parent`, the span starts that trace (or a new one); without, it
   * is a child of the span running now — and where none runs (a health check's API call), `fn`
   * runs with no span at all, so only the units the bot traces (requests, digests, exports) show.
   */
  inSpan<T>(name: string, attributes: Attributes, fn: (span: SpanNote) => Promise<T>, parent?: SpanParent): Promise<T>;
  /** A span ended by hand (the ack: it ends when the ack is written, not when the work does). */
  open(name: string, attributes: Attributes, parent: SpanParent): OpenSpan;
  /** The W3C traceparent of the span running now, to store with a request handed over. */
  traceparent(): string | undefined;
  /** Exports what is buffered, then stops (the graceful stop, src/app/stop.ts). */
  shutdown(): Promise<void>;
}

export interface OpenSpan extends SpanNote {
  /** Runs `fn` with this span as the one running now. */
  run<T>(fn: () => T): T;
  /** Ends the span (once; later calls are ignored). */
  end(failed?: boolean): void;
}

const silentNote: OpenSpan = { set: () => undefined, run: (fn) => fn(), end: () => undefined };

/** Tracing off: every span is a plain call. */
export const noTracing: Tracing = {
  enabled: false,
  inSpan: (_name, _attributes, fn) => fn(silentNote),
  open: () => silentNote,
  traceparent: () => undefined,
  shutdown: async () => undefined,
};

/** How long the stop waits for the last spans to be exported; what is not sent by then is dropped. */
const SHUTDOWN_MS = 5_000;

/** The app's Tracing: `noTracing` without settings (nothing imported), else an OTLP exporter's. */
export async function startTracing(settings: TracingSettings | undefined): Promise<Tracing> {
  if (!settings) return noTracing;
  const [api, core, sdk, exporter, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(new exporter.OTLPTraceExporter({ url: settings.url }))],
  });
  const tracer: Tracer = provider.getTracer('adops-bot');
  const propagator = new core.W3CTraceContextPropagator();
  const current = new AsyncLocalStorage<Context>();
  const ROOT = api.ROOT_CONTEXT;

  const parentContext = (parent: SpanParent): Context => {
    if ('root' in parent || !parent.traceparent) return ROOT;
    return propagator.extract(ROOT, { traceparent: parent.traceparent }, api.defaultTextMapGetter);
  };
  const open = (name: string, attributes: Attributes, parent: Context): OpenSpan => {
    const span: Span = tracer.startSpan(name, { attributes }, parent);
    const inside = api.trace.setSpan(parent, span);
    let ended = false;
    return {
      set: (key, value) => void span.setAttribute(key, value),
      run: (fn) => current.run(inside, fn),
      end(failed) {
        if (ended) return;
        ended = true;
        // The status only: an error's message could quote a request or an answer.
        span.setStatus({ code: failed ? api.SpanStatusCode.ERROR : api.SpanStatusCode.OK });
        span.end();
      },
    };
  };

  return {
    enabled: true,
    async inSpan(name, attributes, fn, parent) {
      const from = parent ? parentContext(parent) : current.getStore();
      if (!from) return fn(silentNote);
      const span = open(name, attributes, from);
      try {
        const result = await span.run(() => fn(span));
        span.end();
        return result;
      } catch (err) {
        span.end(true);
        throw err;
      }
    },
    open: (name, attributes, parent) => open(name, attributes, parentContext(parent)),
    traceparent() {
      const context = current.getStore();
      if (!context) return undefined;
      const carrier: Record<string, string> = {};
      propagator.inject(context, carrier, api.defaultTextMapSetter);
      return carrier.traceparent;
    },
    // Bounded: a collector that does not answer must not hold the stop past a supervisor's SIGKILL.
    shutdown: () => Promise.race([provider.shutdown(), new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_MS).unref())]),
  };
}
