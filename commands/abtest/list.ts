// abtest list: the A/B tests this account has been asked about, watched or seen in digests, with
// their latest status — "which can ship". The API has no list of tests (spec 4.5), so the list is
// the bot's own record (src/store/ab-tests.ts), per workspace and API account; the most recent
// ones are read again now, so their status is the API's latest, not the one remembered.
import { NotFoundError } from '../../src/api/index.js';
import { abTestRunOf, readWith } from '../../src/reports/abtest.js';
import { abTestListView, type AbTestListRow } from '../../views/abtest-list.js';
import type { RollUpRow } from '../../views/account-rollup.js';
import type { BotMessage } from '../../views/types.js';
import type { CommandContext } from '../types.js';

/** Tests kept in the answer, and how many of them are read again now (one A/B report each). */
export const LISTED_TESTS = 50;
export const REFRESHED_TESTS = 10;

export async function abTestList(ctx: CommandContext): Promise<BotMessage> {
  return abTestListView(await abTestListRows(ctx), { refreshed: REFRESHED_TESTS });
}

/** The list's rows: the tests recorded for this account, the most recent read again now. */
async function abTestListRows(ctx: CommandContext): Promise<AbTestListRow[]> {
  const key = { teamId: ctx.teamId, account: ctx.api.account };
  const at = new Date(ctx.now());
  const seen = await ctx.durable.store.abTests.list(key, LISTED_TESTS);
  return Promise.all(
    seen.map(async (t, i): Promise<AbTestListRow> => {
      if (i >= REFRESHED_TESTS) return { ...t, readNow: false };
      try {
        const run = await abTestRunOf(t.abTestId, at, readWith(ctx.api));
        const status = run.report.status ?? null;
        await ctx.durable.store.abTests.seen(key, { abTestId: t.abTestId, seenBy: t.seenBy, status }, at);
        return { ...t, status, readNow: true };
      } catch (err) {
        if (err instanceof NotFoundError) return { ...t, readNow: true, missing: true };
        throw err;
      }
    }),
  );
}

/**
 * `abtest list account=all`: each account's list counted by status, from the same rows — which
 * can ship (achieved), lean one way (directional), still run, were invalidated, or are gone from
 * the API. Ids are each account's own, so only counts sit side by side.
 */
export async function abTestListRollUp(ctx: CommandContext): Promise<RollUpRow> {
  const rows = await abTestListRows(ctx);
  const known = rows.filter((r) => !r.missing);
  const of = (status: string) => known.filter((r) => r.status === status).length;
  const older = rows.length - Math.min(rows.length, REFRESHED_TESTS);
  return {
    period: 'as known to the bot',
    figures: [
      { name: 'Tests', value: rows.length, kind: 'count' },
      { name: 'Can ship (achieved)', value: of('achieved'), kind: 'count' },
      { name: 'Directional', value: of('directional'), kind: 'count' },
      { name: 'In progress', value: of('in_progress'), kind: 'count' },
      { name: 'Invalidated', value: of('invalidated'), kind: 'count' },
      { name: 'Status unknown or gone', value: rows.length - of('achieved') - of('directional') - of('in_progress') - of('invalidated'), kind: 'count' },
    ],
    ...(older ? { note: `${rows.length === LISTED_TESTS ? `the ${LISTED_TESTS} most recent tests; ` : ''}${older} older counted by the status last seen (the ${REFRESHED_TESTS} most recent read now)` } : {}),
  };
}
