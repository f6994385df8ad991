// Scheduled Tasks. Times are shown in the reader's timezone, with the Task's own timezone
// beside the schedule (a 09:00 Sydney Task runs at a different hour in Paris).
import { DateTime } from 'luxon';
import type { Task } from '../src/api/index.js';
import { context, esc, fields, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import { buildTable, tableText, type CellValue, type TableColumn } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

const SHOWN = 20;

/** The account's Tasks as src/reports/tasks.ts reads them: newest first, with how many are enabled. */
export interface TaskList {
  tasks: Task[];
  enabled: number;
}

export function nextRun(iso: string, tz: string, nowMs: number): string {
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  if (!at.isValid) return esc(iso);
  const local = at.setZone(tz);
  const rel = at.toRelative({ base: DateTime.fromMillis(nowMs) }) ?? '';
  return `${local.toFormat('ccc d LLL, HH:mm')} your time (${esc(tz)})${rel ? `, ${rel}` : ''}`;
}

function recipients(t: Task): string {
  const mode = typeof t.notification_recipient_mode === 'string' ? t.notification_recipient_mode : JSON.stringify(t.notification_recipient_mode);
  return `${esc(mode.replace(/_/g, ' '))}${t.notification_recipient_user_ids.length ? ` (${t.notification_recipient_user_ids.length})` : ''}`;
}

const columns = (tz: string): TableColumn[] => [{ title: 'Task' }, { title: 'state' }, { title: 'schedule (its timezone)' }, { title: `next run (${tz})` }, { title: 'id' }];

function taskRow(t: Task, tz: string, now: number): CellValue[] {
  const at = DateTime.fromISO(t.next_run_at, { zone: 'utc' });
  const next = !t.enabled ? 'paused' : at.isValid ? at.setZone(tz).toFormat('ccc d LLL, HH:mm') : t.next_run_at;
  const rel = t.enabled && at.isValid ? at.toRelative({ base: DateTime.fromMillis(now) }) : null;
  return [t.name, t.enabled ? 'enabled' : 'paused', `${t.schedule_description} (${t.timezone})`, rel ? `${next} (${rel})` : next, t.id];
}

export function tasksView({ tasks, enabled }: TaskList, tz: string, now: number): BotMessage {
  const scope = `${tasks.length} Tasks, ${enabled} enabled · newest first · times in ${tz}`;
  const blocks: KnownBlock[] = [header('Scheduled Tasks'), context(esc(scope))];
  const rows = tasks.slice(0, SHOWN).map((t) => taskRow(t, tz, now));
  if (tasks.length === 0) blocks.push(section('_No scheduled Tasks on this account._'));
  else blocks.push(...buildTable({ columns: columns(tz), rows, caption: scope }).blocks);
  if (tasks.length > SHOWN) blocks.push(context(`${tasks.length - SHOWN} more not shown; ask for one with \`/adops tasks <id>\`.`));
  else if (tasks.length) blocks.push(context('`/adops tasks <id>` shows one Task in full, with its prompt.'));
  const first = tableText(columns(tz).slice(0, 3), rows, 2);
  return { text: `${tasks.length} scheduled Tasks (${enabled} enabled)${first ? ` — ${first}` : ''}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}

export function taskDetailView(t: Task, tz: string, now: number): BotMessage {
  const local = (iso: string) => {
    const d = DateTime.fromISO(iso, { zone: 'utc' });
    return d.isValid ? d.setZone(tz).toFormat('ccc d LLL yyyy, HH:mm') : esc(iso);
  };
  const blocks: KnownBlock[] = [
    header(`Task: ${t.name}`),
    ...fields([
      ['State', t.enabled ? ':large_green_circle: enabled' : ':white_circle: paused'],
      ['Schedule', `${esc(t.schedule_description)} (cron \`${esc(t.cron_expression)}\`, ${esc(t.timezone)})`],
      ['Next run', t.enabled ? nextRun(t.next_run_at, tz, now) : 'none (paused)'],
      ['Notifies', recipients(t)],
      ['Created', `${local(t.created_at)} (${esc(t.creation_origin.replace(/_/g, ' '))})`],
      ['Updated', local(t.updated_at)],
    ]),
    section(`*Prompt*\n>${esc(t.prompt).replace(/\n/g, '\n>')}`),
    context(`\`${esc(t.id)}\`${t.template_id ? ` · from template \`${esc(t.template_id)}\`` : ''} · times in ${esc(tz)}`),
  ];
  return { text: `Task ${t.name}: ${t.schedule_description} (${t.timezone})`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
