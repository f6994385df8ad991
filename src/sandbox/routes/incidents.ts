// POST /sandbox/incidents — the sandbox's own admin endpoint, outside the spec's /api/v1: adds
// injected incidents (../incidents.ts) at run time, in the JSON or compact form of
// SANDBOX_INCIDENTS ({"incidents": [...]} or {"text": "drop country=US depth=20% ..."}), and
// answers with every incident in force. GET lists them. Sandbox only: the real API has no such thing.
import { getFacts, sandboxIncidents } from '../data/facts.js';
import { HttpError } from '../http-error.js';
import { parseIncidents, toIncident, type SandboxIncident } from '../incidents.js';
import type { Route, SandboxContext } from '../types.js';

function listed(ctx: SandboxContext): { json: unknown } {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  return { json: { incidents: sandboxIncidents(ctx).map((i) => ({ ...i, fromMs: undefined, toMs: undefined, arrivesAtMs: undefined, from: iso(i.fromMs), to: iso(i.toMs), arrives_at: iso(i.arrivesAtMs) })) } };
}

export const incidentsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sandbox/incidents',
    auth: false,
    handler: ({ body, ctx }) => {
      const b = (body ?? {}) as { incidents?: Record<string, unknown>[]; text?: string };
      let added: SandboxIncident[];
      try {
        added = typeof b.text === 'string' ? parseIncidents(b.text) : (b.incidents ?? []).map(toIncident);
      } catch (err) {
        throw new HttpError(400, (err as Error).message);
      }
      sandboxIncidents(ctx).push(...added);
      getFacts(ctx); // rebuilt now, so the next report request does not pay for it
      return listed(ctx);
    },
  },
  { method: 'GET', path: '/sandbox/incidents', auth: false, handler: ({ ctx }) => listed(ctx) },
];
