import { createApiClient } from '../src/api/index.js';
import { whyReport } from '../src/reports/why.js';
import { resolveRange } from '../src/time/resolve.js';
import { cubeCases } from '../bench/why-cases.js';
import { makeCube, serveCube } from '../bench/why-cube.js';
const want = process.argv[2]!;
const { cases, scenarios } = cubeCases(101, false);
const server = await serveCube(makeCube((process.argv[3] ?? 'cube') as 'cube', 101, scenarios));
for (const c of cases.filter((x) => x.kind.includes(want))) {
  const api = createApiClient({ baseUrl: server.url, apiKey: `scn_${c.scenario}` });
  const range = resolveRange({ kind: 'dates', from: c.day, to: c.day }, { nowMs: Date.parse(c.day) + 2 * 86400000, tz: 'UTC' });
  const r = await whyReport({ metric: c.metric, range, filters: {} }, { breakdown: (p) => api.breakdown.get(p), bidders: (p) => api.bidders.get(p) });
  console.log(c.kind, JSON.stringify(c.truth), JSON.stringify(scenarios[c.scenario!]!.map((x) => x.factor.toFixed(3))));
  for (const x of r.ranked.slice(0, 4)) console.log('   ', x.dimension, x.value, x.component, x.score.toFixed(2), x.excess.toFixed(4), x.stands);
  const t = r.ranked.find((x) => x.value === c.truth[0]!.value);
  console.log('  truth:', t?.component, t?.score.toFixed(2), t?.excess.toFixed(4), (t!.after.requests / t!.before.requests).toFixed(3));
  await api.close();
}
await server.close();
