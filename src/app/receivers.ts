// Slack's transports as Bolt receivers, with GET /healthz beside them: HTTP (POST /slack/events,
// signature checked by Bolt) or Socket Mode (/healthz on PORT for container health checks). One
// place for both users: the in-thread app (local mode, tests) and the front thread of `npm start`.
// Only the receiver in use is loaded, from its own module rather than Bolt's index: the front
// thread then carries neither Bolt's App nor the Socket Mode client it does not use (~20 MB).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AppOptions, HTTPReceiver, SocketModeReceiver } from '@slack/bolt';
import type { Config } from '../config.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

/**
 * The class of one of Bolt's CommonJS receiver modules (`exports.default`). Through require, as
 * ESM interop differs between node (namespace default = module.exports) and tsx (= exports.default).
 */
function requireDefault<T>(id: string): T {
  return (createRequire(import.meta.url)(id) as { default: T }).default;
}

export function slackReceiver(mode: 'http' | 'socket', config: Config, logger: BoltLogger, isReady: () => boolean): HTTPReceiver | SocketModeReceiver {
  const healthz = {
    path: '/healthz',
    method: ['GET'],
    handler: (_req: IncomingMessage, res: ServerResponse) => {
      const ready = isReady();
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: ready }));
    },
  };
  if (mode === 'socket') {
    const Socket = requireDefault<typeof SocketModeReceiver>('@slack/bolt/dist/receivers/SocketModeReceiver.js');
    // The Socket Mode client opens its connection with apps.connections.open: through SLACK_API_URL too.
    const clientOptions = config.slack.apiUrl ? { slackApiUrl: config.slack.apiUrl } : undefined;
    return new Socket({ appToken: config.slack.appToken!, logger, customRoutes: [healthz], installerOptions: { port: config.port, clientOptions } });
  }
  const Http = requireDefault<typeof HTTPReceiver>('@slack/bolt/dist/receivers/HTTPReceiver.js');
  return new Http({ signingSecret: config.slack.signingSecret!, logger, customRoutes: [healthz], processBeforeResponse: false });
}
