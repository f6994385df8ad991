// Slack's transport of a process that takes requests (role `web` or `all`), one receiver per
// transport: HTTP mode's SlackHttpReceiver (POST /slack/events beside the GET routes,
// ./http-receiver.ts) or Socket Mode's SlackSocketReceiver (./socket-receiver.ts); each hands what
// it takes to the hand-over (./inbox.ts). A worker process takes nothing from Slack: its app has an
// idle receiver.
import type { AppOptions, Receiver } from '@slack/bolt';
import type { Config } from '../config.js';
import { SlackHttpReceiver, type Route } from './http-receiver.js';
import type { PageHandler } from './oauth/pages.js';
import type { Metrics } from '../metrics.js';
import type { HandOver } from './inbox.js';
import { SlackSocketReceiver } from './socket-receiver.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

/** A worker's receiver: Bolt's App needs one; requests come from the inbox instead (./inbox.ts). */
const idleReceiver: Receiver = {
  init: () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

/**
 * The transport for this process's role and mode. `routes` and `pages` are served beside
 * POST /slack/events in HTTP mode; in Socket Mode and in a worker the caller serves them
 * (./http-receiver.ts serve).
 */
export function slackTransport(config: Config, logger: BoltLogger, handOver: HandOver | undefined, routes: readonly Route[], pages?: PageHandler, metrics?: Metrics): Receiver {
  if (config.role === 'worker' || !handOver) return idleReceiver;
  if (config.mode === 'socket') return new SlackSocketReceiver({ appToken: config.slack.appToken!, logger, handOver, ...(config.slack.apiUrl ? { slackApiUrl: config.slack.apiUrl } : {}) });
  return new SlackHttpReceiver({ signingSecret: config.slack.signingSecret!, logger, routes, handOver, ...(pages ? { pages } : {}), ...(metrics ? { metrics } : {}) });
}

/** Whether the transport serves the routes itself (HTTP mode's requests-taking process). */
export function transportServesRoutes(config: Config): boolean {
  return config.role !== 'worker' && config.mode !== 'socket';
}
