// The account's own names, for the understanding to match words against ("the rewarded test",
// "Brazil", "bidder alpha"): apps, countries and formats with traffic in the last 7 UTC days, the
// bidders of those days, and the Tasks. Read only for someone the access check admitted to read
// reports (src/app/words/door.ts), kept per account (the client's fingerprint, never the key) for 15 minutes,
// so a burst of questions costs one read. A part the API cannot give is left out: the words are
// then read without it. The API lists no A/B tests: they are named by id.
import type { ApiClient } from '../api/index.js';
import type { Logger } from '../logger.js';

/** The names, as commands/words/understand.ts takes them (`AccountNames`); a kind absent could not be read. */
export interface AccountNames {
  apps?: string[];
  countries?: string[];
  formats?: string[];
  bidders?: string[];
  tasks?: { id: string; name: string }[];
}

const TTL_MS = 15 * 60_000;
const DAY_S = 86_400;
const WINDOW_DAYS = 7;
/** The most names of one kind kept (by revenue): enough for any account people talk about in words. */
const TOP = 500;

export class AccountNamesCache {
  private readonly byAccount = new Map<string, { at: number; names: Promise<AccountNames> }>();

  constructor(private readonly now: () => number) {}

  get(api: ApiClient, logger: Logger): Promise<AccountNames> {
    const now = this.now();
    const kept = this.byAccount.get(api.account);
    if (kept && now - kept.at < TTL_MS) return kept.names;
    const names = readNames(api, now, logger);
    this.byAccount.set(api.account, { at: now, names });
    // Bounded: an instance serving many workspaces keeps the recent ones.
    if (this.byAccount.size > 1_000) this.byAccount.delete(this.byAccount.keys().next().value!);
    return names;
  }
}

async function readNames(api: ApiClient, now: number, logger: Logger): Promise<AccountNames> {
  const end = Math.floor(now / 1000 / DAY_S) * DAY_S;
  const range = { start_time: end - WINDOW_DAYS * DAY_S, end_time: end };
  const values = (dim: string) => api.breakdown.get({ ...range, by: dim, metrics: 'revenue', top: TOP }).then((r) => [...new Set(r.rows.map((row) => row.dimensions[dim]).filter((v): v is string => !!v))]);
  // A part the API refuses is left out (undefined), the others kept.
  const settle = <T>(read: Promise<T>) => read.then((v): T | undefined => v, () => undefined);
  const [apps, countries, formats, bidders, tasks] = await Promise.all([
    settle(values('app')),
    settle(values('country')),
    settle(values('format')),
    settle(api.bidders.get(range).then((r) => r.bidders.map((b) => b.name))),
    settle(api.tasks.list().then((list) => list.map((t) => ({ id: t.id, name: t.name })))),
  ]);
  const missing = [apps, countries, formats, bidders, tasks].filter((p) => p === undefined).length;
  if (missing) logger.info({ missing }, 'some of the account’s names could not be read: words are read without them');
  return { ...(apps && { apps }), ...(countries && { countries }), ...(formats && { formats }), ...(bidders && { bidders }), ...(tasks && { tasks }) };
}
