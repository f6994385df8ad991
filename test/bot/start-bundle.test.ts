// `npm start` runs a bundle of the sources (src/start.js, src/bundle.js). What matters to whoever
// edits the code: the start runs what the checkout holds now, never an older bundle; two starts at
// once both run; a source that does not compile is named in a plain sentence. Driven on a small
// project of its own (a copy of the two scripts, esbuild from this checkout), so the checkout's own
// bundles stay as they are.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A project with the same layout: src/main.ts prints what commands/answer.ts says, and the argument. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'adops-start-'));
  projects.push(root);
  for (const file of ['src/start.js', 'src/bundle.js']) cpSync(join(ROOT, file), join(root, file));
  write(root, 'package.json', JSON.stringify({ name: 'start-test', type: 'module' }));
  write(root, 'src/main.ts', "import { answer } from '../commands/answer.js';\nconst arg: string = process.argv[2] ?? '';\nconsole.log(`${answer()} ${arg}`);\n");
  write(root, 'src/app/threads/app-thread.ts', 'export {};\n');
  write(root, 'commands/answer.ts', "export const answer = (): string => 'first';\n");
  write(root, 'src/sandbox/data/configs/v1.yaml', 'version: 1\n');
  write(root, 'src/playground/web/index.html', '<title>t</title>\n');
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(join(ROOT, 'node_modules', 'esbuild'), join(root, 'node_modules', 'esbuild'));
  return root;
}

function start(root: string, arg = 'x') {
  return spawnSync(process.execPath, ['src/start.js', arg], { cwd: root, encoding: 'utf8', timeout: 60_000 });
}

function bundles(root: string): string[] {
  return readdirSync(join(root, 'node_modules', '.cache', 'adops-bot')).sort();
}

/** Rewrites a source with a modification time of its own, as an editor saving it does. */
function edit(root: string, file: string, text: string, secondsAgo: number): void {
  write(root, file, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, file), when, when);
}

describe('npm start runs the sources as they are now', { timeout: 120_000 }, () => {
  it('bundles at the first start, reuses that bundle, and bundles again after an edit', () => {
    const root = project();
    const first = start(root, '/adops help');
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe('first /adops help\n');
    expect(bundles(root)).toHaveLength(1);
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toHaveLength(1);

    edit(root, 'commands/answer.ts', "export const answer = (): string => 'second';\n", 10);
    expect(start(root).stdout).toBe('second x\n');
    expect(bundles(root)).toHaveLength(2);
  });

  it('keeps the three newest bundles, and copies the files the code reads beside itself', () => {
    const root = project();
    for (let i = 1; i <= 5; i++) {
      edit(root, 'commands/answer.ts', `export const answer = (): string => 'v${i}';\n`, 100 - i);
      expect(start(root).stdout).toBe(`v${i} x\n`);
    }
    const kept = bundles(root);
    expect(kept).toHaveLength(3);
    expect(readdirSync(join(root, 'node_modules', '.cache', 'adops-bot', kept[0]!))).toEqual(expect.arrayContaining(['main.js', 'app-thread.js', 'configs', 'web']));
  });

  it('two starts at once with no bundle yet: both run, one bundle stays, nothing half-made is left', async () => {
    const root = project();
    const run = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['src/start.js', 'x'], { cwd: root });
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.once('exit', () => resolve(out));
      });
    expect(await Promise.all([run(), run()])).toEqual(['first x\n', 'first x\n']);
    expect(bundles(root)).toHaveLength(1);
  });

  it('a source that does not compile: names the file and line in a sentence, exit 1, no stack trace', () => {
    const root = project();
    edit(root, 'commands/answer.ts', "export const answer = (): string => 'unclosed;\n", 5);
    const run = start(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm start could not build the bot:');
    expect(run.stderr).toContain('commands/answer.ts:1:');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a file outside the sources changes nothing; a new source file means a new bundle', () => {
    const root = project();
    expect(start(root).stdout).toBe('first x\n');
    write(root, 'README.md', 'not a source\n');
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toHaveLength(1);
    write(root, 'views/new-view.ts', 'export {};\n');
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toHaveLength(2);
  });
});
