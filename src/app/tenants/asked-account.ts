// Which reporting account a request reads, and what commands see of the workspace's accounts.
// A question's `account=<name>` (commands/shared/account.ts) picks a connection by its name, else
// the channel's binding or the workspace's default answers (./accounts.ts `choose`). The account is
// then part of the access check (its per-connection scope, Slack Connect grants: src/app/access),
// of the client the command gets, and of the line that names it in the answer.
import type { AccountInfo, AccountOption, CommandAccounts } from '../../../commands/types.js';
import type { Config } from '../../config.js';
import type { WebClient } from '../../outbox/slack-io.js';
import type { AccountRead } from '../../store/access-policy.js';
import type { Connection } from '../../store/index.js';
import type { AccessGate, Who } from '../access/gate.js';
import { accountName } from '../../../views/connect.js';
import type { Accounts } from './accounts.js';

/** The account a request reads: chosen by `account=` (`explicit`), or its channel's; none: the environment's key. */
export type AskedAccount =
  | { kind: 'one'; connection?: Connection; explicit: boolean }
  | { kind: 'all' }
  /** `account=<name>` names no connection of the workspace. */
  | { kind: 'unknown'; name: string };

export function askedAccount(accounts: Accounts, scope: { teamId: string; channelId?: string }, option: AccountOption | undefined): AskedAccount {
  if (option && 'all' in option) return { kind: 'all' };
  if (option) {
    const connection = accounts.of(scope.teamId).connections.find((c) => c.name === option.name);
    return connection ? { kind: 'one', connection, explicit: true } : { kind: 'unknown', name: option.name };
  }
  return { kind: 'one', connection: accounts.choose(scope).connection, explicit: false };
}

/** How long a request waits for that read again before it goes on with what the snapshot says. */
const READ_AGAIN_MS = 1_000;

/**
 * The account a request reads, chosen again after one more read of the store when this instance
 * has none for the workspace and no key of its own answers instead: another instance may have
 * connected it a moment ago (the snapshot is read every few seconds, ./accounts.ts).
 */
export async function askedAgain(accounts: Accounts, config: Pick<Config, 'slack' | 'adopsApiUrl' | 'adopsApiKey'>, scope: { teamId: string; channelId?: string }, asked: AskedAccount): Promise<AskedAccount> {
  const envAnswers = !config.slack.oauth && !!config.adopsApiUrl && !!config.adopsApiKey;
  if (envAnswers || asked.kind !== 'one' || asked.connection || accounts.of(scope.teamId).connections.length) return asked;
  // Bounded: a store slow to answer must not keep the asker from hearing anything (the clock starts after this).
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => void (timer = setTimeout(() => resolve(false), READ_AGAIN_MS)));
  const read = await Promise.race([accounts.refresh(scope.teamId).then(() => true, () => false), late]);
  clearTimeout(timer);
  return read ? askedAccount(accounts, scope, undefined) : asked;
}

/** A connection with the channels bound to it. */
function channelsOf(bindings: ReadonlyMap<string, string>, connectionId: string): string[] {
  return [...bindings].filter(([, id]) => id === connectionId).map(([channel]) => channel);
}

export function accountInfo(c: Connection, bindings: ReadonlyMap<string, string>): AccountInfo {
  return {
    connectionId: c.id, name: c.name, account: c.account, line: accountName(c), permissions: c.permissions, features: c.features,
    featuresCheckedAt: c.featuresCheckedAt, isDefault: c.isDefault, channels: channelsOf(bindings, c.id),
  };
}

/** What the access check reads of an account: its name and bound channels. */
export function accountRead(accounts: Accounts, teamId: string, c: Connection | undefined): AccountRead | undefined {
  return c && { name: c.name, channels: channelsOf(accounts.of(teamId).bindings, c.id) };
}

/** The workspace's accounts as a command sees them (commands/types.ts CommandAccounts). */
export function commandAccounts(o: { accounts: Accounts; access: AccessGate; client: WebClient; who: Who; current: Connection | undefined }): CommandAccounts {
  const { accounts, who } = o;
  const team = () => accounts.of(who.teamId);
  const info = (c: Connection | undefined) => c && accountInfo(c, team().bindings);
  const all = () => {
    const { connections, bindings } = team();
    return [...connections].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((c) => accountInfo(c, bindings));
  };
  return {
    current: () => info(o.current),
    forChannel: (channelId) => info(accounts.choose({ teamId: who.teamId, channelId }).connection),
    byId: (id) => info(team().connections.find((c) => c.id === id)),
    all,
    readable: () => o.access.readable(o.client, { ...who, account: undefined }, all()),
    ownKey: () => accounts.envFeatures,
    checkFeatures: async (id) => info(await accounts.checkFeatures(who.teamId, id)),
  };
}
