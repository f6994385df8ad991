// Slack's transports as Bolt's own receivers, from Bolt's public exports, with GET /healthz beside
// them: HTTP (POST /slack/events, signature checked by Bolt; /healthz as a custom route) or Socket
// Mode (/healthz on PORT from a small server of our own, so the port bound and a port in use are
// ours to see). One place for both users: the in-thread app (local mode, tests) and the front
// thread of `npm start`.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPReceiver, SocketModeReceiver, type AppOptions } from '@slack/bolt';
import type { Config } from '../config.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

function answerHealth(res: ServerResponse, ready: boolean): void {
  res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: ready }));
}

export function slackReceiver(mode: 'http' | 'socket', config: Config, logger: BoltLogger, isReady: () => boolean): HTTPReceiver | SocketModeReceiver {
  if (mode === 'socket') {
    // The Socket Mode client opens its connection with apps.connections.open: through SLACK_API_URL too.
    const clientOptions = config.slack.apiUrl ? { slackApiUrl: config.slack.apiUrl } : undefined;
    return new SocketModeReceiver({ appToken: config.slack.appToken!, logger, installerOptions: { clientOptions } });
  }
  const healthz = { path: '/healthz', method: ['GET'], handler: (_req: IncomingMessage, res: ServerResponse) => answerHealth(res, isReady()) };
  return new HTTPReceiver({ signingSecret: config.slack.signingSecret!, logger, customRoutes: [healthz], processBeforeResponse: false });
}

/** Socket Mode's GET /healthz on PORT (HTTP mode serves it beside POST /slack/events). */
export async function startHealthServer(port: number, host: string, isReady: () => boolean): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/healthz') return answerHealth(res, isReady());
    res.writeHead(404).end();
  });
  server.listen(port, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([err]) => Promise.reject(err as Error))]);
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
