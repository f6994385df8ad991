// Slack's end of Socket Mode, for tests: a WebSocket server on loopback (the `ws` library) that
// greets each connection with `hello`, pings like Slack, sends envelopes (slash_commands,
// interactive, events_api) and hands back the app's ack of each — with its payload, if any.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export type EnvelopeType = 'slash_commands' | 'interactive' | 'events_api';

export interface EnvelopeAck {
  envelope_id: string;
  payload?: Record<string, unknown>;
}

export interface SocketModeServer {
  /** What apps.connections.open answers (the stand-in's `socketMode.url`). */
  url: string;
  /** Resolves once an app has connected and been greeted. */
  connected(): Promise<void>;
  /** Sends an envelope as Slack does; resolves with the app's ack. */
  send(type: EnvelopeType, payload: Record<string, unknown>): Promise<EnvelopeAck>;
  close(): Promise<void>;
}

const PING_INTERVAL_MS = 5_000;

export async function startSocketModeServer(): Promise<SocketModeServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  const acks = new Map<string, (ack: EnvelopeAck) => void>();
  let socket: WebSocket | undefined;
  let greeted: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (greeted = resolve));

  wss.on('connection', (ws) => {
    socket = ws;
    const pinger = setInterval(() => ws.ping(), PING_INTERVAL_MS);
    ws.on('close', () => clearInterval(pinger));
    ws.on('message', (data) => {
      const ack = JSON.parse(String(data)) as EnvelopeAck;
      acks.get(ack.envelope_id)?.(ack);
      acks.delete(ack.envelope_id);
    });
    ws.send(JSON.stringify({ type: 'hello', num_connections: 1, debug_info: { host: 'standin', approximate_connection_time: 3600 }, connection_info: { app_id: 'A0ADOPS' } }));
    greeted();
  });

  return {
    url: `ws://127.0.0.1:${port}/link`,
    connected: () => connected,
    send(type, payload) {
      if (!socket) throw new Error('no app is connected');
      const envelope_id = randomUUID();
      const ack = new Promise<EnvelopeAck>((resolve) => acks.set(envelope_id, resolve));
      socket.send(JSON.stringify({ envelope_id, type, payload, accepts_response_payload: type !== 'events_api', retry_attempt: 0, retry_reason: '' }));
      return ack;
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
