// One of the `why` bench's generators (bench/why-cube.ts), served over real HTTP in the API's shape
// for the length of a test file, and `why` asked of one of its cases through the real report function.
import { afterAll, beforeAll } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { whyReport, type WhyReport } from '../../src/reports/why.js';
import { resolveRange } from '../../src/time/resolve.js';
import { makeCube, type Profile } from '../../bench/why-cube.js';
import { cubeCases, type Case } from '../../bench/why-cases.js';
import { serveCube } from '../../bench/why-serve.js';

export function servedCube(profile: Profile, seed: number): { cases: Case[]; why: (c: Case) => Promise<WhyReport> } {
  const { cases, scenarios } = cubeCases(seed, false);
  let server: Awaited<ReturnType<typeof serveCube>>;
  beforeAll(async () => {
    server = await serveCube(makeCube(profile, seed, scenarios));
  });
  afterAll(async () => {
    await server.close();
  });
  const why = async (c: Case): Promise<WhyReport> => {
    const api = createApiClient({ baseUrl: server.url, apiKey: `scn_${c.scenario}` });
    try {
      const range = resolveRange({ kind: 'dates', from: c.day, to: c.day }, { nowMs: Date.parse(`${c.day}T00:00:00Z`) + 2 * 86_400_000, tz: 'UTC' });
      return await whyReport({ metric: c.metric, range, filters: {} }, { breakdown: (p) => api.breakdown.get(p), bidders: (p) => api.bidders.get(p) });
    } finally {
      await api.close();
    }
  };
  return { cases, why };
}
