// tasks [id]: the account's scheduled Tasks — schedule in words and its timezone, next run in
// the user's own timezone (Slack users.info), enabled state, prompt excerpt; one Task in full.
// The list and its counts come from the one tasks report (src/reports/tasks.ts).
import { taskReport, tasksReport } from '../../src/reports/tasks.js';
import { tasksView, taskDetailView } from '../../views/tasks.js';
import { API_ID, parseWith, refuseEveryAccount, UsageProblem } from '../shared/args.js';
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
  // `tasks account=all`: each account's Tasks counted from the same list (a key without scheduled
  // agents gets its row's reason, the API's 403). A Task id is refused while parsing.
  rollUp: async (req, ctx) => {
    if (req.id) throw new UsageProblem('a Task id belongs to one account: ask it with `account=<name>`');
    const list = await tasksReport({ list: () => ctx.api.tasks.list() });
    return {
      period: 'now',
      figures: [
        { name: 'Tasks', value: list.tasks.length, kind: 'count' },
        { name: 'Enabled', value: list.enabled, kind: 'count' },
        { name: 'Disabled', value: list.tasks.length - list.enabled, kind: 'count' },
      ],
    };
  },
  parse: (text) =>
    parseWith(text, (args) => {
      const id = args.word();
      if (id !== undefined && !API_ID.test(id)) throw new UsageProblem(`"${id}" does not look like a Task id`);
      if (id !== undefined) refuseEveryAccount(args, 'tasks <task_id>', 'a Task id belongs to one account', `Ask \`tasks ${id} account=<name>\`; \`tasks account=all\` counts every account’s Tasks side by side.`);
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
