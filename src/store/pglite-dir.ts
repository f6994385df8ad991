// The embedded store's directory, DATA_DIR: `pglite/` (PostgreSQL's data directory) and the lock
// file (./pglite-lock.ts). What a start finds there decides what it may do, and nothing is ever
// made anew over what might be data the operator expects:
//  - DATA_DIR missing: a first start, nothing to lose: a new store is made;
//  - `pglite/` with PostgreSQL's files: the store, opened as it is;
//  - DATA_DIR there but empty, or without `pglite/`: a volume that did not mount, a restore not
//    done, a wrong path. Refused, unless the operator asks for a new store on purpose (newStore:
//    ADOPS_NEW_STORE=1), which then makes one;
//  - `pglite/` there but without its files (emptied, half restored): refused, even with newStore:
//    the operator moves it aside first, so whatever is left of it is kept.
// A store that is there but does not open is damaged: said in words with the recovery steps.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AdopsError, ErrorCode } from '../errors.js';

/** A start that must not go on, with what to do in the message (shown to the operator as it is). */
export class StoreRefusal extends AdopsError {
  readonly code = ErrorCode.StoreRefused;
}

export const STORE_SUBDIR = 'pglite';
export const LOCK_FILE = 'adops-store.lock';
/** The operator's switch for a new store in a DATA_DIR that holds none (src/app/durable-config.ts). */
export const NEW_STORE_VARIABLE = 'ADOPS_NEW_STORE';
export const NEW_STORE_SWITCH = `${NEW_STORE_VARIABLE}=1`;

/** Files PostgreSQL cannot open a data directory without. */
const REQUIRED = ['PG_VERSION', 'global/pg_control', 'base'];

export type DataDirState = 'store' | 'empty' | 'no-store' | 'incomplete';

/** What an existing DATA_DIR holds. The lock and a new store's copy half-made by a killed start do not count. */
export function dataDirState(dir: string): DataDirState {
  const entries = readdirSync(dir).filter((name) => name !== LOCK_FILE && !/^pglite\.\d+\.partial$/.test(name));
  if (entries.length === 0) return 'empty';
  const store = join(dir, STORE_SUBDIR);
  if (!existsSync(store)) return 'no-store';
  return REQUIRED.every((file) => existsSync(join(store, file))) && statSync(join(store, 'base')).isDirectory() ? 'store' : 'incomplete';
}

const moveAside = (store: string) =>
  `To start a new, empty store instead, move ${store} aside (keep it until you are sure), then start once with ${NEW_STORE_SWITCH}.`;

/** Why a DATA_DIR in `state` (not 'store') is not opened, and what to do. */
export function refusalText(state: Exclude<DataDirState, 'store'>, dir: string): string {
  const store = join(dir, STORE_SUBDIR);
  const onPurpose = `To start a new, empty store here on purpose, start once with ${NEW_STORE_SWITCH}.`;
  switch (state) {
    case 'empty':
      return (
        `DATA_DIR ${dir} exists but is empty: there is no store to open, and a new one is not made over a directory that may be ` +
        `meant to hold one. If it should hold the bot's store (a volume that did not mount, a backup not restored yet), mount or restore it and start again. ${onPurpose}`
      );
    case 'no-store':
      return `DATA_DIR ${dir} holds no store (there is no ${store}). If the store was moved or is not restored yet, put it back as ${store} and start again. ${onPurpose}`;
    case 'incomplete':
      return `The store in ${store} is missing its files (${REQUIRED.join(', ')}): it was emptied or only partly restored. Restore the whole ${store} directory from a backup and start again. ${moveAside(store)}`;
  }
}

/** The words for a store that is there but cannot be opened or read. */
export function damagedText(dir: string): string {
  const store = join(dir, STORE_SUBDIR);
  return `The store in ${store} is damaged: its database files cannot be read. Restore ${store} from a backup and start again. ${moveAside(store)}`;
}

/**
 * Whether a failure of the embedded database reading an existing store means its files are
 * damaged: PGlite's own start-up failures (its WebAssembly aborts, or it reports it could not
 * initialise), and PostgreSQL's errors about its files (class XX: data or index corrupted;
 * 58: a file missing or unreadable). A system error of Node's (EACCES…) or running out of memory
 * (RangeError) is not: its own message says more.
 */
export function isDamage(err: unknown, atOpen: boolean): boolean {
  if (err instanceof RangeError) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return false;
  if (typeof code === 'string' && /^(XX|58)[0-9A-Z]{3}$/.test(code)) return true;
  return atOpen;
}
