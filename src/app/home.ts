// Builds and publishes a user's App Home from the store and the API (views/app-home.ts). The API
// parts (connection, today's complete hours against the same hours yesterday) are one question
// (src/api/question.ts): one short deadline over both and every attempt, retry and wait for a
// connection of theirs, its share of connections and a page budget, like every question; they
// are shown as a plain note when they fail, so Home always opens, and a dripping API holds none
// of Home's calls past that deadline.
import { QUESTION_PAGE_BUDGET, Question } from '../api/index.js';
import { watchWordsOf } from '../jobs/alerts/registry.js';
import { digestLabel } from '../jobs/digest.js';
import { revenueReport } from '../reports/revenue.js';
import { DateRangeError } from '../time/range.js';
import { formatHours, resolveRange } from '../time/resolve.js';
import { appHomeView, refusedHomeView, type HomeData } from '../../views/app-home.js';
import type { HomeView } from '../../views/types.js';
import type { EdgeFacts } from './access/edge.js';
import type { AppDeps } from './deps.js';
import { describeFailure } from '../../views/error-message.js';
import type { WebClient } from '../outbox/slack-io.js';
import { accountName } from '../../views/connect.js';

const API_DEADLINE_MS = 8_000;

const AUDIT_ON_HOME = 8;

export async function homeFor(deps: AppDeps, client: WebClient, teamId: string, userId: string, edge?: EdgeFacts): Promise<HomeView> {
  // Checked before any API call: someone refused sees why, and no numbers.
  const admitted = await deps.access.checkHome(client, { userId, teamId, edge });
  if (!admitted.ok) return refusedHomeView(admitted.message);
  const store = deps.durable.store;
  const question = new Question({ deadline: Date.now() + API_DEADLINE_MS, pages: QUESTION_PAGE_BUDGET });
  const now = deps.now();
  // Not connected yet (OAuth mode): Home says how to connect instead of numbers.
  const api = () => deps.apiFor({ teamId }).within(question);
  const identity = Promise.resolve().then(() => api().auth.status()).catch((err: unknown) => describeFailure(err));
  // Today's complete hours against the same hours yesterday: the revenue report's own question
  // (`revenue today vs=previous`), so Home and the command agree, and a morning is never set
  // against a whole day (the time-of-day mix is not a price change).
  const kpis = deps.access.facts.zone(client, teamId, userId).then(async (zone): Promise<HomeData['kpis']> => {
    let range;
    try {
      range = resolveRange({ kind: 'today' }, { nowMs: now, tz: zone.tz });
    } catch (err) {
      if (err instanceof DateRangeError) return { timezone: zone.tz, notYet: err.message };
      throw err;
    }
    const report = await revenueReport({ range, vs: 'previous', filters: {} }, { dashboard: (p) => api().dashboard.get(p) });
    const before = report.comparisons[0]!;
    return {
      timezone: zone.tz,
      hours: formatHours(range),
      today: report.current.summary,
      yesterday: before.dashboard?.summary,
    };
  }).catch((err: unknown) => describeFailure(err));
  const [subscriptions, watches, exports] = await Promise.all([
    store.subscriptions.list({ teamId, ownerUserId: userId }),
    store.watches.list({ teamId, ownerUserId: userId }),
    store.exports.listForUser(teamId, userId, 5),
  ]);
  const [lastRuns, incidents] = await Promise.all([
    store.runs.latest(subscriptions.map((s) => s.id)),
    Promise.all(watches.map(async (w) => [w.id, await store.watches.openIncidentOf(w.id)] as const)),
  ]);
  const data: HomeData = {
    identity: await identity,
    kpis: await kpis,
    subscriptions,
    labelOf: digestLabel,
    lastRuns,
    watches,
    watchWordsOf,
    openIncidents: new Map(incidents),
    exports,
    now,
    admin: admitted.admin ? { policy: admitted.policy, audit: await store.audit.recent(teamId, AUDIT_ON_HOME) } : undefined,
    // Every account the person may read (the per-connection scopes), not only the default one.
    accounts: (await deps.access.readable(client, { userId, teamId, edge }, readableOf(deps, teamId))).map((a) => a.line),
  };
  return appHomeView(data);
}

/** The workspace's connections as the access check reads them, with how Home names each. */
function readableOf(deps: AppDeps, teamId: string) {
  const { connections, bindings } = deps.accounts.of(teamId);
  return connections.map((c) => ({ name: c.name, channels: [...bindings].filter(([, id]) => id === c.id).map(([ch]) => ch), line: accountName(c) }));
}

export async function publishHome(deps: AppDeps, client: WebClient, teamId: string, userId: string, edge?: EdgeFacts): Promise<void> {
  const view = await homeFor(deps, client, teamId, userId, edge);
  await deps.outbox.call(teamId, 'views.publish', () => client.views.publish({ user_id: userId, view }));
}
