// The two pages of the OAuth mode, beside POST /slack/events: GET /slack/install sends a person to
// Slack's approval page (with a signed state, also set as a cookie), GET /slack/oauth_redirect is
// where Slack sends them back. The provider checks the state, exchanges the code for the
// workspace's bot token (oauth.v2.access) and stores the install sealed; then the page says what
// to do next, and the installer gets a DM saying the same.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, type Installation } from '@slack/oauth';
import type { Logger } from '../../logger.js';
import { backgroundClient } from '../../outbox/poster.js';
import { postMessage } from '../../outbox/slack-io.js';
import type { SlackOutbox } from '../../outbox/outbox.js';
import { installedView } from '../../../views/connect.js';
import type { Installer } from './installer.js';

export const INSTALL_PATH = '/slack/install';
export const REDIRECT_PATH = '/slack/oauth_redirect';

/** Handles the request if it is one of the install pages (true), else leaves it alone (false). */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, paragraphs: string[]): void {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d1c1d}h1{font-size:1.4rem}code{background:#f4f4f4;padding:0 .2em}</style>
</head><body><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** Why an install failed, in words a person can act on (the provider's error codes). */
function failureText(code: string | undefined): string {
  if (code === ErrorCode.InvalidStateError || code === ErrorCode.MissingStateError) {
    return 'The install link expired or was opened in another browser. Start again from the install page, in one browser, within 10 minutes.';
  }
  if (code === ErrorCode.GenerateInstallUrlError) return 'I could not prepare Slack’s approval page. Try again in a minute.';
  return 'Slack did not complete the install (it may have been cancelled). Start again from the install page.';
}

export function installPages(installer: Installer, o: { logger: Logger; slackApiUrl?: string; outbox: SlackOutbox }): PageHandler {
  const logger = o.logger.child({ component: 'oauth' });
  const welcome = async (installation: Installation) => {
    const token = installation.bot?.token;
    const installer = installation.user?.id;
    if (!token || !installer) return;
    const message = installedView(installation.team?.name ?? installation.enterprise?.name);
    // To the installer's user id: Slack posts it in their DM with the bot.
    await postMessage(o.outbox.line(backgroundClient(token, o.slackApiUrl), installation.team?.id), installer, message);
  };
  return (req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || (path !== INSTALL_PATH && path !== REDIRECT_PATH)) return false;
    const done = (err: unknown) => {
      logger.error({ err }, 'install page failed');
      if (!res.headersSent) page(res, 500, 'Something went wrong', ['The install could not be completed. Try again in a minute.']);
    };
    if (path === INSTALL_PATH) {
      installer.provider.handleInstallPath(req, res, undefined, installer.installOptions).catch(done);
      return true;
    }
    installer.provider
      .handleCallback(req, res, {
        success: (installation, _options, _req, response) => {
          const team = installation.team?.id ?? installation.enterprise?.id;
          logger.info({ team, enterprise: installation.enterprise?.id, orgWide: Boolean(installation.isEnterpriseInstall) }, 'app installed');
          welcome(installation).catch((err: unknown) => logger.warn({ err, team }, 'could not send the welcome DM'));
          const where = escapeHtml(installation.team?.name ?? installation.enterprise?.name ?? 'your workspace');
          page(response, 200, 'adops is installed', [
            `adops is now in <b>${where}</b>.`,
            'Next, a workspace admin connects your reporting account: in Slack, run <code>/adops connect</code> (or open adops’s App Home and press <b>Connect a reporting account</b>). It asks for the API base URL and an API key from the reporting web app’s settings.',
            'Until then, commands answer with how to connect. You can close this page.',
          ]);
        },
        failure: (error, _options, _req, response) => {
          logger.warn({ code: error.code, message: error.message }, 'install failed');
          page(response, 400, 'The install did not complete', [escapeHtml(failureText(error.code)), `<a href="${INSTALL_PATH}">Install adops again</a>`]);
        },
      })
      .catch(done);
    return true;
  };
}
