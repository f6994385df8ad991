// Slack's transports as Bolt's own receivers, with GET /healthz beside them: HTTP (POST
// /slack/events, signature checked by Bolt) or Socket Mode (/healthz on PORT for container health
// checks). Both come from Bolt's public exports; the health answer is the app's (./create-app.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HTTPReceiver, SocketModeReceiver, type AppOptions } from '@slack/bolt';
import type { Config } from '../config.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

export interface Health {
  ok: boolean;
  /** Why not, for the operator reading the health check. */
  problems?: string[];
}

export function slackReceiver(mode: 'http' | 'socket', config: Config, logger: BoltLogger, health: () => Health): HTTPReceiver | SocketModeReceiver {
  const healthz = {
    path: '/healthz',
    method: ['GET'],
    handler: (_req: IncomingMessage, res: ServerResponse) => {
      const h = health();
      res.writeHead(h.ok ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(h));
    },
  };
  if (mode === 'socket') {
    // The Socket Mode client opens its connection with apps.connections.open: through SLACK_API_URL too.
    const clientOptions = config.slack.apiUrl ? { slackApiUrl: config.slack.apiUrl } : undefined;
    return new SocketModeReceiver({ appToken: config.slack.appToken!, logger, customRoutes: [healthz], installerOptions: { port: config.port, clientOptions } });
  }
  return new HTTPReceiver({ signingSecret: config.slack.signingSecret!, logger, customRoutes: [healthz], processBeforeResponse: false });
}
