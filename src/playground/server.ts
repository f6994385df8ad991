// The playground's web side: a loopback HTTP server with the page (./web, served as written),
// chart.js from the project's own node_modules, a small JSON API that turns what the person does
// in the page into real signed Slack requests (through the backend, src/local/playground.ts), and
// server-sent events carrying what the stand-in records, so posts appear as the bot makes them.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Timeline, type PlaygroundEvent } from './timeline.js';
import type { ActionPlace, PlaygroundBackend, Sent, UsedElement } from './types.js';

export interface Playground {
  url: string;
  close(): Promise<void>;
}

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), 'web');
const CHART_JS = join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js');
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8',
  png: 'image/png', csv: 'text/csv; charset=utf-8', yaml: 'text/yaml; charset=utf-8', json: 'application/json',
};
const HEARTBEAT_MS = 15_000;

const typeOf = (name: string) => TYPES[/\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', ...extra });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, JSON.stringify(body), TYPES.json!);

/** The bot's ack, as the page needs it: a form's inline errors, or nothing. */
function ackOf(sent: Sent): unknown {
  try {
    return sent.ackBody ? JSON.parse(sent.ackBody) : null;
  } catch {
    return { text: sent.ackBody };
  }
}

export async function startPlayground(backend: PlaygroundBackend, opts: { port?: number } = {}): Promise<Playground> {
  const timeline = new Timeline((u) => backend.dmOf(u), backend.elsewhere, backend.now);
  const streams = new Set<ServerResponse>();
  let triggers = 0;
  const trigger = () => `${Date.now()}.pg${++triggers}`;

  const broadcast = (events: PlaygroundEvent[]) => {
    for (const e of events) for (const s of streams) s.write(`data: ${JSON.stringify(e)}\n\n`);
  };
  const unsubscribe = backend.onRecord((entry) => broadcast(timeline.apply(entry)));

  const api: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    command: async (b) => {
      const [user, channel, t] = [String(b.user), String(b.channel), trigger()];
      const sent = await backend.slashCommand(String(b.text ?? ''), user, channel, t, (id) => timeline.sentFrom(id, { channel, user }, t));
      const ack = ackOf(sent);
      if (ack && typeof ack === 'object') broadcast(timeline.acked({ channel, user }, ack));
      return { status: sent.status, ack };
    },
    action: async (b) => {
      const [user, place, t] = [String(b.user), b.place as ActionPlace, trigger()];
      const channel = place.kind === 'message' ? place.channelId : backend.dmOf(user);
      const origin = { channel, user, messageKey: typeof b.messageKey === 'string' ? b.messageKey : undefined };
      // Known before sending: the bot may open a form or answer before it acks.
      timeline.sentFrom('', origin, t);
      const sent = await backend.action(b.element as UsedElement, place, user, t, (id) => timeline.sentFrom(id, origin));
      return { status: sent.status, ack: ackOf(sent) };
    },
    submit: async (b) => {
      const user = String(b.user);
      const sent = await backend.submit(b.view as Record<string, unknown>, b.values as Record<string, Record<string, unknown>>, user);
      const ack = ackOf(sent) as { response_action?: string } | null;
      if (sent.status === 200 && (!ack || ack.response_action === 'clear')) timeline.closeModal(user);
      return { status: sent.status, ack };
    },
    'close-modal': async (b) => {
      timeline.closeModal(String(b.user));
      return { ok: true };
    },
    // Plain words: a DM to the app (the agent view) or a mention in a channel, answered in its thread.
    words: async (b) => {
      const sent = await backend.words(String(b.text ?? ''), String(b.user), String(b.channel), typeof b.thread === 'string' ? b.thread : undefined);
      return { status: sent.status };
    },
    messages: async (b) => ({ status: (await backend.openMessages(String(b.user))).status }),
    home: async (b) => {
      const sent = await backend.openHome(String(b.user));
      return { status: sent.status };
    },
  };

  function state(res: ServerResponse): void {
    const users = backend.users().map((u) => ({ ...u, dm: backend.dmOf(u.id) }));
    sendJson(res, 200, { users, channels: backend.channels, commands: backend.commands, ...timeline.snapshot() });
  }

  function events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://playground').pathname;
    if (req.method === 'GET') {
      if (path === '/') return send(res, 200, await readFile(join(WEB_DIR, 'index.html')), TYPES.html!);
      const asset = /^\/static\/([a-z-]+\.(?:js|css))$/.exec(path)?.[1];
      if (asset) return send(res, 200, await readFile(join(WEB_DIR, asset)), typeOf(asset));
      if (path === '/vendor/chart.js') return send(res, 200, await readFile(CHART_JS), TYPES.js!);
      if (path === '/api/state') return state(res);
      if (path === '/api/events') return events(req, res);
      const fileId = /^\/files\/([A-Z0-9]+)$/.exec(path)?.[1];
      const file = fileId ? backend.file(fileId) : undefined;
      if (file) {
        const inline = typeOf(file.name).startsWith('image/');
        return send(res, 200, file.bytes, typeOf(file.name), { 'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.name.replace(/"/g, '')}"` });
      }
    }
    const handler = req.method === 'POST' ? api[/^\/api\/([a-z-]+)$/.exec(path)?.[1] ?? ''] : undefined;
    if (handler) return sendJson(res, 200, await handler(await readJson(req)));
    send(res, 404, 'not found', 'text/plain');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: (err as Error).message });
    });
  });
  const heartbeat = setInterval(() => {
    for (const s of streams) s.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        unsubscribe();
        for (const s of streams) s.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
