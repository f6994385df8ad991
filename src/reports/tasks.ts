// THE scheduled Tasks: the account's Tasks as the API lists them (newest first, spec 4.15) and
// how many of them are enabled, or one Task in full. `/adops tasks` renders from here; any other
// surface that shows Tasks reads the same list and the same count.
import type { Task } from '../api/index.js';
import type { TaskList } from '../../views/tasks.js';

/** How the report reads the API. */
export interface TasksReads {
  list(): Promise<Task[]>;
  get(id: string): Promise<Task>;
}

/** The list and its count of enabled Tasks, counted once here rather than in each view. */
export function taskList(tasks: readonly Task[]): TaskList {
  return { tasks: [...tasks], enabled: tasks.filter((t) => t.enabled).length };
}

export async function tasksReport(reads: Pick<TasksReads, 'list'>): Promise<TaskList> {
  return taskList(await reads.list());
}

export async function taskReport(id: string, reads: Pick<TasksReads, 'get'>): Promise<Task> {
  return reads.get(id);
}
