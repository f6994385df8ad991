// The one-shot form (`npm start -- "/adops …"`) as a script runs it, a real process each time:
// exit codes that mean the same for every command (README: 0 answered, 1 the answer is an error,
// 2 not understood or cannot be served as asked), a quiet stderr, and nothing left in the temp dir.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmStartArgs } from '../support/npm-start.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const SCRATCH = mkdtempSync(join(tmpdir(), 'adops-oneshot-test-'));
// Made by the first start: an existing empty DATA_DIR is refused (docs/security.md, the embedded store).
const DATA_DIR = join(SCRATCH, 'data');
// The process's own temp dir: whatever it leaves there is seen, and nothing of other processes.
const TMP = mkdtempSync(join(tmpdir(), 'adops-oneshot-tmp-'));
afterAll(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  rmSync(TMP, { recursive: true, force: true });
});

function start(command: string, env: NodeJS.ProcessEnv = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLACK_') && !k.startsWith('ADOPS_')));
  return spawnSync(process.execPath, [...npmStartArgs(), command], {
    cwd: ROOT,
    env: { ...clean, SANDBOX_NOW: '2026-11-22T09:00:00Z', NO_COLOR: '1', DATA_DIR, TMPDIR: TMP, ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
}

describe('one-shot', { timeout: 180_000 }, () => {
  it('8. exits 2 for a range over the limit, whichever report is asked', () => {
    // Revenue, bidders and demand read up to 372 days in parts of 31 (docs/reports.md); network's own limit is 90.
    for (const command of ['/adops revenue 2025-01-01..2026-11-01', '/adops bidders 2025-01-01..2026-11-01', '/adops network 2026-01-01..2026-11-01', '/adops demand 2025-01-01..2026-11-01']) {
      const run = start(command);
      expect(run.stdout, command).toMatch(/at most (31|90|372)/);
      expect(run.status, command).toBe(2);
    }
  });

  it('9. an export waits for its own deliveries: the ready reply is printed, stderr stays quiet', () => {
    const run = start('/adops export impressions yesterday country=us', { SANDBOX_EXPORT_DELAY_MS: '500' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Impression export for 2026-11-21 \(country=US\) is ready: download the file/);
    // 14: the ready reply spells the country as the card does.
    expect(run.stdout).toContain('your impression export for 2026-11-21 (country=US) is ready — the link is in the message above');
    expect(run.stdout).not.toContain('country=us');
    expect(run.stderr).not.toContain('could not post the ready notice');
    expect(run.stderr).not.toContain('"stack"');
  });

  it('14. leaves no temporary directory behind: uploaded files are kept under DATA_DIR/files', () => {
    const run = start('/adops revenue last 7d');
    expect(run.status).toBe(0);
    const saved = /saved as (\S+\.png)/.exec(run.stdout)?.[1];
    expect(saved?.startsWith(join(DATA_DIR, 'files'))).toBe(true);
    // tsx's compile cache (one per user, reused by every start) is the only thing in the temp dir.
    expect(readdirSync(TMP).filter((name) => !/^tsx-\d+$/.test(name))).toEqual([]);
  });
});
