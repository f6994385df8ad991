// Spec 4.13 (GET /config/show, 2.12), 4.14 (GET /config/validate, 2.13), 4.15 and 4.16
// (scheduled agents, 2.14).
import { describe, expect, it } from 'vitest';
import { ConfigRecord, Task, TaskList, ValidationResult } from './schemas.js';
import { contractSandbox, expectError, expectOk, type Query } from './support.js';

const { http } = await contractSandbox();

const show = async (q: Query = {}) => expectOk(await http.get('/config/show', q), ConfigRecord);

describe('GET /config/show (4.13, 2.12)', () => {
  it('without parameters: the live configuration', async () => {
    const live = await show();
    expect(live.kind).toBe('live');
    expect(live.yaml.length).toBeGreaterThan(0);
  });

  it('version: a published version by number', async () => {
    const live = await show();
    const v1 = await show({ version: '1' });
    expect(v1.version_number).toBe(1);
    expect(v1.id).not.toBe(live.id);
  });

  it('id: a configuration row, a published version or a draft', async () => {
    const v1 = await show({ version: '1' });
    expect((await show({ id: v1.id })).yaml).toBe(v1.yaml);
    const live = await show();
    expect((await show({ id: live.id })).kind).toBe('live');
  });

  it('draft=true: the account draft, or 400 asking for id when there are several', async () => {
    const res = await http.get('/config/show', { draft: 'true' });
    if (res.status === 400) {
      expectError(res, 400, 'id');
    } else {
      expect(expectOk(res, ConfigRecord).kind).toBe('draft');
    }
  });

  it('404 for a configuration that does not exist', async () => {
    expectError(await http.get('/config/show', { id: 'cfg_nobody' }), 404);
    expectError(await http.get('/config/show', { version: '999' }), 404);
  });

  it.each([
    ['version', { version: 'two' }],
    ['version', { version: '1.5' }],
    ['version', { version: '2147483648' }],
    ['draft', { draft: 'maybe' }],
  ] as const)('400 naming %s for %o (int32, boolean)', async (name, q) => {
    expectError(await http.get('/config/show', q), 400, name);
  });
});

describe('GET /config/validate (4.14, 2.13)', () => {
  it('validates the live configuration', async () => {
    const result = expectOk(await http.get('/config/validate'), ValidationResult);
    expect(result.valid).toBe(true);
    expect(result.error_count).toBe(0);
  });

  it('validates a draft, with issues that have a position and a severity', async () => {
    const result = expectOk(await http.get('/config/validate', { id: 'draft_floor_cleanup' }), ValidationResult);
    expect(result.valid).toBe(false);
    expect(result.error_count).toBeGreaterThan(0);
    const errors = (result.issues ?? []).filter((i) => i.severity === 'error');
    expect(errors).toHaveLength(result.error_count!);
    for (const issue of errors) expect(issue.line).toBeGreaterThan(0);
  });

  it('statuses 200, 400, 500 only (4.14 lists no 404): a configuration that does not exist is 400 naming the parameter', async () => {
    expectError(await http.get('/config/validate', { id: 'cfg_nobody' }), 400, 'id');
    expectError(await http.get('/config/validate', { version: '999' }), 400, 'version');
  });
});

describe('GET /scheduled-agents (4.15, 2.14)', () => {
  it('lists Tasks newest first, each in the 2.14 shape', async () => {
    const { scheduled_agents: tasks } = expectOk(await http.get('/scheduled-agents'), TaskList);
    expect(tasks.length).toBeGreaterThan(0);
    const created = tasks.map((t) => Date.parse(t.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('timezone is an IANA name; next_run_at lies ahead', async () => {
    const { scheduled_agents: tasks } = expectOk(await http.get('/scheduled-agents'), TaskList);
    for (const t of tasks) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: t.timezone })).not.toThrow();
      expect(Date.parse(t.next_run_at)).toBeGreaterThan(Date.parse('2026-11-22T09:00:00Z'));
    }
  });
});

describe('GET /scheduled-agents/{scheduled_agent_id} (4.16)', () => {
  it('returns the Task with that id, the same as in the list', async () => {
    const { scheduled_agents: tasks } = expectOk(await http.get('/scheduled-agents'), TaskList);
    const one = expectOk(await http.get(`/scheduled-agents/${tasks[0]!.id}`), Task);
    expect(one).toEqual(tasks[0]);
  });

  it('404 for a Task that does not exist', async () => {
    expectError(await http.get('/scheduled-agents/task_nobody'), 404);
  });
});
