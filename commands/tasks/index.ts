// tasks [id]: the account's scheduled Tasks — schedule in words and its timezone, next run in
// the user's own timezone (Slack users.info), enabled state, prompt excerpt; one Task in full.
// The list and its counts come from the one tasks report (src/reports/tasks.ts).
import { taskReport, tasksReport } from '../../src/reports/tasks.js';
import { tasksView, taskDetailView } from '../../views/tasks.js';
import { API_ID, parseWith, UsageProblem } from '../shared/args.js';
import { defineCommand } from '../types.js';

export interface TasksRequest {
  id?: string;
}

export const tasksCommand = defineCommand<TasksRequest>({
  name: 'tasks',
  aliases: ['task', 'agents', 'scheduled'],
  group: 'Configuration & Tasks',
  summary: 'Scheduled Tasks: schedule, timezone, next run in your time, enabled, prompt; or one Task in full.',
  usage: 'tasks [task_id]',
  examples: ['tasks', 'tasks task_ab_watch_la'],
  need: 'read',
  parse: (text) =>
    parseWith(text, (args) => {
      const id = args.word();
      if (id !== undefined && !API_ID.test(id)) throw new UsageProblem(`"${id}" does not look like a Task id`);
      args.done();
      return { id };
    }),
  run: async (req, ctx) => {
    const tz = await ctx.timezone();
    const now = ctx.now();
    const reads = { list: () => ctx.api.tasks.list(), get: (id: string) => ctx.api.tasks.get(id) };
    if (req.id) return taskDetailView(await taskReport(req.id, reads), tz, now);
    return tasksView(await tasksReport(reads), tz, now);
  },
});
