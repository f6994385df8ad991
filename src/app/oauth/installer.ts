// The OAuth mode's installer (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_STATE_SECRET): Slack's
// own InstallProvider (@slack/oauth, what Bolt's HTTPReceiver uses) over our sealed installation
// store. It serves the install pages (./pages.ts), authorizes every request the Bolt app takes
// (each workspace's own bot token; rotating tokens are refreshed by the provider and stored again)
// and gives background jobs — digests, alerts, export links — a workspace's token the same way,
// so a rotated token reaches them too.
import { InstallProvider, type InstallationQuery, type InstallURLOptions } from '@slack/oauth';
import type { AuthorizeResult, AuthorizeSourceData } from '@slack/bolt';
import type { SlackOAuth } from '../../config.js';
import { boltLoggerFrom, type Logger } from '../../logger.js';
import type { SecretBox, Store } from '../../store/index.js';
import { NotInstalledError, sealedInstallationStore } from './installation-store.js';
import { BOT_SCOPES } from './scopes.js';

export interface Installer {
  provider: InstallProvider;
  installOptions: InstallURLOptions;
  /** Bolt's `authorize` for the app: the request's workspace's install. */
  authorize(source: AuthorizeSourceData<boolean>): Promise<AuthorizeResult>;
  /** A workspace's bot token for work no request started (digests, alerts, exports). */
  botTokenFor(teamId: string): Promise<string>;
  /** Drops what is remembered of a workspace (uninstall). */
  forget(teamId: string): void;
  /** Drops everything remembered of every workspace (an org-wide uninstall: its workspaces are many). */
  forgetAll(): void;
}

/** A token is asked for again this often, and always 2 h before it expires (the provider refreshes then). */
const TOKEN_REUSE_MS = 5 * 60_000;
const REFRESH_BEFORE_MS = 2 * 3_600_000;
const ORG_NOTE_MS = 10 * 60_000;

/** Slack's authorize page lives beside its Web API (https://slack.com/api/ → https://slack.com/oauth/v2/authorize). */
export function authorizationUrlFor(slackApiUrl: string | undefined): string | undefined {
  return slackApiUrl ? new URL('../oauth/v2/authorize', slackApiUrl).toString() : undefined;
}

export function createInstaller(o: { oauth: SlackOAuth; slackApiUrl?: string; store: () => Store; box: SecretBox; logger: Logger; secrets: string[]; now: () => number }): Installer {
  const installOptions: InstallURLOptions = { scopes: [...BOT_SCOPES], ...(o.oauth.redirectUri ? { redirectUri: o.oauth.redirectUri } : {}) };
  const authorizationUrl = authorizationUrlFor(o.slackApiUrl);
  const provider = new InstallProvider({
    clientId: o.oauth.clientId,
    clientSecret: o.oauth.clientSecret,
    stateSecret: o.oauth.stateSecret,
    installationStore: sealedInstallationStore(o.store, o.box, o.now),
    installUrlOptions: installOptions,
    // /slack/install sends the person straight to Slack's approval page.
    directInstall: true,
    logger: boltLoggerFrom(o.logger.child({ component: 'oauth' }), o.secrets),
    ...(o.slackApiUrl ? { clientOptions: { slackApiUrl: o.slackApiUrl } } : {}),
    ...(authorizationUrl ? { authorizationUrl } : {}),
  });
  const tokens = new Map<string, { token: string; until: number }>();
  /** Workspaces of org-wide installs noted lately (again after ORG_NOTE_MS: an org reinstalled elsewhere is noted anew). */
  const orgNoted = new Map<string, number>();

  async function noteOrg(teamId: string, enterpriseId: string): Promise<void> {
    const now = o.now();
    if ((orgNoted.get(teamId) ?? -Infinity) > now - ORG_NOTE_MS) return;
    try {
      await o.store().installations.noteOrgWorkspace(teamId, enterpriseId, new Date(now));
      orgNoted.set(teamId, now);
    } catch (err) {
      // Only background jobs need the note: the request itself goes on, and the next one notes it.
      o.logger.warn({ err, team: teamId }, 'could not note the workspace of an org-wide install');
    }
  }

  async function authorize(source: AuthorizeSourceData<boolean>): Promise<AuthorizeResult> {
    // A workspace under an org-wide install is noted, so its digests find the org's token.
    if (source.isEnterpriseInstall && source.enterpriseId && source.teamId) await noteOrg(source.teamId, source.enterpriseId);
    return provider.authorize(source as InstallationQuery<boolean>);
  }

  return {
    provider,
    installOptions,
    authorize,
    async botTokenFor(teamId) {
      const now = o.now();
      const held = tokens.get(teamId);
      if (held && held.until > now) return held.token;
      const where = await o.store().installations.locate(teamId);
      if (!where) throw new NotInstalledError({ teamId });
      const auth = await provider.authorize({ teamId, enterpriseId: where.enterpriseId, isEnterpriseInstall: where.orgWide });
      if (!auth.botToken) throw new NotInstalledError({ teamId });
      const expires = auth.botTokenExpiresAt === undefined ? Infinity : auth.botTokenExpiresAt * 1000 - REFRESH_BEFORE_MS;
      tokens.set(teamId, { token: auth.botToken, until: Math.min(now + TOKEN_REUSE_MS, expires) });
      return auth.botToken;
    },
    forget(teamId) {
      tokens.delete(teamId);
      orgNoted.delete(teamId);
    },
    forgetAll() {
      tokens.clear();
      orgNoted.clear();
    },
  };
}

