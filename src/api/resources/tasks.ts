// Scheduled Tasks, a.k.a. scheduled agents (spec 4.15, 4.16, 2.14).
import { z } from 'zod';
import { InvalidParameterError, type Grant } from '../errors.js';
import type { HttpClient } from '../http.js';

/** Spec 4.15, 4.16: Tasks need configuration:read and the scheduled-agents feature. */
const NEEDS: readonly Grant[] = ['configuration:read', 'scheduled agents'];

export const Task = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  template_id: z.string().nullish(),
  cron_expression: z.string(),
  timezone: z.string(),
  schedule_description: z.string(),
  enabled: z.boolean(),
  creation_origin: z.string(),
  // Typed as object in the field table but shown as a string (just_me): accept either.
  notification_recipient_mode: z.union([z.string(), z.record(z.string(), z.unknown())]),
  notification_recipient_user_ids: z.array(z.string()),
  next_run_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TaskList = z.object({ scheduled_agents: z.array(Task) });

export class TasksResource {
  constructor(private readonly http: HttpClient) {}

  async list(opts: { signal?: AbortSignal } = {}): Promise<Task[]> {
    const res = await this.http.json(TaskList, {
      operation: 'tasks.list', needs: NEEDS, method: 'GET', path: 'scheduled-agents', idempotent: true, signal: opts.signal,
    });
    return res.scheduled_agents;
  }

  async get(id: string, opts: { signal?: AbortSignal } = {}): Promise<Task> {
    if (typeof id !== 'string' || id.trim() === '') throw new InvalidParameterError('scheduled_agent_id', 'is required', 'tasks.get');
    return this.http.json(Task, {
      operation: 'tasks.get', needs: NEEDS, method: 'GET', path: `scheduled-agents/${encodeURIComponent(id.trim())}`,
      idempotent: true, signal: opts.signal,
    });
  }
}
