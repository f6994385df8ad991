// `npm start` runs a bundle of the sources (src/start.js, src/bundle.js). What matters to whoever
// edits the code: the start runs what the checkout holds now, never an older bundle; two starts at
// once both run; a source that does not compile is named in a plain sentence. Driven on a small
// project of its own (a copy of the two scripts, esbuild from this checkout), so the checkout's own
// bundles stay as they are.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
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

/**
 * The project's main: prints what commands/answer.ts says and its argument; with CHILDREN set, the
 * number of child processes it has once it has none or after 20 s (esbuild's helper must not
 * outlive the build).
 */
const MAIN = `import { readFileSync, readdirSync } from 'node:fs';
import { answer } from '../commands/answer.js';
const children = (): number =>
  readdirSync('/proc/self/task').flatMap((t) => readFileSync(\`/proc/self/task/\${t}/children\`, 'utf8').split(' ').filter(Boolean)).length;
let extra = '';
if (process.env.CHILDREN) {
  const until = Date.now() + 20_000;
  while (children() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  extra = \` children=\${children()}\`;
}
console.log(\`\${answer()} \${process.argv[2] ?? ''}\${extra}\`);
`;

/** A project with the same layout: src/main.ts prints what commands/answer.ts says, and the argument. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'adops-start-'));
  projects.push(root);
  for (const file of ['src/start.js', 'src/bundle.js']) cpSync(join(ROOT, file), join(root, file));
  write(root, 'package.json', JSON.stringify({ name: 'start-test', type: 'module' }));
  write(root, 'src/main.ts', MAIN);
  write(root, 'src/app/threads/app-thread.ts', 'export {};\n');
  write(root, 'commands/answer.ts', "export const answer = (): string => 'first';\n");
  write(root, 'src/sandbox/data/configs/v1.yaml', 'version: 1\n');
  write(root, 'src/playground/web/index.html', '<title>t</title>\n');
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(join(ROOT, 'node_modules', 'esbuild'), join(root, 'node_modules', 'esbuild'));
  return root;
}

function start(root: string, arg = 'x', env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['src/start.js', arg], { cwd: root, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
}

/** Where the project's bundles are kept. */
function cacheOf(root: string): string {
  return join(root, 'node_modules', '.cache', 'adops-bot');
}

function mtimeOf(root: string, bundle: string): number {
  return statSync(join(cacheOf(root), bundle)).mtimeMs;
}

/** Sets a bundle's last use `seconds` ago. */
function age(root: string, bundle: string, seconds: number): void {
  const when = new Date(Date.now() - seconds * 1000);
  utimesSync(join(cacheOf(root), bundle), when, when);
}

/** Starts versions v1…vN of the project in turn; their bundles, in that order. */
function versions(root: string, n: number): string[] {
  const made: string[] = [];
  for (let i = 1; i <= n; i++) {
    edit(root, 'commands/answer.ts', `export const answer = (): string => 'v${i}';\n`, 100 - i);
    expect(start(root).stdout).toBe(`v${i} x\n`);
    made.push(bundles(root).find((b) => !made.includes(b))!);
  }
  return made;
}

function bundles(root: string): string[] {
  return readdirSync(cacheOf(root)).sort();
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

  it('a build removes the bundles beyond the two newest that nothing used for 10 minutes; a start marks its own as used', () => {
    const root = project();
    const made = versions(root, 4);
    // v1 and v2 last used hours ago; v3 and v4 (the current one) just now.
    age(root, made[0]!, 3 * 3600);
    age(root, made[1]!, 2 * 3600);
    // Starting v4 again marks it as used.
    age(root, made[3]!, 3600);
    expect(start(root).stdout).toBe('v4 x\n');
    expect(Date.now() - mtimeOf(root, made[3]!)).toBeLessThan(60_000);

    edit(root, 'commands/answer.ts', "export const answer = (): string => 'v5';\n", 50);
    expect(start(root).stdout).toBe('v5 x\n');
    // Kept: v5 (current), v4 and v3 (the two newest others); v2 and v1, beyond them and unused
    // for hours, are removed.
    expect(bundles(root)).toEqual([made[2], made[3], bundles(root).find((b) => !made.includes(b))].sort());
    expect(readdirSync(join(cacheOf(root), made[3]!))).toEqual(expect.arrayContaining(['main.js', 'app-thread.js', 'configs', 'web']));
  });

  it('a bundle used recently stays even beyond the two newest', () => {
    const root = project();
    const made = versions(root, 4);
    age(root, made[0]!, 3600); // v1 unused for an hour; v2 used just now (as a running console does)
    edit(root, 'commands/answer.ts', "export const answer = (): string => 'v5';\n", 50);
    expect(start(root).stdout).toBe('v5 x\n');
    expect(bundles(root)).toHaveLength(4);
    expect(bundles(root)).toEqual(expect.arrayContaining([made[1], made[2], made[3]]));
  });

  it('a bundle removed half-way by hand is made again under its name', () => {
    const root = project();
    expect(start(root).stdout).toBe('first x\n');
    const [only] = bundles(root);
    rmSync(join(cacheOf(root), only!, 'main.js'));
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toEqual([only]);
  });

  it('a new install (npm rewrites node_modules/.package-lock.json) means a new bundle', () => {
    const root = project();
    expect(start(root).stdout).toBe('first x\n');
    write(root, 'node_modules/.package-lock.json', '{"lockfileVersion":3}');
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toHaveLength(2);
  });

  it.skipIf(!existsSync(`/proc/${process.pid}/task/${process.pid}/children`))('a build leaves no helper process behind, and removes what a killed build left long ago', () => {
    const root = project();
    const cache = cacheOf(root);
    const killed = 'bundle-0123456789abcdef.4242-0badf00d.partial';
    const building = 'bundle-fedcba9876543210.4343-0badf00d.partial';
    mkdirSync(join(cache, killed), { recursive: true });
    mkdirSync(join(cache, building), { recursive: true });
    age(root, killed, 3600);
    expect(start(root, 'x', { CHILDREN: '1' }).stdout).toBe('first x children=0\n');
    expect(bundles(root)).not.toContain(killed);
    expect(bundles(root)).toContain(building); // another start's build, going on now
  });

  it('an editor lock link pointing nowhere and swap files under src/ neither stop a start nor make a new bundle', () => {
    const root = project();
    expect(start(root).stdout).toBe('first x\n');
    symlinkSync('nobody@host.1234:1700000000', join(root, 'commands', '.#answer.ts'));
    write(root, 'commands/.answer.ts.swp', 'swap');
    expect(start(root).stdout).toBe('first x\n');
    expect(bundles(root)).toHaveLength(1);
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
