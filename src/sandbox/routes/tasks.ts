// GET /scheduled-agents and GET /scheduled-agents/{id} (spec 4.15, 4.16): configuration:read
// plus the scheduled-agents feature. next_run_at follows the sandbox clock (ctx.clock). Neither
// takes query parameters and neither lists 400 among its statuses: a query string is ignored.
import { TASK_FIXTURES, taskAt } from '../data/tasks.js';
import { notFound } from '../http-error.js';
import { API_PREFIX, memo, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

/** created_at/updated_at are fixed at the sandbox's first Task read, so moving the clock does not age them. */
function startMs(req: SandboxRequest): number {
  return memo(req.ctx, 'tasks.start', () => req.ctx.clock.now());
}

function allTasks(req: SandboxRequest) {
  const now = req.ctx.clock.now();
  return TASK_FIXTURES.map((t) => taskAt(t, startMs(req), now)).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const tasksRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/scheduled-agents`,
    handler: (req) => {
      requireGrant(req, 'configuration:read', 'scheduled_agents');
      return { json: { scheduled_agents: allTasks(req) } };
    },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/scheduled-agents/:scheduled_agent_id`,
    handler: (req) => {
      requireGrant(req, 'configuration:read', 'scheduled_agents');
      const task = allTasks(req).find((t) => t.id === req.params.scheduled_agent_id);
      if (!task) throw notFound(`no Task with id "${req.params.scheduled_agent_id}"`);
      return { json: task };
    },
  },
];
