// `npm start` in local mode, one-shot form, as a person or a script runs it: a real process,
// the real pipeline inside it. Exit codes: 0 answered, 1 error, 2 not understood.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmStartArgs } from '../support/npm-start.js';

const ROOT = new URL('../../', import.meta.url).pathname;
// npm start opens the store: keep its embedded database in a temp dir of this suite.
// Not made yet: the first start makes it (an existing empty DATA_DIR is refused, docs/security.md).
const SCRATCH = mkdtempSync(join(tmpdir(), 'adops-local-test-'));
const DATA_DIR = join(SCRATCH, 'data');
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

function start(args: string[], env: NodeJS.ProcessEnv = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLACK_') && !k.startsWith('ADOPS_')));
  return spawnSync(process.execPath, [...npmStartArgs(), ...args], {
    cwd: ROOT,
    env: { ...clean, SANDBOX_NOW: '2026-11-22T09:00:00Z', NO_COLOR: '1', DATA_DIR, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// Each case starts a process: generous timeouts on a loaded machine.
describe('local mode, one-shot', { timeout: 120_000 }, () => {
  it('prints the answer readably and exits 0', () => {
    const run = start(['/adops revenue yesterday']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Revenue — yesterday');
    expect(run.stdout).toContain('Sat 21 Nov 2026');
    expect(run.stdout).toContain('[1] Share to channel');
  });

  it('exits 2 with the usage when the command is not understood, 1 when the answer is an error', () => {
    const usage = start(['/adops breakdown by=planet']);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toContain('Usage');
    const failed = start(['/adops tasks task_missing']);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('found nothing');
  });

  it('waits for an export and prints its card again with the link (SANDBOX_NOW sets where the clock starts)', () => {
    const run = start(['/adops export impressions yesterday'], { SANDBOX_EXPORT_DELAY_MS: '500' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('requested. A card in your DM with me shows its progress');
    expect(run.stdout).toContain('message updated in your DM');
    expect(run.stdout).toMatch(/is ready: download the file \(http:\/\/127\.0\.0\.1:\d+\/downloads\//);
  });

  it('says at once that a form cannot open here, and gives the text form', () => {
    for (const [command, textForm] of [['/adops export', '/adops export impressions yesterday'], ['/adops digest add', '/adops digest add daily_revenue here']] as const) {
      const run = start([command]);
      expect(run.status).toBe(2);
      expect(run.stdout).toContain('which this place cannot show');
      expect(run.stdout).toContain(textForm);
    }
  });

  it('draws a chart Slack cannot show natively with the chart libraries it loads on first use', () => {
    const run = start(['/adops revenue last 7d']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/revenue-by-day-last-7-days\.png \(\d{4,} bytes\) uploaded to Slack/);
  });

  it('reads the sandbox configuration files from beside the code it runs', () => {
    const run = start(['/adops config validate draft id=draft_floor_cleanup']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Validation of the draft draft_floor_cleanup configuration');
    expect(run.stdout).toContain('bidder "bidder_zulu" is not integrated with this account');
  });

  it('interactive: serves the browser playground beside the console, and exit quits', async () => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLACK_') && !k.startsWith('ADOPS_')));
    const proc = spawn(process.execPath, npmStartArgs(), { cwd: ROOT, env: { ...clean, NO_COLOR: '1', DATA_DIR, PLAYGROUND_PORT: '0' }, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
    let out = '';
    const prompted = new Promise<void>((resolve) =>
      proc.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Type a command')) resolve();
      }),
    );
    try {
      await prompted;
      const url = /Playground \(the bot as Slack shows it\): (http:\/\/127\.0\.0\.1:\d+\S*)/.exec(out)?.[1];
      expect(url).toBeDefined();
      const page = await fetch(url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>adops playground</title>');
      proc.stdin.end('exit\n');
      expect(await exited).toBe(0);
    } finally {
      proc.kill('SIGKILL');
    }
  });

  it('refuses a broken environment with plain sentences and no stack trace', () => {
    const run = start([], { SLACK_BOT_TOKEN: 'xoxp-user', PORT: 'x' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('adops-bot cannot start');
    expect(run.stderr).toContain('starting with xoxb-');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
