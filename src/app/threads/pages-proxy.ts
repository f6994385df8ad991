// The OAuth mode's install pages under `npm start`: the installer needs the store, which lives on
// the app thread, so the app thread serves the pages on a loopback port of its own and the front
// passes those two GETs through to it. They are a person's browser visits (a few per install), not
// Slack's 3-second requests, so one more local hop costs nothing that matters.
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PageHandler } from '../oauth/pages.js';
import { INSTALL_PATH, REDIRECT_PATH } from '../oauth/pages.js';

/** App thread: the pages on 127.0.0.1 at an ephemeral port. */
export async function servePages(pages: PageHandler): Promise<Server> {
  const server = createServer((req, res) => {
    if (!pages(req, res)) res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** Front thread: hands GET /slack/install and /slack/oauth_redirect to the app thread's server. */
export function proxyPages(port: number): PageHandler {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || (path !== INSTALL_PATH && path !== REDIRECT_PATH)) return false;
    // The browser's cookie (the install's state) goes through; nothing else of the request matters.
    const headers = req.headers.cookie ? { cookie: req.headers.cookie } : {};
    const upstream = request({ host: '127.0.0.1', port, path: req.url, method: 'GET', headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('The bot is starting or stopping; try again in a minute.');
    });
    upstream.end();
    return true;
  };
}
