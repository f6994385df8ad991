// `account=<name>` and `account=all`: which reporting account answers a question, read once for
// every command (./args.ts parseWith) rather than by each — the pipeline picks the account's client
// and checks that the asker may read it (src/app/access). A command that means something else by
// the word (`access allow read account=<name> …`) reads it itself through `args.account`.
import { lacking, type Requirement } from '../../src/api/index.js';
import type { Connection } from '../../src/store/index.js';
import type { AccountInfo } from '../types.js';

/** A connection's name, as `/adops connect` takes it: letters, digits, - and _ (at most 40). */
export const CONNECTION_NAME = /^[A-Za-z0-9_-]{1,40}$/;


/**
 * What the account's key is known to lack of `need` ("the demand comparison feature"), in words;
 * undefined when nothing is known to be missing (a feature not learned yet is not held against it).
 */
export function cannotServe(account: AccountInfo, need: Requirement): string | undefined {
  const missing = lacking(need, { permissions: account.permissions, features: account.features });
  return missing.length ? missing.join(' and ') : undefined;
}

/** A stored connection as an account (its bound channels not needed: what its key can serve). */
export function accountInfoOf(c: Connection): AccountInfo {
  return {
    connectionId: c.id, name: c.name, account: c.account, line: `${c.account} (${c.name})`, permissions: c.permissions, features: c.features,
    featuresCheckedAt: c.featuresCheckedAt, isDefault: c.isDefault, channels: [],
  };
}
