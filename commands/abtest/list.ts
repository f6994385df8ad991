// abtest list: the A/B tests this account has been asked about, watched or seen in digests, with
// their latest status — "which can ship". The API has no list of tests (spec 4.5), so the list is
// the bot's own record (src/store/ab-tests.ts), per workspace and API account; the most recent
// ones are read again now, so their status is the API's latest, not the one remembered.
import { NotFoundError } from '../../src/api/index.js';
import { abTestRunOf, readWith } from '../../src/reports/abtest.js';
import { abTestListView, type AbTestListRow } from '../../views/abtest-list.js';
import type { BotMessage } from '../../views/types.js';
import type { CommandContext } from '../types.js';

/** Tests kept in the answer, and how many of them are read again now (one A/B report each). */
export const LISTED_TESTS = 50;
export const REFRESHED_TESTS = 10;

export async function abTestList(ctx: CommandContext): Promise<BotMessage> {
  const key = { teamId: ctx.teamId, account: ctx.api.account };
  const at = new Date(ctx.now());
  const seen = await ctx.durable.store.abTests.list(key, LISTED_TESTS);
  const rows = await Promise.all(
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
  return abTestListView(rows, { refreshed: REFRESHED_TESTS });
}
